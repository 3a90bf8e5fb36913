/** What this needs of React Router's resolved route manifest (`reactRouterConfig.routes`). */
export type RouteEntries = Record<
  string,
  { id: string; parentId?: string; path?: string; index?: boolean; file?: string }
>;

const isDynamic = (segment: string) => segment.startsWith(':') || segment === '*';

/**
 * The paths of every route without a parameter or a splat, as React Router's `getStaticPaths`
 * gives them to the `prerender.paths` function: `/` first, then each route's full path in route
 * order, without a trailing slash. The prerender pool renders these (with the not-found page).
 */
export function staticPaths(routes: RouteEntries): string[] {
  const byParent = new Map<string, RouteEntries[string][]>();
  for (const route of Object.values(routes)) {
    const siblings = byParent.get(route.parentId ?? '');
    if (siblings) siblings.push(route);
    else byParent.set(route.parentId ?? '', [route]);
  }
  const paths = ['/'];
  const walk = (parentId: string, prefix: string) => {
    for (const route of byParent.get(parentId) ?? []) {
      const full = [prefix, route.path].join('/').replace(/\/\/+/g, '/');
      if (route.path && !route.path.split('/').some(isDynamic)) paths.push(full);
      if (!route.index) walk(route.id, full);
    }
  };
  walk('', '');
  return paths.map((p) => p.replace(/\/\/+/g, '/').replace(/(.+)\/$/, '$1'));
}
