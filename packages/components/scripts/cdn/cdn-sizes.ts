import { gzipSync } from 'node:zlib';
import { type CdnFile, litChunkName } from './bundle-cdn.ts';

/** Gzipped bytes of the CDN build as a page without a bundler downloads it, file by file. */
export interface CdnSizes {
  /** The one Lit chunk every component shares, counted once. */
  lit: number;
  /** `autoloader.js`, which imports nothing up front. */
  autoloader: number;
  /**
   * Each component's module (by tag) with every chunk it imports up front beyond Lit: what a
   * page showing that component alone downloads, besides Lit. Each file is gzipped on its own,
   * as it is served.
   */
  components: Record<string, number>;
}

/** The budgets of the CDN build, by the same keys (`size-budgets.json` `cdn`). */
export type CdnBudgets = CdnSizes;

const gzipSize = (code: string): number => gzipSync(code, { level: 9 }).length;

/** The chunk of Lit, which must be one: two would load Lit twice on a page with two components. */
export function litChunks(files: CdnFile[]): CdnFile[] {
  return files.filter((file) => file.fileName.startsWith(`chunks/${litChunkName}-`));
}

/**
 * The CDN build's sizes for the components `tags` names (tag → module name), and a failure for
 * each budget exceeded or missing, and for Lit not in exactly one chunk.
 */
export function cdnSizes(
  files: CdnFile[],
  modules: Record<string, string>,
  budgets: CdnBudgets,
): { sizes: CdnSizes; failures: string[] } {
  const failures: string[] = [];
  const byName = new Map(files.map((file) => [file.fileName, file]));
  const lit = litChunks(files);
  if (lit.length !== 1) {
    failures.push(`the CDN build has ${lit.length} Lit chunks; every component must share one`);
  }
  const litFiles = new Set(lit.map((file) => file.fileName));
  /** A file and what it imports up front, recursively, without Lit. */
  const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(fileName) || litFiles.has(fileName)) return seen;
    const file = byName.get(fileName);
    if (!file) throw new Error(`the CDN build has no ${fileName}`);
    seen.add(fileName);
    for (const imported of file.imports) closure(imported, seen);
    return seen;
  };
  const bytes = (fileName: string) => gzipSize(byName.get(fileName)?.code ?? '');
  const components = Object.fromEntries(
    Object.entries(modules).map(([tag, name]) => [
      tag,
      [...closure(`components/${name}.js`)].reduce((sum, fileName) => sum + bytes(fileName), 0),
    ]),
  );
  const sizes: CdnSizes = {
    lit: lit.reduce((sum, file) => sum + gzipSize(file.code), 0),
    autoloader: bytes('autoloader.js'),
    components,
  };
  const over = (what: string, size: number, limit: number | undefined) => {
    if (limit === undefined)
      failures.push(`${what} has no budget in scripts/size-budgets.json cdn`);
    else if (size > limit) failures.push(`${what} is ${size} B gzip, over its ${limit} B budget`);
  };
  over('the CDN build’s Lit chunk', sizes.lit, budgets.lit);
  over('cdn/autoloader.js', sizes.autoloader, budgets.autoloader);
  for (const [tag, size] of Object.entries(components)) {
    over(`${tag} in the CDN build (besides Lit)`, size, budgets.components[tag]);
  }
  for (const tag of Object.keys(budgets.components)) {
    if (!Object.hasOwn(components, tag)) {
      failures.push(`scripts/size-budgets.json cdn has a budget for ${tag}, which is not exported`);
    }
  }
  return { sizes, failures };
}
