import { toString } from 'mdast-util-to-string';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { headline, linkComponents, summaryNodes } from './summary-nodes.server.ts';

const pages = new Map([
  ['sk-file', '/core-components/file/'],
  ['sk-radio-group', '/core-components/radio/'],
]);
const text = (markdown: string) =>
  toString({ type: 'root', children: headline(summaryNodes(markdown)) } as Root);

describe('headline', () => {
  it.each([
    ['New `sk-file` (beta): a file field, with limits.', 'New sk-file (beta)'],
    ['`sk-button` meets the platform: `formaction` and more.', 'sk-button meets the platform'],
    [
      'Form controls stand on a shared scaffold. It renders labels.',
      'Form controls stand on a shared scaffold',
    ],
    [
      'Breaking (before 1.0): `sk-icon` takes the size scale. Old values warn.',
      'Breaking (before 1.0): sk-icon takes the size scale',
    ],
    [
      'Shared machinery (see `a: b`) for components: more.',
      'Shared machinery (see a: b) for components',
    ],
  ])('of "%s" is "%s"', (markdown, expected) => {
    expect(text(markdown)).toBe(expected);
  });
});

describe('linkComponents', () => {
  it('links the first mention of each element with a page, as code inside the link', () => {
    const nodes = linkComponents(
      summaryNodes('`sk-file` and `sk-radio-group`, `sk-file` again, `sk-nope`, [`sk-file`](/x/).'),
      pages,
    );
    const paragraph = nodes[0] as { children: { type: string; url?: string }[] };
    expect(paragraph.children.filter((n) => n.type === 'link').map((n) => n.url)).toEqual([
      '/core-components/file/',
      '/core-components/radio/',
      '/x/',
    ]);
  });
});

describe('summaryNodes', () => {
  it('shows raw HTML as text and keeps no positions of the changeset', () => {
    const [paragraph] = summaryNodes('A <dialog> inside.') as unknown as [
      { children: { type: string }[]; position?: unknown },
    ];
    expect(paragraph.children.map((n) => n.type)).toEqual(['text', 'text', 'text']);
    expect(paragraph.position).toBeUndefined();
  });
});
