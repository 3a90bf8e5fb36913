import { afterFirstPaint } from './after-first-paint.ts';
import type { SentryWindow } from './error-reporting.ts';
import type { GtagWindow } from './google-analytics.ts';
import type { HotjarWindow } from './hotjar.ts';
import type { MatomoWindow } from './matomo.ts';
import type { PrivacyNavigator, PrivacyWindow } from './privacy.ts';
import { type LoadScript, createScriptLoader, insertIntoHead } from './script-loader.ts';

/** The globals the trackers set up and read, and nothing else of `window`. */
export type AnalyticsWindow = GtagWindow &
  MatomoWindow &
  HotjarWindow &
  SentryWindow &
  PrivacyWindow;

/** Everything the analytics need from the browser, injected so tests can pass plain objects. */
export interface AnalyticsEnvironment {
  window: AnalyticsWindow;
  navigator: PrivacyNavigator;
  hostname: string;
  loadScript: LoadScript;
}

/** The real browser, or undefined while prerendering, where analytics have nothing to do. */
export function browserEnvironment(): AnalyticsEnvironment | undefined {
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
  return {
    window,
    navigator,
    hostname: window.location.hostname,
    loadScript: createScriptLoader(insertIntoHead(document), afterFirstPaint(window)),
  };
}
