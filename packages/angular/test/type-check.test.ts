import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { expectedErrors } from '../types-test/expected-errors.ts';

const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(root, 'types-test');
const ngc = path.join(root, '../../node_modules/@angular/compiler-cli/bundles/src/bin/ngc.js');

interface CompileError {
  file: string;
  line: number;
  message: string;
}

/** ngc's diagnostics, `file:line:column - error TS…: message`, without their colours. */
async function compile(): Promise<CompileError[]> {
  const output = await promisify(execFile)(process.execPath, [ngc, '-p', fixtures], {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: '0' },
  }).then(
    () => '',
    (error: { stdout: string; stderr: string }) => `${error.stdout}${error.stderr}`,
  );
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  return [...plain.matchAll(/^(\S+\.ts):(\d+):\d+ - error TS\d+: (.*)$/gm)].map((m) => ({
    file: m[1]!,
    line: Number(m[2]),
    message: m[3]!,
  }));
}

const lineOf = (file: string, text: string): number =>
  fs
    .readFileSync(path.join(fixtures, file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

describe('strictTemplates against the built types', () => {
  it('accepts the valid bindings and rejects each wrong one with its error', async () => {
    const errors = await compile();
    expect(errors.filter((e) => e.file === 'valid.ts')).toEqual([]);
    expect(
      errors
        .filter((e) => e.file === 'wrong-types.ts')
        .map(({ line, message }) => ({ line, message })),
    ).toEqual(
      expectedErrors.map(([template, message]) => ({
        line: lineOf('wrong-types.ts', template),
        message: expect.stringContaining(message),
      })),
    );
  }, 120_000);
});
