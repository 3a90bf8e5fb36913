import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

export function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * A page lives at one address. The router also matches it without the trailing slash, and, on a
 * direct load of a host's 404 page, in another letter case; in the browser, move to the page's
 * own address, keeping the query and the hash.
 */
export function useCanonicalAddress(canonicalPath: string | undefined): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (canonicalPath !== undefined && location.pathname !== canonicalPath) {
      void navigate({ ...location, pathname: canonicalPath }, { replace: true });
    }
  }, [canonicalPath, location, navigate]);
}
