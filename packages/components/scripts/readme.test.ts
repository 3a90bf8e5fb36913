import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { warningCodes } from '../src/internal/warning-codes.ts';

const packageRoot = path.resolve(import.meta.dirname, '..');
const readme = fs.readFileSync(path.join(packageRoot, 'README.md'), 'utf8');

/* The published readme is read on npm, away from the source: what it lists must be complete. */
describe('README.md, the published readme', () => {
  it('lists every development warning code, and no code that does not exist', () => {
    const listed = [...readme.matchAll(/^\| (SK\d{3}) \|/gm)].map((m) => m[1]);
    expect(listed).toEqual(Object.keys(warningCodes));
  });

  it('is in the package npm publishes', () => {
    const packed = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: packageRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const [{ files }] = JSON.parse(packed) as [{ files: { path: string }[] }];
    expect(files.map((file) => file.path)).toContain('README.md');
  });
});
