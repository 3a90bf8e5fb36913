import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * How long resvg's allocator keeps freed memory before giving it back, in milliseconds.
 *
 * resvg's native module allocates with mimalloc, which by default returns a freed pixel buffer
 * to the system 10 ms later: each card then faulted its 3 MB of pixels in afresh, about a
 * quarter of the corpus build's system time (ADR 0009, addendum of 2026-11-29). A second is long
 * enough for the next card to reuse the buffer.
 *
 * Each native module carries its own mimalloc, which reads the setting from the process's
 * environment once, when the module loads. The bundler's (Rolldown's, oxc's, in this process
 * and in the workbench's) and Pagefind's should give freed memory back at once instead: with a
 * second's delay for the whole build, the build's process peaked some 190 MB higher (ADR 0009,
 * addendum of 2026-11-30). The build script sets no delay; `loadRasterizer` gives resvg its own.
 */
export const cardPurgeDelay = '1000';

/**
 * Loads resvg's native module into the process with `cardPurgeDelay` in the environment, and
 * puts the environment back as it was, so that nothing started later (the workbench's build,
 * Pagefind) takes the setting. Only the main thread's `process.env` is the process's environment
 * (a worker's is a copy), so this runs there, before the thread that draws the cards starts;
 * that thread's own import of resvg (`rasterizer.ts`) finds the module loaded.
 */
export function loadRasterizer(env: NodeJS.ProcessEnv = process.env): void {
  const before = env.MIMALLOC_PURGE_DELAY;
  env.MIMALLOC_PURGE_DELAY = cardPurgeDelay;
  try {
    require('@resvg/resvg-js');
  } finally {
    if (before === undefined) delete env.MIMALLOC_PURGE_DELAY;
    else env.MIMALLOC_PURGE_DELAY = before;
  }
}
