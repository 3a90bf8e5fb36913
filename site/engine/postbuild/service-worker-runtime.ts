// The service worker's code (`sw.js`), bundled for the browser by `service-worker-bundle.ts` and
// never run in Node. It registers what Workbox's `generateSW` wrote from the same options until
// issue 34: the same modules, routes, strategies and plugins, in the same order (Workbox takes
// the first route that matches). The precache list is put in where `__SKERRY_PRECACHE__` stands
// after the pages are final (`service-worker.ts`), so the bundle never waits for them: a global
// name, which no minifier renames or inlines. The URL patterns, which depend on the site's base,
// come from `virtual:skerry-service-worker`.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  precacheAndRoute,
  PrecacheFallbackPlugin,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { cachedOnUse, fallbackURL } from 'virtual:skerry-service-worker';

/** The precache list's slot, replaced in the bundle; never defined at run time. */
declare const __SKERRY_PRECACHE__: PrecacheEntry[];

/** The part of the worker's global scope this file uses (the site's types are the window's). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  skipWaiting(): Promise<void>;
}
const worker = self as unknown as WorkerScope;

// The page asks the reader before a new version takes over.
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data && data.type === 'SKIP_WAITING') void worker.skipWaiting();
});
clientsClaim();

precacheAndRoute(__SKERRY_PRECACHE__, {});
cleanupOutdatedCaches();

// The workbench (megabytes of Storybook) is left to the network, and first: it must never reach
// the pages' cache.
registerRoute(cachedOnUse.workbench, new NetworkOnly(), 'GET');
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: 'skerry-pages',
    networkTimeoutSeconds: 5,
    plugins: [
      new ExpirationPlugin({ maxEntries: 200 }),
      new PrecacheFallbackPlugin({ fallbackURL }),
    ],
  }),
  'GET',
);
// A page read through client navigation: network first, as the documents are.
registerRoute(
  cachedOnUse.articles,
  new NetworkFirst({
    cacheName: 'skerry-articles',
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 200 })],
  }),
  'GET',
);
registerRoute(
  cachedOnUse.search,
  new StaleWhileRevalidate({
    cacheName: 'skerry-search',
    plugins: [
      new ExpirationPlugin({ maxEntries: 500 }),
      // Pagefind asks for its metadata with a timestamp query to skip the HTTP cache; one key
      // per file lets an offline search find what an online one stored.
      {
        cacheKeyWillBeUsed: async ({ request }) => {
          const url = new URL(request.url);
          url.search = '';
          return url.href;
        },
      },
    ],
  }),
  'GET',
);
// Hashed names: a cached icon module is never stale.
registerRoute(
  cachedOnUse.icons,
  new CacheFirst({
    cacheName: 'skerry-icons',
    plugins: [new ExpirationPlugin({ maxEntries: 400 })],
  }),
  'GET',
);
