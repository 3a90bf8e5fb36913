import { describe, expect, it } from 'vitest';
import type { SiteFacts } from '../page-data/facts/site-facts.ts';
import { type ClaimContext, contradictions } from './status-claims.ts';
import { markdownBlocks, pageBlocks } from './text-blocks.ts';

const component = (
  name: string,
  status: 'stable' | 'beta' | 'planned',
  beta = status === 'beta',
) => ({
  name: name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' '),
  tag: `sk-${name}`,
  description: '',
  status,
  beta,
  path: `/core-components/${name}/`,
});

const facts: SiteFacts = {
  packages: [
    { name: '@skerry/tokens', version: '0.2.0', description: '', released: true, pending: 0 },
    { name: '@skerry/icons', version: '0.1.0', description: '', released: false, pending: 1 },
    { name: '@skerry/components', version: '0.3.0', description: '', released: false, pending: 2 },
  ],
  components: [
    component('button', 'stable'),
    component('icon-button', 'stable'),
    component('file', 'beta'),
    component('badge', 'planned'),
    component('time', 'planned', true),
  ],
  icons: { count: 350, categories: 17 },
  tokens: { count: 131 },
  themes: ['light', 'dark', 'high-contrast'],
  locales: [
    { code: 'en', name: 'English' },
    { code: 'fi', name: 'Finnish' },
  ],
  repository: null,
  toolchain: { node: '26.12.1', nodeRange: '^24.15.0 || >=26.0.0', npmMajor: '11' },
};
const pages = new Map(facts.components.map((c) => [c.tag, c.path]));

const problems = (markdown: string, context: ClaimContext = {}) =>
  contradictions(markdownBlocks(markdown), facts, pages, context).map((c) => c.problem);

describe('contradictions', () => {
  it.each([
    // Statements the site made once, which the data had made false.
    [
      'Skerry is new. The icons and the components are planned and not yet available, and no package has been published to npm yet.',
      [
        'the icons exist: 350 built',
        'the components exist: 3 built',
        '@skerry/tokens 0.2.0 is released',
      ],
    ],
    [
      '- [Components](/core-components/): the 28 planned web components.',
      ['28 planned components: the data says 2'],
    ],
    [
      'The first round builds `@skerry/tokens`, with its four themes.',
      ['four themes: the data says 3'],
    ],
    [
      '| Folder | What |\n| --- | --- |\n| `packages/icons` | The icon set, `@skerry/icons` (planned) |',
      ['@skerry/icons exists, at 0.1.0'],
    ],
    [
      '`sk-button` will be styled only through design tokens.',
      ['sk-button is built (stable), not planned or unavailable'],
    ],
    ['Skerry has 28 components built with Lit.', ['28 built components: the data says 3']],
    [
      'The [icon button](/core-components/icon-button/) is planned.',
      ['sk-icon-button is built (stable), not planned or unavailable'],
    ],
    ['`sk-badge` is available today.', ['sk-badge is planned, not available']],
    ['`sk-button` (beta) starts actions.', ['sk-button is not beta']],
    [
      'Install `@skerry/components` 0.2.0 or later.',
      ['version 0.2.0 of @skerry/components: the data says 0.3.0'],
    ],
    ['The components speak six languages.', ['six languages: the data says 2']],
  ])('finds what the data contradicts in "%s"', (markdown, expected) => {
    expect(problems(markdown)).toEqual(expected);
  });

  it.each([
    'Skerry has three themes, 350 icons in 17 categories, 131 design tokens and two languages.',
    'The components still to build: [badge](/core-components/badge/) and [time](/core-components/time/).',
    '`sk-badge` is planned, not yet available.',
    '`sk-file` (beta) takes files; so does the [time](/core-components/time/) field (beta), once built.',
    '`@skerry/icons` has not been published to npm yet.',
    'With caret ranges, such as `^1.2.0`, you receive the versions you allow.',
    'Compare 3 components or all 5 components.',
    'Use `sk-button` today, and `sk-badge` is planned.',
    '`sk-file` is built; `sk-badge` is not yet available.',
    'Install `@skerry/components@0.3.0`.',
  ])('finds nothing to contradict in "%s"', (markdown) => {
    expect(problems(markdown)).toEqual([]);
  });

  it("reads a component's own pages as about it when a sentence names nothing else", () => {
    expect(
      problems('This page describes how the component is planned to be loaded.', {
        component: 'sk-button',
      }),
    ).toEqual(['sk-button is built (stable), not planned or unavailable']);
    expect(
      problems('This page describes how the component is planned to be loaded.', {
        component: 'sk-badge',
      }),
    ).toEqual([]);
  });
});

describe('pageBlocks', () => {
  it("reads the article's blocks, each with its own text and links, and no code listings", () => {
    const html =
      '<nav><p>Sidebar text</p></nav><article data-pagefind-body><p>One <a href="/a/">link</a>.</p>' +
      '<ul><li>Item<ul><li>Nested</li></ul></li></ul><pre><code>sk-button is planned</code></pre>' +
      '<div class="sk-release"><p>Old news</p></div></article>';
    expect(pageBlocks(html, ['sk-release'])).toEqual([
      { text: 'One link.', links: [{ href: '/a/', text: 'link' }], cell: false },
      { text: 'Item', links: [], cell: false },
      { text: 'Nested', links: [], cell: false },
    ]);
  });
});
