import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const created: string[] = [];
process.on('exit', () => {
  for (const dir of created) fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes a content tree into a fresh temporary folder, removed when the tests end. */
export function writeTree(files: Record<string, string | Uint8Array>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-content-'));
  created.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

export const page = (title: string, body = '', extra = '') =>
  `---\ntitle: ${title}\ndescription: About ${title}.\n${extra}---\n# ${title}\n\n${body}\n`;
