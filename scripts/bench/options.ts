/**
 * What `npm run bench` was asked for: its folders (moved by SKERRY_DIST_DIR, BENCH_CACHE_DIR and
 * BENCH_RESULTS_DIR), the corpus's size and cold builds, and the flags. Bad values fail at once,
 * naming the variable or flag, before anything is built.
 */
import path from 'node:path';

export type OnlyPart = 'components' | 'peers' | 'corpus';
const onlyParts: readonly OnlyPart[] = ['components', 'peers', 'corpus'];

export interface BenchOptions {
  root: string;
  siteDir: string;
  siteDist: string;
  /** The corpus and its builds, so a second checkout can bench without overwriting another's. */
  cacheDir: string;
  resultsDir: string;
  corpusSize: number;
  /** Cold builds of the corpus, each of Skerry's and of Starlight's, taken in turn. */
  corpusBuilds: number;
  skipLighthouse: boolean;
  /** Measures the existing builds again without rebuilding (no build times then). */
  reuseBuilds: boolean;
  /** Runs one part alone, without building the site. */
  only: OnlyPart | undefined;
}

export function benchOptions(
  argv: readonly string[] = process.argv,
  env: NodeJS.ProcessEnv = process.env,
): BenchOptions {
  const root = path.resolve(import.meta.dirname, '../..');
  const siteDir = path.join(root, 'site');
  const onlyAt = argv.indexOf('--only');
  const only = onlyAt === -1 ? undefined : argv[onlyAt + 1];
  if (only !== undefined && !onlyParts.includes(only as OnlyPart)) {
    throw new Error(`--only takes: ${onlyParts.join(', ')} (got ${only})`);
  }
  const corpusBuilds = Number(env.BENCH_CORPUS_BUILDS ?? 3);
  if (!Number.isInteger(corpusBuilds) || corpusBuilds < 1) {
    throw new Error(`BENCH_CORPUS_BUILDS takes a whole number ≥ 1 (got ${corpusBuilds})`);
  }
  const corpusSize = Number(env.BENCH_CORPUS_PAGES ?? 1000);
  if (!Number.isInteger(corpusSize) || corpusSize < 1) {
    throw new Error(`BENCH_CORPUS_PAGES takes a whole number ≥ 1 (got ${corpusSize})`);
  }
  return {
    root,
    siteDir,
    siteDist: path.resolve(env.SKERRY_DIST_DIR ?? path.join(siteDir, 'dist')),
    cacheDir: path.resolve(env.BENCH_CACHE_DIR ?? path.join(siteDir, '.cache')),
    resultsDir: path.resolve(env.BENCH_RESULTS_DIR ?? path.join(root, 'bench-results')),
    corpusSize,
    corpusBuilds,
    skipLighthouse: argv.includes('--no-lighthouse'),
    reuseBuilds: argv.includes('--reuse-builds'),
    only: only as OnlyPart | undefined,
  };
}
