/** How long a page's script may take before it counts as failed (specification §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A script file's name without folder, query or extension: `/assets/button-Cx1.js` → `button-Cx1`. */
export function chunkName(url: string): string {
  const file = url.split(/[?#]/, 1)[0]?.split('/').pop() ?? url;
  return file.replace(/\.m?js$/, '') || url;
}

/** A page's script did not arrive: it failed, or it took longer than the timeout. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly chunk: string;
  readonly url: string;
  readonly reason: 'failed' | 'timeout';

  constructor(url: string, reason: 'failed' | 'timeout', cause?: unknown) {
    const chunk = chunkName(url);
    super(`Loading chunk ${chunk} failed`, { cause });
    this.chunk = chunk;
    this.url = url;
    this.reason = reason;
  }
}
