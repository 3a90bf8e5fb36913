import { serialiseBody } from './body.ts';
import { createDeadline } from './deadline.ts';
import { HttpError, HttpNetworkError, HttpTimeoutError } from './errors.ts';
import { mergeHeaders } from './headers.ts';
import { parseBody } from './parse-body.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface HttpRequest {
  method: HttpMethod;
  url: string;
  headers?: HeadersInit | undefined;
  /** JSON-serialised unless it is a string, FormData, Blob, URLSearchParams or binary data. */
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Milliseconds until the request, body included, is abandoned; 0 or undefined for none. */
  timeout?: number | undefined;
  /**
   * Sends PUT, PATCH and DELETE as POST with `X-HTTP-Method-Override: <METHOD>`, for servers and
   * proxies that only let GET and POST through.
   */
  emulateHTTP?: boolean | undefined;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  statusText: string;
  headers: Headers;
  url: string;
}

const overridableMethods = new Set<string>(['PUT', 'PATCH', 'DELETE']);

/**
 * One request over fetch. Resolves with the parsed body of a 2xx answer; rejects with `HttpError`
 * for any other status, `HttpTimeoutError` at the timeout, `HttpNetworkError` when no answer came,
 * and with the signal's own reason (an `AbortError` by default) when the caller aborted, so the
 * usual `error.name === 'AbortError'` check keeps working.
 */
export async function request<T = unknown>(options: HttpRequest): Promise<HttpResponse<T>> {
  const method = options.method.toUpperCase();
  const { url } = options;
  const headers = mergeHeaders(options.headers);
  const { body, contentType } = serialiseBody(options.body);
  if (contentType && !headers.has('Content-Type')) headers.set('Content-Type', contentType);
  let wireMethod = method;
  if (options.emulateHTTP && overridableMethods.has(method)) {
    headers.set('X-HTTP-Method-Override', method);
    wireMethod = 'POST';
  }

  const deadline = createDeadline(options.signal, options.timeout);
  const failure = (error: unknown): unknown => {
    if (deadline.timedOut()) return new HttpTimeoutError(method, url, options.timeout ?? 0);
    if (options.signal?.aborted) return options.signal.reason ?? error;
    return new HttpNetworkError(method, url, error);
  };
  try {
    let response: Response;
    let data: unknown;
    try {
      response = await fetch(url, { method: wireMethod, headers, body, signal: deadline.signal });
      data = await parseBody(response);
    } catch (error) {
      throw failure(error);
    }
    const { status, statusText, ok } = response;
    if (!ok)
      throw new HttpError({
        status,
        statusText,
        url,
        method,
        body: data,
        headers: response.headers,
      });
    return { data: data as T, status, statusText, headers: response.headers, url };
  } finally {
    deadline.dispose();
  }
}
