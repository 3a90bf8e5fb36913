import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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

/** Runs `work` on every item, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Writes `.br` and `.gz` beside every text file of the built site, so that static servers that
 * serve precompressed files (ours, nginx's gzip_static, most CDNs) never compress on request.
 * `shell` names, relative to `dir`, the files every page loads. Compression runs on zlib's
 * thread pool, a file per core at a time.
 */
export async function precompress(
  dir: string,
  options: { shell?: ReadonlySet<string> } = {},
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const shell = options.shell ?? new Set<string>();
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((relative) => compressible.test(relative))
    .filter((relative) => fs.statSync(path.join(dir, relative)).isFile());
  const total = { files: 0, bytes: 0, brotliBytes: 0 };
  await eachLimited(files, os.availableParallelism(), async (relative) => {
    const file = path.join(dir, relative);
    const data = await fs.promises.readFile(file);
    if (data.length < minimumBytes) return;
    const [brotli, gzipped] = await Promise.all([
      brotliAsync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality(relative, shell),
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gzipAsync(data, { level: 9 }),
    ]);
    await Promise.all([
      fs.promises.writeFile(`${file}.br`, brotli),
      fs.promises.writeFile(`${file}.gz`, gzipped),
    ]);
    total.files += 1;
    total.bytes += data.length;
    total.brotliBytes += brotli.length;
  });
  return total;
}
