/**
 * The bench's own projects (the peer libraries, Starlight) each keep a `package.json` and a lock
 * of their own, installed by `npm ci` when needed. npm writes `node_modules/.package-lock.json`
 * at the end of each install, so that file says whether, and when, one finished.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Whether `npm ci` must run in `dir`: nothing installed, or an install older than the lock. */
export function needsInstall(dir: string): boolean {
  const installed = path.join(dir, 'node_modules', '.package-lock.json');
  if (!fs.existsSync(installed)) return true;
  return fs.statSync(installed).mtimeMs < fs.statSync(path.join(dir, 'package-lock.json')).mtimeMs;
}

/**
 * Throws when `npm ci` in `dir` reported success but left no finished install. It happened once:
 * npm exited 0 without fetching a package, and the bench failed later on an import that could
 * not be resolved, naming neither npm nor the folder.
 */
export function checkInstalled(dir: string): void {
  if (!needsInstall(dir)) return;
  throw new Error(
    `npm ci in ${dir} exited 0 but installed nothing (no node_modules/.package-lock.json newer ` +
      `than the lock). Run \`npm ci --prefix ${dir}\` and read its output.`,
  );
}
