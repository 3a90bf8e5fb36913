import { type CollectedPage, collectPages } from './page-data.ts';

/**
 * The pages that share the article route module (`../content/shared-article.ts`), from the
 * pages as the scanner reads them, once for the build: the route table, the prerender's table
 * below and the compile all go by the same reading.
 */
function sharedPages(contentDir: string, base: string): CollectedPage[] {
  return collectPages(contentDir, base).filter((page) => page.sharesArticle);
}

/** The paths of the pages that share the article route module, for the route table. */
export function sharedArticlePaths(contentDir: string, base: string): Set<string> {
  return new Set(sharedPages(contentDir, base).map((page) => page.source.routePath));
}

/**
 * The source of `virtual:skerry/articles`: each page that shares the article route module, by
 * its path, as its compiled MDX module, for the prerender to render in full. `withPages` false
 * gives the empty table, for the browser and the dev server.
 */
export function sharedArticlesModule(contentDir: string, base: string, withPages: boolean): string {
  if (!withPages) return 'export default {};';
  const pages = sharedPages(contentDir, base);
  const imports = pages.map(
    (page, i) => `import * as p${i} from ${JSON.stringify(page.source.file)};`,
  );
  const table = pages.map((page, i) => `  ${JSON.stringify(page.source.routePath)}: p${i},`);
  return [...imports, 'export default {', ...table, '};'].join('\n');
}
