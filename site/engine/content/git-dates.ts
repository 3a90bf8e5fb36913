import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const cache = new Map<string, Map<string, number>>();

/**
 * The last commit time of every file below `dir`, from one `git log` run rather than one per
 * file, which matters at a thousand pages.
 */
function commitTimes(dir: string): Map<string, number> {
  const cached = cache.get(dir);
  if (cached) return cached;
  const times = new Map<string, number>();
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const log = execFileSync('git', ['log', '--format=%x00%ct', '--name-only', '--', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
    let current = 0;
    for (const line of log.split('\n')) {
      if (line.startsWith('\0')) current = Number(line.slice(1)) * 1000;
      else if (line.trim()) {
        const file = path.join(top, line.trim());
        if (!times.has(file)) times.set(file, current);
      }
    }
  } catch {
    // Not a git checkout (a tarball, the benchmark's corpus): file times stand in below.
  }
  cache.set(dir, times);
  return times;
}

/** When the page was last changed: its last commit, or the file's modification time if none. */
export function lastUpdatedOf(file: string, contentDir: string): number {
  return commitTimes(contentDir).get(file) ?? Math.floor(fs.statSync(file).mtimeMs);
}

const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' });

/** Formats a timestamp the way the pages show it, independent of the build machine's zone. */
export function formatLastUpdated(timestamp: number): string {
  return dateFormat.format(new Date(timestamp));
}
