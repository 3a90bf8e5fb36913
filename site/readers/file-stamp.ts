import fs from 'node:fs';

/**
 * A file's size and time of change, or `none` when it is missing: what the build's caches
 * compare to know that a file they read is still the same.
 */
export function fileStamp(file: string): string {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.mtimeMs}:${stat.size}` : 'none';
}
