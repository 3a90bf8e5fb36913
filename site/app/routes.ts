import path from 'node:path';
import { type RouteConfig, layout, route } from '@react-router/dev/routes';
import { listContentFiles } from '../engine/content/content-files.ts';
import { sharedArticleRoute } from '../engine/content/shared-article.ts';
import { sharedArticlePaths } from '../engine/page-data/articles-module.ts';
import { appDir, contentDir } from '../readers/paths.ts';
import { pageRouteId } from './content/page-route.ts';
import siteConfig from '../site.config.ts';

/*
 * Every route is listed explicitly, generated from the content tree: one MDX file, one page.
 * Content routes are case-sensitive so that `/Core-Components/` reaches the not-found route,
 * whose path resolution redirects it to the one canonical URL instead of rendering a duplicate.
 *
 * In a build, the pages of prose and code share one module (docs/decisions/0022), which renders
 * each by its route id; the dev server, which renders every page in full on both sides, keeps a
 * module per page.
 */
const shared =
  process.env.NODE_ENV === 'production'
    ? sharedArticlePaths(contentDir, siteConfig.base)
    : new Set<string>();

const pages = listContentFiles(contentDir).map((page) =>
  route(
    page.routePath === '/' ? '/' : page.routePath.slice(1, -1),
    shared.has(page.routePath) ? sharedArticleRoute : path.relative(appDir, page.file),
    { id: pageRouteId(page.routePath), caseSensitive: true },
  ),
);

export default [
  layout('layout/doc-layout.tsx', [
    ...pages,
    route('*', 'pages/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
