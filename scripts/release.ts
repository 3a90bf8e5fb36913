/**
 * `npm run release`: turns the pending changesets into a release — the packages' new version
 * (one for all, decision 0019), their changelogs, the lockfile to match, one commit and a tag per
 * package. The site's release pages and what's new read those changelogs, so a site built from
 * the release commit shows the release. Publishing to npm is a separate, deliberate step
 * (`npm run release:publish`), taken once CI has passed on this commit.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { readWorkspacePackages, repoRoot } from './packages/workspace-packages.ts';
import {
  changedPackages,
  changelogFiles,
  pendingChangesets,
  type ReleasedPackage,
  releaseCommitMessage,
  releaseTag,
} from './release/plan.ts';

function run(command: string, args: string[]): string {
  return execFileSync(command, args, {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

function fail(message: string): never {
  console.error(`release: ${message}`);
  process.exit(1);
}

const published = (): ReleasedPackage[] =>
  readWorkspacePackages()
    .filter((p) => !p.json.private)
    .map((p) => ({ name: p.json.name, version: p.json.version }));

if (run('git', ['status', '--porcelain']).trim()) {
  fail('the working tree has uncommitted changes; commit or stash them first.');
}
const pending = pendingChangesets(path.join(repoRoot, '.changeset'));
if (!pending.length) fail('there are no pending changesets in .changeset/: nothing to release.');

const before = published();
console.log(`Applying ${pending.length} changesets…`);
execFileSync('npx', ['changeset', 'version'], { cwd: repoRoot, stdio: 'inherit' });
// The workspaces' new versions, in the lockfile, without touching anything installed.
execFileSync(
  'npm',
  ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
  { cwd: repoRoot, stdio: 'inherit' },
);

const released = changedPackages(before, published());
if (!released.length) fail('the changesets changed no version; nothing was released.');
const dirs = readWorkspacePackages().map((p) => p.dir);
const written = [
  ...changelogFiles(repoRoot, dirs),
  ...dirs.map((dir) => path.relative(repoRoot, path.join(dir, 'package.json'))),
];
execFileSync('npx', ['prettier', '--write', ...written], { cwd: repoRoot, stdio: 'inherit' });

// The tree was clean, so everything changed is the release's: the packages, the lockfile, and
// the workspaces that depend on them (the site's pins on the packages move with them).
run('git', ['add', '--all']);
execFileSync('git', ['commit', '--quiet', '--file', '-'], {
  cwd: repoRoot,
  input: releaseCommitMessage(released),
  stdio: ['pipe', 'inherit', 'inherit'],
});
// One tag per package and version, as `changeset publish` expects to find them.
for (const pkg of released) run('git', ['tag', releaseTag(pkg)]);

console.log(`\nReleased ${released.map(releaseTag).join(', ')}.`);
console.log(
  'Next: push the commit and its tags (git push --follow-tags); once CI has passed on it,',
);
console.log('a maintainer logged in to npm publishes with `npm run release:publish`.');
