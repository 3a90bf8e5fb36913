import fs from 'node:fs';
import path from 'node:path';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkParsedPage } from '../compile/markdown.ts';
import { listContentFiles, routePathOf } from '../content/content-files.ts';
import { findBrokenLinks, formatBrokenLinks } from './link-check.ts';
import { collectPages, scannedPages, toNavPages } from './page-data.ts';
import { page, writeTree } from '../test-fixtures.ts';

describe('routePathOf', () => {
  it.each([
    ['index.mdx', '/'],
    ['core-components/index.mdx', '/core-components/'],
    ['core-components/button/api.mdx', '/core-components/button/api/'],
    ['releases/v4.mdx', '/releases/v4/'],
  ])('%s → %s', (file, expected) => expect(routePathOf(file)).toBe(expected));
});

describe('listContentFiles', () => {
  it('refuses names that cannot be clean URLs and two files for one URL', () => {
    const dir = writeTree({
      'Bad Name.mdx': page('Bad'),
      'a.mdx': page('A'),
      'a/index.mdx': page('A again'),
    });
    expect(() => listContentFiles(dir)).toThrow(
      /Bad Name\.mdx: file names must be lower-case[\s\S]*a\.mdx and a\/index\.mdx both become \/a\//,
    );
  });

  it('says which folder is missing', () => {
    expect(() => listContentFiles('/nonexistent/skerry')).toThrow(
      'Content folder not found: /nonexistent/skerry',
    );
  });
});

const noComponents = { schemaVersion: '2.1.0', modules: [] };

describe('collectPages', () => {
  const dir = writeTree({
    'index.mdx': page(
      'Home',
      'See [button](/core-components/button/#when-to-use).',
      'home: true\n',
    ),
    'core-components/button/index.mdx': page(
      'Button',
      '## When to use\n\nText.\n\n### Sizes & *shapes*\n\n## When to use\n\n#### Deep\n',
      'beta: true\norder: 1\n',
    ),
    'core-components/button/api.mdx': page('Button API', '', 'navTitle: API\n'),
  });
  const pages = collectPages(dir, '/docs/', noComponents);
  const button = pages.find((p) => p.source.relativePath === 'core-components/button/index.mdx')!;

  it('collects the page data set', () => {
    expect(button.data).toMatchObject({
      title: 'Button',
      regularPath: '/core-components/button/',
      relativePath: 'core-components/button/index.mdx',
      key: 'core-components/button/index',
      path: '/docs/core-components/button/',
      frontmatter: { beta: true, order: 1, toc: true },
    });
    expect(button.data.lastUpdated).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
    expect(button.data.lastUpdatedTimestamp).toBe(
      Math.floor(fs.statSync(path.join(dir, 'core-components/button/index.mdx')).mtimeMs),
    );
  });

  it('lists h2 and h3 headers with unique GitHub-style slugs', () => {
    expect(button.data.headers).toEqual([
      { level: 2, title: 'When to use', slug: 'when-to-use' },
      { level: 3, title: 'Sizes & shapes', slug: 'sizes--shapes' },
      { level: 2, title: 'When to use', slug: 'when-to-use-1' },
    ]);
    expect(button.analysis.anchors).toContain('deep');
  });

  it('gives the sidebar only what it needs, as router paths', () => {
    expect(toNavPages(pages)).toContainEqual({
      path: '/core-components/button/api/',
      title: 'Button API',
      navTitle: 'API',
      beta: false,
    });
  });

  describe('status', () => {
    const manifest = (status: string) => ({
      schemaVersion: '2.1.0',
      modules: [
        {
          path: 'dist/button.js',
          declarations: [
            {
              kind: 'class',
              name: 'SkButton',
              customElement: true,
              tagName: 'sk-button',
              status,
            },
          ],
        },
      ],
    });
    const tree = writeTree({
      'core-components/button/index.mdx': page('Button'),
      'core-components/button/api.mdx': page('Button API'),
      'core-components/search/index.mdx': page('Search', '', 'beta: true\n'),
      'core-components/card/index.mdx': page('Card'),
    });
    const betaPaths = (status: string) =>
      collectPages(tree, '/', manifest(status))
        .filter((p) => p.data.frontmatter.beta)
        .map((p) => p.source.relativePath)
        .sort();

    it("marks a built component's overview beta exactly when its @status says so", () => {
      // The overview only: the API and code pages are reference, whatever the status.
      expect(betaPaths('beta')).toEqual([
        'core-components/button/index.mdx',
        'core-components/search/index.mdx',
      ]);
      expect(betaPaths('stable')).toEqual(['core-components/search/index.mdx']);
    });

    it("refuses frontmatter beta on a built component's page, naming file and field", () => {
      const marked = writeTree({
        'core-components/button/code.mdx': page('Button code', '', 'beta: true\n'),
      });
      expect(() => collectPages(marked, '/', manifest('stable'))).toThrow(
        /Invalid frontmatter in core-components\/button\/code\.mdx:\n {2}beta: sk-button is built, so its status comes from the @status tag of its JSDoc \(stable\)/,
      );
    });
  });

  it('fails naming every file and field that is wrong', () => {
    const bad = writeTree({
      'a.mdx': '---\ntitle: A\n---\n# A\n',
      'b.mdx': '---\ntitle: [unclosed\n---\n# B\n',
      'c.mdx': page('C'),
    });
    expect(() => collectPages(bad, '/')).toThrow(
      /Invalid frontmatter in a\.mdx:\n {2}description:[\s\S]*Invalid frontmatter in b\.mdx:\n {2}\(frontmatter\): is not valid YAML/,
    );
  });
});

describe('findBrokenLinks', () => {
  it('reports missing pages, missing anchors and non-canonical paths with file and line', () => {
    const dir = writeTree({
      'index.mdx': page(
        'Home',
        [
          '[ok](/guide/) [ok anchor](/guide/#setup) [ok relative](guide/#setup) [same page](#home)',
          '[missing](/nowhere/) [bad anchor](/guide/#nope) [no slash](/guide)',
          '[external](https://example.org/x) [mail](mailto:a@b.c) [file](/favicon.svg)',
          '<a href="/also-missing/">jsx</a>',
        ].join('\n\n'),
      ),
      'guide.mdx': page('Guide', '## Setup\n\n[up](../)'),
    });
    const publicDir = writeTree({ 'favicon.svg': '<svg/>' });
    const broken = findBrokenLinks(collectPages(dir, '/'), publicDir);
    expect(broken).toEqual([
      { file: 'index.mdx', line: 9, href: '/nowhere/', reason: 'no page or file at this path' },
      {
        file: 'index.mdx',
        line: 9,
        href: '/guide/#nope',
        reason: 'no heading or element with id "nope" on /guide/',
      },
      {
        file: 'index.mdx',
        line: 9,
        href: '/guide',
        reason: 'write it with a trailing slash: /guide/',
      },
      {
        file: 'index.mdx',
        line: 13,
        href: '/also-missing/',
        reason: 'no page or file at this path',
      },
    ]);
    expect(formatBrokenLinks(broken)).toMatch(
      /^4 broken link\(s\):\n {2}index\.mdx:9 → \/nowhere\/ \(no page or file at this path\)/,
    );
  });
});

describe('the link check and generated headings', () => {
  const manifest = {
    schemaVersion: '2.1.0',
    modules: [
      {
        path: 'dist/components/button/button.js',
        declarations: [
          {
            kind: 'class',
            name: 'SkButton',
            customElement: true,
            tagName: 'sk-button',
            status: 'stable',
            members: [{ kind: 'field' as const, name: 'variant', attribute: 'variant' }],
          },
        ],
      },
    ],
  };
  const dir = writeTree({
    'index.mdx': page(
      'Home',
      '[properties](/core-components/button/api/#properties) [events](/core-components/button/api/#events) [nope](/core-components/button/api/#nope)',
    ),
    'core-components/button/index.mdx': page('Button'),
    'core-components/button/api.mdx': page('Button API', '<WebComponentApi tag="sk-button" />'),
  });
  const pages = collectPages(dir, '/', manifest);

  it("read the headings the page's API tables generate, as the built page has them", () => {
    const api = pages.find((p) => p.source.relativePath === 'core-components/button/api.mdx')!;
    expect(api.data.headers.map((h) => h.slug)).toEqual(
      expect.arrayContaining(['properties', 'events', 'slots', 'css-parts']),
    );
    const broken = findBrokenLinks(pages, writeTree({}));
    expect(broken.map((b) => b.href)).toEqual(['/core-components/button/api/#nope']);
  });
});

describe('scannedPages', () => {
  it('gives the expanded trees the scanner kept, until the compiler takes one', () => {
    const dir = writeTree({ 'index.mdx': page('Home', 'Welcome.'), 'a.mdx': page('A', 'Text.') });
    expect(scannedPages(dir, '/')).toEqual([]);
    // With sources of its own (a manifest given): not the build's reading, so not given.
    collectPages(dir, '/', noComponents);
    expect(scannedPages(dir, '/')).toEqual([]);
    collectPages(dir, '/');
    const read = scannedPages(dir, '/');
    expect(read.map((p) => p.data.regularPath).sort()).toEqual(['/', '/a/']);
    const a = read.find((p) => p.data.regularPath === '/a/')!;
    expect(a.text).toBe(fs.readFileSync(path.join(dir, 'a.mdx'), 'utf8'));
    expect(a.analysis.frontmatter.title).toBe('A');
    expect(a.tree.children.some((node) => node.type === 'paragraph')).toBe(true);

    // The compiler takes the tree and changes it: it is no longer anyone else's to read.
    const compiler = unified().use(remarkParse).use(remarkParsedPage);
    expect(compiler.parse({ path: a.file, value: a.text })).toBe(a.tree);
    expect(scannedPages(dir, '/').map((p) => p.data.regularPath)).toEqual(['/']);
  });
});
