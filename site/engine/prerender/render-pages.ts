import { performance } from 'node:perf_hooks';
import { runWorkerPool } from '../workers/worker-pool.ts';
import type { ServerBuildImports } from './server-build-imports.ts';

/**
 * Renders every path into `clientDir` on a pool of worker threads, each with the server build
 * loaded once and React Router's request handler (`render-worker.mjs`). React Router's own
 * prerender matches each path against every route again (it flattens and ranks the whole route
 * list per page, quadratic in the page count) and renders on one thread; the handler matches
 * against branches ranked once, and the pool uses every core. ADR 0009 has the figures. A content
 * page is rendered by a handler that knows its own route and the not-found route alone: React
 * Router's render still converts and matches every route it is given, for each page.
 */
export async function renderPages(options: {
  serverBuildFile: string;
  clientDir: string;
  paths: readonly string[];
  /** Where the build's bare imports resolve from, when its folder cannot find them itself. */
  imports?: ServerBuildImports | null;
  /**
   * The pages that share the article route module, which the server build does not hold
   * (docs/decisions/0025): each one's MDX compiled, by its path, made as its turn comes.
   */
  article?: (routePath: string) => Promise<string | undefined>;
  workers?: number;
}): Promise<{ pages: number; workers: number; ms: number }> {
  const start = performance.now();
  let rendered = 0;
  let compiled: Promise<unknown> = Promise.resolve();
  const workers = await runWorkerPool({
    script: new URL('./render-worker.mjs', import.meta.url),
    workerData: {
      serverBuildFile: options.serverBuildFile,
      clientDir: options.clientDir,
      paths: options.paths,
      imports: options.imports ?? null,
    },
    jobs: options.paths,
    jobsPerWorker: 50,
    workers: options.workers,
    // Each worker loads the server build before it takes a page.
    waitsForReady: true,
    names: { doing: 'Prerendering', worker: 'prerender' },
    // This thread compiles the page the next worker takes while the workers render, one page at
    // a time, in order: the compile has this thread's reading of every page at hand.
    prepare: (pagePath) =>
      (compiled = compiled.then(async () => {
        const article = await options.article?.(`${pagePath}/`.replace(/\/\/+/g, '/'));
        return article === undefined ? { path: pagePath } : { path: pagePath, article };
      })),
    onDone: () => (rendered += 1),
  });
  return { pages: rendered, workers, ms: performance.now() - start };
}
