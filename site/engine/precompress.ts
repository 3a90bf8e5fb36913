import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const compressible = /\.(?:html|js|mjs|css|json|svg|webmanifest|xml|txt|map)$/;
/** Below this, the compressed file saves less than the bytes of its headers. */
const minimumBytes = 1024;

/**
 * Brotli's level for a file. The shell every page loads gets the smallest output (11). Other
 * hashed assets — a module per page, lazy chunks, icons: a thousand in a large site — get 9,
 * about four times faster and within a tenth in size; pages, one per URL, 6, about ninety
 * times faster than 11 and also within a tenth.
 */
function brotliQuality(relative: string, shell: ReadonlySet<string>): number {
  if (shell.has(relative)) return 11;
  return relative.startsWith(`assets${path.sep}`) ? 9 : 6;
}

/** Files a worker holds at once: one compressing, one waiting, so it never idles for a message. */
const inFlight = 2;

type Answer =
  { done: string; bytes: number; brotliBytes: number } | { failed: string; message: string };

/**
 * Writes `.br` and `.gz` beside every text file of the built site, so that static servers that
 * serve precompressed files (ours, nginx's gzip_static, most CDNs) never compress on request.
 * `shell` names, relative to `dir`, the files every page loads; `skip` says which to leave (relative
 * to `dir`): files still being written, or those an earlier call `listed`, so the files that are
 * final can be compressed while others are still being written. The files are compressed on a
 * pool of worker threads, one per core (`precompress-worker.mjs`), largest first: zlib's
 * asynchronous calls on the build's own thread kept that thread busy in zlib's stream code and
 * in collecting the garbage of the build's large heap, and left the cores half idle.
 */
export async function precompress(
  dir: string,
  options: { shell?: ReadonlySet<string>; skip?: (relative: string) => boolean } = {},
): Promise<{ files: number; bytes: number; brotliBytes: number; listed: string[] }> {
  const shell = options.shell ?? new Set<string>();
  const skip = options.skip ?? (() => false);
  const listed = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((relative) => compressible.test(relative) && !skip(relative));
  const queue = listed
    .map((relative) => {
      const file = path.join(dir, relative);
      const stat = fs.statSync(file);
      return {
        file,
        size: stat.size,
        isFile: stat.isFile(),
        quality: brotliQuality(relative, shell),
      };
    })
    .filter((job) => job.isFile)
    .sort((a, b) => b.size - a.size)
    .map(({ file, quality }) => ({ file, quality }));
  const total = { files: 0, bytes: 0, brotliBytes: 0, listed };
  const count = Math.max(1, Math.min(os.availableParallelism(), Math.ceil(queue.length / 20)));
  const pool: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let pending = queue.length;
      if (pending === 0) resolve();
      const feed = (worker: Worker) => {
        const next = queue.shift();
        if (next) worker.postMessage(next);
      };
      for (let i = 0; i < count; i++) {
        const worker = new Worker(new URL('./precompress-worker.mjs', import.meta.url), {
          workerData: { minimumBytes },
        });
        pool.push(worker);
        worker.on('message', (answer: Answer) => {
          if ('failed' in answer) {
            reject(new Error(`Compressing ${answer.failed} failed: ${answer.message}`));
            return;
          }
          if (answer.bytes > 0) {
            total.files += 1;
            total.bytes += answer.bytes;
            total.brotliBytes += answer.brotliBytes;
          }
          if (--pending === 0) resolve();
          else feed(worker);
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (pending > 0) reject(new Error(`A compression worker stopped with code ${code}.`));
        });
        for (let n = 0; n < inFlight; n++) feed(worker);
      }
    });
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
  return total;
}
