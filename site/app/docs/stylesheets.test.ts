import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const docsDir = import.meta.dirname;
const root = fs.readFileSync(path.join(docsDir, '../root.tsx'), 'utf8');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('documentation element styles', () => {
  it('are not imported by the elements, whose pages would link them and break hydration', () => {
    const importing = sourceFiles(docsDir).filter((file) =>
      /^import\s+['"][^'"]+\.css['"]/m.test(fs.readFileSync(file, 'utf8')),
    );
    expect(importing.map((file) => path.relative(docsDir, file))).toEqual([]);
  });

  it('are all imported by the root', () => {
    const sheets = fs
      .readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.css'))
      .map((name) => name.split(path.sep).join('/'));
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.filter((name) => !root.includes(`'./docs/${name}'`))).toEqual([]);
  });
});
