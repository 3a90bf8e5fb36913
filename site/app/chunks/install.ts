import { pagePathOfRoute } from '../content/page-route.ts';
import { hasArticle, loadArticle } from '../islands/article-html.ts';
import { isChunkGone } from './chunk-gone.ts';
import { chunkStatus, setScriptsLoadedCheck } from '../navigation/chunk-status.ts';
import { loadChunk } from './load-chunk.ts';
import { prefetchOnIntent } from './prefetch-on-intent.ts';
import { claimReload } from './reload-guard.ts';
import { discoverRoute, isRouteDiscovered } from '../navigation/route-discovery.ts';
import {
  type GuardedRouter,
  type RouteChunkGuardOptions,
  guardRouteChunks,
} from './route-chunk-guard.ts';

/** What React Router's framework mode leaves on `window` once it has hydrated. */
interface RouterGlobals {
  __reactRouterDataRouter?: GuardedRouter;
  __reactRouterManifest?: { routes: RouteChunkGuardOptions['manifest'] };
  __reactRouterRouteModules?: Record<string, unknown>;
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Puts the chunk guard on the running router, and prefetches pages on intent through it. Called
 * once the app has hydrated, when React Router has created its router; without one (a page that
 * failed to hydrate) there is nothing to guard. Returns the function that removes both.
 */
export function installChunkGuard(): () => void {
  const globals = window as unknown as RouterGlobals;
  const router = globals.__reactRouterDataRouter;
  const manifest = globals.__reactRouterManifest;
  const modules = globals.__reactRouterRouteModules;
  if (!router || !manifest || !modules) return () => undefined;
  const guard = guardRouteChunks(router, {
    manifest: manifest.routes,
    modules,
    location: () => new URL(window.location.href),
    load: (url) => loadChunk(url),
    isGone: (url) => isChunkGone(url),
    claimReload: (url) => claimReload(url, sessionStore()),
    assign: (url) => window.location.assign(url),
    status: chunkStatus,
    // The dev server renders pages in full and writes no fragment files.
    content: import.meta.env.DEV
      ? undefined
      : {
          has: (id) => {
            const page = pagePathOfRoute(id);
            return !page || hasArticle(page);
          },
          load: async (id) => {
            const page = pagePathOfRoute(id);
            if (page) await loadArticle(page);
          },
        },
    discover: discoverRoute,
    isDiscovered: isRouteDiscovered,
  });
  const stopPrefetching = prefetchOnIntent(document, guard.prefetch);
  const stopAnswering = setScriptsLoadedCheck(guard.isLoaded);
  return () => {
    stopPrefetching();
    stopAnswering();
    guard.remove();
  };
}
