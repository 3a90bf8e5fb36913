function mediaType(headers: Headers): string {
  return (headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function isJsonType(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json');
}

/**
 * Reads a response by its content type: JSON (`application/json`, `*+json`) parsed, `text/*` as a
 * string, anything else as a Blob (it keeps its type and goes straight to `URL.createObjectURL`).
 * An empty body (204, HEAD, `Content-Length: 0`) is null whatever the type, and so is JSON that
 * cannot be parsed: a broken error page must not hide the status behind a SyntaxError.
 */
export async function parseBody(response: Response): Promise<unknown> {
  const type = mediaType(response.headers);
  if (isJsonType(type)) {
    const text = await response.text();
    if (text.trim() === '') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  }
  if (type.startsWith('text/')) {
    const text = await response.text();
    return text === '' ? null : text;
  }
  const blob = await response.blob();
  return blob.size === 0 ? null : blob;
}
