/** No page of the site needs a longer URL; refusing early bounds the work one request can cause. */
export const MAX_URL_LENGTH = 2048;

export type RequestTarget =
  | { ok: true; pathname: string; search: string }
  | { ok: false; status: 400 | 404 | 414; message: string };

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
const percentEscape = /%[0-9a-f]{2}/i;

function refuse(status: 400 | 404 | 414, message: string): RequestTarget {
  return { ok: false, status, message };
}

/**
 * Reads a request target into a decoded path that is safe to join onto a folder and to echo in a
 * redirect. What no HTTP client should send (a control character, a backslash, a fragment) is a
 * 400; a malformed escape, like what only probes for files — `.` and `..` segments, an encoded
 * `/`, a second layer of escapes, an empty segment such as the `//` of `//evil.example` — is not a
 * page of this site (404). Every later step may rely on the path starting with exactly one `/`
 * and on each segment being a plain file name.
 */
export function parseRequestTarget(url: string | undefined): RequestTarget {
  if (url === undefined || url === '') return refuse(400, 'Missing request target');
  if (url.length > MAX_URL_LENGTH) return refuse(414, 'URL too long');
  // Absolute-form (`http://host/x`) and `*` are for proxies and OPTIONS, neither of which we are.
  if (!url.startsWith('/')) return refuse(400, 'Malformed request target');
  if (url.includes('#')) return refuse(400, 'Fragment in request target');

  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : url.slice(queryStart);

  // Segment by segment, so an encoded `/` stays visible as part of one segment.
  const rawSegments = rawPath.slice(1).split('/');
  const segments: string[] = [];
  for (const raw of rawSegments) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      // Readers reach these through mangled links: they get the not-found page, as for any
      // address that is not a page.
      return refuse(404, 'Malformed percent-encoding');
    }
    if (hasControlCharacter(segment)) return refuse(400, 'Control character in path');
    if (segment.includes('\\')) return refuse(400, 'Backslash in path');
    segments.push(segment);
  }

  const last = segments.length - 1;
  for (const [index, segment] of segments.entries()) {
    if (segment === '' && index !== last) return refuse(404, 'Empty path segment');
    if (segment === '.' || segment === '..') return refuse(404, 'Relative path segment');
    if (segment.includes('/')) return refuse(404, 'Encoded slash in path');
    if (percentEscape.test(segment)) return refuse(404, 'Doubly encoded path');
  }
  return { ok: true, pathname: `/${segments.join('/')}`, search };
}
