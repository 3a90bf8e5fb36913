import type { MatomoConfig } from './config.ts';
import { createRepeatGuard } from './repeat-guard.ts';
import type { LoadScript } from './script-loader.ts';

/** matomo.js replaces the array with an object of its own, so it is looked up on every push. */
export interface MatomoWindow {
  _paq?: { push(command: unknown[]): unknown };
  location?: { origin: string };
}

export interface Matomo {
  /** Tracks one page view; the same path twice in a row counts once. */
  pageview(path: string, title: string): void;
}

/** The tracker URL as a directory, so `matomo.php` resolves beside it whatever was configured. */
export function matomoBase(trackerUrl: string): string {
  return trackerUrl.endsWith('/') ? trackerUrl : `${trackerUrl}/`;
}

/**
 * Queues the set-up commands in `_paq` and loads `matomo.js` from the tracker. Cookies are
 * disabled: with Do Not Track and Global Privacy Control respected and nothing stored on the
 * reader's device, the site needs no consent banner for Matomo. The cost is that returning
 * visitors are counted as new ones.
 */
export function startMatomo(
  config: MatomoConfig,
  win: MatomoWindow,
  loadScript: LoadScript,
): Matomo {
  const base = matomoBase(config.trackerUrl);
  const push = (...command: unknown[]) => {
    win._paq ??= [];
    win._paq.push(command);
  };
  push('disableCookies');
  push('setTrackerUrl', `${base}matomo.php`);
  push('setSiteId', String(config.siteId));
  push('enableLinkTracking');
  // A blocked script leaves the commands queued in _paq, which costs nothing.
  loadScript(`${base}matomo.js`).catch(() => {});

  const isRepeat = createRepeatGuard();
  let previousUrl: string | undefined;
  return {
    pageview(path, title) {
      if (isRepeat(path)) return;
      const url = `${win.location?.origin ?? ''}${path}`;
      // In a single-page app document.referrer stays the first page's referrer.
      if (previousUrl) push('setReferrerUrl', previousUrl);
      push('setCustomUrl', url);
      push('setDocumentTitle', title);
      push('trackPageView');
      previousUrl = url;
    },
  };
}
