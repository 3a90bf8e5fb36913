/**
 * Where a page's article is published as an HTML fragment, for client navigation: under one
 * folder of its own, so no page address, redirect file or page check can meet it. `.htm`, not
 * `.html`: it is no document, and the checks of the built pages look at `.html` files only.
 */
export const fragmentDir = '_articles';

/** The fragment's file, relative to the site's root, of the page at `pagePath` (`/x/y/`). */
export function fragmentFile(pagePath: string): string {
  return `${fragmentDir}${pagePath}index.htm`;
}
