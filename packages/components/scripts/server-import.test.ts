import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../dist');

/*
 * Server rendering and static-site builds import the package in Node, where there is no DOM: a
 * module that touches `HTMLDialogElement`, `CSS` or `document` when it loads breaks them all.
 * Each entry is imported in a fresh Node process, as such a build would.
 */
describe('the published package in Node', () => {
  for (const entry of ['index.js', 'all.js']) {
    it(`imports ${entry} without a DOM`, () => {
      const script = `const m = await import(${JSON.stringify(path.join(dist, entry))}); console.log(Object.keys(m).length);`;
      const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        encoding: 'utf8',
      });
      expect(Number(output.trim())).toBeGreaterThanOrEqual(entry === 'index.js' ? 10 : 0);
    });
  }
});
