import { CHUNK_TIMEOUT_MS, ChunkLoadError } from './chunk-error.ts';

export type ImportModule = (url: string) => Promise<unknown>;

/** The browser's own module loader; a variable URL, so the bundler leaves it alone. */
export const importModule: ImportModule = (url) => import(/* @vite-ignore */ url);

/**
 * Imports a script with a deadline. Browsers give `import()` no timeout of their own, so a
 * stalled connection would otherwise leave the reader waiting for ever. A script that arrives
 * after the deadline still lands in the module map, and the next attempt finds it there.
 */
export function loadChunk(
  url: string,
  load: ImportModule = importModule,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(url, 'timeout')), timeoutMs);
    load(url).then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(url, 'failed', error));
      },
    );
  });
}
