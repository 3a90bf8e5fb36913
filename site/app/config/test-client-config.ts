import type { ClientConfig } from './client-config.ts';

/**
 * A complete client configuration for unit tests, with the production host set; a test spreads
 * it and overrides what it is about. Never imported by the app.
 */
export const testClientConfig: ClientConfig = {
  title: 'Skerry Design System',
  description: 'Site description',
  themeColor: '#0065ab',
  lang: 'en-US',
  base: '/',
  productionUrl: 'https://skerry.design',
  repository: null,
  sidebar: { groups: [] },
  externalLinkLabel: '(opens new window)',
  disableScrollBehavior: false,
  search: { inputSelector: '#site-search', synonyms: {} },
  offline: { enabled: true, killSwitch: false },
  analytics: null,
  storybook: null,
  generator: { name: 'Skerry Docs', version: '0.1.0' },
};
