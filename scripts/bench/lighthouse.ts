import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, findChromium } from '@skerry/testing-tools/chromium';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The metrics the performance score is made of, as Lighthouse simulated them (ms; CLS). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
}

/** Runs that may fail on Lighthouse's side before a URL's scores count as unmeasurable. */
const attempts = 3;

/**
 * Lighthouse's four category scores (0–100) for one URL, as a phone or a desktop sees it. A run
 * whose trace Lighthouse could not read (`runtimeError`, such as NO_NAVSTART, which happens now
 * and then in headless Chromium) is run again rather than counted as a score of 0.
 */
export async function lighthouseScores(
  url: string,
  formFactor: 'mobile' | 'desktop',
): Promise<LighthouseScores> {
  const failures: string[] = [];
  for (let attempt = 0; attempt < attempts; attempt++) {
    const outcome = await lighthouseRun(url, formFactor);
    if ('scores' in outcome) return outcome.scores;
    failures.push(outcome.failure);
  }
  throw new Error(`Lighthouse could not measure ${url} (${formFactor}): ${failures.join('; ')}`);
}

async function lighthouseRun(
  url: string,
  formFactor: 'mobile' | 'desktop',
): Promise<{ scores: LighthouseScores } | { failure: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) return { failure: 'no result' };
    const error = result.lhr.runtimeError;
    if (error) return { failure: `${error.code}: ${error.message}` };
    const score = (id: string) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        metrics: {
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
        },
      },
    };
  } finally {
    await chrome.kill();
  }
}
