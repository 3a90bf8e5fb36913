import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

type Answer = { ready: true } | { done: string } | { failed: string; message: string };

/** Paths a worker holds at once: one rendering, one waiting, so it never idles for a message. */
const inFlight = 2;

/**
 * Renders every path into `clientDir` on a pool of worker threads, each with the server build
 * loaded once and React Router's request handler (`render-worker.mjs`). React Router's own
 * prerender matches each path against every route again (it flattens and ranks the whole route
 * list per page, quadratic in the page count) and renders on one thread; the handler matches
 * against branches ranked once, and the pool uses every core. ADR 0009 has the figures.
 */
export async function renderPages(options: {
  serverBuildFile: string;
  clientDir: string;
  paths: readonly string[];
  workers?: number;
}): Promise<{ pages: number; workers: number; ms: number }> {
  const start = performance.now();
  const queue = [...options.paths];
  const count = Math.max(
    1,
    Math.min(options.workers ?? os.availableParallelism(), Math.ceil(queue.length / 50)),
  );
  const pool: Worker[] = [];
  let rendered = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      let pending = queue.length;
      if (pending === 0) resolve();
      const feed = (worker: Worker) => {
        const next = queue.shift();
        if (next !== undefined) worker.postMessage(next);
      };
      for (let i = 0; i < count; i++) {
        const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), {
          workerData: {
            serverBuildFile: options.serverBuildFile,
            clientDir: options.clientDir,
            paths: options.paths,
          },
        });
        pool.push(worker);
        worker.on('message', (answer: Answer) => {
          if ('failed' in answer) {
            reject(new Error(`Prerendering ${answer.failed} failed: ${answer.message}`));
          } else if ('ready' in answer) {
            for (let n = 0; n < inFlight; n++) feed(worker);
          } else {
            rendered += 1;
            if (--pending === 0) resolve();
            else feed(worker);
          }
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (pending > 0) reject(new Error(`A prerender worker stopped with code ${code}.`));
        });
      }
    });
  } finally {
    // The entry's render timeout keeps a worker alive after its last page; nothing is left to do.
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
  return { pages: rendered, workers: count, ms: performance.now() - start };
}
