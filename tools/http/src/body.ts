export interface SerialisedBody {
  body: BodyInit | undefined;
  /** Set only for JSON: for the others fetch knows the type (or the caller said it). */
  contentType: string | undefined;
}

/** Bodies fetch already knows how to send, with their own content type where they have one. */
function isNativeBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

/** Passes native bodies through untouched and serialises anything else as JSON. */
export function serialiseBody(body: unknown): SerialisedBody {
  if (body === undefined || body === null) return { body: undefined, contentType: undefined };
  if (isNativeBody(body)) return { body, contentType: undefined };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}
