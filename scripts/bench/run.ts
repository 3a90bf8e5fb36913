/**
 * `npm run bench`: what the site costs to build and to visit, printed as a table and written to
 * bench-results/bench.json. Measured on this machine; never asserted inside a test.
 * SKERRY_DIST_DIR, BENCH_CACHE_DIR (the corpus) and BENCH_RESULTS_DIR move its folders.
 * `--only components` runs just that module, after building the packages but not the site, and
 * writes bench-components.json; `--only peers` the same for the peer render bench (`peers/`),
 * into bench-peers.json; `--only corpus` the corpus builds, Skerry's and Starlight's
 * (BENCH_CORPUS_BUILDS cold builds of each, alternately; 3 unless set), into bench-corpus.json.
 * Each part's rows are a module of `tables/`; this file only orders them.
 */
import path from 'node:path';
import { benchOptions } from './options.ts';
import { peerRows } from './peers/rows.ts';
import { buildPackages, buildShowcaseIfMissing } from './prepare.ts';
import { createReport } from './report.ts';
import { componentRows } from './tables/components-table.ts';
import { corpusRows } from './tables/corpus-table.ts';
import { pageRows } from './tables/page-table.ts';
import { searchRows } from './tables/search-table.ts';
import { siteRows } from './tables/site-table.ts';
import { visitRows } from './tables/visit-table.ts';

const options = benchOptions();
const report = createReport(options.resultsDir);
const components = () => componentRows(report, options.cacheDir);
const peers = () => peerRows(path.join(options.cacheDir, 'peers-bench'), report);

if (!options.reuseBuilds) await buildPackages(options.root);
if (options.only === 'components') {
  await components();
  report.write('bench-components.json');
} else if (options.only === 'peers') {
  await peers();
  report.write('bench-peers.json');
} else {
  if (!options.reuseBuilds) await buildShowcaseIfMissing(options.root);
  if (options.only === 'corpus') {
    await corpusRows(report, options);
    report.write('bench-corpus.json');
  } else {
    // 1. The site itself; 2. the generated corpus, built by the same engine and by Starlight;
    // 3. a visit in the browser; 4. search; 5. the icons page and the theme builder; 6. the
    // components, against native elements and then against their peers.
    await siteRows(report, options);
    const corpus = await corpusRows(report, options);
    await visitRows(report, options, corpus);
    await searchRows(report, options.siteDist, corpus);
    await pageRows(report, options.siteDist);
    await components();
    await peers();
    report.write('bench.json');
  }
}
