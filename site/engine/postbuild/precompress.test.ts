import fs from 'node:fs';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';
import { writeTree } from '../test-fixtures.ts';

describe('precompress', () => {
  it('writes .br and .gz beside text files that are worth it, with the same content', async () => {
    const page = '<p>Skerry</p>'.repeat(200);
    const dir = writeTree({
      'index.html': page,
      // A page's article, which client navigation fetches.
      '_articles/button/index.htm': page,
      'assets/app-abc.js': 'console.log("x");'.repeat(100),
      'tiny.txt': 'small',
      'icon.png': 'x'.repeat(5000),
    });
    const result = await precompress(dir);
    expect(result.files).toBe(3);
    expect(brotliDecompressSync(fs.readFileSync(path.join(dir, 'index.html.br'))).toString()).toBe(
      page,
    );
    expect(gunzipSync(fs.readFileSync(path.join(dir, 'index.html.gz'))).toString()).toBe(page);
    expect(fs.existsSync(path.join(dir, 'assets/app-abc.js.br'))).toBe(true);
    const article = path.join(dir, '_articles/button/index.htm');
    expect(brotliDecompressSync(fs.readFileSync(`${article}.br`)).toString()).toBe(page);
    expect(gunzipSync(fs.readFileSync(`${article}.gz`)).toString()).toBe(page);
    expect(fs.existsSync(path.join(dir, 'tiny.txt.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'icon.png.br'))).toBe(false);
    expect(result.brotliBytes).toBeLessThan(result.bytes / 5);
  });

  it('skips the files an earlier call listed, and compresses the others', async () => {
    const text = '<p>Skerry</p>'.repeat(200);
    const dir = writeTree({ 'index.html': text, 'sw.js': text });
    const first = await precompress(dir, { skip: (relative) => relative === 'sw.js' });
    expect(first.listed).toEqual(['index.html']);
    expect(fs.existsSync(path.join(dir, 'sw.js.br'))).toBe(false);
    fs.writeFileSync(path.join(dir, 'pagefind.js'), text);
    const done = new Set(first.listed);
    const second = await precompress(dir, { skip: (relative) => done.has(relative) });
    expect(second.listed.sort()).toEqual(['pagefind.js', 'sw.js']);
    expect(gunzipSync(fs.readFileSync(path.join(dir, 'sw.js.gz'))).toString()).toBe(text);
  });

  it('gives the shell every page loads brotli’s best level, other assets a faster one', async () => {
    const script = Array.from({ length: 400 }, (_, i) => `export const v${i} = ${i * 7};`).join('');
    const dir = writeTree({ 'assets/entry-a.js': script, 'assets/page-b.js': script });
    await precompress(dir, { shell: new Set([path.join('assets', 'entry-a.js')]) });
    // The window fitted to the file: 2^14 bytes hold it, 2^13 do not.
    expect(script.length).toBeGreaterThan(2 ** 13);
    expect(script.length).toBeLessThan(2 ** 14 - 16);
    const at = (quality: number) =>
      brotliCompressSync(script, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: script.length,
          [constants.BROTLI_PARAM_LGWIN]: 14,
        },
      });
    expect(fs.readFileSync(path.join(dir, 'assets/entry-a.js.br'))).toEqual(at(11));
    expect(fs.readFileSync(path.join(dir, 'assets/page-b.js.br'))).toEqual(at(9));
  });

  it('writes only a smaller .br of the unpacked content beside Pagefind’s gzipped files', async () => {
    // Pagefind's own layout: a signature, then the data, gzipped at its best level.
    const unpacked = `pagefind_dcd${'{"url":"/core-components/button/","content":"Button."}'.repeat(60)}`;
    const stored = gzipSync(unpacked, { level: 9 });
    const dir = writeTree({
      'pagefind/fragment/en_1a2b3c4.pf_fragment': stored,
      'pagefind/index/en_5d6e7f8.pf_index': stored,
      'pagefind/wasm.en.pagefind': stored,
      // Not gzip data: whatever reads it expects it as it is.
      'pagefind/pagefind.en_0a1b.pf_meta': unpacked,
    });
    const result = await precompress(dir);
    expect(result.files).toBe(3);
    for (const file of [
      'pagefind/fragment/en_1a2b3c4.pf_fragment',
      'pagefind/index/en_5d6e7f8.pf_index',
      'pagefind/wasm.en.pagefind',
    ]) {
      const brotli = fs.readFileSync(path.join(dir, `${file}.br`));
      expect(brotliDecompressSync(brotli).toString()).toBe(unpacked);
      expect(brotli.length).toBeLessThan(stored.length);
      expect(fs.existsSync(path.join(dir, `${file}.gz`))).toBe(false);
    }
    expect(fs.existsSync(path.join(dir, 'pagefind/pagefind.en_0a1b.pf_meta.br'))).toBe(false);
  });
});
