import type * as Resvg from '@resvg/resvg-js';

/**
 * resvg, loaded on first use only: its allocator reads its settings as the module loads, after
 * the build has set them (`card-allocator.ts`), and a build whose cards are all cached never
 * loads it. A type-only import loads nothing.
 */
let loading: Promise<typeof Resvg> | undefined;

export function rasterizer(): Promise<typeof Resvg> {
  return (loading ??= import('@resvg/resvg-js'));
}
