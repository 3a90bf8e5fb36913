/**
 * The URL parameter that opens the site search with a query, `/?q=button`: the address the
 * structured data gives search engines (a SearchAction) and anyone may link to.
 */
export const searchParameter = 'q';

/** The longest query the search box accepts, as its `maxlength` says. */
export const maxQueryLength = 1000;

/** The query a URL's `?q=` carries, trimmed and cut to the box's length; empty when there is none. */
export function queryFromSearch(search: string): string {
  const value = new URLSearchParams(search).get(searchParameter) ?? '';
  return value.trim().slice(0, maxQueryLength);
}
