import { type AnalyticsConfig, anyTracker } from './config.ts';
import { type AnalyticsEnvironment, browserEnvironment } from './environment.ts';
import { type ErrorReporter, initErrorReporting } from './error-reporting.ts';
import { type GoogleAnalytics, startGoogleAnalytics } from './google-analytics.ts';
import { startHotjar } from './hotjar.ts';
import { type Matomo, startMatomo } from './matomo.ts';
import { trackingAllowed } from './privacy.ts';

export interface Analytics {
  /** Starts the configured trackers, once, unless the reader opted out; scripts load after paint. */
  start(): void;
  /** Reports a route change; call it after each navigation, including the first page. */
  pageview(path: string, title: string): void;
  /** A GA `exception` event with the error's message, and the error itself to Sentry. */
  exception(error: unknown, fatal?: boolean): void;
}

interface Trackers {
  googleAnalytics: GoogleAnalytics | undefined;
  matomo: Matomo | undefined;
  errors: ErrorReporter | undefined;
}

/** Calls made before `start()` wait for it, in order; a few are enough to cover startup. */
const pendingLimit = 20;

const disabled: Analytics = { start() {}, pageview() {}, exception() {} };

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : String(error);
}

/** A tracker that fails to start must not stop the others, nor the app: it is only logged. */
function attempt<T>(name: string, start: () => T): T | undefined {
  try {
    return start();
  } catch (error) {
    console.error(`[analytics] ${name} did not start`, error);
    return undefined;
  }
}

/**
 * One entry point for the site's analytics and error reporting. With no configuration, on the
 * server, or when the reader sends Do Not Track or Global Privacy Control, every method is a
 * no-op and nothing is requested from any third party.
 */
export function createAnalytics(
  config: AnalyticsConfig | undefined,
  env: AnalyticsEnvironment | undefined = browserEnvironment(),
): Analytics {
  if (!env || !config || !anyTracker(config)) return disabled;
  const { googleAnalytics, matomo, hotjar, sentry } = config;

  let state: 'idle' | 'on' | 'off' = 'idle';
  let trackers: Trackers | undefined;
  const pending: ((active: Trackers) => void)[] = [];
  const run = (call: (active: Trackers) => void) => {
    if (trackers) call(trackers);
    else if (state === 'idle' && pending.length < pendingLimit) pending.push(call);
  };

  return {
    start() {
      if (state !== 'idle') return;
      if (!trackingAllowed(env.navigator, env.window)) {
        state = 'off';
        pending.length = 0;
        return;
      }
      state = 'on';
      const { window: win, loadScript } = env;
      trackers = {
        googleAnalytics: googleAnalytics
          ? attempt('Google Analytics', () =>
              startGoogleAnalytics(googleAnalytics, win, loadScript),
            )
          : undefined,
        matomo: matomo ? attempt('Matomo', () => startMatomo(matomo, win, loadScript)) : undefined,
        errors: sentry
          ? attempt('Error reporting', () =>
              initErrorReporting(sentry, env.hostname, loadScript, win),
            )
          : undefined,
      };
      if (hotjar) attempt('Hotjar', () => startHotjar(hotjar, win, loadScript));
      for (const call of pending.splice(0)) call(trackers);
    },
    pageview(path, title) {
      run(({ googleAnalytics, matomo }) => {
        googleAnalytics?.pageview(path, title);
        matomo?.pageview(path, title);
      });
    },
    exception(error, fatal = false) {
      run(({ googleAnalytics, errors }) => {
        googleAnalytics?.exception(messageOf(error), fatal);
        errors?.reportError(error);
      });
    },
  };
}
