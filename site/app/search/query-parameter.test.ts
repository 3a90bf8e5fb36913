import { describe, expect, it } from 'vitest';
import { maxQueryLength, queryFromSearch, searchParameter } from './query-parameter.ts';

describe('queryFromSearch', () => {
  it('reads the q parameter, decoded and trimmed', () => {
    expect(searchParameter).toBe('q');
    expect(queryFromSearch('?q=%20date%20picker+')).toBe('date picker');
    expect(queryFromSearch('?lang=fi&q=button')).toBe('button');
  });

  it('is empty without a query', () => {
    expect(queryFromSearch('')).toBe('');
    expect(queryFromSearch('?x=1')).toBe('');
    expect(queryFromSearch('?q=')).toBe('');
  });

  it('cuts a query to the length the search box accepts', () => {
    expect(queryFromSearch(`?q=${'a'.repeat(maxQueryLength + 50)}`)).toHaveLength(maxQueryLength);
  });
});
