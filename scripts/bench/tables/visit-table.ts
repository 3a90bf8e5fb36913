/**
 * The visit's part of `npm run bench`, in the browser: what a first visit fetches until the
 * network is quiet, per page type and on the corpus (the same on a 100-page and a 1,000-page
 * corpus: docs/decisions/0010), client navigation, hydration per page type, and Lighthouse.
 */
import siteConfig from '../../../site/site.config.ts';
import { navigationTime, withServer } from '../browser.ts';
import type { CorpusPage } from '../corpus.ts';
import { type FetchedFirstLoad, firstLoadFetched } from '../first-load.ts';
import { hydrationTime } from '../hydration.ts';
import { type LighthouseScores, lighthouseScores } from '../lighthouse.ts';
import { kb, median } from '../measure.ts';
import type { BenchOptions } from '../options.ts';
import type { Report } from '../report.ts';
import { themeBuilderPath } from '../theme-builder.ts';

/** One page of each type the targets name. */
const pageTypes = [
  ['home', '/'],
  ['component overview', '/core-components/button/'],
  ['API page', '/core-components/button/api/'],
  ['code page', '/core-components/button/code/'],
  ['icons page', '/foundation/icons/'],
  ['theme builder', themeBuilderPath],
] as const;
/** The budget for the scripts a first visit fetches before any interaction, per page (issue 27). */
const firstLoadBudget = 30 * 1024;
/** Lighthouse's mobile performance score, median of three, on every page type (issue 34). */
const lighthousePerformanceTarget = 100;
const firstLoadRows = (report: Report, name: string, figures: Record<string, FetchedFirstLoad>) => {
  for (const [url, figure] of Object.entries(figures)) {
    const key = `${name}FirstLoadFetched:${url}`;
    report.record(
      key,
      `First visit until the network is quiet, ${name} ${url}: JS+data (of it data) / CSS, gzip`,
      figure,
      `${kb(figure.js)} (${kb(figure.data)}) / ${kb(figure.css)} in ${figure.requests} files` +
        report.budget(key, figure.js, firstLoadBudget, kb(firstLoadBudget)) +
        `; with the app, after a first interaction: ${kb(figure.jsWithApp)}`,
    );
  }
};

export async function visitRows(
  report: Report,
  options: BenchOptions,
  corpus: { pages: CorpusPage[]; deep: CorpusPage; dist: string },
): Promise<void> {
  firstLoadRows(
    report,
    'site',
    await withServer(options.siteDist, siteConfig.base, (origin) =>
      firstLoadFetched(
        origin,
        options.siteDist,
        siteConfig.base,
        pageTypes.map(([, url]) => url),
      ),
    ),
  );
  firstLoadRows(
    report,
    `corpus${options.corpusSize}`,
    await withServer(corpus.dist, siteConfig.base, (origin) =>
      firstLoadFetched(origin, corpus.dist, siteConfig.base, [
        '/',
        corpus.pages[0]!.path,
        corpus.deep.path,
      ]),
    ),
  );

  await withServer(options.siteDist, siteConfig.base, async (origin) => {
    const nav = await navigationTime(
      origin,
      '/core-components/button/',
      '/core-components/toggle/',
    );
    report.record(
      'navigationMs',
      'Client navigation, prefetched page (median)',
      nav,
      `${nav.toFixed(1)} ms`,
    );
    for (const [kind, url] of pageTypes) {
      const ms = await hydrationTime(origin, url);
      report.record(
        `hydrationMs:${url}`,
        `Hydration main thread, ${kind} ${url} (4× CPU, median of 3)`,
        ms,
        `${ms.toFixed(0)} ms`,
      );
    }
    if (options.skipLighthouse) return;
    for (const [, url] of pageTypes) {
      // Mobile: the median of three runs, which vary on a shared machine; desktop: one.
      const runs: LighthouseScores[] = [];
      for (let run = 0; run < 3; run++) runs.push(await lighthouseScores(origin + url, 'mobile'));
      const mid = (pick: (s: LighthouseScores) => number) => median(runs.map(pick));
      const mobile: LighthouseScores = {
        performance: mid((s) => s.performance),
        accessibility: mid((s) => s.accessibility),
        bestPractices: mid((s) => s.bestPractices),
        seo: mid((s) => s.seo),
        metrics: {
          fcp: mid((s) => s.metrics.fcp),
          lcp: mid((s) => s.metrics.lcp),
          tbt: mid((s) => s.metrics.tbt),
          cls: mid((s) => s.metrics.cls),
        },
      };
      const key = `lighthouse:mobile:${url}`;
      const pass =
        mobile.performance >= lighthousePerformanceTarget &&
        mobile.accessibility === 100 &&
        mobile.bestPractices === 100 &&
        mobile.seo === 100;
      report.targets[key] = { pass };
      report.record(
        key,
        `Lighthouse mobile ${url} (perf/a11y/bp/seo, median of 3)`,
        { ...mobile, performanceRuns: runs.map((r) => r.performance) },
        `${mobile.performance} / ${mobile.accessibility} / ${mobile.bestPractices} / ${mobile.seo}` +
          ` (perf ${runs.map((r) => r.performance).join(', ')})` +
          `  (target perf ≥ ${lighthousePerformanceTarget}, others 100: ${pass ? 'pass' : 'MISS'})`,
      );
      const { fcp, lcp, tbt, cls } = mobile.metrics;
      report.row(
        `  of which FCP / LCP / TBT / CLS (medians)`,
        `${(fcp / 1000).toFixed(2)} s / ${(lcp / 1000).toFixed(2)} s / ${tbt.toFixed(0)} ms / ${cls.toFixed(3)}`,
      );
      const s = await lighthouseScores(origin + url, 'desktop');
      report.record(
        `lighthouse:desktop:${url}`,
        `Lighthouse desktop ${url} (perf/a11y/bp/seo)`,
        JSON.stringify(s),
        `${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo}`,
      );
    }
  });
}
