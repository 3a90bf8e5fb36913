import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { parseMdx } from '../../../engine/compile/markdown.ts';
import { analyzePage } from '../../../engine/page-data/page-analysis.ts';
import type { PageSources } from '../../../engine/page-data/page-sources.ts';
import type { ReleaseNotes } from '../../../engine/page-data/releases/release-notes.ts';
import { expandReleases } from './release.server.ts';

const day = (n: number) => Date.UTC(2026, 2, n);
const item = (summary: string, date: number, file: string) => ({
  package: '@skerry/components',
  type: 'minor' as const,
  summary,
  date,
  source: { file, line: 5 },
});

const notes: ReleaseNotes = {
  releases: [
    {
      version: null,
      date: day(9),
      groups: [
        {
          package: '@skerry/components',
          version: null,
          date: day(9),
          items: [
            item('New `sk-file` (beta): a file field.', day(9), 'a.md'),
            item('`sk-button` is faster: more.', day(8), 'b.md'),
          ],
        },
      ],
    },
    {
      version: '0.2.0',
      date: day(1),
      groups: [
        {
          package: '@skerry/components',
          version: '0.2.0',
          date: day(1),
          items: [item('First components.', day(1), 'CHANGELOG.md')],
        },
      ],
    },
  ],
  packages: [],
};

const sources = {
  releaseNotes: () => notes,
  tagPages: () =>
    new Map([
      ['sk-file', '/core-components/file/'],
      ['sk-button', '/core-components/button/'],
    ]),
} as unknown as PageSources;

const expand = (body: string) => {
  const tree = parseMdx(`---\ntitle: Notes\ndescription: Notes.\n---\n\n# Notes\n\n${body}\n`);
  expandReleases(tree, 'releases/notes.mdx', sources);
  return tree;
};

const urls = (tree: Root) => {
  const found: string[] = [];
  visit(tree, 'link', (link) => {
    found.push(link.url);
  });
  return found;
};

describe('<ReleaseNotes>', () => {
  it('becomes a heading per release and per package, in the outline, with dated items', () => {
    const tree = expand('<ReleaseNotes />');
    const { headers } = analyzePage(tree, 'releases/notes.mdx');
    expect(headers.map((h) => [h.level, h.title, h.slug])).toEqual([
      [2, 'Unreleased', 'unreleased'],
      [3, '@skerry/components', 'skerrycomponents'],
      [2, '0.2.0', '020'],
      [3, '@skerry/components 0.2.0', 'skerrycomponents-020'],
    ]);
    expect(toString(tree)).toContain('Released on March 1, 2026.');
    expect(urls(tree)).toEqual(['/core-components/file/', '/core-components/button/']);
  });
});

describe('<VersionTable>', () => {
  it('lists every release, linked to its notes', () => {
    const tree = expand('<VersionTable notes="/releases/notes/" />');
    expect(urls(tree)).toEqual(['/releases/notes/#unreleased', '/releases/notes/#020']);
    expect(toString(tree)).toContain('Not released yet');
  });
});

describe('<WhatsNew>', () => {
  it('gives the latest changes, dated, as headlines, and a link to the notes', () => {
    const tree = expand('<WhatsNew notes="/releases/notes/" limit="2" />');
    const text = toString(tree);
    expect(text).toContain('March 9, 2026 · New sk-file (beta)');
    expect(text).toContain('March 8, 2026 · sk-button is faster');
    expect(text).not.toContain('First components');
    expect(urls(tree)).toEqual([
      '/core-components/file/',
      '/core-components/button/',
      '/releases/notes/',
    ]);
  });

  it('fails without the notes page, naming the page and the line', () => {
    expect(() => expand('<WhatsNew />')).toThrow(
      'releases/notes.mdx:8: <WhatsNew> needs notes="/releases/notes/"',
    );
  });
});
