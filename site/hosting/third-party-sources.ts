import type siteConfig from '../site.config.ts';

// The configuration's type, read from the configuration itself: `hosting/` stays below `app/`,
// where its schema lives.
type SiteConfig = typeof siteConfig;

/** The directives a configured service needs beyond the site's own origin. */
export type CspDirective =
  'script-src' | 'connect-src' | 'img-src' | 'style-src' | 'font-src' | 'frame-src';
export type CspSources = Partial<Record<CspDirective, string[]>>;

/** What each service loads and talks to, as its vendor documents it for a Content-Security-Policy. */
const googleAnalytics: CspSources = {
  'script-src': ['https://www.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

const hotjar: CspSources = {
  'script-src': ['https://*.hotjar.com'],
  'connect-src': ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
  'img-src': ['https://*.hotjar.com'],
  'style-src': ['https://*.hotjar.com'],
  'font-src': ['https://*.hotjar.com'],
};

const docSearch: CspSources = {
  'connect-src': ['https://*.algolia.net', 'https://*.algolianet.com'],
};

function origin(url: string): string {
  return new URL(url).origin;
}

function merge(...parts: CspSources[]): CspSources {
  const merged: CspSources = {};
  for (const part of parts) {
    for (const [directive, sources] of Object.entries(part) as [CspDirective, string[]][]) {
      merged[directive] = [...new Set([...(merged[directive] ?? []), ...sources])];
    }
  }
  return merged;
}

/**
 * The third-party sources the configured services need, for the server's Content-Security-Policy.
 * With the default configuration (nothing configured) it is empty, and the policy allows only the
 * site itself.
 */
export function thirdPartySources(
  config: Pick<SiteConfig, 'analytics' | 'search'> & Partial<Pick<SiteConfig, 'storybook'>>,
): CspSources {
  const { analytics } = config;
  const parts: CspSources[] = [];
  if (analytics?.googleAnalytics) parts.push(googleAnalytics);
  if (analytics?.matomo) {
    const tracker = origin(analytics.matomo.trackerUrl);
    parts.push({ 'script-src': [tracker], 'connect-src': [tracker], 'img-src': [tracker] });
  }
  if (analytics?.hotjar?.enabled) parts.push(hotjar);
  if (analytics?.sentry) {
    const script = analytics.sentry.scriptUrl
      ? [origin(analytics.sentry.scriptUrl)]
      : ['https://js.sentry-cdn.com', 'https://browser.sentry-cdn.com'];
    parts.push({ 'script-src': script, 'connect-src': [origin(analytics.sentry.dsn)] });
  }
  if (config.search.docsearch) parts.push(docSearch);
  if (config.storybook) parts.push({ 'frame-src': [origin(config.storybook.url)] });
  return merge(...parts);
}
