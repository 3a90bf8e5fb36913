import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright';
import { chromiumArgs, findChromium } from '@skerry/testing-tools/chromium';
import { pagefindOptions } from '../../site/app/search/pagefind.ts';
import { startApp } from './browser.ts';
import { median, percentile } from './measure.ts';

/** Budgets for the embedded search, checked by the benchmark's table (never by a test). */
export const searchTargets = { firstQueryBytes: 100 * 1024, queryMedianMs: 50 };

export interface SearchIndexSize {
  /** Bytes on disk of every index file: Pagefind stores them gzipped, so this is what is sent. */
  total: number;
  /** The same files unpacked, what the browser holds once they are loaded. */
  unpacked: number;
  /** The word index: its chunks, the language's meta file and the entry file that names it. */
  indexAndMeta: number;
  /** One fragment per page: the text excerpts and titles results are shown with. */
  fragments: number;
  filters: number;
  /** The search engine, one per language (a page loads only its own). */
  wasm: number;
}

/** Counts the index's files, not the runtime (`pagefind.js`) nor their .br/.gz twins. */
export function searchIndexSize(distDir: string): SearchIndexSize {
  const dir = path.join(distDir, 'pagefind');
  const size: SearchIndexSize = {
    total: 0,
    unpacked: 0,
    indexAndMeta: 0,
    fragments: 0,
    filters: 0,
    wasm: 0,
  };
  for (const entry of fs.readdirSync(dir, { recursive: true })) {
    const name = String(entry);
    const part = name.endsWith('.pf_fragment')
      ? 'fragments'
      : name.endsWith('.pf_index') || name.endsWith('.pf_meta') || name === 'pagefind-entry.json'
        ? 'indexAndMeta'
        : name.endsWith('.pf_filter')
          ? 'filters'
          : name.endsWith('.pagefind')
            ? 'wasm'
            : undefined;
    if (!part) continue;
    const data = fs.readFileSync(path.join(dir, name));
    size[part] += data.length;
    size.total += data.length;
    size.unpacked += data[0] === 0x1f && data[1] === 0x8b ? gunzipSync(data).length : data.length;
  }
  return size;
}

export interface QueryBytes {
  /** Bytes over the wire (headers included) under /pagefind/. */
  bytes: number;
  /** That total by kind: the runtime, the wasm, index chunks with meta, fragments. */
  parts: Record<string, number>;
  requests: number;
}

export interface SearchFigures {
  /** The first query typed at once, and typed key by key with every prefix searched. */
  firstQuery: QueryBytes;
  keyByKey: QueryBytes;
  queryMedianMs: number;
  queryP95Ms: number;
  /** The same queries again, nothing left to fetch. */
  repeatedMedianMs: number;
  repeatedP95Ms: number;
  queries: number;
}

export const firstQuery = 'button';

/** What a reader of a design system's docs types; some miss in the generated corpus, as in life. */
export const latencyQueries = [
  'button',
  'color',
  'dropdown',
  'focus',
  'form validation',
  'dark mode',
  'spacing',
  'typography',
  'icon',
  'dialog',
  'keyboard navigation',
  'contrast',
  'tokens',
  'border radius',
  'error state',
  'layout grid',
  'checkbox',
  'tooltip',
  'accessible label',
  'breakpoints',
];

function partOf(url: string): string {
  if (url.endsWith('.pf_fragment')) return 'fragments';
  if (/\.pf_(index|meta)$|pagefind-entry\.json/.test(url)) return 'indexAndMeta';
  if (url.endsWith('.pf_filter')) return 'filters';
  if (url.endsWith('.pagefind')) return 'wasm';
  return 'runtime';
}

async function openReady(page: Page, url: string) {
  await page.goto(url);
  await startApp(page);
  // Whatever the page fetches on its own is done before the reader starts to search.
  await page.waitForLoadState('networkidle');
}

/**
 * Whether the box shows `value`'s results: its status line answers only once they are on screen.
 * A function, not a string: Playwright polls a string with eval, which the site's CSP forbids.
 */
const settled = (value: string) =>
  document.querySelector<HTMLInputElement>('#site-search')?.value === value &&
  /found|No results/.test(document.querySelector('.sk-search__status')?.textContent ?? '');

/**
 * Types the first query into the header search and counts what it fetches under /pagefind/ until
 * its results are shown: encoded body plus headers, as DevTools shows it. Typed at once, one search is
 * sent; key by key, each prefix's results shown before the next key (a
 * slow typist), every prefix is searched too, which is the most a first query can cost. Listened
 * for on the context, not through a page's CDP session, so that a fetch from a worker would count too.
 */
async function firstQueryBytes(
  page: Page,
  url: string,
  base: string,
  keyByKey: boolean,
): Promise<QueryBytes> {
  const sizes: Promise<[string, number]>[] = [];
  page.context().on('requestfinished', (request) => {
    if (!new URL(request.url()).pathname.startsWith(`${base}pagefind/`)) return;
    sizes.push(
      (async () => {
        const [size, length] = await Promise.all([
          request.sizes(),
          request.response().then((r) => r?.headerValue('content-length')),
        ]);
        // Chromium gives no body size for some responses (a worker's own script); their
        // Content-Length is that.
        const body = size.responseBodySize || Number(length ?? 0);
        return [partOf(request.url()), body + size.responseHeadersSize];
      })(),
    );
  });
  // Listening from the page's load on: a runtime fetched before the search was opened counts.
  await openReady(page, url);
  const search = page.getByRole('combobox', { name: 'Search the documentation' });
  await search.click();
  if (keyByKey) {
    for (let i = 1; i <= firstQuery.length; i++) {
      await search.press(firstQuery[i - 1]!);
      await page.waitForFunction(settled, firstQuery.slice(0, i));
    }
  } else {
    // One input event, as a paste or fast typing within the box's pause.
    await search.fill(firstQuery);
    await page.waitForFunction(settled, firstQuery);
  }
  await page.waitForLoadState('networkidle');
  const parts: Record<string, number> = {};
  for (const [part, bytes] of await Promise.all(sizes)) parts[part] = (parts[part] ?? 0) + bytes;
  const bytes = Object.values(parts).reduce((sum, n) => sum + n, 0);
  return { bytes, parts, requests: sizes.length };
}

/**
 * Times Pagefind's own API in the page, as the site calls it: a search and the data of its first
 * five results, after a warm-up query has loaded the runtime, the wasm and the meta file. Each
 * query may still fetch its words' index chunk, as it would for a reader.
 */
async function queryTimes(page: Page, url: string, base: string) {
  await openReady(page, url);
  // A string, not a function: the TypeScript runner would add helpers the page lacks.
  const times = await page.evaluate<number[]>(`(async () => {
    const base = ${JSON.stringify(base)};
    const pagefind = await import(base + 'pagefind/pagefind.js');
    await pagefind.options(${JSON.stringify(pagefindOptions(base))});
    await pagefind.init();
    const run = async (q) => {
      const search = await pagefind.search(q);
      await Promise.all((search?.results ?? []).slice(0, 5).map((r) => r.data()));
    };
    await run('warm up');
    const times = [];
    // The second round finds every chunk and fragment loaded: what is left is Pagefind's work.
    for (let round = 0; round < 2; round++) {
      for (const q of ${JSON.stringify(latencyQueries)}) {
        const start = performance.now();
        await run(q);
        times.push(performance.now() - start);
      }
    }
    return times;
  })()`);
  return {
    first: times.slice(0, latencyQueries.length),
    repeated: times.slice(latencyQueries.length),
  };
}

/** The header search of a served site: bytes of the first query, then query latency. */
export async function searchFigures(origin: string, pagePath: string, base: string) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    // The service worker would precache, and later answer, what the search fetches.
    const fresh = async () => (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    const first = await firstQueryBytes(await fresh(), origin + pagePath, base, false);
    const keyByKey = await firstQueryBytes(await fresh(), origin + pagePath, base, true);
    const times = await queryTimes(await fresh(), origin + pagePath, base);
    return {
      firstQuery: first,
      keyByKey,
      queryMedianMs: median(times.first),
      queryP95Ms: percentile(times.first, 95),
      repeatedMedianMs: median(times.repeated),
      repeatedP95Ms: percentile(times.repeated, 95),
      queries: times.first.length,
    } satisfies SearchFigures;
  } finally {
    await browser.close();
  }
}
