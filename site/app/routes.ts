import path from 'node:path';
import { type RouteConfig, layout, route } from '@react-router/dev/routes';
import { listContentFiles } from '../engine/content/content-files.ts';
import { appDir, contentDir } from '../readers/paths.ts';

/*
 * Every route is listed explicitly, generated from the content tree: one MDX file, one page.
 * Content routes are case-sensitive so that `/Core-Components/` reaches the not-found route,
 * whose path resolution redirects it to the one canonical URL instead of rendering a duplicate.
 */
const pages = listContentFiles(contentDir).map((page) =>
  route(
    page.routePath === '/' ? '/' : page.routePath.slice(1, -1),
    path.relative(appDir, page.file),
    { id: `page:${page.routePath}`, caseSensitive: true },
  ),
);

export default [
  layout('layout/doc-layout.tsx', [
    ...pages,
    route('*', 'pages/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
