import { workbenchStoryPage } from '../workbench-paths.ts';
import { HTML_TYPE, contentTypeFor } from './content-types.ts';
import { cacheControlFor } from './headers.ts';

/** A page or file the site serves with status 200, as `resolveRoute` names it. */
export interface ServedFile {
  kind: 'page' | 'file';
  /** Its path below the site root: `core-components/button/index.html`, `assets/x.js`. */
  relative: string;
}

/**
 * Whether the site's own pages may frame this page: only the workbench's page of one story,
 * which StorybookEmbed shows (and the workbench itself frames).
 */
export function framedBySite(relative: string): boolean {
  return relative === workbenchStoryPage;
}

/**
 * The headers the site adds to a page or file it serves, besides `securityHeaders` (which every
 * answer carries) and what the file sender works out itself (length, ETag, encoding): the
 * content type where we set it, the page's Content-Security-Policy (`policyOf`, told whether
 * the site may frame the page; null when the page carries its own), and how long it may be
 * cached. `npm start` sets these before sirv sends the file; the build writes the same into the
 * static hosts' `_headers`, so a CDN answers as the local server does.
 */
export function fileHeaders(
  served: ServedFile,
  policyOf: (framedBySite: boolean) => string | null,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (served.kind === 'page') {
    headers['Content-Type'] = HTML_TYPE;
    const policy = policyOf(framedBySite(served.relative));
    if (policy !== null) headers['Content-Security-Policy'] = policy;
  } else {
    const type = contentTypeFor(served.relative);
    if (type) headers['Content-Type'] = type;
  }
  headers['Cache-Control'] = cacheControlFor(served.relative);
  return headers;
}
