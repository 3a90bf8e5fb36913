export interface Deadline {
  /** Aborts on the caller's signal or at the timeout; undefined when there is neither. */
  signal: AbortSignal | undefined;
  timedOut(): boolean;
  /** Stops the timer and forgets the caller's signal once the response has been read. */
  dispose(): void;
}

/**
 * One signal for the caller's abort and the timeout, written by hand rather than with
 * `AbortSignal.any`/`AbortSignal.timeout` because browsers only gained `any` in 2024 and the
 * caller must learn which of the two ended the request.
 */
export function createDeadline(
  signal: AbortSignal | undefined,
  timeout: number | undefined,
): Deadline {
  const hasTimeout = timeout !== undefined && timeout > 0 && Number.isFinite(timeout);
  if (!signal && !hasTimeout) {
    return { signal: undefined, timedOut: () => false, dispose: () => {} };
  }
  const controller = new AbortController();
  let timedOut = false;
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  const timer = hasTimeout
    ? setTimeout(() => {
        timedOut = true;
        controller.abort(new DOMException(`Timed out after ${timeout} ms`, 'TimeoutError'));
      }, timeout)
    : undefined;
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}
