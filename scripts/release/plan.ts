/**
 * What a release is made of, apart from running the tools: the pending changesets it applies,
 * the packages' versions after it, and the commit and tags that record it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The pending changesets: every Markdown file of `.changeset/` but its README. */
export function pendingChangesets(changesetDir: string): string[] {
  return fs
    .readdirSync(changesetDir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort();
}

export interface ReleasedPackage {
  name: string;
  version: string;
}

/** The tag of one package's release, as `changeset tag` writes it. */
export function releaseTag(pkg: ReleasedPackage): string {
  return `${pkg.name}@${pkg.version}`;
}

/**
 * The release commit's subject and body. The packages share one version (decision 0019), so the
 * subject names it once; should they ever differ, it names the range instead.
 */
export function releaseCommitMessage(released: ReleasedPackage[]): string {
  if (!released.length) throw new Error('a release needs at least one package');
  const versions = [...new Set(released.map((p) => p.version))];
  const subject =
    versions.length === 1
      ? `release: Skerry ${versions[0]}`
      : `release: ${released.length} packages (${versions.join(', ')})`;
  const body = released.map((p) => `- ${releaseTag(p)}`).join('\n');
  return `${subject}\n\n${body}\n`;
}

/** The packages whose version the release changed, from their versions before and after. */
export function changedPackages(
  before: ReleasedPackage[],
  after: ReleasedPackage[],
): ReleasedPackage[] {
  const previous = new Map(before.map((p) => [p.name, p.version]));
  return after.filter((p) => previous.get(p.name) !== p.version);
}

/** The changelog files a release writes or extends, relative to the repository. */
export function changelogFiles(root: string, packageDirs: string[]): string[] {
  return packageDirs
    .map((dir) => path.relative(root, path.join(dir, 'CHANGELOG.md')))
    .filter((file) => fs.existsSync(path.join(root, file)));
}
