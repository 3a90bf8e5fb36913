/**
 * Resolves a link written in a page the way a browser would, against the page's trailing-slash
 * URL: `api/` from `/button/` is `/button/api/`, `#usage` stays on the page. The router's own
 * relative resolution works on route paths without the slash, and would differ from the build's
 * link check.
 */
export function resolveHref(href: string, currentPathname: string): string {
  const basePath = currentPathname.endsWith('/') ? currentPathname : `${currentPathname}/`;
  const url = new URL(href, `https://site.invalid${basePath}`);
  return `${url.pathname}${url.search}${url.hash}`;
}
