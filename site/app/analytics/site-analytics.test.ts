import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Analytics } from './analytics.ts';

const site = vi.hoisted(() => ({ analytics: undefined as unknown, trackerCodeLoaded: false }));
vi.mock('virtual:skerry/config', () => ({
  default: {
    get analytics() {
      return site.analytics;
    },
  },
}));
vi.mock('./analytics.ts', async (original) => {
  site.trackerCodeLoaded = true;
  return original();
});

const { siteAnalytics, whenLoaded } = await import('./site-analytics.ts');

function recorder() {
  const calls: string[] = [];
  const analytics: Analytics = {
    start: () => calls.push('start'),
    pageview: (path, title) => calls.push(`pageview ${path} ${title}`),
    exception: (error, fatal) => calls.push(`exception ${String(error)} ${fatal}`),
  };
  return { calls, analytics };
}

afterEach(() => vi.restoreAllMocks());

describe('siteAnalytics', () => {
  it('loads no tracker code when the configuration turns no tracker on', () => {
    site.analytics = { hotjar: { hjid: 1, enabled: false } };
    const analytics = siteAnalytics();
    analytics.start();
    analytics.pageview('/', 'Home');
    expect(site.trackerCodeLoaded).toBe(false);
  });

  it('loads the tracker code once a tracker is configured, and keeps one instance', async () => {
    site.analytics = { googleAnalytics: { measurementId: 'G-TEST12345' } };
    const first = siteAnalytics();
    expect(siteAnalytics()).toBe(first);
    await vi.waitFor(() => expect(site.trackerCodeLoaded).toBe(true));
  });
});

describe('whenLoaded', () => {
  it('passes the calls made while loading on, in their order, then the later ones', async () => {
    const { calls, analytics } = recorder();
    let loaded!: (value: Analytics) => void;
    const deferred = whenLoaded(new Promise<Analytics>((resolve) => (loaded = resolve)));
    deferred.start();
    deferred.pageview('/a/', 'A');
    deferred.exception('boom', true);
    expect(calls).toEqual([]);
    loaded(analytics);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    deferred.pageview('/b/', 'B');
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(calls).toEqual(['start', 'pageview /a/ A', 'exception boom true', 'pageview /b/ B']);
  });

  it('drops the calls and logs once when the code cannot load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const deferred = whenLoaded(Promise.reject(new Error('chunk gone')));
    deferred.start();
    deferred.pageview('/', 'Home');
    await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[1])).toContain('chunk gone');
  });
});
