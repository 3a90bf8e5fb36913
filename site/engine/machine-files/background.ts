import os from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  type MachineFilesOptions,
  type PreparedMachineFiles,
  prepareMachineFiles,
} from './prepare-machine-files.ts';
import { scannedPages } from '../page-data/page-data.ts';
import { loadRasterizer } from './social-card/card-allocator.ts';

interface Running {
  result: Promise<PreparedMachineFiles>;
  worker: Worker;
}
type Started = Map<string, Running>;
// On globalThis because Vite loads the config, and with it this module, anew for each build.
const started = ((globalThis as { __skerryMachineFiles?: Started }).__skerryMachineFiles ??=
  new Map());

const keyOf = (options: Omit<MachineFilesOptions, 'parallel'>) =>
  JSON.stringify([options.contentDir, options.cacheDir, options.config]);

/**
 * Runs `prepareMachineFiles` on a worker thread. The worker does not keep the process alive
 * while nobody waits for it (a build that fails before its end must still exit); `machineFiles`
 * refs it once the post-build step does wait.
 */
function onWorker(options: MachineFilesOptions): Running {
  loadRasterizer();
  // The pages the route table's scan read go along (cloned: a third of a second for a thousand
  // pages), so the worker does not parse and expand every page again (seconds of a core).
  const scanned = scannedPages(options.contentDir, options.config.base);
  const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
    workerData: { ...options, scanned } satisfies MachineFilesOptions,
  });
  worker.unref();
  const result = new Promise<PreparedMachineFiles>((resolve, reject) => {
    worker.once(
      'message',
      (answer: { ok: true; prepared: PreparedMachineFiles } | { ok: false; message: string }) => {
        if (answer.ok) resolve(answer.prepared);
        else reject(new Error(`Writing the machine files failed: ${answer.message}`));
        void worker.terminate();
      },
    );
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The machine-files worker stopped with code ${code}.`));
    });
  });
  return { result, worker };
}

/**
 * Starts preparing the machine files of a content tree on a worker thread, when the build
 * starts (`early-start.ts`): the Markdown and the social cards then take the core the bundler
 * leaves idle instead of adding to the end of the build. One card at a time is rasterized, to
 * leave the bundler its share.
 */
export function startMachineFiles(options: Omit<MachineFilesOptions, 'parallel'>): void {
  const key = keyOf(options);
  if (started.has(key)) return;
  const running = onWorker({ ...options, parallel: 1 });
  // The post-build step awaits it and reports a failure; until then it must not count as unhandled.
  running.result.catch(() => undefined);
  started.set(key, running);
}

/**
 * The prepared machine files: those started with the build, or, when nothing started them (a
 * build without the plugin, a test), prepared here with every core.
 */
export function machineFiles(
  options: Omit<MachineFilesOptions, 'parallel'> & { parallel?: number },
): Promise<PreparedMachineFiles> {
  const key = keyOf(options);
  const running = started.get(key);
  if (running) {
    started.delete(key);
    // Someone waits now: the process must stay until the worker answers.
    running.worker.ref();
    return running.result;
  }
  loadRasterizer();
  return prepareMachineFiles({
    ...options,
    parallel: options.parallel ?? os.availableParallelism(),
  });
}
