import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '@skerry/testing-tools/chromium';
import { startApp } from './browser.ts';
import { median, percentile } from './measure.ts';

export const themeBuilderPath = '/foundation/themes/builder/';
/** Issue 33: a colour change reaches the preview within this many milliseconds (95th percentile). */
export const colourChangeTargetMs = 50;

/** Brand colours typed in turn: light, dark, saturated and grey, so each one changes the fill. */
const brands = ['#0b6e4f', '#c2185b', '#fff59d', '#0a0a23', '#ff6600', '#808080', '#6a1b9a'];
const rounds = 3;

export interface ColourChangeFigures {
  medianMs: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
  runs: number[];
}

/**
 * On the theme builder page, types brand colours into the "Brand color" field and times each
 * from its input event to the first animation frame in which the preview's primary button is
 * painted in a new colour: the derivation, React's render of the report and the style rule, and
 * the browser's style recalculation of the sample, all on the main thread.
 */
export async function colourChangeFigures(origin: string): Promise<ColourChangeFigures> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(origin + themeBuilderPath);
    await startApp(page);
    await page.waitForSelector('.sk-theme-builder__preview[data-status="ready"]');
    // A string, not a function: the TypeScript runner would add helpers the page lacks.
    await page.evaluate(`(() => {
      const button = document.querySelector('.sk-theme-builder__preview sk-button[variant="primary"]');
      const base = () => button.shadowRoot.querySelector('[part="base"]');
      window.__colourTimes = [];
      let start = 0;
      let before = '';
      document.addEventListener('input', () => {
        start = performance.now();
        before = getComputedStyle(base()).backgroundColor;
        requestAnimationFrame(function frame() {
          if (getComputedStyle(base()).backgroundColor !== before) {
            window.__colourTimes.push(performance.now() - start);
          } else {
            requestAnimationFrame(frame);
          }
        });
      }, true);
    })()`);
    const field = page.getByRole('textbox', { name: 'Brand color', exact: true });
    for (let round = 0; round < rounds; round++) {
      for (const brand of brands) {
        const count = await page.evaluate<number>('window.__colourTimes.length');
        await field.fill(brand);
        // Polled inside the page: waitForFunction evaluates a string, which the site's CSP forbids.
        await page.evaluate(`new Promise((resolve) => {
          (function check() {
            if (window.__colourTimes.length > ${count}) resolve();
            else requestAnimationFrame(check);
          })();
        })`);
      }
    }
    const runs = await page.evaluate<number[]>('window.__colourTimes');
    return {
      medianMs: median(runs),
      p95Ms: percentile(runs, 95),
      minMs: Math.min(...runs),
      maxMs: Math.max(...runs),
      runs,
    };
  } finally {
    await browser.close();
  }
}
