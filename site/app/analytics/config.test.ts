import { describe, expect, it } from 'vitest';
import { type AnalyticsConfig, anyTracker, validateAnalyticsConfig } from './config.ts';

const valid: AnalyticsConfig = {
  googleAnalytics: { measurementId: 'G-ABC123XYZ' },
  matomo: { siteId: 3, trackerUrl: 'https://stats.example.org/' },
  hotjar: { hjid: 123456, enabled: true },
  sentry: {
    dsn: 'https://abc123@o42.ingest.sentry.io/4567',
    productionDomain: 'skerry.design',
    environment: 'production',
  },
};

describe('validateAnalyticsConfig', () => {
  it.each([
    ['no configuration', undefined],
    ['an empty configuration', {}],
    ['a full configuration', valid],
    ['a string site id', { matomo: { siteId: '3', trackerUrl: 'https://s.example.org/m/' } }],
    ['a disabled Hotjar', { hotjar: { hjid: 1, enabled: false } }],
    [
      'a Sentry script URL',
      {
        sentry: {
          ...valid.sentry,
          scriptUrl: 'https://browser.sentry-cdn.com/9.0.0/bundle.min.js',
        },
      },
    ],
  ])('accepts %s', (_label, config) => {
    expect(validateAnalyticsConfig(config)).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['a non-object', 'G-1', 'the analytics configuration must be an object'],
    ['a misspelt tracker', { googleanalytics: {} }, 'googleanalytics is not a known option'],
    ['a non-object section', { matomo: true }, 'matomo must be an object'],
    [
      'a Universal Analytics id',
      { googleAnalytics: { measurementId: 'UA-1234-1' } },
      'googleAnalytics.measurementId',
    ],
    [
      'an unknown option',
      { googleAnalytics: { measurementId: 'G-1', anonymize: true } },
      'googleAnalytics.anonymize is not a known option',
    ],
    [
      'a zero site id',
      { matomo: { siteId: 0, trackerUrl: 'https://s.example.org/' } },
      'matomo.siteId',
    ],
    [
      'a non-numeric site id',
      { matomo: { siteId: 'abc', trackerUrl: 'https://s.example.org/' } },
      'matomo.siteId',
    ],
    [
      'an http tracker URL',
      { matomo: { siteId: 1, trackerUrl: 'http://s.example.org/' } },
      'matomo.trackerUrl',
    ],
    [
      'a relative tracker URL',
      { matomo: { siteId: 1, trackerUrl: '/stats/' } },
      'matomo.trackerUrl',
    ],
    ['a string hjid', { hotjar: { hjid: '123', enabled: true } }, 'hotjar.hjid'],
    ['a missing enabled', { hotjar: { hjid: 123 } }, 'hotjar.enabled'],
    [
      'a DSN without key',
      { sentry: { dsn: 'https://o42.ingest.sentry.io/4567', productionDomain: 'skerry.design' } },
      'sentry.dsn',
    ],
    [
      'a URL as production domain',
      { sentry: { ...valid.sentry, productionDomain: 'https://skerry.design' } },
      'sentry.productionDomain',
    ],
    [
      'a leading dot',
      { sentry: { ...valid.sentry, productionDomain: '.skerry.design' } },
      'sentry.productionDomain',
    ],
    [
      'an empty environment',
      { sentry: { ...valid.sentry, environment: '' } },
      'sentry.environment',
    ],
    [
      'an http script URL',
      { sentry: { ...valid.sentry, scriptUrl: 'http://cdn.example/x.js' } },
      'sentry.scriptUrl',
    ],
  ])('reports %s', (_label, config, problem) => {
    const problems = validateAnalyticsConfig(config);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });

  it('lists every problem, not only the first', () => {
    expect(
      validateAnalyticsConfig({
        googleAnalytics: { measurementId: '' },
        hotjar: { hjid: -1, enabled: 'yes' },
      }),
    ).toHaveLength(3);
  });
});

describe('anyTracker', () => {
  it('is true for a configuration that turns a tracker on, false otherwise', () => {
    expect(anyTracker(undefined)).toBe(false);
    expect(anyTracker({})).toBe(false);
    expect(anyTracker({ hotjar: { hjid: 1, enabled: false } })).toBe(false);
    expect(anyTracker({ hotjar: { hjid: 1, enabled: true } })).toBe(true);
    expect(anyTracker({ googleAnalytics: { measurementId: 'G-TEST12345' } })).toBe(true);
    expect(anyTracker({ matomo: { siteId: 1, trackerUrl: 'https://m.example/' } })).toBe(true);
    expect(
      anyTracker({ sentry: { dsn: 'https://k@o.ingest.sentry.io/1', productionDomain: 'x.org' } }),
    ).toBe(true);
  });
});
