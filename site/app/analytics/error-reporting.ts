import type { SentryConfig } from './config.ts';
import type { LoadScript } from './script-loader.ts';

/** What the Sentry Loader Script (or a CDN bundle) puts on `window.Sentry`. */
export interface SentryGlobal {
  init?(options: Record<string, unknown>): void;
  /** Only the Loader Script has it; a CDN bundle must be initialised by the page. */
  onLoad?(callback: () => void): void;
  captureException(error: unknown): unknown;
}

export interface SentryWindow {
  Sentry?: SentryGlobal;
  /** Called by the Loader Script once the SDK is there, before it initialises it. */
  sentryOnLoad?: () => void;
}

export interface ErrorReporter {
  /** False without config, off the production host, or once the script failed to load. */
  readonly active: boolean;
  /** Reports an error, queueing it until Sentry has loaded; a no-op when inactive. */
  reportError(error: unknown): void;
}

/** Errors raised before the SDK arrives; past this many, later ones add nothing worth the memory. */
const queueLimit = 30;

const inactive: ErrorReporter = { active: false, reportError: () => {} };

function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.+$/, '');
}

/**
 * Only the production host and its subdomains report errors: previews, forks and local builds
 * would otherwise fill the project with noise. A label boundary is required, so
 * `evilskerry.design` and `skerry.design.evil.com` do not pass for `skerry.design`.
 */
export function shouldReportErrors(hostname: string, productionDomain: string): boolean {
  const host = normaliseHost(hostname);
  const domain = normaliseHost(productionDomain);
  if (domain === '' || host === '') return false;
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * The Loader Script of the project the DSN belongs to, in the form Sentry documents:
 * `https://js.sentry-cdn.com/<public key>.min.js`. Undefined for a DSN without a public key.
 */
export function sentryLoaderUrl(dsn: string): string | undefined {
  try {
    const key = new URL(dsn).username;
    return key ? `https://js.sentry-cdn.com/${encodeURIComponent(key)}.min.js` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Loads Sentry (the Loader Script by default, `config.scriptUrl` if set) only on the production
 * host, and returns a reporter that queues errors until the script has run. The Loader Script
 * picks up `sentryOnLoad` for the environment; a CDN bundle is initialised here instead.
 */
export function initErrorReporting(
  config: SentryConfig | undefined,
  hostname: string,
  loader: LoadScript,
  win: SentryWindow = globalThis as SentryWindow,
): ErrorReporter {
  if (!config || !shouldReportErrors(hostname, config.productionDomain)) return inactive;
  const src = config.scriptUrl ?? sentryLoaderUrl(config.dsn);
  if (!src) return inactive;

  const options: Record<string, unknown> = { dsn: config.dsn };
  if (config.environment) options.environment = config.environment;
  win.sentryOnLoad = () => win.Sentry?.init?.(options);

  let state: 'loading' | 'ready' | 'failed' = 'loading';
  const queue: unknown[] = [];
  loader(src, { crossOrigin: 'anonymous' }).then(
    () => {
      const sentry = win.Sentry;
      if (!sentry) {
        state = 'failed';
      } else {
        if (!sentry.onLoad) sentry.init?.(options);
        state = 'ready';
        for (const error of queue) sentry.captureException(error);
      }
      queue.length = 0;
    },
    () => {
      // Blocked or offline: there is nowhere to send the queue.
      state = 'failed';
      queue.length = 0;
    },
  );

  return {
    get active() {
      return state !== 'failed';
    },
    reportError(error) {
      if (state === 'ready') win.Sentry?.captureException(error);
      else if (state === 'loading' && queue.length < queueLimit) queue.push(error);
    },
  };
}
