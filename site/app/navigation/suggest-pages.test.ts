import { describe, expect, it } from 'vitest';
import type { NavPage } from '../content/page.ts';
import { levenshtein, suggestPages } from './suggest-pages.ts';

const page = (path: string, title = path): NavPage => ({ path, title, beta: false });
const pages = [
  page('/'),
  page('/core-components/'),
  page('/core-components/button/'),
  page('/core-components/button/api/'),
  page('/core-components/icon-button/'),
  page('/core-components/toggle/'),
  page('/foundation/color/'),
  page('/foundation/typography/'),
];

describe('suggestPages', () => {
  it('suggests the misspelt component first', () => {
    expect(suggestPages('/core-components/buton/', pages)[0]?.path).toBe(
      '/core-components/button/',
    );
  });

  it('finds a page moved to another section by its name', () => {
    expect(suggestPages('/components/toggle/', pages)[0]?.path).toBe('/core-components/toggle/');
  });

  it('reads .html forms and encoded characters', () => {
    expect(suggestPages('/foundation/colour.html', pages)[0]?.path).toBe('/foundation/color/');
    expect(suggestPages('/foundation/typograph%79/', pages)[0]?.path).toBe(
      '/foundation/typography/',
    );
  });

  it('suggests nothing for a path unlike any page', () => {
    expect(suggestPages('/zzzzqqqq/', pages)).toEqual([]);
    expect(suggestPages('/', pages)).toEqual([]);
  });

  it('never returns more than the limit', () => {
    expect(suggestPages('/core-components/x/', pages, 2).length).toBeLessThanOrEqual(2);
  });
});

describe('levenshtein', () => {
  it.each([
    ['', '', 0],
    ['button', 'button', 0],
    ['button', 'buton', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%s → %s = %d', (a, b, d) => expect(levenshtein(a, b)).toBe(d));
});
