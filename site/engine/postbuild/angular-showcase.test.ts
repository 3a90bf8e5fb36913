import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyAngularShowcase } from './angular-showcase.ts';

const made: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-showcase-'));
  made.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('copyAngularShowcase', () => {
  it('takes the built showcase into dist/angular/', () => {
    const built = tempDir();
    fs.writeFileSync(path.join(built, 'index.html'), '<app-root></app-root>');
    fs.writeFileSync(path.join(built, 'main-ABC.js'), 'export {}');
    const dist = tempDir();
    expect(copyAngularShowcase(dist, built)).toBe(2);
    expect(fs.readFileSync(path.join(dist, 'angular/index.html'), 'utf8')).toContain('app-root');
  });

  it('fails, naming the command, when the showcase is not built', () => {
    expect(() => copyAngularShowcase(tempDir(), tempDir())).toThrow(
      /npm run build:showcase -w @skerry\/angular/,
    );
  });

  it('fails when the content already has a page where the showcase goes', () => {
    const built = tempDir();
    fs.writeFileSync(path.join(built, 'index.html'), '');
    const dist = tempDir();
    fs.mkdirSync(path.join(dist, 'angular'));
    expect(() => copyAngularShowcase(dist, built)).toThrow(/a page at \/angular\//);
  });
});
