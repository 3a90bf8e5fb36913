import { describe, expect, it } from 'vitest';
import { parsePendingChange } from './changesets.ts';

const known = new Set(['@skerry/tokens', '@skerry/components']);
const parse = (text: string) => parsePendingChange(text, '.changeset/x.md', known);

describe('parsePendingChange', () => {
  it('reads the releases and the summary with Changesets’ parser', () => {
    expect(
      parse(
        '---\n\'@skerry/components\': minor\n"@skerry/tokens": patch\n---\n\nNew `sk-file`.\n\nMore.\n',
      ),
    ).toEqual({
      file: '.changeset/x.md',
      releases: [
        { name: '@skerry/components', type: 'minor' },
        { name: '@skerry/tokens', type: 'patch' },
      ],
      summary: 'New `sk-file`.\n\nMore.',
      summaryLine: 6,
    });
  });

  it('skips a changeset that releases nothing', () => {
    expect(parse("---\n'@skerry/tokens': none\n---\n\nInternal.\n")).toBeUndefined();
  });

  it.each([
    ['no frontmatter', 'Just text.\n', ':1: a changeset starts with a "---" line'],
    [
      'an unclosed frontmatter',
      "---\n'@skerry/tokens': patch\n",
      ':1: the frontmatter opened here is never closed',
    ],
    [
      'a line that is no release',
      "---\n'@skerry/tokens': patch\noops\n---\n\nText.\n",
      ':3: "oops" is not a release line',
    ],
    [
      'an unknown package',
      "---\n'@skerry/tokens': patch\n'@skerry/nope': minor\n---\n\nText.\n",
      ':3: no package "@skerry/nope"',
    ],
    [
      'a wrong bump type',
      "---\n'@skerry/tokens': huge\n---\n\nText.\n",
      ':2: "huge" is not a bump type',
    ],
    ['no summary', "---\n'@skerry/tokens': patch\n---\n", ':3: the change has no summary'],
  ])('fails on %s, naming the file and the line', (_, text, message) => {
    expect(() => parse(text)).toThrow(`.changeset/x.md${message}`);
  });
});
