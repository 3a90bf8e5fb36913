import { describe, expect, it } from 'vitest';
import { parseExcerpt } from './excerpt.ts';
import { MAX_QUERY_LENGTH, expandQuery, normalizeQuery } from './query.ts';
import { readRecentSearches, rememberSearch } from './recent-searches.ts';

describe('normalizeQuery', () => {
  it.each([
    ['', ''],
    ['   \t\n ', ''],
    ['  date   picker ', 'date picker'],
    ['a.*+?^${}()|[]\\', 'a.*+?^${}()|[]\\'],
  ])('%j → %j', (raw, expected) => expect(normalizeQuery(raw)).toBe(expected));

  it('cuts 10,000 characters to 200', () => {
    expect(normalizeQuery('x'.repeat(10_000))).toHaveLength(MAX_QUERY_LENGTH);
    expect(MAX_QUERY_LENGTH).toBe(200);
  });
});

describe('expandQuery', () => {
  const synonyms = { dropdown: ['select'], spinner: ['progress circle'], 'date picker': ['time'] };

  it('puts the docs term first when the whole query is a synonym', () => {
    expect(expandQuery('dropdown', synonyms)).toEqual(['select', 'dropdown']);
    expect(expandQuery('Spinner', synonyms)).toEqual(['progress circle', 'Spinner']);
  });

  it('replaces a synonym inside a longer query, keeping the original first', () => {
    expect(expandQuery('dropdown menu', synonyms)).toEqual(['dropdown menu', 'select menu']);
    expect(expandQuery('a date picker field', synonyms)).toEqual([
      'a date picker field',
      'a time field',
    ]);
  });

  it('matches whole words only, and leaves other queries alone', () => {
    expect(expandQuery('dropdowns', synonyms)).toEqual(['dropdowns']);
    expect(expandQuery('button', synonyms)).toEqual(['button']);
  });

  it('treats regular-expression characters in queries and synonyms as text', () => {
    expect(expandQuery('(.*)', { '(.*)': ['x'] })).toEqual(['x', '(.*)']);
    expect(expandQuery('[a-z]+', synonyms)).toEqual(['[a-z]+']);
  });
});

describe('parseExcerpt', () => {
  it('splits marked matches from the text', () => {
    expect(parseExcerpt('Use a <mark>password</mark> field')).toEqual([
      { text: 'Use a ', mark: false },
      { text: 'password', mark: true },
      { text: ' field', mark: false },
    ]);
  });

  it('decodes entities to text and drops any other markup, so nothing is injected', () => {
    expect(
      parseExcerpt(
        '&lt;script&gt;alert(1)&lt;/script&gt; <img src=x onerror=alert(1)>&amp; <mark>&quot;x&quot;</mark>',
      ),
    ).toEqual([
      { text: '<script>alert(1)</script> & ', mark: false },
      { text: '"x"', mark: true },
    ]);
    expect(parseExcerpt('&#x3C;b&#62;')).toEqual([{ text: '<b>', mark: false }]);
  });
});

describe('recent searches', () => {
  function memoryStorage(): Storage {
    const map = new Map<string, string>();
    return {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
      clear: () => map.clear(),
      key: (i) => [...map.keys()][i] ?? null,
      get length() {
        return map.size;
      },
    };
  }

  it('keeps the last five, newest first, without repeats', () => {
    const storage = memoryStorage();
    for (const q of ['a', 'b', 'c', 'a', 'd', 'e', 'f']) rememberSearch(q, storage);
    expect(readRecentSearches(storage)).toEqual(['f', 'e', 'd', 'a', 'c']);
  });

  it('survives corrupt storage', () => {
    const storage = memoryStorage();
    storage.setItem('skerry:recent-searches', '{not json');
    expect(readRecentSearches(storage)).toEqual([]);
    storage.setItem('skerry:recent-searches', JSON.stringify(['ok', 3, null]));
    expect(readRecentSearches(storage)).toEqual(['ok']);
  });
});
