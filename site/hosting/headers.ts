import { workbenchPath } from '../workbench-paths.ts';

/**
 * Headers every response carries. The Permissions-Policy names only features current browsers
 * know: an unknown one makes Chromium log a console error on every page.
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': [
    'accelerometer=()',
    'autoplay=()',
    'browsing-topics=()',
    'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'hid=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    'serial=()',
    'usb=()',
    'xr-spatial-tracking=()',
  ].join(', '),
};

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
export const CACHE_HOUR = 'public, max-age=3600';

/** The folders whose files have content-hashed names: the site's, and the workbench's. */
const hashedFolders = ['assets/', `${workbenchPath}/assets/`];

/**
 * How long a browser may keep a file, by its path below the base: hashed assets forever, pages
 * (as HTML or as Markdown) never without asking, the rest for an hour. The service worker is
 * always revalidated, or a reader could stay on an old version of the site for the hour. A page's
 * Markdown is revalidated like the page: it changes with it, and a folder of pages then needs one
 * rule in the static hosts' `_headers`, which allow few.
 */
export function cacheControlFor(relativePath: string): string {
  if (hashedFolders.some((folder) => relativePath.startsWith(folder))) return CACHE_IMMUTABLE;
  if (
    relativePath === '' ||
    relativePath.endsWith('/') ||
    relativePath.endsWith('.html') ||
    relativePath.endsWith('.md')
  ) {
    return CACHE_REVALIDATE;
  }
  if (relativePath === 'sw.js') return CACHE_REVALIDATE;
  return CACHE_HOUR;
}
