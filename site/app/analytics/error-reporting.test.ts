import { describe, expect, it } from 'vitest';
import type { SentryConfig } from './config.ts';
import {
  type SentryGlobal,
  initErrorReporting,
  sentryLoaderUrl,
  shouldReportErrors,
} from './error-reporting.ts';
import { fakeBrowser, settle } from './fake-browser.ts';

const dsn = 'https://abc123@o42.ingest.sentry.io/4567';
const loaderUrl = 'https://js.sentry-cdn.com/abc123.min.js';
const config: SentryConfig = { dsn, productionDomain: 'skerry.design', environment: 'production' };

/** Records what the page asks of Sentry; `withOnLoad` makes it look like the Loader Script. */
function fakeSentry(withOnLoad: boolean) {
  const captured: unknown[] = [];
  const inits: Record<string, unknown>[] = [];
  const sentry: SentryGlobal = {
    init: (options) => void inits.push(options),
    captureException: (error) => captured.push(error),
    ...(withOnLoad ? { onLoad: (callback: () => void) => callback() } : {}),
  };
  return { sentry, captured, inits };
}

describe('shouldReportErrors', () => {
  it.each([
    ['skerry.design', true],
    ['docs.skerry.design', true],
    ['a.b.skerry.design', true],
    ['SKERRY.design', true],
    ['skerry.design.', true],
    ['evilskerry.design', false],
    ['skerry.design.evil.com', false],
    ['notskerry.design', false],
    ['skerry.designs', false],
    ['localhost', false],
    ['127.0.0.1', false],
    ['', false],
  ])('%s → %s', (hostname, expected) => {
    expect(shouldReportErrors(hostname, 'skerry.design')).toBe(expected);
  });

  it('is false with no production domain configured', () => {
    expect(shouldReportErrors('skerry.design', '')).toBe(false);
  });
});

describe('sentryLoaderUrl', () => {
  it('derives the Loader Script from the public key of the DSN', () => {
    expect(sentryLoaderUrl(dsn)).toBe(loaderUrl);
  });

  it.each(['not a url', 'https://o42.ingest.sentry.io/4567'])('has none for %s', (bad) => {
    expect(sentryLoaderUrl(bad)).toBeUndefined();
  });
});

describe('initErrorReporting', () => {
  it.each(['localhost', 'evilskerry.design', 'preview.example.com'])(
    'loads nothing on %s',
    (hostname) => {
      const browser = fakeBrowser();
      const reporter = initErrorReporting(config, hostname, browser.env.loadScript, browser.window);
      reporter.reportError(new Error('x'));
      browser.paint();
      expect(reporter.active).toBe(false);
      expect(browser.srcs()).toEqual([]);
      expect(browser.window.sentryOnLoad).toBeUndefined();
    },
  );

  it('loads nothing without a configuration', () => {
    const browser = fakeBrowser();
    const reporter = initErrorReporting(
      undefined,
      'skerry.design',
      browser.env.loadScript,
      browser.window,
    );
    browser.paint();
    expect(reporter.active).toBe(false);
    expect(browser.srcs()).toEqual([]);
  });

  it('loads the Loader Script, cross-origin, on a production subdomain', () => {
    const browser = fakeBrowser();
    const reporter = initErrorReporting(
      config,
      'docs.skerry.design',
      browser.env.loadScript,
      browser.window,
    );
    expect(reporter.active).toBe(true);
    expect(browser.srcs()).toEqual([]);
    browser.paint();
    expect(browser.scripts[0]).toMatchObject({ src: loaderUrl, crossOrigin: 'anonymous' });
  });

  it('loads the configured script instead when there is one', () => {
    const browser = fakeBrowser();
    const scriptUrl = 'https://browser.sentry-cdn.com/9.0.0/bundle.min.js';
    initErrorReporting(
      { ...config, scriptUrl },
      'skerry.design',
      browser.env.loadScript,
      browser.window,
    );
    browser.paint();
    expect(browser.srcs()).toEqual([scriptUrl]);
  });

  it('queues errors until the script has run, then sends them in order', async () => {
    const browser = fakeBrowser();
    const { sentry, captured } = fakeSentry(true);
    const reporter = initErrorReporting(
      config,
      'skerry.design',
      browser.env.loadScript,
      browser.window,
    );
    const first = new Error('first');
    reporter.reportError(first);
    reporter.reportError('second');
    browser.paint();
    await settle();
    expect(captured).toEqual([]);
    browser.window.Sentry = sentry;
    browser.finishLoading(loaderUrl);
    await settle();
    expect(captured).toEqual([first, 'second']);
    const third = new Error('third');
    reporter.reportError(third);
    expect(captured).toEqual([first, 'second', third]);
  });

  it('lets the Loader Script initialise, passing the environment through sentryOnLoad', async () => {
    const browser = fakeBrowser();
    const { sentry, inits } = fakeSentry(true);
    initErrorReporting(config, 'skerry.design', browser.env.loadScript, browser.window);
    browser.paint();
    browser.window.Sentry = sentry;
    browser.finishLoading(loaderUrl);
    await settle();
    expect(inits).toEqual([]);
    browser.window.sentryOnLoad?.();
    expect(inits).toEqual([{ dsn, environment: 'production' }]);
  });

  it('initialises a CDN bundle itself', async () => {
    const browser = fakeBrowser();
    const { sentry, inits } = fakeSentry(false);
    const scriptUrl = 'https://browser.sentry-cdn.com/9.0.0/bundle.min.js';
    initErrorReporting(
      { dsn, productionDomain: 'skerry.design', scriptUrl },
      'skerry.design',
      browser.env.loadScript,
      browser.window,
    );
    browser.paint();
    browser.window.Sentry = sentry;
    browser.finishLoading(scriptUrl);
    await settle();
    expect(inits).toEqual([{ dsn }]);
  });

  it('drops the queue and turns inactive when the script cannot load', async () => {
    const browser = fakeBrowser();
    const { sentry, captured } = fakeSentry(true);
    const reporter = initErrorReporting(
      config,
      'skerry.design',
      browser.env.loadScript,
      browser.window,
    );
    reporter.reportError(new Error('lost'));
    browser.paint();
    browser.failLoading(loaderUrl);
    await settle();
    browser.window.Sentry = sentry;
    reporter.reportError(new Error('after'));
    expect(reporter.active).toBe(false);
    expect(captured).toEqual([]);
  });

  it('keeps at most 30 errors while loading', async () => {
    const browser = fakeBrowser();
    const { sentry, captured } = fakeSentry(true);
    const reporter = initErrorReporting(
      config,
      'skerry.design',
      browser.env.loadScript,
      browser.window,
    );
    for (let i = 0; i < 40; i++) reporter.reportError(i);
    browser.paint();
    browser.window.Sentry = sentry;
    browser.finishLoading(loaderUrl);
    await settle();
    expect(captured).toHaveLength(30);
    expect(captured.at(-1)).toBe(29);
  });
});
