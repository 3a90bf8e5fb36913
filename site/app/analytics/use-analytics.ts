import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { onOfflineEvent } from '../offline/events.ts';
import { runStartupHook } from '../startup/run-hook.ts';
import { siteAnalytics } from './site-analytics.ts';

/**
 * Starts the configured trackers once the app is running (their scripts wait for the first
 * paint), reports a page view after every route change once the new page's title is in place,
 * and sends a service worker registration error as a non-fatal exception (specification §8).
 */
export function useAnalytics(): void {
  const { pathname, search } = useLocation();

  useEffect(() => {
    const analytics = siteAnalytics();
    runStartupHook('analytics', () => analytics.start());
    return onOfflineEvent((event) => {
      if (event.type === 'error') analytics.exception(new Error(event.message), false);
    });
  }, []);

  useEffect(() => {
    siteAnalytics().pageview(pathname + search, document.title);
  }, [pathname, search]);
}
