import type * as Resvg from '@resvg/resvg-js';

/**
 * resvg, imported on first use only: its native module is loaded into the process by
 * `loadRasterizer` (`card-allocator.ts`), with its allocator's own setting, before the thread
 * that draws the cards starts; a static import would load it with the build's configuration,
 * under the build's setting. A type-only import loads nothing.
 */
let loading: Promise<typeof Resvg> | undefined;

export function rasterizer(): Promise<typeof Resvg> {
  return (loading ??= import('@resvg/resvg-js'));
}
