import fs from 'node:fs';
import path from 'node:path';
import { runWorkerPool } from '../workers/worker-pool.ts';

/** Text a browser fetches: `htm` is each page's article, which client navigation loads. */
const compressible = /\.(?:html|htm|js|mjs|css|json|svg|webmanifest|xml|txt|map)$/;
/**
 * Pagefind's index files: its runtime (WebAssembly), the meta file, word chunks, fragments and
 * filters. Pagefind stores them gzipped and unpacks them itself, or takes them as they are when
 * the browser already did; so a brotli copy of their unpacked content can be served with
 * `Content-Encoding: br`, up to a sixth smaller than the gzip data. No `.gz` twin: the
 * file itself is that.
 */
const gzipped = /\.(?:pagefind|pf_meta|pf_index|pf_fragment|pf_filter)$/;
/** Below this, the compressed file saves less than the bytes of its headers. */
const minimumBytes = 1024;

/**
 * Brotli's level for a file. The shell every page loads gets the smallest output (11). Other
 * hashed assets — a module per page, lazy chunks, icons: a thousand in a large site — get 9,
 * within a tenth in size and, with the window fitted to each file (`precompress-worker.mjs`),
 * about thirty-five times faster on the corpus's assets; pages, one per URL, 6, about ninety
 * times faster than 11 and also within a tenth.
 */
function brotliQuality(relative: string, shell: ReadonlySet<string>): number {
  // Below 10, brotli gains little over Pagefind's own gzip. Every search loads the runtime and
  // the meta file (11) and a word chunk or two (10: about 9% smaller, some 30 ms a chunk). There
  // is a fragment per page and a query loads one per result shown: at 10 they would be 16%
  // smaller but cost some 10 s on a 1,000-page site; 5 takes 7% off at 0.3 ms a fragment.
  if (/\.(?:pagefind|pf_meta)$/.test(relative)) return 11;
  if (relative.endsWith('.pf_index')) return 10;
  if (gzipped.test(relative)) return 5;
  if (shell.has(relative)) return 11;
  return relative.startsWith(`assets${path.sep}`) ? 9 : 6;
}

/**
 * Writes `.br` and `.gz` beside every text file of the built site, so that static servers that
 * serve precompressed files (ours, nginx's gzip_static, most CDNs) never compress on request, and
 * `.br` beside Pagefind's gzipped index files (`gzipped`).
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
    .filter(
      (relative) => (compressible.test(relative) || gzipped.test(relative)) && !skip(relative),
    );
  const queue = listed
    .map((relative) => {
      const file = path.join(dir, relative);
      const stat = fs.statSync(file);
      return {
        file,
        size: stat.size,
        isFile: stat.isFile(),
        quality: brotliQuality(relative, shell),
        unpack: gzipped.test(relative),
      };
    })
    .filter((job) => job.isFile)
    .sort((a, b) => b.size - a.size)
    .map(({ file, quality, unpack }) => ({ file, quality, unpack }));
  const total = { files: 0, bytes: 0, brotliBytes: 0, listed };
  await runWorkerPool({
    script: new URL('./precompress-worker.mjs', import.meta.url),
    workerData: { minimumBytes },
    jobs: queue,
    jobsPerWorker: 20,
    waitsForReady: false,
    names: { doing: 'Compressing', worker: 'compression' },
    // A file under `minimumBytes` is answered with no bytes: left as it is.
    onDone: (answer: { bytes: number; brotliBytes: number }) => {
      if (answer.bytes === 0) return;
      total.files += 1;
      total.bytes += answer.bytes;
      total.brotliBytes += answer.brotliBytes;
    },
  });
  return total;
}
