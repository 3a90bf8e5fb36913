import { CHUNK_TIMEOUT_MS, ChunkLoadError } from './chunk-error.ts';

export type ImportModule = (url: string) => Promise<unknown>;

/** The browser's own module loader; a variable URL, so the bundler leaves it alone. */
export const importModule: ImportModule = (url) => import(/* @vite-ignore */ url);

/**
 * `work`, or `timedOut()` if it has not settled within `ms`. Browsers give `import()` no
 * timeout of their own, so a stalled connection would otherwise leave the reader waiting for
 * ever; a script that arrives after the deadline still lands in the module map.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, timedOut: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Imports a page's script within `CHUNK_TIMEOUT_MS`, a failure or a timeout reported as a
 * `ChunkLoadError`. After a timeout the next attempt finds a late script in the module map.
 */
export function loadChunk(
  url: string,
  load: ImportModule = importModule,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): Promise<unknown> {
  return withDeadline(
    load(url).catch((error: unknown) => {
      throw new ChunkLoadError(url, 'failed', error);
    }),
    timeoutMs,
    () => new ChunkLoadError(url, 'timeout'),
  );
}
