// One thread of the precompression pool (precompress.ts): writes `.br` and `.gz` beside each
// file it is sent, with zlib's synchronous calls. Plain JavaScript, so the thread starts without
// a TypeScript loader.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const { minimumBytes } = workerData;

parentPort.on('message', (/** @type {{ file: string; quality: number }} */ job) => {
  try {
    const data = fs.readFileSync(job.file);
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
    fs.writeFileSync(`${job.file}.br`, brotli);
    fs.writeFileSync(`${job.file}.gz`, gzipSync(data, { level: 9 }));
    parentPort.postMessage({ done: job.file, bytes: data.length, brotliBytes: brotli.length });
  } catch (error) {
    parentPort.postMessage({ failed: job.file, message: String(error?.stack ?? error) });
  }
});
