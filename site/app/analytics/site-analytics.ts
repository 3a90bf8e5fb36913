import config from 'virtual:skerry/config';
import { type Analytics, createAnalytics } from './analytics.ts';

let instance: Analytics | undefined;

/** The site's one analytics instance, from the build's configuration; a no-op when none is set. */
export function siteAnalytics(): Analytics {
  instance ??= createAnalytics(config.analytics ?? undefined);
  return instance;
}
