import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SiteConfigInput, defineSiteConfig } from './define.ts';

const minimal: SiteConfigInput = { themeColor: '#0065ab', sidebar: { groups: [] } };
const docsearch = {
  appId: 'ABCDEF1234',
  apiKey: '0123456789abcdef0123456789abcdef',
  indexName: 'skerry',
};

afterEach(() => vi.unstubAllEnvs());

describe('defineSiteConfig', () => {
  it('leaves every service off by default', () => {
    const config = defineSiteConfig(minimal);
    expect(config.analytics).toBeUndefined();
    expect(config.search.docsearch).toBeUndefined();
  });

  it('takes a sidebar link to another site or to a path below the base, and nothing else', () => {
    const link = (href: string) =>
      defineSiteConfig({ ...minimal, sidebar: { groups: [{ title: 'Storybook', href }] } });
    expect(link('/storybook/').sidebar.groups).toEqual([
      { title: 'Storybook', href: '/storybook/' },
    ]);
    expect(link('https://storybook.example/').sidebar.groups).toHaveLength(1);
    expect(() => link('storybook/')).toThrow('sidebar.groups.0');
    expect(() => link('/storybook')).toThrow('sidebar.groups.0');
  });

  it('accepts a complete DocSearch section', () => {
    const config = defineSiteConfig({ ...minimal, search: { docsearch } });
    expect(config.search.docsearch).toEqual(docsearch);
  });

  it.each([
    [{ appId: docsearch.appId, indexName: 'skerry' }, 'search.docsearch.apiKey'],
    [{ ...docsearch, appId: 'abc' }, 'search.docsearch.appId: an Algolia application id'],
    [{ ...docsearch, apiKey: 'admin-key' }, 'search.docsearch.apiKey: the search-only API key'],
    [{ ...docsearch, indexName: '' }, 'search.docsearch.indexName'],
  ])('fails the build on a DocSearch mistake, naming the field (%#)', (section, message) => {
    expect(() =>
      defineSiteConfig({
        ...minimal,
        search: { docsearch: section as typeof docsearch },
      }),
    ).toThrow(message);
  });

  it('fails the build on an analytics mistake, naming the field', () => {
    expect(() =>
      defineSiteConfig({
        ...minimal,
        analytics: {
          googleAnalytics: { measurementId: 'UA-1' },
          hotjar: { hjid: 0, enabled: true },
        },
      }),
    ).toThrow(
      /analytics: googleAnalytics\.measurementId must be a GA4 measurement id[\s\S]*analytics: hotjar\.hjid must be a positive whole number/,
    );
  });

  it('takes services from SKERRY_SITE_CONFIG_JSON, validated like the file', () => {
    vi.stubEnv(
      'SKERRY_SITE_CONFIG_JSON',
      JSON.stringify({ analytics: { googleAnalytics: { measurementId: 'G-ABC123' } } }),
    );
    expect(defineSiteConfig(minimal).analytics).toEqual({
      googleAnalytics: { measurementId: 'G-ABC123' },
    });
    vi.stubEnv(
      'SKERRY_SITE_CONFIG_JSON',
      JSON.stringify({ search: { docsearch: { appId: 'x' } } }),
    );
    expect(() => defineSiteConfig(minimal)).toThrow('search.docsearch.appId');
  });
});
