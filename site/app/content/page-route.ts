/**
 * The route id of a content page (`app/routes.ts`): `page:` and the page's path, which the
 * browser (the chunk guard, the page data of the pages that share a module) and the build (the
 * sections' files) read the path back from.
 */
const prefix = 'page:';

/** The route id of the page at `pagePath` (`/guides/` → `page:/guides/`). */
export const pageRouteId = (pagePath: string): string => `${prefix}${pagePath}`;

/** The page path of a content route's id, or undefined for another route. */
export function pagePathOfRoute(id: string | undefined): string | undefined {
  return id?.startsWith(prefix) ? id.slice(prefix.length) : undefined;
}
