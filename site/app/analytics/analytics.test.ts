import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './analytics.ts';
import type { AnalyticsConfig } from './config.ts';
import { type SentryGlobal } from './error-reporting.ts';
import { entries, fakeBrowser, settle } from './fake-browser.ts';
import type { PrivacyNavigator } from './privacy.ts';

const config: AnalyticsConfig = {
  googleAnalytics: { measurementId: 'G-TEST123' },
  matomo: { siteId: 7, trackerUrl: 'https://stats.example.org/' },
  hotjar: { hjid: 123, enabled: true },
  sentry: { dsn: 'https://abc123@o42.ingest.sentry.io/4567', productionDomain: 'skerry.design' },
};

const allScripts = [
  'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
  'https://stats.example.org/matomo.js',
  'https://js.sentry-cdn.com/abc123.min.js',
  'https://static.hotjar.com/c/hotjar-123.js?sv=6',
];

const globals = ['dataLayer', 'gtag', '_paq', 'hj', '_hjSettings', 'sentryOnLoad'] as const;

const gaEvents = (browser: ReturnType<typeof fakeBrowser>, name: string) =>
  entries(browser.window.dataLayer).filter((entry) => entry[0] === 'event' && entry[1] === name);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createAnalytics', () => {
  it.each<[string, AnalyticsConfig | undefined]>([
    ['no configuration', undefined],
    ['an empty configuration', {}],
    ['only a disabled Hotjar', { hotjar: { hjid: 123, enabled: false } }],
  ])('requests nothing and sets no globals with %s', (_label, cfg) => {
    const browser = fakeBrowser();
    const loadScript = vi.spyOn(browser.env, 'loadScript');
    const analytics = createAnalytics(cfg, browser.env);
    analytics.start();
    analytics.pageview('/', 'Home');
    analytics.exception(new Error('x'));
    browser.paint();
    expect(loadScript).not.toHaveBeenCalled();
    expect(browser.scripts).toEqual([]);
    expect(Object.keys(browser.window)).toEqual(['location']);
  });

  it('starts every configured tracker, loading nothing before the first paint', () => {
    const browser = fakeBrowser();
    createAnalytics(config, browser.env).start();
    expect(browser.scripts).toEqual([]);
    browser.paint();
    expect(browser.srcs()).toEqual(allScripts);
  });

  it('starts only the trackers that are configured', () => {
    const browser = fakeBrowser();
    createAnalytics({ matomo: config.matomo }, browser.env).start();
    browser.paint();
    expect(browser.srcs()).toEqual(['https://stats.example.org/matomo.js']);
    expect(browser.window.dataLayer).toBeUndefined();
  });

  it('starts once however often start() is called', () => {
    const browser = fakeBrowser();
    const analytics = createAnalytics(config, browser.env);
    analytics.start();
    analytics.start();
    browser.paint();
    expect(browser.srcs()).toEqual(allScripts);
    expect(browser.window._paq).toHaveLength(4);
  });

  it.each<[string, PrivacyNavigator, { doNotTrack?: string }]>([
    ['Do Not Track', { doNotTrack: '1' }, {}],
    ['Do Not Track on window', {}, { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }, {}],
  ])('starts nothing at all under %s', (_label, navigator, win) => {
    const browser = fakeBrowser({ navigator, window: win });
    const loadScript = vi.spyOn(browser.env, 'loadScript');
    const analytics = createAnalytics(config, browser.env);
    analytics.pageview('/', 'Home');
    analytics.start();
    analytics.pageview('/a/', 'A');
    analytics.exception(new Error('x'), true);
    browser.paint();
    expect(loadScript).not.toHaveBeenCalled();
    for (const name of globals) expect(browser.window[name]).toBeUndefined();
  });

  it('reports each navigation once to Google Analytics and Matomo', () => {
    const browser = fakeBrowser();
    const analytics = createAnalytics(config, browser.env);
    analytics.start();
    analytics.pageview('/', 'Home');
    analytics.pageview('/', 'Home');
    analytics.pageview('/button/', 'Button');
    expect(
      gaEvents(browser, 'page_view').map(
        (event) => (event[2] as { page_title: string }).page_title,
      ),
    ).toEqual(['Home', 'Button']);
    const matomo = (browser.window._paq as unknown[][]).filter(
      ([command]) => command === 'trackPageView',
    );
    expect(matomo).toHaveLength(2);
  });

  it('replays calls made before start() once it runs', () => {
    const browser = fakeBrowser();
    const analytics = createAnalytics(config, browser.env);
    analytics.pageview('/', 'Home');
    analytics.exception('early');
    expect(browser.window.dataLayer).toBeUndefined();
    analytics.start();
    expect(gaEvents(browser, 'page_view')).toHaveLength(1);
    expect(gaEvents(browser, 'exception')).toEqual([
      ['event', 'exception', { description: 'early', fatal: false, send_to: 'G-TEST123' }],
    ]);
  });

  it('sends exceptions to Google Analytics and to Sentry', async () => {
    const browser = fakeBrowser();
    const captured: unknown[] = [];
    const sentry: SentryGlobal = {
      captureException: (error) => captured.push(error),
      onLoad: (cb) => cb(),
    };
    const analytics = createAnalytics(config, browser.env);
    analytics.start();
    const error = new Error('Service worker registration failed');
    analytics.exception(error);
    analytics.exception('Fatal thing', true);
    expect(gaEvents(browser, 'exception').map((event) => event[2])).toEqual([
      { description: 'Service worker registration failed', fatal: false, send_to: 'G-TEST123' },
      { description: 'Fatal thing', fatal: true, send_to: 'G-TEST123' },
    ]);
    browser.paint();
    browser.window.Sentry = sentry;
    browser.finishLoading('https://js.sentry-cdn.com/abc123.min.js');
    await settle();
    expect(captured).toEqual([error, 'Fatal thing']);
  });

  it('does not load Sentry off the production host, while the rest starts', () => {
    const browser = fakeBrowser({ hostname: 'skerry-preview.netlify.app' });
    createAnalytics(config, browser.env).start();
    browser.paint();
    expect(browser.srcs()).toEqual(allScripts.filter((src) => !src.includes('sentry')));
  });

  it('logs a tracker that fails to start and starts the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const browser = fakeBrowser({ window: { gtag: 'not a function' as never } });
    createAnalytics(config, browser.env).start();
    browser.paint();
    expect(error).toHaveBeenCalledWith(
      '[analytics] Google Analytics did not start',
      expect.any(TypeError),
    );
    expect(browser.srcs()).toEqual(allScripts.slice(1));
  });
});

describe('on the server', () => {
  it('is a no-op that touches no browser global', () => {
    expect(typeof window).toBe('undefined');
    const analytics = createAnalytics(config);
    expect(() => {
      analytics.start();
      analytics.pageview('/', 'Home');
      analytics.exception(new Error('x'), true);
    }).not.toThrow();
    expect('dataLayer' in globalThis).toBe(false);
    expect('_paq' in globalThis).toBe(false);
    expect('sentryOnLoad' in globalThis).toBe(false);
  });
});
