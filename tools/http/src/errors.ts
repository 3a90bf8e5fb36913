/** The server answered, but not with a 2xx status. */
export class HttpError<Body = unknown> extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  /** The method the caller asked for, even when `emulateHTTP` sent it as a POST. */
  readonly method: string;
  /** Parsed as a successful body would be: error details often come as JSON. */
  readonly body: Body;
  readonly headers: Headers;

  constructor(options: {
    status: number;
    statusText: string;
    url: string;
    method: string;
    body: Body;
    headers: Headers;
  }) {
    const status = `${options.status}${options.statusText ? ` ${options.statusText}` : ''}`;
    super(`${options.method} ${options.url} failed with ${status}`);
    this.status = options.status;
    this.statusText = options.statusText;
    this.url = options.url;
    this.method = options.method;
    this.body = options.body;
    this.headers = options.headers;
  }
}

/** No answer at all (offline, refused, reset); the original error is the `cause`. */
export class HttpNetworkError extends Error {
  override readonly name = 'HttpNetworkError';
  readonly url: string;
  readonly method: string;

  constructor(method: string, url: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${method} ${url} failed: ${reason}`, { cause });
    this.url = url;
    this.method = method;
  }
}

/** No complete answer within the `timeout` option. */
export class HttpTimeoutError extends Error {
  override readonly name = 'HttpTimeoutError';
  readonly url: string;
  readonly method: string;
  readonly timeout: number;

  constructor(method: string, url: string, timeout: number) {
    super(`${method} ${url} timed out after ${timeout} ms`);
    this.url = url;
    this.method = method;
    this.timeout = timeout;
  }
}
