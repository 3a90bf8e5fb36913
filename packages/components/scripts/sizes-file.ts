import { budgets, type SizeReport } from './size-check.ts';

/** One component's gzipped bytes, as the size check measures them, and its budget. */
export interface ComponentSize {
  /** What it adds to a page that has the shared base and primitives (what the budget limits). */
  gzip: number;
  /** Its entry imported alone: its own code and the shared base, without Lit. */
  withBase: number;
  budget?: number;
}

/** `dist/sizes.json`: the size check's figures, for whoever shows them (the site's pinbox). */
export interface SizesFile {
  base: { gzip: number; budget: number };
  /** The popup, listbox and roving focus that components share, besides the base. */
  primitives: { gzip: number; budget: number };
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

export function sizesFile(report: SizeReport): SizesFile {
  return {
    base: { gzip: report.base, budget: budgets.base },
    primitives: { gzip: report.primitives, budget: budgets.primitives },
    components: Object.fromEntries(
      Object.entries(report.sizes).map(([tag, gzip]) => [
        tag,
        { gzip, withBase: report.entrySizes[tag] ?? gzip, budget: budgets.perEntry[tag] },
      ]),
    ),
    cdn: {
      lit: { gzip: report.cdn.lit, budget: budgets.cdn.lit },
      autoloader: { gzip: report.cdn.autoloader, budget: budgets.cdn.autoloader },
      components: Object.fromEntries(
        Object.entries(report.cdn.components).map(([tag, gzip]) => [
          tag,
          { gzip, budget: budgets.cdn.components[tag] },
        ]),
      ),
    },
  };
}
