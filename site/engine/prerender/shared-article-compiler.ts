import { pagePathOfRoute } from '../../app/content/page-route.ts';
import { articleCompiler } from '../compile/article-body.ts';
import { listContentFiles } from '../content/content-files.ts';
import { sharedArticleRoute } from '../content/shared-article.ts';
import type { RouteEntries } from './static-paths.ts';

/**
 * The compile of the pages that share the article route module (docs/decisions/0025), told by
 * the route table React Router built, which points each of them at that module: the pages it
 * renders with the module are the ones compiled, without reading the content again. Answers a
 * page's compiled MDX by its path, or undefined for a page with a module of its own.
 */
export function sharedArticleCompiler(
  routes: RouteEntries,
  content: { contentDir: string; base: string },
): (routePath: string) => Promise<string | undefined> {
  const shared = new Set(
    Object.values(routes)
      .filter((route) => route.file === sharedArticleRoute)
      .map((route) => pagePathOfRoute(route.id)),
  );
  const files = new Map(
    listContentFiles(content.contentDir)
      .filter((page) => shared.has(page.routePath))
      .map((page) => [page.routePath, page.file]),
  );
  const compile = articleCompiler(content);
  return async (routePath) => {
    const file = files.get(routePath);
    return file === undefined ? undefined : compile(file);
  };
}
