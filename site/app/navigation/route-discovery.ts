import {
  type DataRouter,
  type UNSAFE_AssetsManifest as AssetsManifest,
  UNSAFE_createClientRoutes as createClientRoutes,
  type UNSAFE_RouteModules as RouteModules,
  matchRoutes,
} from 'react-router';
import { sectionDirOf } from './nav-sections.ts';
import { loadSection, sectionDirs } from './nav-store.ts';

/** The route every unknown address matches; a match on it may be a page not yet discovered. */
export const notFoundRouteId = 'not-found';

/** What React Router's framework mode leaves on `window` once it has created its router. */
interface RouterGlobals {
  __reactRouterDataRouter?: DataRouter;
  __reactRouterManifest?: AssetsManifest;
  __reactRouterRouteModules?: RouteModules;
}

/** The sections whose routes the router has been given. */
const patchedSections = new Set<string>();

/** Whether the router has a page (not the not-found route) for a path below the base. */
function hasPage(router: DataRouter, pathname: string): boolean {
  const leaf = matchRoutes(router.routes, pathname, router.basename)?.at(-1);
  return leaf !== undefined && leaf.route.id !== notFoundRouteId;
}

/** `/docs/core-components/button/` → `/core-components/button/` for a base of `/docs/`. */
function routerPath(pathname: string, basename: string | undefined): string {
  const base = (basename ?? '/').replace(/\/$/, '');
  return pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}

/**
 * Whether `discoverRoute` has nothing to fetch for `pathname`: the router has a page for it,
 * or its first segment names no section (an unknown address, for the not-found page).
 */
export function isRouteDiscovered(pathname: string): boolean {
  const router = (window as unknown as RouterGlobals).__reactRouterDataRouter;
  if (!router || hasPage(router, pathname)) return true;
  const dir = sectionDirOf(routerPath(pathname, router.basename));
  return !sectionDirs.includes(dir) || patchedSections.has(dir);
}

/**
 * Makes the router know the page at `pathname`, if there is one. A prerendered page carries
 * only its own routes (the root, the layout, the page, home and not-found: `engine/
 * section-files.ts`), not every page's; the routes of a section come with its file, loaded
 * when the reader is about to go there, and are added to React Router's manifest and routes as
 * its own lazy route discovery does. Resolves true when a page matches now, false when none
 * does; rejects when the section's file could not be loaded (`SectionLoadError`).
 */
export async function discoverRoute(pathname: string): Promise<boolean> {
  const globals = window as unknown as RouterGlobals;
  const router = globals.__reactRouterDataRouter;
  const manifest = globals.__reactRouterManifest;
  const modules = globals.__reactRouterRouteModules;
  if (!router || !manifest || !modules) return false;
  if (hasPage(router, pathname)) return true;
  const dir = sectionDirOf(routerPath(pathname, router.basename));
  const section = await loadSection(dir);
  if (!section) return false;
  const added = Object.values(section.routes).filter(
    (route): route is NonNullable<typeof route> =>
      route !== undefined && !manifest.routes[route.id],
  );
  if (added.length > 0) {
    const patches: AssetsManifest['routes'] = {};
    for (const route of added) patches[route.id] = route;
    Object.assign(manifest.routes, patches);
    for (const parentId of new Set(added.map((route) => route.parentId))) {
      router.patchRoutes(
        parentId ?? null,
        createClientRoutes(patches, modules, null, false, false, parentId),
      );
    }
  }
  patchedSections.add(dir);
  return hasPage(router, pathname);
}
