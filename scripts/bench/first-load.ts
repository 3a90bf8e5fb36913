import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '@skerry/testing-tools/chromium';
import { startApp } from './browser.ts';
import { gzipSize } from './measure.ts';

export interface FetchedFirstLoad {
  /** Scripts, and the data they fetch (navigation data, route lists): gzip, as built. */
  js: number;
  /** The part of `js` that is data (`.json`). */
  data: number;
  css: number;
  /** Same-site requests for files of the build, each counted once. */
  requests: number;
  /**
   * Scripts and data with the app too: what the same visit has fetched once the reader's first
   * interaction has started the app (decision 0015) and the network is quiet again.
   */
  jsWithApp: number;
}

/**
 * What a first visit to each page fetches until the network is quiet, before any interaction
 * (which starts the app: decision 0015), and then with the app, in Chromium with the
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
  const builtFile = (url: string) => {
    const file = path.join(distDir, decodeURI(url.slice(base.length)));
    return /\.(?:m?js|css|json)$/.test(file) && fs.existsSync(file) ? file : undefined;
  };
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
      await page.waitForLoadState('networkidle');
      const figure: FetchedFirstLoad = { js: 0, data: 0, css: 0, requests: 0, jsWithApp: 0 };
      for (const url of urls) {
        const file = builtFile(url);
        if (!file) continue;
        const size = gzipSize(fs.readFileSync(file));
        figure.requests += 1;
        if (file.endsWith('.css')) figure.css += size;
        else {
          figure.js += size;
          if (file.endsWith('.json')) figure.data += size;
        }
      }
      const beforeApp = new Set(urls);
      await startApp(page);
      await page.waitForLoadState('networkidle');
      figure.jsWithApp = figure.js;
      for (const url of urls) {
        const file = beforeApp.has(url) ? undefined : builtFile(url);
        if (file && !file.endsWith('.css')) figure.jsWithApp += gzipSize(fs.readFileSync(file));
      }
      figures[pagePath] = figure;
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}
