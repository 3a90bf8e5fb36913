/**
 * The peer libraries live in this folder's own `package.json` and lock, not among the
 * repository's dependencies, so that `npm ci` at the root stays as fast as it was. The bench
 * installs them when their `node_modules` is missing or older than the lock: a fresh clone, or a
 * lock that changed since.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { peersDir } from './libraries.ts';

export function installPeers(): void {
  const lock = path.join(peersDir, 'package-lock.json');
  // npm writes this copy of the lock into node_modules on every install.
  const installed = path.join(peersDir, 'node_modules/.package-lock.json');
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs) {
    return;
  }
  console.log('▶ install the peer libraries (scripts/bench/peers)');
  // No install scripts: none of them needs one, and npm 11 would not run them anyway.
  const result = spawnSync(
    'npm',
    ['ci', '--prefix', peersDir, '--ignore-scripts', '--no-audit', '--no-fund'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) {
    throw new Error(`npm ci in ${peersDir} failed (exit ${result.status ?? result.signal})`);
  }
}
