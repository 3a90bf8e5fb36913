import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const git = (args: string[], cwd: string): string | undefined => {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
};

const modified = (file: string): number => Math.floor(fs.statSync(file).mtimeMs);

/**
 * When each file below `dir` was first committed, from one `git log`: the day a changeset was
 * written is the day its change was made. A file not committed yet, or a tree outside git, has
 * its modification time instead.
 */
export function addedTimes(dir: string, files: readonly string[]): Map<string, number> {
  const times = new Map<string, number>();
  const top = git(['rev-parse', '--show-toplevel'], dir)?.trim();
  const log = top
    ? git(['log', '--diff-filter=A', '--format=%x00%ct', '--name-only', '--', '.'], dir)
    : undefined;
  if (top && log) {
    let current = 0;
    for (const line of log.split('\n')) {
      if (line.startsWith('\0')) current = Number(line.slice(1)) * 1000;
      else if (line.trim()) times.set(path.join(top, line.trim()), current);
    }
  }
  return new Map(files.map((file) => [file, times.get(file) ?? modified(file)]));
}

/**
 * When a line of a file was committed, from `git blame`: the day a version heading was written
 * into a changelog is the day that version was released. Uncommitted, it is the file's time.
 */
export function lineTime(file: string, line: number): number {
  const blame = git(
    ['blame', '--porcelain', '-L', `${line},${line}`, '--', file],
    path.dirname(file),
  );
  const committed =
    blame && !/^0{40} /.test(blame) ? /^committer-time (\d+)$/m.exec(blame)?.[1] : undefined;
  return committed ? Number(committed) * 1000 : modified(file);
}
