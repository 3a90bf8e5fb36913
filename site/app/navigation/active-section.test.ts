import { describe, expect, it } from 'vitest';
import type { PageHeader } from '../content/page.ts';
import { sectionOf } from './active-section.ts';

const headers: PageHeader[] = [
  { level: 3, title: 'Before any section', slug: 'before' },
  { level: 2, title: 'Usage', slug: 'usage' },
  { level: 3, title: 'When to use', slug: 'when-to-use' },
  { level: 3, title: 'When not to use', slug: 'when-not-to-use' },
  { level: 2, title: 'Examples', slug: 'examples' },
  { level: 3, title: 'Sizes', slug: 'sizes' },
];

describe('sectionOf', () => {
  it.each([
    ['usage', 'usage'],
    ['when-not-to-use', 'usage'],
    ['sizes', 'examples'],
    ['before', null],
    ['unknown', null],
    [null, null],
  ])('holds %s in %s', (slug, section) => {
    expect(sectionOf(headers, slug)).toBe(section);
  });
});
