import type { SizesFile } from '../src/sizes-file.ts';
import { budgets, type SizeReport } from './size-check.ts';

/** The figures of `report` with their budgets, as `dist/sizes.json` holds them. */
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
