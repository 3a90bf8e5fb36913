/** Characters a query may carry as they are (RFC 3986), `%` included so existing escapes stay. */
const unsafeInQuery = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/g;

/**
 * The `Location` of a redirect within the site: the decoded path re-encoded segment by segment,
 * plus the request's own query. Re-encoding means nothing a reader typed can end up as header
 * syntax or as `//other.host`, so the result is always a path on this origin.
 */
export function sameOriginLocation(pathname: string, search: string): string {
  const path = pathname.split('/').map(encodeURIComponent).join('/');
  if (!path.startsWith('/') || path.startsWith('//')) {
    // parseRequestTarget already refuses such paths; this guards against a future caller.
    throw new Error(`Refusing to redirect to a path that is not on this origin: ${path}`);
  }
  return path + search.replace(unsafeInQuery, encodeURIComponent);
}
