import type { AnalyticsConfig } from '../analytics/config.ts';
import type { SiteConfig } from './define.ts';

/** The configuration the browser receives: validated at build time, shipped as plain data. */
export interface ClientConfig {
  title: string;
  description: string;
  themeColor: string;
  lang: string;
  base: string;
  productionUrl: string | null;
  repository: SiteConfig['repository'] | null;
  sidebar: SiteConfig['sidebar'];
  externalLinkLabel: string;
  disableScrollBehavior: boolean;
  search: SiteConfig['search'];
  offline: SiteConfig['offline'];
  storybook: SiteConfig['storybook'] | null;
  /** Only the trackers configured; null when none is. */
  analytics: AnalyticsConfig | null;
  generator: { name: string; version: string };
}
