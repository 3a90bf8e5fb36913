import type { AddressInfo } from 'node:net';
import { type Page, chromium } from 'playwright';
import { createSiteServer } from '../../site/server/server.ts';
import { chromiumArgs, findChromium } from '@skerry/testing-tools/chromium';
import { median } from './measure.ts';

/** Serves a built site on a free loopback port for the length of `work`. */
export async function withServer<T>(
  root: string,
  base: string,
  work: (origin: string) => Promise<T>,
): Promise<T> {
  const server = createSiteServer({ root, base });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await work(`http://127.0.0.1:${port}`);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * Starts a page's app as a reader's first interaction does (site/app/first-visit/, decision
 * 0015): a first visit runs without it until then. Resolves once it has hydrated.
 */
export async function startApp(page: Page): Promise<void> {
  await page.locator('html').dispatchEvent('pointerover');
  await page.waitForSelector('html[data-sk-hydrated]', { state: 'attached' });
  await page.waitForSelector('main[data-motion-ready]');
}

/**
 * The median time of a client-side navigation between two pages whose modules are prefetched:
 * from the click to the new page's h1 in the document, measured inside the page.
 */
export async function navigationTime(
  origin: string,
  from: string,
  to: string,
  rounds = 20,
): Promise<number> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(origin + from);
    await startApp(page);
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const target = i % 2 === 0 ? to : from;
      // A string, not a function: the TypeScript runner would add helpers the page lacks.
      const elapsed = await page.evaluate<number>(`(async () => {
        const router = window.__reactRouterDataRouter;
        const before = document.querySelector('main h1')?.textContent;
        const start = performance.now();
        await router.navigate(${JSON.stringify(target)});
        await new Promise((resolve) => {
          (function check() {
            if (document.querySelector('main h1')?.textContent !== before) resolve();
            else requestAnimationFrame(check);
          })();
        });
        return performance.now() - start;
      })()`);
      // The first visit to each page loads its module: that is prefetching's job, not measured.
      if (i >= 2) times.push(elapsed);
    }
    return median(times);
  } finally {
    await browser.close();
  }
}
