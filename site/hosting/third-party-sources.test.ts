import { describe, expect, it } from 'vitest';
import { thirdPartySources } from './third-party-sources.ts';

const search = { inputSelector: '#site-search', synonyms: {} };

describe('thirdPartySources', () => {
  it('is empty with nothing configured', () => {
    expect(thirdPartySources({ search })).toEqual({});
  });

  it('allows each configured service, merging without repeats', () => {
    const sources = thirdPartySources({
      search: {
        ...search,
        docsearch: { appId: 'ABCDEF1234', apiKey: 'a'.repeat(32), indexName: 'skerry' },
      },
      analytics: {
        googleAnalytics: { measurementId: 'G-TEST123' },
        matomo: { siteId: 3, trackerUrl: 'https://stats.example.org/matomo/' },
        hotjar: { hjid: 1, enabled: false },
        sentry: { dsn: 'https://key@o1.ingest.sentry.io/42', productionDomain: 'skerry.design' },
      },
    });
    expect(sources['script-src']).toEqual([
      'https://www.googletagmanager.com',
      'https://stats.example.org',
      'https://js.sentry-cdn.com',
      'https://browser.sentry-cdn.com',
    ]);
    expect(sources['connect-src']).toContain('https://o1.ingest.sentry.io');
    expect(sources['connect-src']).toContain('https://*.algolia.net');
    // Hotjar is configured but not enabled.
    expect(JSON.stringify(sources)).not.toContain('hotjar');
  });

  it('lets a configured Storybook be framed', () => {
    expect(
      thirdPartySources({ search, storybook: { url: 'https://storybook.skerry.design/' } }),
    ).toEqual({ 'frame-src': ['https://storybook.skerry.design'] });
  });

  it('takes the origin of a self-hosted Sentry script', () => {
    const sources = thirdPartySources({
      search,
      analytics: {
        sentry: {
          dsn: 'https://key@sentry.example.org/7',
          productionDomain: 'skerry.design',
          scriptUrl: 'https://cdn.example.org/sentry/bundle.min.js',
        },
      },
    });
    expect(sources['script-src']).toEqual(['https://cdn.example.org']);
  });
});
