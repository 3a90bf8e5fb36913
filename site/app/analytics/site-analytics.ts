import config from 'virtual:skerry/config';
import type { Analytics } from './analytics.ts';
import { anyTracker } from './config.ts';

const off: Analytics = { start() {}, pageview() {}, exception() {} };
let instance: Analytics | undefined;

/**
 * The site's one analytics instance, from the build's configuration. The trackers' code is a
 * chunk of its own, loaded only when the configuration turns a tracker on: a site without
 * analytics sends none of it to its readers.
 */
export function siteAnalytics(): Analytics {
  const analytics = config.analytics ?? undefined;
  if (!anyTracker(analytics)) return off;
  instance ??= whenLoaded(
    import('./analytics.ts').then(({ createAnalytics }) => createAnalytics(analytics)),
  );
  return instance;
}

/**
 * Analytics whose calls, made while its code loads, reach it in the order they were made. If
 * the code cannot load, the calls are dropped and the failure is logged once: analytics never
 * stops the site.
 */
export function whenLoaded(loading: Promise<Analytics>): Analytics {
  let reported = false;
  const later = (call: (analytics: Analytics) => void) => {
    loading.then(call, (error: unknown) => {
      if (reported) return;
      reported = true;
      console.error('[analytics] could not load', error);
    });
  };
  return {
    start: () => later((analytics) => analytics.start()),
    pageview: (path, title) => later((analytics) => analytics.pageview(path, title)),
    exception: (error, fatal) => later((analytics) => analytics.exception(error, fatal)),
  };
}
