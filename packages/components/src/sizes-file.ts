/*
 * The shape of `dist/sizes.json`, which the build writes (`scripts/sizes-file.ts`) and tools read
 * (the documentation site's pinbox). Types only: nothing here ships as code.
 */

/** One component's gzipped bytes, as the size check measures them, and its budget. */
export interface ComponentSize {
  /** What it adds to a page that has the shared base and primitives (what the budget limits). */
  gzip: number;
  /** Its entry imported alone: its own code and the shared base, without Lit. */
  withBase: number;
  budget?: number;
}

/** `dist/sizes.json`: the size check's figures, in gzipped bytes, with their budgets. */
export interface SizesFile {
  base: { gzip: number; budget: number };
  /** The popup, listbox and roving focus that components share, besides the base. */
  primitives: { gzip: number; budget: number };
  /** By tag. */
  components: Record<string, ComponentSize>;
  /**
   * The CDN build (`cdn/`), each file gzipped as served: its Lit chunk once, the autoloader, and
   * each component (by tag) with every chunk it pulls in up front besides Lit.
   */
  cdn: {
    lit: { gzip: number; budget: number };
    autoloader: { gzip: number; budget: number };
    components: Record<string, { gzip: number; budget?: number }>;
  };
}
