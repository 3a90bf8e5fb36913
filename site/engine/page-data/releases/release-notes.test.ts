import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPackages } from '../facts/packages.ts';
import { writeTree } from '../../test-fixtures.ts';
import { readReleaseNotes } from './release-notes.ts';

const pkg = (name: string, version: string) => JSON.stringify({ name, version });

/** A repository outside git: dates come from the files' times, set here. */
function repository(files: Record<string, string>, times: Record<string, number> = {}) {
  const root = writeTree(files);
  for (const [file, time] of Object.entries(times)) {
    fs.utimesSync(path.join(root, file), time / 1000, time / 1000);
  }
  return { repoRoot: root, packages: readPackages(path.join(root, 'packages')) };
}

const day = (n: number) => Date.UTC(2026, 0, n);

describe('readReleaseNotes', () => {
  const options = repository(
    {
      'packages/tokens/package.json': pkg('@skerry/tokens', '0.2.0'),
      'packages/tokens/CHANGELOG.md':
        '# @skerry/tokens\n\n## 0.2.0\n\n### Minor Changes\n\n- abc1234: Dark theme.\n\n## 0.1.0\n\n### Minor Changes\n\n- First tokens.\n',
      'packages/components/package.json': pkg('@skerry/components', '0.1.0'),
      'packages/components/CHANGELOG.md':
        '# @skerry/components\n\n## 0.1.0\n\n### Minor Changes\n\n- First components.\n',
      'packages/private/package.json': JSON.stringify({
        name: 'x',
        version: '1.0.0',
        private: true,
      }),
      '.changeset/README.md': '# not a change',
      '.changeset/older.md': "---\n'@skerry/components': patch\n---\n\nFix `sk-button`.\n",
      '.changeset/newer.md':
        "---\n'@skerry/components': minor\n'@skerry/tokens': minor\n---\n\nNew `sk-file`.\n",
    },
    {
      '.changeset/older.md': day(3),
      '.changeset/newer.md': day(5),
      'packages/tokens/CHANGELOG.md': day(2),
      'packages/components/CHANGELOG.md': day(1),
    },
  );
  const notes = readReleaseNotes(options);

  it('puts the pending changes first, as unreleased, grouped by package, newest first', () => {
    const [unreleased] = notes.releases;
    expect(unreleased).toMatchObject({ version: null, date: day(5) });
    expect(
      unreleased!.groups.map((g) => [g.package, g.items.map((i) => [i.summary, i.type, i.date])]),
    ).toEqual([
      ['@skerry/tokens', [['New `sk-file`.', 'minor', day(5)]]],
      [
        '@skerry/components',
        [
          ['New `sk-file`.', 'minor', day(5)],
          ['Fix `sk-button`.', 'patch', day(3)],
        ],
      ],
    ]);
    expect(unreleased!.groups[0]!.items[0]!.source).toEqual({
      file: '.changeset/newer.md',
      line: 6,
    });
  });

  it('then every version of the changelogs, newest first, each package with its own', () => {
    expect(notes.releases.slice(1).map((r) => [r.version, r.groups.map((g) => g.package)])).toEqual(
      [
        ['0.2.0', ['@skerry/tokens']],
        ['0.1.0', ['@skerry/tokens', '@skerry/components']],
      ],
    );
    expect(notes.releases[1]!.groups[0]!.items[0]).toMatchObject({
      summary: 'Dark theme.',
      source: { file: 'packages/tokens/CHANGELOG.md', line: 7 },
    });
  });

  it('says of each public package its version, whether it is released and what is pending', () => {
    expect(notes.packages).toEqual([
      {
        name: '@skerry/tokens',
        version: '0.2.0',
        description: '',
        needs: [],
        released: true,
        pending: 1,
      },
      {
        name: '@skerry/components',
        version: '0.1.0',
        description: '',
        needs: [],
        released: true,
        pending: 2,
      },
    ]);
  });

  it('fails on a malformed changelog, naming the file and the line', () => {
    const broken = repository({
      'packages/icons/package.json': pkg('@skerry/icons', '1.0.0'),
      'packages/icons/CHANGELOG.md':
        '# @skerry/icons\n\n## 1.0.0\n\n### Minor Changes\n\n- Fine.\n\n#### Oops\n',
    });
    expect(() => readReleaseNotes(broken)).toThrow(
      'packages/icons/CHANGELOG.md:9: a level-4 heading',
    );
  });

  it('fails on a malformed changeset, naming the file and the line', () => {
    const broken = repository({
      'packages/icons/package.json': pkg('@skerry/icons', '1.0.0'),
      '.changeset/typo.md': "---\n'@skerry/icon': minor\n---\n\nText.\n",
    });
    expect(() => readReleaseNotes(broken)).toThrow(
      '.changeset/typo.md:2: no package "@skerry/icon"',
    );
  });

  it('has no releases, and nothing released, before the first change', () => {
    const empty = readReleaseNotes(
      repository({ 'packages/icons/package.json': pkg('@skerry/icons', '0.1.0') }),
    );
    expect(empty.releases).toEqual([]);
    expect(empty.packages[0]).toMatchObject({ released: false, pending: 0 });
  });
});
