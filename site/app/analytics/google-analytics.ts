import type { GoogleAnalyticsConfig } from './config.ts';
import { createRepeatGuard } from './repeat-guard.ts';
import type { LoadScript } from './script-loader.ts';

export type Gtag = (...args: unknown[]) => void;

export interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
  location?: { origin: string };
}

export interface GoogleAnalytics {
  /** Sends one `page_view`; the same path twice in a row counts once. */
  pageview(path: string, title: string): void;
  exception(description: string, fatal: boolean): void;
}

export function gtagScriptUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/**
 * Sets up `dataLayer` and `gtag` as Google's snippet does, then loads gtag.js. Automatic page
 * views are off because the router reports each navigation itself; `anonymize_ip` is what GA4
 * always does, stated anyway so that the intent survives a change of property.
 */
export function startGoogleAnalytics(
  config: GoogleAnalyticsConfig,
  win: GtagWindow,
  loadScript: LoadScript,
): GoogleAnalytics {
  win.dataLayer ??= [];
  win.gtag ??= function gtag() {
    // gtag.js reads Arguments objects from the data layer and ignores plain arrays.
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer?.push(arguments);
  };
  const gtag: Gtag = (...args) => win.gtag?.(...args);
  gtag('js', new Date());
  gtag('config', config.measurementId, { anonymize_ip: true, send_page_view: false });
  // A blocked script leaves the calls queued in dataLayer, which costs nothing.
  loadScript(gtagScriptUrl(config.measurementId)).catch(() => {});

  const isRepeat = createRepeatGuard();
  return {
    pageview(path, title) {
      if (isRepeat(path)) return;
      const origin = win.location?.origin;
      gtag('event', 'page_view', {
        page_title: title,
        ...(origin ? { page_location: `${origin}${path}` } : {}),
        send_to: config.measurementId,
      });
    },
    exception(description, fatal) {
      gtag('event', 'exception', { description, fatal, send_to: config.measurementId });
    },
  };
}
