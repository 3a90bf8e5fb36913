import fs from 'node:fs';
import path from 'node:path';
import { generateSW } from 'workbox-build';
import { workbenchPath } from '../../workbench-paths.ts';
import { fragmentDir } from '../../app/islands/fragment-path.ts';
import { escapeRegExp } from '../../app/text/escape-reg-exp.ts';
import { iconChunkDir } from '../client-build/icon-chunks.ts';

/**
 * A worker that removes itself: deployed in place of the real one when a bad worker must go.
 * Browsers check `sw.js` for updates on navigation, install this, and it clears every cache,
 * unregisters and reloads the open pages from the network.
 */
export const killSwitchWorker = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) await caches.delete(key);
    await self.registration.unregister();
    for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url);
  })());
});
`;

/**
 * What the worker caches as it is used: the search index, the one-icon modules and the pages'
 * article fragments (app/islands/), which client navigation reads as pages. Workbox
 * matches a pattern against the whole URL (and copies a function into the worker as text, so
 * it cannot close over the base), hence expressions that start at the scheme.
 */
export function cachedOnUse(base: string): {
  search: RegExp;
  icons: RegExp;
  workbench: RegExp;
  articles: RegExp;
} {
  const under = (folder: string) =>
    new RegExp(`^https?://[^/]+${escapeRegExp(`${base}${folder}`)}`);
  return {
    search: under('pagefind/'),
    icons: under(iconChunkDir),
    workbench: under(`${workbenchPath}/`),
    articles: under(`${fragmentDir}/`),
  };
}

/**
 * Writes `sw.js` at the site root: the app shell and every hashed asset precached, pages from
 * the network first and from the cache when offline (the not-found page when never visited),
 * and the search index and the one-icon modules cached as they are used. The workbench
 * (`/storybook/`, megabytes of Storybook) is left to the network: none of it is precached, and
 * its frames and files never fill the pages' cache.
 */
export async function writeServiceWorker(options: {
  distDir: string;
  base: string;
  killSwitch: boolean;
}): Promise<{ precached: number }> {
  const swDest = path.join(options.distDir, 'sw.js');
  if (options.killSwitch) {
    fs.writeFileSync(swDest, killSwitchWorker);
    return { precached: 0 };
  }
  const fallback = `${options.base}404.html`;
  const cached = cachedOnUse(options.base);
  const { count, warnings } = await generateSW({
    globDirectory: options.distDir,
    // `json`: the sections' pages and routes (section-files.ts), which client navigation
    // offline needs; no other file of the assets is JSON.
    globPatterns: [
      'assets/**/*.{js,css,woff2,json}',
      '404.html',
      'favicon.svg',
      'manifest.webmanifest',
    ],
    globIgnores: [`${iconChunkDir}**`, `${workbenchPath}/**`],
    modifyURLPrefix: { '': options.base },
    dontCacheBustURLsMatching: /\/assets\//,
    swDest,
    mode: 'production',
    sourcemap: false,
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    // The page asks the reader before a new version takes over (SKIP_WAITING message).
    skipWaiting: false,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    runtimeCaching: [
      // First: Workbox takes the first route that matches.
      { urlPattern: cached.workbench, handler: 'NetworkOnly' },
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'skerry-pages',
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 200 },
          precacheFallback: { fallbackURL: fallback },
        },
      },
      {
        // A page read through client navigation: network first, as the documents are.
        urlPattern: cached.articles,
        handler: 'NetworkFirst',
        options: {
          cacheName: 'skerry-articles',
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 200 },
        },
      },
      {
        urlPattern: cached.search,
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'skerry-search',
          expiration: { maxEntries: 500 },
          // Pagefind asks for its metadata with a timestamp query to skip the HTTP cache; one
          // key per file lets an offline search find what an online one stored. The plugin is
          // copied into the worker as text, so it must stand alone.
          plugins: [
            {
              cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
                const url = new URL(request.url);
                url.search = '';
                return url.href;
              },
            },
          ],
        },
      },
      {
        // Hashed names: a cached icon module is never stale.
        urlPattern: cached.icons,
        handler: 'CacheFirst',
        options: { cacheName: 'skerry-icons', expiration: { maxEntries: 400 } },
      },
    ],
  });
  if (warnings.length) throw new Error(`Service worker: ${warnings.join('; ')}`);
  return { precached: count };
}
