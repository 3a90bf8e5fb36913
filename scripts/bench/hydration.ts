import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '@skerry/testing-tools/chromium';
import { startApp } from './browser.ts';
import { median } from './measure.ts';

/** How long after DOMContentLoaded the main thread's work is counted. */
const windowMs = 5000;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

/**
 * The main-thread time a first visit spends bringing a prerendered page to life: every task of
 * the page's main thread from DOMContentLoaded to 5 s later, with the reader pointing at the page
 * as soon as it has loaded (which starts the app: decision 0015) and not scrolling, at
 * Lighthouse's mobile CPU slowdown (4×). That is the first-visit module, hydration, the islands
 * in view, and the components they upgrade. The median of `rounds` loads.
 */
export async function hydrationTime(origin: string, url: string, rounds = 3): Promise<number> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => performance.mark('bench:dcl'));
      });
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'blink.user_timing',
        ],
      });
      await page.goto(origin + url);
      await startApp(page);
      await page.waitForFunction(
        (ms) => {
          const [dcl] = performance.getEntriesByName('bench:dcl');
          return dcl !== undefined && performance.now() - dcl.startTime > ms;
        },
        windowMs,
        { polling: 200 },
      );
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
        traceEvents: TraceEvent[];
      };
      const mark = trace.traceEvents.find((e) => e.name === 'bench:dcl');
      if (!mark) throw new Error(`No DOMContentLoaded mark in the trace of ${url}`);
      const end = mark.ts + windowMs * 1000;
      const busy = trace.traceEvents
        .filter(
          (e) =>
            e.name === 'RunTask' &&
            e.ph === 'X' &&
            e.pid === mark.pid &&
            e.tid === mark.tid &&
            e.ts + (e.dur ?? 0) > mark.ts &&
            e.ts < end,
        )
        .reduce((sum, e) => sum + Math.min(e.ts + (e.dur ?? 0), end) - Math.max(e.ts, mark.ts), 0);
      times.push(busy / 1000);
      await context.close();
    }
    return median(times);
  } finally {
    await browser.close();
  }
}
