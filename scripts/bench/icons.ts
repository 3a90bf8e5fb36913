import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '@skerry/testing-tools/chromium';
import { startApp } from './browser.ts';
import { median } from './measure.ts';

export interface IconPageFigures {
  /** Bytes over the wire (compressed as served) for everything the page loads. */
  transferred: number;
  /** The part of it that is scripts. */
  scripts: number;
  /** The sprite, fetched once for every icon on the page. */
  sprite: number;
  /** Median and worst time from a keystroke in the icon search to the filtered set on screen. */
  filterMedianMs: number;
  filterMaxMs: number;
}

const queries = ['calendar', 'arrow', 'user', 'file', 'delete'];

/**
 * Loads /foundation/icons/ in Chromium and measures what it transfers, then types queries one
 * key at a time and times each keystroke from the input event to the set's update in the DOM
 * (the set renders from a deferred value, so this includes React's render of the filtered list).
 */
export async function iconPageFigures(origin: string): Promise<IconPageFigures> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const sizes: { url: string; type: string; bytes: Promise<number> }[] = [];
    page.on('requestfinished', (request) => {
      sizes.push({
        url: request.url(),
        type: request.resourceType(),
        bytes: request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize),
      });
    });
    await page.goto(`${origin}/foundation/icons/`);
    await startApp(page);
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(sizes.map(async (s) => ({ ...s, bytes: await s.bytes })));
    const sum = (list: typeof loaded) => list.reduce((total, s) => total + s.bytes, 0);

    // A string, not a function: the TypeScript runner would add helpers the page lacks.
    await page.evaluate(`(() => {
      const list = document.querySelector('.sk-icons__set')?.parentElement;
      window.__filterTimes = [];
      let start = 0;
      document.addEventListener('input', () => { start = performance.now(); }, true);
      new MutationObserver(() => {
        if (start) { window.__filterTimes.push(performance.now() - start); start = 0; }
      }).observe(list, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
    })()`);
    const search = page.getByRole('searchbox', { name: 'Search icons' });
    for (const query of queries) {
      await search.fill('');
      for (const key of query) {
        await search.press(key);
        await page.evaluate('new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))');
      }
    }
    const times = await page.evaluate<number[]>('window.__filterTimes');
    return {
      transferred: sum(loaded),
      scripts: sum(loaded.filter((s) => s.type === 'script')),
      sprite: sum(loaded.filter((s) => s.url.includes('sprite'))),
      filterMedianMs: median(times),
      filterMaxMs: Math.max(...times),
    };
  } finally {
    await browser.close();
  }
}
