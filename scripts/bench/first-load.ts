import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../chromium.ts';
import { gzipSize } from './measure.ts';

export interface FetchedFirstLoad {
  /** Scripts, and the data they fetch (navigation data, route lists): gzip, as built. */
  js: number;
  /** The part of `js` that is data (`.json`). */
  data: number;
  css: number;
  /** Same-site requests for files of the build, each counted once. */
  requests: number;
}

/**
 * What a first visit to each page fetches until the network is quiet, in Chromium with the
 * service worker blocked (its precache is the offline copy, not the page's load): every file of
 * the build it requests, gzipped at level 9 as the static figure is, so the two compare. Unlike
 * `firstLoadBytes`, which reads the page's HTML, this counts what loads later too: a page's
 * demos, icons, and any data a script fetches.
 */
export async function firstLoadFetched(
  origin: string,
  distDir: string,
  base: string,
  paths: readonly string[],
): Promise<Record<string, FetchedFirstLoad>> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const figures: Record<string, FetchedFirstLoad> = {};
  try {
    for (const pagePath of paths) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const urls = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === origin && url.pathname.startsWith(base)) urls.add(url.pathname);
      });
      await page.goto(origin + pagePath);
      await page.waitForSelector('main[data-motion-ready]');
      await page.waitForLoadState('networkidle');
      const figure: FetchedFirstLoad = { js: 0, data: 0, css: 0, requests: 0 };
      for (const url of urls) {
        const file = path.join(distDir, decodeURI(url.slice(base.length)));
        if (!/\.(?:m?js|css|json)$/.test(file) || !fs.existsSync(file)) continue;
        const size = gzipSize(fs.readFileSync(file));
        figure.requests += 1;
        if (file.endsWith('.css')) figure.css += size;
        else {
          figure.js += size;
          if (file.endsWith('.json')) figure.data += size;
        }
      }
      figures[pagePath] = figure;
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}
