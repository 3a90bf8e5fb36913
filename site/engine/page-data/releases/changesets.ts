import fs from 'node:fs';
import path from 'node:path';
import { parseChangesetFile } from '@changesets/parse';
import { ReleaseSourceError } from './source-error.ts';

export type BumpType = 'major' | 'minor' | 'patch';

/** A change not released yet: one `.changeset/*.md` file. */
export interface PendingChange {
  /** The file, relative to the repository: `.changeset/file-component.md`. */
  file: string;
  /** The packages it releases, and how far each is bumped; `none` entries are left out. */
  releases: { name: string; type: BumpType }[];
  /** The change as its author wrote it, in Markdown. */
  summary: string;
  /** The line of the file the summary starts on, for errors found in it later. */
  summaryLine: number;
}

const releaseLine = /^\s*(["']?)([^"':\s][^"':]*)\1\s*:\s*([A-Za-z]+)\s*$/;
const bumpTypes = new Set(['major', 'minor', 'patch', 'none']);

/**
 * Reads one changeset with Changesets' own parser, after checking it line by line so that a
 * mistake is reported at its line: a missing or unclosed frontmatter block, a release line that
 * is not `"package": type`, a package that does not exist, a bump type that is not one of
 * major, minor, patch or none, or a change without a summary.
 */
export function parsePendingChange(
  text: string,
  file: string,
  knownPackages: ReadonlySet<string>,
): PendingChange | undefined {
  const lines = text.split(/\r?\n/);
  const fail = (line: number, problem: string): never => {
    throw new ReleaseSourceError(file, line, problem);
  };
  if (lines[0]?.trim() !== '---') {
    fail(1, 'a changeset starts with a "---" line, then "package": type lines, then "---"');
  }
  const close = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (close === -1) fail(1, 'the frontmatter opened here is never closed with "---"');
  const releases: PendingChange['releases'] = [];
  for (let index = 1; index < close; index++) {
    const line = lines[index]!;
    if (!line.trim()) continue;
    const match = releaseLine.exec(line);
    if (!match)
      fail(
        index + 1,
        `"${line.trim()}" is not a release line such as "'@skerry/components': minor"`,
      );
    const [, , name, type] = match!;
    if (!knownPackages.has(name!)) {
      fail(index + 1, `no package "${name}" (the packages are ${[...knownPackages].join(', ')})`);
    }
    if (!bumpTypes.has(type!)) {
      fail(index + 1, `"${type}" is not a bump type: use major, minor, patch or none`);
    }
    if (type !== 'none') releases.push({ name: name!, type: type as BumpType });
  }
  const summaryIndex = lines.findIndex((line, index) => index > close && line.trim() !== '');
  let parsed: ReturnType<typeof parseChangesetFile>;
  try {
    parsed = parseChangesetFile(text);
  } catch (error) {
    return fail(1, (error as Error).message.split('\n')[0]!);
  }
  if (releases.length === 0) return undefined;
  if (!parsed.summary) fail(close + 1, 'the change has no summary below its frontmatter');
  return { file, releases, summary: parsed.summary, summaryLine: summaryIndex + 1 };
}

/**
 * Every pending change in `.changeset/`, in file-name order. Changesets' own README there and
 * changesets that release nothing (`"package": none` only) are not changes to show.
 */
export function readPendingChanges(
  changesetDir: string,
  repoRoot: string,
  knownPackages: ReadonlySet<string>,
): PendingChange[] {
  if (!fs.existsSync(changesetDir)) return [];
  return fs
    .readdirSync(changesetDir)
    .filter((name) => name.endsWith('.md') && name.toLowerCase() !== 'readme.md')
    .sort()
    .flatMap((name) => {
      const full = path.join(changesetDir, name);
      const file = path.relative(repoRoot, full).split(path.sep).join('/');
      const change = parsePendingChange(fs.readFileSync(full, 'utf8'), file, knownPackages);
      return change ? [change] : [];
    });
}
