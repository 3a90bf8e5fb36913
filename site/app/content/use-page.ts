import { useMatches } from 'react-router';
import type { PageData } from './page.ts';
import { pagePathOfRoute } from './page-route.ts';
import { useSharedPageData } from './shared-page-data.ts';

function isPageHandle(handle: unknown): handle is { page: PageData } {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}

/** The page data of the current content page, or undefined on the not-found page. */
export function useCurrentPage(): PageData | undefined {
  const match = useMatches().findLast(
    (m) => isPageHandle(m.handle) || pagePathOfRoute(m.id) !== undefined,
  );
  const own = isPageHandle(match?.handle) ? match.handle.page : undefined;
  // A content page without a module of its own (docs/decisions/0022) has no handle.
  const shared = useSharedPageData(own ? undefined : pagePathOfRoute(match?.id));
  return own ?? shared;
}
