import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkInstalled, needsInstall } from './locked-install.ts';
import { installPeers } from './peers/install.ts';

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'locked-install-test-'));
  fs.writeFileSync(path.join(tmp, 'package-lock.json'), '{}');
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const installedFile = () => path.join(tmp, 'node_modules', '.package-lock.json');
const calls = () => Number(fs.readFileSync(path.join(tmp, 'calls'), 'utf8'));

/**
 * A stand-in for `npm` that counts its calls, finishes an install (as npm ci does, by writing
 * `node_modules/.package-lock.json` in its `--prefix`) from call `installsOn` on, and exits with
 * `exit`.
 */
function fakeNpm({ installsOn, exit = 0 }: { installsOn: number; exit?: number }): string {
  const script = path.join(tmp, 'npm');
  fs.writeFileSync(
    script,
    [
      '#!/bin/sh',
      `count="${path.join(tmp, 'calls')}"`,
      'n=$(( $(cat "$count" 2>/dev/null || echo 0) + 1 )); echo "$n" > "$count"',
      '[ "$2" = "--prefix" ] || exit 9',
      `if [ "$n" -ge ${installsOn} ]; then mkdir -p "$3/node_modules"; echo '{}' > "$3/node_modules/.package-lock.json"; fi`,
      `exit ${exit}`,
      '',
    ].join('\n'),
    { mode: 0o755 },
  );
  return script;
}

describe("the bench's own installs", () => {
  it('need one when nothing is installed or the lock is newer than the install', () => {
    expect(needsInstall(tmp)).toBe(true);
    fs.mkdirSync(path.dirname(installedFile()));
    fs.writeFileSync(installedFile(), '{}');
    const now = Date.now() / 1000;
    fs.utimesSync(path.join(tmp, 'package-lock.json'), now - 60, now - 60);
    expect(needsInstall(tmp)).toBe(false);
    expect(() => checkInstalled(tmp)).not.toThrow();
    fs.utimesSync(path.join(tmp, 'package-lock.json'), now + 60, now + 60);
    expect(needsInstall(tmp)).toBe(true);
  });

  it('say which folder an install that exited 0 left without packages', () => {
    expect(() => checkInstalled(tmp)).toThrow(
      `npm ci in ${tmp} exited 0 but installed nothing (no node_modules/.package-lock.json`,
    );
  });

  it('install the peers once when npm does', () => {
    installPeers(tmp, fakeNpm({ installsOn: 1 }));
    expect(calls()).toBe(1);
    expect(needsInstall(tmp)).toBe(false);
    // Installed and no newer lock: nothing to do.
    installPeers(tmp, fakeNpm({ installsOn: 1 }));
    expect(calls()).toBe(1);
  });

  it('run npm once more when it exits 0 without installing', () => {
    installPeers(tmp, fakeNpm({ installsOn: 2 }));
    expect(calls()).toBe(2);
    expect(needsInstall(tmp)).toBe(false);
  });

  it('fail, naming the folder, when the second try installs nothing either', () => {
    expect(() => installPeers(tmp, fakeNpm({ installsOn: 3 }))).toThrow(
      `npm ci in ${tmp} exited 0 but installed nothing`,
    );
    expect(calls()).toBe(2);
  });

  it('fail at once when npm fails', () => {
    expect(() => installPeers(tmp, fakeNpm({ installsOn: 1, exit: 1 }))).toThrow(
      `npm ci in ${tmp} failed (exit 1)`,
    );
    expect(calls()).toBe(1);
  });
});
