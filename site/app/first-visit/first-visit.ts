import config from 'virtual:skerry/config';
import definitions from 'virtual:skerry/definitions';
import { registerServiceWorker } from '../offline/register.ts';
import { defineInView } from './define-in-view.ts';
import { holdUntilHydrated } from './held-input.ts';
import { whenHydrated } from './hydrated.ts';
import { wantedAtOnce } from './wanted-at-once.ts';

/**
 * What a page runs after its first paint, before the app (decision 0015): the demos' elements
 * are defined as they come into view, the reader's first clicks are held for the app, and the
 * offline worker is registered. Resolves when the app should load: at the reader's first
 * interaction (`wanted`, which the page's bootstrap listens for), or at once if the page needs it.
 */
export async function start(wanted: Promise<void>): Promise<void> {
  const hydrated = whenHydrated();
  holdUntilHydrated(hydrated, config.base);
  const stopDefining = defineInView(document, definitions);
  void hydrated.then(stopDefining);
  if (config.offline.enabled) void registerServiceWorker(config.base);
  if (!wantedAtOnce(document, window.location, config)) await wanted;
}
