import fs from 'node:fs';
import path from 'node:path';
import { precacheManifest } from './precache-manifest.ts';
import { bundleServiceWorker } from './service-worker-bundle.ts';

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

/** Where the bundled worker takes its precache list (`service-worker-runtime.ts`). */
export const manifestSlot = '__SKERRY_PRECACHE__';

/**
 * Writes `sw.js` at the site root: the app shell and every hashed asset precached, pages from
 * the network first and from the cache when offline (the not-found page when never visited),
 * and the search index and the one-icon modules cached as they are used. The workbench
 * (`/storybook/`, megabytes of Storybook) is left to the network: none of it is precached, and
 * its frames and files never fill the pages' cache. `code` is the bundled worker
 * (`bundleServiceWorker`), started before the pages were final, or bundled here when not given;
 * the list goes in its one slot.
 */
export async function writeServiceWorker(options: {
  distDir: string;
  base: string;
  killSwitch: boolean;
  code?: Promise<string>;
}): Promise<{ precached: number }> {
  const swDest = path.join(options.distDir, 'sw.js');
  if (options.killSwitch) {
    fs.writeFileSync(swDest, killSwitchWorker);
    return { precached: 0 };
  }
  const manifest = precacheManifest(options.distDir, options.base);
  const code = await (options.code ?? bundleServiceWorker(options.base));
  const parts = code.split(manifestSlot);
  if (parts.length !== 2) {
    throw new Error(
      `Service worker: the bundled worker names ${manifestSlot} ${parts.length - 1} times, not once.`,
    );
  }
  fs.writeFileSync(swDest, parts.join(JSON.stringify(manifest)));
  return { precached: manifest.length };
}

/**
 * Starts bundling the worker's code, which depends on the base and not on the pages, so that it
 * runs while the pool prerenders them (the build's thread only waits then); none when the kill
 * switch replaces the worker. The post-build step awaits it (`finishBuild`).
 */
export function startServiceWorker(config: {
  base: string;
  offline: { killSwitch: boolean };
}): Promise<string> | undefined {
  if (config.offline.killSwitch) return undefined;
  const code = bundleServiceWorker(config.base);
  // Awaited in the post-build step; a prerender that fails first must not leave it unhandled.
  code.catch(() => undefined);
  return code;
}
