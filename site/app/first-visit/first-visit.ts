import config from 'virtual:skerry/config';
import definitions from 'virtual:skerry/definitions';
import { focusHeaderPanelsOnOpen } from '../components/header-panels.ts';
import { markMotionReadyAfterLoad } from '../layout/motion-ready.ts';
import { restoreScrollBeforeApp } from '../navigation/scroll-positions.ts';
import { registerServiceWorker } from '../offline/register.ts';
import { answerAppFailure } from './app-failure.ts';
import { defineInView } from './define-in-view.ts';
import { showFailureNotice } from './failure-notice.ts';
import { holdUntilHydrated } from './held-input.ts';
import { whenHydrated } from './hydrated.ts';
import { type AppBootstrap, loadApp } from './load-app.ts';
import { wantedAtOnce } from './wanted-at-once.ts';

/**
 * What a page runs after its first paint, before the app (decision 0015): the demos' elements
 * are defined as they come into view, a header panel opened takes focus, the main container is
 * marked motion-ready once the page has loaded, a reloaded page goes back to where the reader
 * was, the reader's first clicks are held for the app (with the keys the bootstrap kept from
 * before this module ran, `earlyKeys`), and the offline worker is registered. Then it loads the
 * app handed over by the page's bootstrap: at the reader's first interaction (`wanted`, which the
 * bootstrap listens for), or at once if the page needs it. If the app's scripts do not arrive, a
 * link the reader clicks says so (`app-failure.ts`).
 */
export async function start(
  wanted: Promise<void>,
  app: AppBootstrap,
  earlyKeys: () => readonly KeyboardEvent[],
): Promise<void> {
  const hydrated = whenHydrated();
  const held = holdUntilHydrated(hydrated, config.base, earlyKeys());
  markMotionReadyAfterLoad(document);
  focusHeaderPanelsOnOpen(document);
  restoreScrollBeforeApp();
  const stopDefining = defineInView(document, definitions);
  void hydrated.then(stopDefining);
  if (config.offline.enabled) void registerServiceWorker(config.base);
  if (!wantedAtOnce(document, window.location, config)) await wanted;
  const load = () => loadApp(app, document);
  const failure = await load();
  if (!failure) return;
  answerAppFailure(failure, {
    held,
    hydrated,
    retry: load,
    assign: (href) => window.location.assign(href),
    show: (notice) => showFailureNotice(document, notice),
  });
}
