import { type RouteObject, createPath, matchRoutes } from 'react-router';
import { ChunkLoadError } from './chunk-error.ts';
import type { ChunkStatusStore } from '../navigation/chunk-status.ts';

type To = string | { pathname?: string; search?: string; hash?: string };
type Navigate = (to: To | number | null, options?: unknown) => Promise<void>;

/** The part of React Router's data router the guard uses. */
export interface GuardedRouter {
  routes: RouteObject[];
  basename: string | undefined;
  navigate: Navigate;
}

export interface RouteChunkGuardOptions {
  /** Route id → its script, from React Router's manifest (`window.__reactRouterManifest`). */
  manifest: Record<string, { module: string } | undefined>;
  /** Route id → loaded module: React Router's own cache (`window.__reactRouterRouteModules`). */
  modules: Record<string, unknown>;
  /** The current address, to resolve relative targets and build the full URL to reload. */
  location: () => URL;
  load: (url: string) => Promise<unknown>;
  isGone: (url: string) => Promise<boolean>;
  claimReload: (url: string) => boolean;
  /** A full page load of the target, for a deploy that removed the scripts this tab knows. */
  assign: (url: string) => void;
  status: ChunkStatusStore;
  /**
   * What a route needs besides its script (a page's article, app/islands/): whether this tab
   * has it, and its load, which fails like the script would.
   */
  content?: { has: (routeId: string) => boolean; load: (routeId: string) => Promise<unknown> };
  /**
   * Makes the router know the page at a pathname, when its section's routes are not loaded yet
   * (`../navigation/route-discovery.ts`); rejects with the URL of the file that failed. Without
   * it every route is known from the start.
   */
  discover?: (pathname: string) => Promise<unknown>;
  /** Whether `discover` has nothing to fetch for a pathname. */
  isDiscovered?: (pathname: string) => boolean;
}

/** The URL a discovery failure names, for the message and the check for a newer deploy. */
function failedUrl(error: unknown): string {
  return typeof error === 'object' && error !== null && 'url' in error
    ? String((error as { url: unknown }).url)
    : '';
}

function targetUrl(to: To, current: URL): URL {
  return new URL(typeof to === 'string' ? to : createPath(to), current);
}

/**
 * Loads the scripts of the page being opened before React Router navigates, so that a failure
 * is ours to handle. React Router on its own answers a failed page script with a reload of the
 * current page, which loops when the network is down and never says what went wrong. Here:
 *
 * - success: the modules go into React Router's cache, and it navigates without importing again;
 * - the scripts are gone from the server (a newer deploy): one full load of the target address,
 *   guarded against loops;
 * - anything else (failure, 120 s timeout): the page area says "Loading chunk {name} failed",
 *   with a retry that runs this same navigation again.
 *
 * Only the latest navigation proceeds, so a slow page does not land after the reader moved on.
 * History moves (back, forward) do not pass through `navigate`; they keep React Router's own
 * handling. `prefetch` loads a page's scripts ahead of a click, quietly: it replaces React
 * Router's `prefetch="intent"`, which reloads the page when a hovered link's script fails.
 */
export function guardRouteChunks(router: GuardedRouter, options: RouteChunkGuardOptions) {
  const original = router.navigate;
  let latest = 0;

  /** The matched routes whose scripts React Router has not loaded yet. */
  const unloaded = (target: URL): { id: string; url: string }[] =>
    (matchRoutes(router.routes, target.pathname, router.basename) ?? []).flatMap(({ route }) => {
      const url = route.id === undefined ? undefined : options.manifest[route.id]?.module;
      const loaded = route.id !== undefined && route.id in options.modules;
      const content = route.id === undefined || (options.content?.has(route.id) ?? true);
      return route.id !== undefined && url !== undefined && !(loaded && content)
        ? [{ id: route.id, url }]
        : [];
    });

  /** Loads them all into React Router's cache; the first failure, if any. */
  const load = async (chunks: { id: string; url: string }[]) => {
    const results = await Promise.allSettled(
      chunks.map(async ({ id, url }) => {
        const [module] = await Promise.all([options.load(url), options.content?.load(id)]);
        options.modules[id] = module;
      }),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (!failed) return undefined;
    const reason: unknown = failed.reason;
    return reason instanceof ChunkLoadError
      ? reason
      : new ChunkLoadError(chunks[0]?.url ?? '', 'failed', reason);
  };

  /** The page's routes, loaded if need be; the failure as a chunk's, if any. */
  const discover = async (target: URL): Promise<ChunkLoadError | undefined> => {
    if (!options.discover) return undefined;
    try {
      await options.discover(target.pathname);
      return undefined;
    } catch (error) {
      return new ChunkLoadError(failedUrl(error), 'failed', error);
    }
  };

  const prefetch = async (to: To): Promise<void> => {
    const target = targetUrl(to, options.location());
    if (await discover(target)) return;
    const chunks = unloaded(target);
    // A failure here is not the reader's problem yet; the click, if it comes, will say so.
    if (chunks.length > 0) await load(chunks);
  };

  /**
   * `retrying`: the reader pressed "Try again". If the script fails once more, the target is
   * loaded in full: browsers may keep a failed module in their module map for the life of the
   * document (Chromium does), so only a new document can load it. The reader asked for it, so
   * this cannot loop.
   */
  const guarded = async (
    to: To | number | null,
    navigateOptions?: unknown,
    retrying = false,
  ): Promise<void> => {
    if (to === null || typeof to === 'number') return original(to, navigateOptions);
    const target = targetUrl(to, options.location());
    const known = options.isDiscovered?.(target.pathname) ?? true;
    const chunks = known ? unloaded(target) : [];
    if (known && chunks.length === 0) {
      latest += 1;
      options.status.set({ state: 'idle' });
      return original(to, navigateOptions);
    }
    const ticket = (latest += 1);
    options.status.set({ state: 'loading' });
    const failure = known
      ? await load(chunks)
      : ((await discover(target)) ?? (await load(unloaded(target))));
    if (ticket !== latest) return undefined;
    if (!failure) {
      options.status.set({ state: 'idle' });
      return original(to, navigateOptions);
    }
    console.error(failure.message, failure.cause ?? failure.reason);
    if (retrying && ticket === latest) {
      options.assign(target.href);
      return undefined;
    }
    if ((await options.isGone(failure.url)) && options.claimReload(target.href)) {
      options.assign(target.href);
      return undefined;
    }
    if (ticket !== latest) return undefined;
    options.status.set({
      state: 'failed',
      chunk: failure.chunk,
      href: target.href,
      retry: () => void guarded(to, navigateOptions, true),
    });
    return undefined;
  };

  const navigate: Navigate = (to, navigateOptions) => guarded(to, navigateOptions);
  router.navigate = navigate;
  return {
    prefetch,
    /** Whether every script of the page at `pathname` is in React Router's cache already. */
    isLoaded: (pathname: string): boolean =>
      unloaded(new URL(pathname, options.location())).length === 0,
    remove: () => {
      if (router.navigate === navigate) router.navigate = original;
    },
  };
}
