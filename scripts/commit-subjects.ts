/**
 * `npm run lint:commits` (part of `npm run lint`): fails when a commit subject is longer than 72
 * characters, the width `git log --oneline`, GitHub and e-mail patches show whole.
 *
 * Which commits: HEAD, and, when a base ref is given (`--base <ref>` or `COMMIT_BASE_REF`, e.g.
 * `origin/main` in a pull request's CI) and exists, every commit since HEAD's merge-base with
 * it, merges excepted. Older history is left alone. It needs only the local git repository, so
 * it runs on a fresh clone without network; outside a repository it says so and passes.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const maxSubjectLength = 72;

export interface Commit {
  hash: string;
  subject: string;
}

/** The commits whose subject is longer than `max` characters (counted as code points). */
export function longSubjects(commits: Commit[], max = maxSubjectLength): Commit[] {
  return commits.filter(({ subject }) => [...subject].length > max);
}

/** What to print for each subject that is too long. */
export function describeLong(commits: Commit[], max = maxSubjectLength): string[] {
  return commits.map(
    ({ hash, subject }) =>
      `${hash.slice(0, 10)}: subject is ${[...subject].length} characters, over ${max}: "${subject}"`,
  );
}

function git(cwd: string, args: string[]): { ok: boolean; out: string } {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return { ok: result.status === 0, out: result.stdout.trim() };
}

/**
 * The commits to check in the repository at `cwd`: HEAD, and those since the merge-base with
 * `base` when that ref exists. Undefined outside a git repository (or before its first commit).
 */
export function commitsToCheck(cwd: string, base?: string): Commit[] | undefined {
  if (!git(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD']).ok) return undefined;
  let range = ['-1', 'HEAD'];
  if (base && git(cwd, ['rev-parse', '--verify', '--quiet', `${base}^{commit}`]).ok) {
    const mergeBase = git(cwd, ['merge-base', base, 'HEAD']);
    if (mergeBase.ok && mergeBase.out) range = ['--no-merges', `${mergeBase.out}..HEAD`];
  }
  // A unit separator between hash and subject, which a subject cannot contain.
  const log = git(cwd, ['log', '--format=%H%x1f%s', ...range]);
  const commits = log.out
    ? log.out.split('\n').map((line) => {
        const [hash = '', subject = ''] = line.split('\x1f');
        return { hash, subject };
      })
    : [];
  // HEAD itself is always checked, even when it is the merge-base (nothing new on the branch).
  return commits.length ? commits : (commitsToCheck(cwd) ?? []);
}

function baseFromArgs(argv: string[]): string | undefined {
  const at = argv.indexOf('--base');
  return at === -1 ? process.env.COMMIT_BASE_REF || undefined : argv[at + 1];
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const commits = commitsToCheck(process.cwd(), baseFromArgs(process.argv.slice(2)));
  if (!commits) {
    console.log('Commit subjects: not a git repository with commits; nothing to check.');
  } else {
    const long = longSubjects(commits);
    for (const line of describeLong(long)) console.error(`✖ ${line}`);
    if (long.length) {
      console.error(
        `Shorten the subject to ${maxSubjectLength} characters (git commit --amend, or an ` +
          'interactive rebase for older ones); details belong in the body.',
      );
      process.exit(1);
    }
    console.log(`Commit subjects: ${commits.length} checked, none over ${maxSubjectLength}.`);
  }
}
