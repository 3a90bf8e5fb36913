import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

export function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * Pages live at trailing-slash URLs only, but the router also matches them without the slash
 * (and prerendering renders them so): in the browser, move to the one canonical address.
 */
export function useCanonicalTrailingSlash(isPage: boolean): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (isPage && !location.pathname.endsWith('/')) {
      void navigate(
        { ...location, pathname: withTrailingSlash(location.pathname) },
        { replace: true },
      );
    }
  }, [isPage, location, navigate]);
}
