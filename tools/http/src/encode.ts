/** One `%XX` escape of an already encoded value. */
const escapePattern = /(%[0-9A-Fa-f]{2})/;

/**
 * Percent-encodes everything but RFC 3986's unreserved characters, as UTF-8. `encodeURIComponent`
 * alone leaves `!'()*` as they are, which some servers read as delimiters.
 */
export function encodeUnreserved(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Percent-encodes a value that may hold URL syntax of its own (`{+base}`): reserved characters and
 * existing escapes pass through, anything else is encoded.
 */
export function encodeReserved(value: string): string {
  return value
    .split(escapePattern)
    .map((part, index) =>
      // split() with a capture group puts the escapes at the odd indices.
      index % 2 === 1 ? part : encodeURI(part).replace(/%5B/gi, '[').replace(/%5D/gi, ']'),
    )
    .join('');
}
