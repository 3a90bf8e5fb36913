import { describe, expect, it } from 'vitest';
import { parseChangelog } from './changelog.ts';

const changelog = [
  '# @skerry/components',
  '',
  '## 0.2.0',
  '',
  '### Minor Changes',
  '',
  '- 1a2b3c4: New `sk-file`: a file field.',
  '',
  '  Files are checked on every change.',
  '',
  '- New `sk-search`.',
  '',
  '### Patch Changes',
  '',
  '- Updated dependencies [1a2b3c4]',
  '  - @skerry/icons@0.2.0',
  '',
  '## 0.1.0',
  '',
  '### Minor Changes',
  '',
  '- 9f8e7d6: First release.',
  '',
].join('\n');

describe('parseChangelog', () => {
  it('reads every version, its kinds of change and each change as Markdown', () => {
    const versions = parseChangelog(
      changelog,
      'packages/components/CHANGELOG.md',
      '@skerry/components',
    );
    expect(versions.map((v) => [v.version, v.line])).toEqual([
      ['0.2.0', 3],
      ['0.1.0', 18],
    ]);
    expect(versions[0]!.changes).toEqual([
      {
        type: 'minor',
        summary: 'New `sk-file`: a file field.\n\nFiles are checked on every change.',
        line: 7,
      },
      { type: 'minor', summary: 'New `sk-search`.', line: 11 },
      { type: 'patch', summary: 'Updated dependencies [1a2b3c4]\n- @skerry/icons@0.2.0', line: 15 },
    ]);
    expect(versions[1]!.changes).toEqual([{ type: 'minor', summary: 'First release.', line: 22 }]);
  });

  it.each([
    [
      'another package’s title',
      changelog.replace('# @skerry/components', '# @skerry/icons'),
      1,
      'the title is "@skerry/icons"',
    ],
    [
      'a version that is not one',
      changelog.replace('## 0.2.0', '## Next'),
      3,
      '"Next" is not a version',
    ],
    [
      'an unknown kind of change',
      changelog.replace('### Patch Changes', '### Fixes'),
      13,
      '"Fixes" is not one of',
    ],
    [
      'text between the changes',
      changelog.replace('### Patch Changes', 'Some words.'),
      13,
      'unexpected paragraph',
    ],
    [
      'a change before any kind',
      '# @skerry/components\n\n## 1.0.0\n\n- Orphan.\n',
      5,
      'a list of changes must sit under a "### … Changes" heading',
    ],
    [
      'a version without changes',
      '# @skerry/components\n\n## 1.0.0\n',
      3,
      'version 1.0.0 lists no changes',
    ],
    ['no title', '## 1.0.0\n', 1, 'a changelog starts with "# @skerry/components"'],
  ])('fails on %s, naming the file and the line', (_, text, line, message) => {
    expect(() =>
      parseChangelog(text, 'packages/components/CHANGELOG.md', '@skerry/components'),
    ).toThrow(`packages/components/CHANGELOG.md:${line}: ${message}`);
  });
});
