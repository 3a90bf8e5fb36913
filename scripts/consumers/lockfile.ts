import fs from 'node:fs';
import path from 'node:path';

type Lockfile = { packages?: Record<string, { version?: string }> };

export function readLockfile(appDir: string): Lockfile {
  return JSON.parse(fs.readFileSync(path.join(appDir, 'package-lock.json'), 'utf8')) as Lockfile;
}

/**
 * The locked packages an install changed or dropped. Installing the tarballs may only add to the
 * committed lockfile: a changed version means the lockfile no longer matches the app's
 * `package.json`, and the run would test versions nobody pinned.
 */
export function lockfileDrift(before: Lockfile, after: Lockfile): string[] {
  const now = after.packages ?? {};
  return Object.entries(before.packages ?? {})
    .filter(([where]) => where !== '')
    .filter(([where, locked]) => now[where]?.version !== locked.version)
    .map(([where, locked]) => `${where}: ${locked.version} → ${now[where]?.version ?? 'removed'}`);
}
