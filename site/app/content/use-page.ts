import { useMatches } from 'react-router';
import type { PageData } from './page.ts';

function isPageHandle(handle: unknown): handle is { page: PageData } {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}

/** The page data of the current content page, or undefined on the not-found page. */
export function useCurrentPage(): PageData | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isPageHandle(handle)) return handle.page;
  }
  return undefined;
}
