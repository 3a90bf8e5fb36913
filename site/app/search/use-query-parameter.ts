import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { queryFromSearch } from './query-parameter.ts';

/**
 * Calls `open` with the query of a `?q=` address once the page has hydrated, and again when a
 * navigation brings a new one, so `/?q=button` opens the search with "button" in it. Nothing is
 * read while prerendering: the query exists only in the reader's address.
 */
export function useQueryParameter(open: (query: string) => void): void {
  const { search } = useLocation();
  const onQuery = useEffectEvent(open);
  useEffect(() => {
    const query = queryFromSearch(search);
    if (query) onQuery(query);
  }, [search]);
}
