import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Writes a content tree into a fresh temporary folder: relative path → file text. */
export function writeTree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-content-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

export const page = (title: string, body = '', extra = '') =>
  `---\ntitle: ${title}\ndescription: About ${title}.\n${extra}---\n# ${title}\n\n${body}\n`;
