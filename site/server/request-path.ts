/** URLs longer than this are refused before any work: no page of the site needs one. */
export const MAX_URL_LENGTH = 2048;

export type ParsedPath =
  | { ok: true; pathname: string; search: string }
  | { ok: false; status: 400 | 404 | 414; reason: string };

/**
 * Reads the request target into a decoded path. A target that is not a path is a 400, one too
 * long a 414; a malformed escape is a page that does not exist (404); anything a file system could misread — NUL bytes, backslashes, `.` and `..` segments,
 * also encoded twice — is simply not a page here (404), so nothing after this can be tricked
 * into leaving the site folder.
 */
export function parseRequestPath(rawUrl: string | undefined): ParsedPath {
  if (!rawUrl) return { ok: false, status: 400, reason: 'Missing request target' };
  if (rawUrl.length > MAX_URL_LENGTH) return { ok: false, status: 414, reason: 'URL too long' };
  if (!rawUrl.startsWith('/'))
    return { ok: false, status: 400, reason: 'Malformed request target' };
  const queryIndex = rawUrl.indexOf('?');
  const rawPath = queryIndex === -1 ? rawUrl : rawUrl.slice(0, queryIndex);
  const search = queryIndex === -1 ? '' : rawUrl.slice(queryIndex);
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    // Readers reach such URLs through broken links: they get the not-found page.
    return { ok: false, status: 404, reason: 'Malformed percent-encoding' };
  }
  if (/[\0\\]/.test(pathname) || /%(?:2e|2f|5c|00)/i.test(pathname)) {
    return { ok: false, status: 404, reason: 'Forbidden characters in path' };
  }
  const segments = pathname.split('/');
  if (segments.some((s) => s === '.' || s === '..')) {
    return { ok: false, status: 404, reason: 'Relative path segments' };
  }
  // `//host/x` must never become a redirect Location that leaves the site.
  if (pathname.startsWith('//')) return { ok: false, status: 404, reason: 'Empty path segment' };
  return { ok: true, pathname, search };
}
