import fs from 'node:fs';
import path from 'node:path';
import type { PackageInfo } from '../facts/packages.ts';
import { type ChangelogVersion, parseChangelog } from './changelog.ts';
import { type BumpType, readPendingChanges } from './changesets.ts';
import { addedTimes, lineTime } from './git-times.ts';

/** One change, as a release item shows it. */
export interface ReleaseItemData {
  package: string;
  type: BumpType;
  /** Markdown, as written in the changeset or the changelog. */
  summary: string;
  /** When it was made (pending) or released, in milliseconds since the epoch. */
  date: number;
  source: { file: string; line: number };
}

/** The changes of one package in one release. */
export interface ReleaseGroupData {
  package: string;
  /** The version it was released in; null while unreleased. */
  version: string | null;
  date: number;
  items: ReleaseItemData[];
}

/** One release: a version (or the pending changes, "Unreleased") and its packages' changes. */
export interface ReleaseData {
  version: string | null;
  /** The latest date among its packages. */
  date: number;
  groups: ReleaseGroupData[];
}

/** A package with what its release data says of it. */
export interface PackageRelease extends Omit<PackageInfo, 'dir'> {
  /** Whether its current version has been released: its changelog records that version. */
  released: boolean;
  /** Changes written for it and not released yet. */
  pending: number;
}

export interface ReleaseNotes {
  releases: ReleaseData[];
  packages: PackageRelease[];
}

const bumpOrder: Record<BumpType, number> = { major: 0, minor: 1, patch: 2 };

function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.split(/[.+-]/).slice(0, 3).map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (y[i] ?? 0) - (x[i] ?? 0);
  return 0;
}

/**
 * The release notes of every package: the versions in their Changesets changelogs
 * (`packages/<name>/CHANGELOG.md`) and, first, the changes still pending in `.changeset/` as
 * "Unreleased". Grouped by version, then by package; newest first.
 */
export function readReleaseNotes(options: {
  repoRoot: string;
  packages: readonly PackageInfo[];
}): ReleaseNotes {
  const { repoRoot, packages } = options;
  const relative = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');
  const known = new Set(packages.map((p) => p.name));
  const changesetDir = path.join(repoRoot, '.changeset');
  const pending = readPendingChanges(changesetDir, repoRoot, known);
  const added = addedTimes(
    changesetDir,
    pending.map((change) => path.join(repoRoot, change.file)),
  );

  const logged: ChangelogVersion[] = packages.flatMap((pkg) => {
    const file = path.join(pkg.dir, 'CHANGELOG.md');
    if (!fs.existsSync(file)) return [];
    return parseChangelog(fs.readFileSync(file, 'utf8'), relative(file), pkg.name);
  });

  const releases: ReleaseData[] = [];
  if (pending.length) {
    const groups = packages.flatMap((pkg): ReleaseGroupData[] => {
      const items = pending
        .flatMap((change) =>
          change.releases
            .filter((release) => release.name === pkg.name)
            .map((release) => ({
              package: pkg.name,
              type: release.type,
              summary: change.summary,
              date: added.get(path.join(repoRoot, change.file)) ?? 0,
              source: { file: change.file, line: change.summaryLine },
            })),
        )
        .sort((a, b) => b.date - a.date || bumpOrder[a.type] - bumpOrder[b.type]);
      if (!items.length) return [];
      return [{ package: pkg.name, version: null, date: items[0]!.date, items }];
    });
    releases.push({ version: null, date: Math.max(...groups.map((g) => g.date)), groups });
  }

  const versions = [...new Set(logged.map((v) => v.version))].sort(compareVersions);
  for (const version of versions) {
    const groups = packages.flatMap((pkg): ReleaseGroupData[] => {
      const entry = logged.find((v) => v.package === pkg.name && v.version === version);
      if (!entry) return [];
      const file = path.join(pkg.dir, 'CHANGELOG.md');
      const date = lineTime(file, entry.line);
      return [
        {
          package: pkg.name,
          version,
          date,
          items: entry.changes.map((change) => ({
            package: pkg.name,
            type: change.type,
            summary: change.summary,
            date,
            source: { file: relative(file), line: change.line },
          })),
        },
      ];
    });
    releases.push({ version, date: Math.max(...groups.map((g) => g.date)), groups });
  }

  return {
    releases,
    packages: packages.map(({ dir: _dir, ...pkg }) => ({
      ...pkg,
      released: logged.some((v) => v.package === pkg.name && v.version === pkg.version),
      pending: pending.filter((c) => c.releases.some((r) => r.name === pkg.name)).length,
    })),
  };
}
