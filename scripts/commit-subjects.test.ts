import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitsToCheck, describeLong, longSubjects, maxSubjectLength } from './commit-subjects.ts';

const script = path.join(import.meta.dirname, 'commit-subjects.ts');
const ok = 'feat(button): a subject of a reasonable length';
const long = `feat(button): ${'x'.repeat(maxSubjectLength - 'feat(button): '.length + 1)}`;

let repo: string;

function git(...args: string[]): string {
  return execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
    },
  }).trim();
}

const commit = (subject: string): string => {
  git('commit', '--allow-empty', '-q', '-m', subject, '-m', 'A body of any length is fine.');
  return git('rev-parse', 'HEAD');
};

function run(...args: string[]): { status: number | null; output: string } {
  // tsx by its resolved address: the temporary repository has no node_modules of its own.
  const tsx = import.meta.resolve('tsx');
  const result = spawnSync(process.execPath, ['--import', tsx, script, ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, COMMIT_BASE_REF: '' },
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'sk-commit-subjects-'));
  git('init', '-q', '-b', 'main');
});

afterEach(() => {
  fs.rmSync(repo, { recursive: true, force: true });
});

describe('longSubjects', () => {
  it('finds subjects over 72 characters, counting characters rather than bytes', () => {
    const exactly = 'ä'.repeat(maxSubjectLength);
    expect(
      longSubjects([
        { hash: 'a', subject: ok },
        { hash: 'b', subject: exactly },
        { hash: 'c', subject: long },
      ]),
    ).toEqual([{ hash: 'c', subject: long }]);
    expect(describeLong([{ hash: '0123456789abcdef', subject: long }])).toEqual([
      `0123456789: subject is 73 characters, over 72: "${long}"`,
    ]);
  });
});

describe('commitsToCheck', () => {
  it('checks only HEAD without a base ref, leaving older history alone', () => {
    commit(long);
    const head = commit(ok);
    expect(commitsToCheck(repo)).toEqual([{ hash: head, subject: ok }]);
  });

  it('checks every commit since the merge-base with the base ref, merges excepted', () => {
    commit(long);
    git('checkout', '-q', '-b', 'topic');
    const first = commit('fix(icon): first');
    const second = commit('fix(icon): second');
    expect(commitsToCheck(repo, 'main')).toEqual([
      { hash: second, subject: 'fix(icon): second' },
      { hash: first, subject: 'fix(icon): first' },
    ]);
    // A base ref that does not exist here (a fresh clone has no origin/main) checks HEAD alone.
    expect(commitsToCheck(repo, 'origin/main')).toEqual([
      { hash: second, subject: 'fix(icon): second' },
    ]);
  });

  it('still checks HEAD when the branch has nothing new on the base', () => {
    const head = commit(ok);
    expect(commitsToCheck(repo, 'main')).toEqual([{ hash: head, subject: ok }]);
  });

  it('has nothing to check before the first commit', () => {
    expect(commitsToCheck(repo)).toBeUndefined();
  });
});

describe('npm run lint:commits', () => {
  it('passes when every subject checked is short enough', () => {
    commit(ok);
    const result = run();
    expect(result.status).toBe(0);
    expect(result.output).toContain('1 checked, none over 72');
  });

  it('fails naming the commit and the length when HEAD is too long', () => {
    const head = commit(long);
    const result = run();
    expect(result.status).toBe(1);
    expect(result.output).toContain(`${head.slice(0, 10)}: subject is 73 characters`);
  });

  it('fails for a long subject earlier on the branch with --base', () => {
    commit(ok);
    git('checkout', '-q', '-b', 'topic');
    commit(long);
    commit('fix(icon): short again');
    expect(run().status).toBe(0);
    expect(run('--base', 'main').status).toBe(1);
  });
});
