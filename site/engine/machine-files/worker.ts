import { parentPort, workerData } from 'node:worker_threads';
import { type MachineFilesOptions, prepareMachineFiles } from './prepare-machine-files.ts';

/** Prepares the machine files on this worker thread and posts them, or the error, back. */
try {
  parentPort!.postMessage({
    ok: true,
    prepared: await prepareMachineFiles(workerData as MachineFilesOptions),
  });
} catch (error) {
  parentPort!.postMessage({
    ok: false,
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}
