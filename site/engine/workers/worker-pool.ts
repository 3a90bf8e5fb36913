import os from 'node:os';
import { Worker } from 'node:worker_threads';

/** What a pool's worker answers for a job: done (its own shape), or failed. */
type Answer<Done> = Done | { failed: string; message: string } | { ready: true };

/** Jobs a worker holds at once: one running, one waiting, so it never idles for a message. */
const inFlight = 2;

/**
 * Runs `jobs` on a pool of worker threads running `script`, the build's parallel steps (the
 * prerender, the compression). One worker per core, but no more than one per `jobsPerWorker`
 * jobs, since starting a worker costs more than a few jobs. A worker that loads
 * something first says `{ ready: true }` before it is given jobs (`waitsForReady`). Resolves with
 * the number of workers once every job is done; rejects on the first failure, naming the job.
 */
export async function runWorkerPool<Job, Done extends object>(options: {
  script: URL;
  workerData: unknown;
  jobs: readonly Job[];
  jobsPerWorker: number;
  /** At most this many workers; one per core when unset. */
  workers?: number;
  waitsForReady: boolean;
  /** The work, in the errors: "Prerendering <job> failed", "A prerender worker stopped". */
  names: { doing: string; worker: string };
  /** Makes a job's message here, as a worker is given it (the job itself when unset). */
  prepare?: (job: Job) => Promise<unknown>;
  onDone: (answer: Done) => void;
}): Promise<number> {
  const queue = [...options.jobs];
  const count = Math.max(
    1,
    Math.min(
      options.workers ?? os.availableParallelism(),
      Math.ceil(queue.length / options.jobsPerWorker),
    ),
  );
  const pool: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let pending = queue.length;
      let failed = false;
      const fail = (error: Error) => {
        failed = true;
        reject(error);
      };
      if (pending === 0) resolve();
      const feed = (worker: Worker) => {
        if (queue.length === 0 || failed) return;
        const job = queue.shift() as Job;
        if (!options.prepare) return worker.postMessage(job);
        options.prepare(job).then(
          (message) => failed || worker.postMessage(message),
          (error: Error) =>
            fail(
              new Error(`${options.names.doing} ${String(job)} failed: ${error.stack ?? error}`),
            ),
        );
      };
      const fill = (worker: Worker) => {
        for (let n = 0; n < inFlight; n++) feed(worker);
      };
      for (let i = 0; i < count; i++) {
        const worker = new Worker(options.script, { workerData: options.workerData });
        pool.push(worker);
        worker.on('message', (answer: Answer<Done>) => {
          if ('failed' in answer) {
            fail(new Error(`${options.names.doing} ${answer.failed} failed: ${answer.message}`));
          } else if ('ready' in answer) {
            fill(worker);
          } else {
            options.onDone(answer);
            if (--pending === 0) resolve();
            else feed(worker);
          }
        });
        worker.on('error', fail);
        worker.on('exit', (code) => {
          if (pending > 0) {
            fail(new Error(`A ${options.names.worker} worker stopped with code ${code}.`));
          }
        });
        if (!options.waitsForReady) fill(worker);
      }
    });
  } finally {
    // A worker may hold timers after its last job (the prerender's render timeout): end it.
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
  return count;
}
