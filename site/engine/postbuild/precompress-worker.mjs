// One thread of the precompression pool (precompress.ts): writes `.br` and `.gz` beside each
// file it is sent, with zlib's synchronous calls; for a gzipped file (`unpack`), only a `.br` of
// its unpacked content, when that is smaller. Plain JavaScript, so the thread starts without
// a TypeScript loader.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

const { minimumBytes } = workerData;

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
