// One thread of the precompression pool (precompress.ts): writes `.br` and `.gz` beside each
// file it is sent, with zlib's synchronous calls; for a gzipped file (`unpack`), only a `.br` of
// its unpacked content, when that is smaller. Plain JavaScript, so the thread starts without
// a TypeScript loader.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

const { minimumBytes } = workerData;

/**
 * Brotli's window fitted to the file: the smallest that holds all of it. Node's streaming
 * encoder keeps the default of 22 bits whatever the size hint, and at quality 9 its setup for
 * that window was most of the work on the site's small files: the assets of the 1,000-page
 * corpus (1,080 files, 10.8 MB) took 3.2 s of CPU at 22 bits and 0.3 s fitted, and came out
 * 0.1 % smaller. Decoders need no more memory than the window, so less for small files.
 */
const windowBits = (/** @type {number} */ bytes) =>
  Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 16))),
  );

parentPort.on(
  'message',
  (/** @type {{ file: string; quality: number; unpack: boolean }} */ job) => {
    try {
      const stored = fs.readFileSync(job.file);
      const isGzip = stored[0] === 0x1f && stored[1] === 0x8b;
      // A file that should be gzip data and is not is left alone: its reader expects what it holds.
      if (job.unpack && !isGzip) {
        parentPort.postMessage({ done: job.file, bytes: 0, brotliBytes: 0 });
        return;
      }
      const data = job.unpack ? gunzipSync(stored) : stored;
      if (data.length < minimumBytes) {
        parentPort.postMessage({ done: job.file, bytes: 0, brotliBytes: 0 });
        return;
      }
      const brotli = brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: job.quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          [constants.BROTLI_PARAM_LGWIN]: windowBits(data.length),
        },
      });
      if (job.unpack) {
        // Pagefind's own gzip is what a client without brotli gets; a larger brotli copy is no gain.
        if (brotli.length >= stored.length) {
          parentPort.postMessage({ done: job.file, bytes: 0, brotliBytes: 0 });
          return;
        }
        fs.writeFileSync(`${job.file}.br`, brotli);
        parentPort.postMessage({ done: job.file, bytes: data.length, brotliBytes: brotli.length });
        return;
      }
      fs.writeFileSync(`${job.file}.br`, brotli);
      fs.writeFileSync(`${job.file}.gz`, gzipSync(data, { level: 9 }));
      parentPort.postMessage({ done: job.file, bytes: data.length, brotliBytes: brotli.length });
    } catch (error) {
      parentPort.postMessage({ failed: job.file, message: String(error?.stack ?? error) });
    }
  },
);
