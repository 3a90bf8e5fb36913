import fs from 'node:fs';
import path from 'node:path';
import { generateSW } from 'workbox-build';

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
 * Writes `sw.js` at the site root: the app shell and every hashed asset precached, pages from
 * the network first and from the cache when offline (the not-found page when never visited),
 * and the search index cached as it is used.
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
  const { count, warnings } = await generateSW({
    globDirectory: options.distDir,
    globPatterns: ['assets/**/*.{js,css,woff2}', '404.html', 'favicon.svg', 'manifest.webmanifest'],
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
        urlPattern: new RegExp(`^${options.base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}pagefind/`),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'skerry-search', expiration: { maxEntries: 500 } },
      },
    ],
  });
  if (warnings.length) throw new Error(`Service worker: ${warnings.join('; ')}`);
  return { precached: count };
}
