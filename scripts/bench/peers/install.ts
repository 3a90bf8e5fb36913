/**
 * The peer libraries live in this folder's own `package.json` and lock, not among the
 * repository's dependencies, so that `npm ci` at the root stays as fast as it was. The bench
 * installs them when their `node_modules` is missing or older than the lock: a fresh clone, or a
 * lock that changed since.
 */
import { spawnSync } from 'node:child_process';
import { checkInstalled, needsInstall } from '../locked-install.ts';
import { peersDir } from './libraries.ts';

/** `npm ci` in `dir`, its output shown when `verbose`; throws on a failed exit. */
function npmCi(dir: string, npm: string, verbose: boolean): void {
  // No install scripts: none of them needs one, and npm 11 would not run them anyway.
  const result = spawnSync(
    npm,
    ['ci', '--prefix', dir, '--ignore-scripts', '--no-audit', '--no-fund'],
    {
      stdio: ['ignore', verbose ? 'inherit' : 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) {
    throw new Error(`npm ci in ${dir} failed (exit ${result.status ?? result.signal})`);
  }
}

/**
 * Installs the peers when they need it. An `npm ci` that exits 0 without installing is run once
 * more, with its output, before the bench gives up: it happened once in a full bench run, after
 * half an hour of measuring, and not again in five tries.
 */
export function installPeers(dir = peersDir, npm = 'npm'): void {
  if (!needsInstall(dir)) return;
  console.log(`▶ install the peer libraries (${dir})`);
  npmCi(dir, npm, false);
  if (needsInstall(dir)) {
    console.log('▶ npm ci reported success but installed nothing; once more, with its output');
    npmCi(dir, npm, true);
  }
  checkInstalled(dir);
}
