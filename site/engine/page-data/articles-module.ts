import path from 'node:path';
import { docElements } from '../../app/docs/registry.ts';
import { appDir } from '../../readers/paths.ts';
import { type CollectedPage, collectPages } from './page-data.ts';

/**
 * The pages that share the article route module (`../content/shared-article.ts`), from the
 * pages as the scanner reads them, once for the build, for the route table; the prerender
 * compiles the pages the route table gives the module (`../prerender/shared-article-compiler.ts`).
 */
function sharedPages(contentDir: string, base: string): CollectedPage[] {
  return collectPages(contentDir, base).filter((page) => page.sharesArticle);
}

/** The paths of the pages that share the article route module, for the route table. */
export function sharedArticlePaths(contentDir: string, base: string): Set<string> {
  return new Set(sharedPages(contentDir, base).map((page) => page.source.routePath));
}

const appModule = (relative: string) => JSON.stringify(path.join(appDir, relative));

/**
 * The source of `virtual:skerry/articles` (`app/content/shared-article-table.ts`). The server
 * build's table brings every component a shared page may render: the article's wrappers, the
 * replaced HTML elements and the documentation elements, which the page's compiled body
 * takes from it instead of importing them (docs/decisions/0025). The pages themselves are not in
 * the bundle. `withComponents` false gives the browser's and the dev server's table, which stays
 * empty.
 */
export function sharedArticlesModule(withComponents: boolean): string {
  const table = appModule('content/shared-article-table.ts');
  if (!withComponents) {
    return `import { sharedArticleTable } from ${table};\nexport default sharedArticleTable({});`;
  }
  // Every documentation element, not only the ones a page is read as sharing the module with:
  // a build-time step may add another to the page it compiles (the API pages' render cost).
  const names = Object.keys(docElements).sort();
  const byModule = new Map<string, string[]>();
  for (const name of names) {
    const module = docElements[name]!.module;
    byModule.set(module, [...(byModule.get(module) ?? []), name]);
  }
  const imports = [...byModule].map(
    ([module, names]) => `import { ${names.join(', ')} } from ${appModule(module)};`,
  );
  return [
    `import { sharedArticleTable } from ${table};`,
    `import { useMDXComponents } from ${appModule('docs/markdown/mdx-components.tsx')};`,
    `import { Island, StaticArticle } from ${appModule('islands/static-article.tsx')};`,
    ...imports,
    'export default sharedArticleTable({',
    '  ...useMDXComponents(),',
    '  Island,',
    '  StaticArticle,',
    ...names.map((name) => `  ${name},`),
    '});',
  ].join('\n');
}
