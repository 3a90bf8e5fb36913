/**
 * `npm run bench`: what the site costs to build and to visit, printed as a table and written to
 * bench-results/bench.json. Measured on this machine; never asserted inside a test.
 * SKERRY_DIST_DIR, BENCH_CACHE_DIR (the corpus) and BENCH_RESULTS_DIR move its folders.
 * `--only components` runs just that module, after building the packages but not the site, and
 * writes bench-components.json; `--only peers` the same for the peer render bench (`peers/`),
 * into bench-peers.json; `--only corpus` the corpus builds, Skerry's and Starlight's
 * (BENCH_CORPUS_BUILDS cold builds of each, alternately; 3 unless set), into bench-corpus.json.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import siteConfig from '../../site/site.config.ts';
import { navigationTime, withServer } from './browser.ts';
import { type CorpusPage, corpusPages, writeCorpus, writeStarlightCorpus } from './corpus.ts';
import { hydrationTime } from './hydration.ts';
import { type LighthouseScores, lighthouseScores } from './lighthouse.ts';
import {
  type BaselineName,
  componentFigures,
  datalistFilterRuns,
  datalistFilterTargetMs,
  datalistOptionCount,
  modalOpenRuns,
  modalOpenTargetMs,
  nativeBaselines,
  renderCount,
  renderRatioTargets,
  selectOpenRuns,
  selectOpenTargetMs,
  selectOptionCount,
} from './components.ts';
import { iconPageFigures } from './icons.ts';
import { type FetchedFirstLoad, firstLoadFetched } from './first-load.ts';
import { firstLoadBytes, kb, median, spread } from './measure.ts';
import { firstQuery, searchFigures, searchIndexSize, searchTargets } from './search.ts';
import { tokenCssBytes } from './token-css.ts';
import { colourChangeFigures, colourChangeTargetMs, themeBuilderPath } from './theme-builder.ts';
import {
  checkStarlightOutput,
  clearStarlightBuild,
  installedVersion,
  starlightDir,
  starlightDocsDir,
  starlightNeedsInstall,
} from './starlight-build.ts';
import { sampleTreeMemory } from './tree-memory.ts';
import { workbenchFigures } from './workbench.ts';
import { peerRows } from './peers/rows.ts';
import { showcaseFigures } from './angular-showcase.ts';
import { angularShowcaseBuildDir } from '../../site/engine/postbuild/angular-showcase.ts';

const root = path.resolve(import.meta.dirname, '../..');
const siteDir = path.join(root, 'site');
// The build's own variables move the site's output; BENCH_CACHE_DIR the corpus and its builds,
// so a second checkout or engineer can bench without overwriting another's folders.
const cacheDir = path.resolve(process.env.BENCH_CACHE_DIR ?? path.join(siteDir, '.cache'));
const resultsDir = path.resolve(process.env.BENCH_RESULTS_DIR ?? path.join(root, 'bench-results'));
const corpusSize = Number(process.env.BENCH_CORPUS_PAGES ?? 1000);
const skipLighthouse = process.argv.includes('--no-lighthouse');
/** Measures the existing builds again without rebuilding (no build times then). */
const reuseBuilds = process.argv.includes('--reuse-builds');
/** Runs one part alone, without building the site: `--only components`, `peers` or `corpus`. */
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : undefined;
if (only !== undefined && !['components', 'peers', 'corpus'].includes(only)) {
  throw new Error(`--only takes: components, peers, corpus (got ${only})`);
}
/** Cold builds of the corpus, each of Skerry's and of Starlight's, taken in turn. */
const corpusBuilds = Number(process.env.BENCH_CORPUS_BUILDS ?? 3);
if (!Number.isInteger(corpusBuilds) || corpusBuilds < 1) {
  throw new Error(`BENCH_CORPUS_BUILDS takes a whole number ≥ 1 (got ${corpusBuilds})`);
}

/**
 * Runs a command and measures it: its wall time in seconds, and the peak of the resident memory
 * of its whole process tree, summed (`tree-memory.ts`; undefined where /proc is missing).
 */
async function timed(
  title: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ seconds: number; peakBytes: number | undefined }> {
  console.log(`▶ ${title}`);
  const start = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  const memory = sampleTreeMemory(child.pid!);
  const status = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  const peakBytes = memory.stop();
  if (status !== 0) throw new Error(`${title} failed (exit ${status})`);
  return { seconds: (performance.now() - start) / 1000, peakBytes };
}

/** A build's time, with its peak memory beside it when it was measured. */
const buildShown = (build: { seconds: number; peakBytes: number | undefined }) =>
  `${build.seconds.toFixed(1)} s` +
  (build.peakBytes === undefined
    ? ''
    : `, peak memory ${(build.peakBytes / 2 ** 20).toFixed(0)} MB`);
const notBuilt = { seconds: NaN, peakBytes: undefined };

const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
const targets: Record<string, { below?: number; atMost?: number; pass: boolean }> = {};
results.targets = targets;
const rows: [string, string][] = [];
const row = (label: string, shown: string) => {
  rows.push([label, shown]);
  console.log(`  ${label}: ${shown}`);
};
const record = (key: string, label: string, value: unknown, shown: string) => {
  results[key] = value;
  row(label, shown);
};
/** Notes a budget in the JSON and returns the table's verdict for it. */
const target = (key: string, value: number, below: number, shownBelow: string) => {
  const pass = value < below;
  targets[key] = { below, pass };
  return `  (target < ${shownBelow}: ${pass ? 'pass' : 'MISS'})`;
};
/** The same for a budget that may be reached but not exceeded. */
const budget = (key: string, value: number, atMost: number, shownAtMost: string) => {
  const pass = value <= atMost;
  targets[key] = { atMost, pass };
  return `  (budget ≤ ${shownAtMost}: ${pass ? 'pass' : 'MISS'})`;
};

function writeResults(file: string): void {
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, file), `${JSON.stringify(results, null, 2)}\n`);
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n${rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n')}`);
}

/** Each component's size and render time against its native counterpart, with its budgets. */
async function benchComponents(): Promise<void> {
  console.log(`▶ components: sizes, and ${renderCount} instances of each rendered in Chromium`);
  const figures = await componentFigures(path.join(cacheDir, 'components-bench'));
  results.componentsRenderCount = renderCount;
  for (const [name, native] of Object.entries(figures.natives)) {
    const { tag, attributes } = nativeBaselines[name as BaselineName];
    const markup = `<${tag}${Object.entries(attributes)
      .map(([attribute, value]) => ` ${attribute}="${value}"`)
      .join('')}>`;
    record(
      // The button's key is the one earlier results used, so they stay comparable.
      name === 'button' ? 'nativeButtonRenderMs' : `native:${name}:renderMs`,
      `${renderCount} native ${markup}, created and laid out (median)`,
      { median: native.ms, runs: native.runs },
      `${native.ms.toFixed(1)} ms`,
    );
  }
  record(
    'componentBaseGzip',
    'Shared base, counted once (gzip, without Lit)',
    figures.baseGzip,
    `${kb(figures.baseGzip)} (${figures.baseGzip} B)` +
      budget('componentBaseGzip', figures.baseGzip, figures.baseBudget, kb(figures.baseBudget)),
  );
  for (const c of figures.components) {
    const key = `component:${c.tag}`;
    const size =
      c.gzip === undefined
        ? 'MISS: no size entry in size-check.ts'
        : `${kb(c.gzip)} (${c.gzip} B)` +
          (c.budget === undefined ? '' : budget(`${key}:gzip`, c.gzip, c.budget, kb(c.budget)));
    record(`${key}:gzip`, `${c.tag} size besides the base (gzip)`, c.gzip ?? null, size);
    if (c.entryGzip !== undefined) {
      record(
        `${key}:entryGzip`,
        `${c.tag} imported alone, with the base (gzip)`,
        c.entryGzip,
        `${kb(c.entryGzip)} (${c.entryGzip} B)`,
      );
    }
    const ratioTarget = renderRatioTargets[c.tag];
    record(
      `${key}:renderMs`,
      `${c.tag} x${renderCount} rendered (median / vs native ${c.baseline})`,
      { median: c.renderMs, ratio: c.ratio, runs: c.runs },
      `${c.renderMs.toFixed(1)} ms / ${c.ratio.toFixed(2)}x` +
        (ratioTarget === undefined
          ? ''
          : budget(`${key}:renderRatio`, c.ratio, ratioTarget, `${ratioTarget}x`)),
    );
  }
  record(
    'componentFamilyGzip',
    'Button family together, with the base (gzip)',
    figures.familyGzip,
    kb(figures.familyGzip) +
      budget(
        'componentFamilyGzip',
        figures.familyGzip,
        figures.familyBudget,
        kb(figures.familyBudget),
      ),
  );
  if (figures.modalOpen) {
    const { medianMs, minMs, maxMs, runs } = figures.modalOpen;
    record(
      'component:sk-modal:openMs',
      `sk-modal opened, script from show() to open and focused (median / min / max of ${modalOpenRuns})`,
      { median: medianMs, min: minMs, max: maxMs, runs },
      `${medianMs.toFixed(1)} / ${minMs.toFixed(1)} / ${maxMs.toFixed(1)} ms` +
        target('component:sk-modal:openMs', medianMs, modalOpenTargetMs, `${modalOpenTargetMs} ms`),
    );
  }
  if (figures.datalistFilter) {
    const { medianMs, minMs, maxMs, runs } = figures.datalistFilter;
    record(
      'component:sk-datalist:filterMs',
      `${datalistOptionCount.toLocaleString('en')}-option sk-datalist filters, per keystroke (median / min / max of ${runs.length} in ${datalistFilterRuns} rounds)`,
      { median: medianMs, min: minMs, max: maxMs, runs },
      `${medianMs.toFixed(1)} / ${minMs.toFixed(1)} / ${maxMs.toFixed(1)} ms` +
        target(
          'component:sk-datalist:filterMs',
          medianMs,
          datalistFilterTargetMs,
          `${datalistFilterTargetMs} ms`,
        ),
    );
  }
  if (figures.selectOpen) {
    const { medianMs, minMs, maxMs, runs } = figures.selectOpen;
    record(
      'component:sk-select:openMs',
      `${selectOptionCount.toLocaleString('en')}-option sk-select opens, script, layout and first frame (median / min / max of ${selectOpenRuns})`,
      { median: medianMs, min: minMs, max: maxMs, runs },
      `${medianMs.toFixed(1)} / ${minMs.toFixed(1)} / ${maxMs.toFixed(1)} ms` +
        target(
          'component:sk-select:openMs',
          medianMs,
          selectOpenTargetMs,
          `${selectOpenTargetMs} ms`,
        ),
    );
  }
  for (const failure of figures.sizeFailures) row('size-check failure', failure);
}

// The generated corpus: Skerry's engine builds it into its own folders.
const corpusDir = path.join(cacheDir, 'corpus');
const corpusDist = path.join(cacheDir, 'corpus-dist');
const corpusBuildDir = path.join(cacheDir, 'corpus-build');
const corpusCacheDir = path.join(cacheDir, 'corpus-cache');
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
/** A min / median / max row of build times, and of peak memory when it was measured. */
const buildsShown = (builds: { seconds: number; peakBytes: number | undefined }[]) => {
  const time = spread(builds.map((b) => b.seconds));
  const peaks = builds.flatMap((b) => (b.peakBytes === undefined ? [] : [b.peakBytes]));
  const memory = peaks.length === builds.length ? spread(peaks) : undefined;
  return {
    time,
    memory,
    shown:
      [time.min, time.median, time.max].map((s) => s.toFixed(1)).join(' / ') +
      ' s' +
      (memory
        ? `, peak memory ${[memory.min, memory.median, memory.max].map(mb).join(' / ')}`
        : ''),
  };
};

/**
 * The corpus built cold by Skerry and by Starlight (`starlight/`, the same pages), in turn,
 * `corpusBuilds` times each: wall time and peak memory of each build's process tree, and the
 * ratios of the medians. The last Skerry build stays for the figures measured on it.
 */
async function benchCorpus(): Promise<{ pages: CorpusPage[]; deep: CorpusPage }> {
  const pages = reuseBuilds ? corpusPages(corpusSize) : await buildCorpora();
  const deep = pages.at(-1)!;
  const corpusLoad = firstLoadBytes(
    corpusDist,
    path.join(corpusDist, deep.path, 'index.html'),
    siteConfig.base,
  );
  record(
    'corpusDeepPageHtml',
    'Corpus deep page HTML (gzip / raw)',
    corpusLoad.htmlRaw,
    `${kb(corpusLoad.html)} / ${kb(corpusLoad.htmlRaw)}`,
  );
  record(
    'corpusFirstLoadJs',
    'Corpus deep page JS its HTML names, the app with it (gzip)',
    corpusLoad.js,
    kb(corpusLoad.js),
  );
  return { pages, deep };
}

/** Writes the corpus for both, then builds each in turn and records the build rows. */
async function buildCorpora(): Promise<CorpusPage[]> {
  const pages = writeCorpus(corpusDir, corpusSize);
  writeStarlightCorpus(starlightDocsDir(), corpusSize);
  if (starlightNeedsInstall()) {
    const install = await timed('install Starlight (npm ci in scripts/bench/starlight)', 'npm', [
      'ci',
      '--prefix',
      starlightDir,
      '--no-audit',
      '--no-fund',
    ]);
    record(
      'starlightInstallSeconds',
      'Starlight project installed (npm ci)',
      install.seconds,
      buildShown(install),
    );
  }
  const skerry: { seconds: number; peakBytes: number | undefined }[] = [];
  const starlight: { seconds: number; peakBytes: number | undefined }[] = [];
  let starlightPages = 0;
  for (let round = 1; round <= corpusBuilds; round++) {
    for (const dir of [corpusDist, corpusBuildDir, corpusCacheDir]) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    skerry.push(
      await timed(
        `build a ${corpusSize}-page corpus, Skerry, cold (${round} of ${corpusBuilds})`,
        'npm',
        ['run', 'build', '-w', 'site'],
        {
          SKERRY_CONTENT_DIR: corpusDir,
          SKERRY_BUILD_DIR: corpusBuildDir,
          SKERRY_DIST_DIR: corpusDist,
          SKERRY_CACHE_DIR: corpusCacheDir,
        },
      ),
    );
    clearStarlightBuild();
    starlight.push(
      await timed(
        `build the same corpus, Starlight, cold (${round} of ${corpusBuilds})`,
        'npm',
        ['run', 'build', '--prefix', starlightDir],
        { ASTRO_TELEMETRY_DISABLED: '1' },
      ),
    );
    starlightPages = checkStarlightOutput().pages;
  }
  const ours = buildsShown(skerry);
  const theirs = buildsShown(starlight);
  record(
    'corpusBuildSeconds',
    `Corpus build, Skerry (${corpusSize} pages, cold, min / median / max of ${corpusBuilds})`,
    ours.time.median,
    ours.shown + target('corpusBuildSeconds', ours.time.median, 60, '60 s'),
  );
  results.corpusBuildRuns = skerry;
  results.corpusBuildPeakBytes = ours.memory?.median ?? null;
  record(
    'starlightCorpusBuildSeconds',
    `Corpus build, Starlight ${installedVersion('@astrojs/starlight')} on Astro ${installedVersion('astro')} (${starlightPages} pages, cold, min / median / max of ${corpusBuilds})`,
    theirs.time.median,
    theirs.shown,
  );
  results.starlightCorpusBuildRuns = starlight;
  results.starlightCorpusBuildPeakBytes = theirs.memory?.median ?? null;
  const ratio = ours.time.median / theirs.time.median;
  record(
    'corpusBuildRatioToStarlight',
    'Corpus build, Skerry / Starlight (medians)',
    ratio,
    `${ratio.toFixed(2)}` + budget('corpusBuildRatioToStarlight', ratio, 0.5, '0.5'),
  );
  if (ours.memory && theirs.memory) {
    record(
      'corpusBuildPeakToStarlight',
      'Corpus build peak memory, Skerry / Starlight (medians)',
      ours.memory.median / theirs.memory.median,
      `${mb(ours.memory.median)} / ${mb(theirs.memory.median)}` +
        budget(
          'corpusBuildPeakBytes',
          ours.memory.median,
          theirs.memory.median,
          `Starlight's ${mb(theirs.memory.median)}`,
        ),
    );
  }
  return pages;
}

// 1. The site itself, with its packages built first (not timed: they are not the site's cost).
// In dependency order, as the root build runs them: the components import the icons' types.
const packageOrder = ['tokens', 'icons', 'components'];
const rank = (name: string): number =>
  packageOrder.includes(name) ? packageOrder.indexOf(name) : packageOrder.length;
const byDependency = (a: string, b: string): number => rank(a) - rank(b);
for (const workspace of reuseBuilds
  ? []
  : fs.readdirSync(path.join(root, 'packages')).sort(byDependency)) {
  const pkg = path.join(root, 'packages', workspace, 'package.json');
  if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).scripts?.build) {
    await timed(`build packages/${workspace}`, 'npm', [
      'run',
      'build',
      '-w',
      `packages/${workspace}`,
    ]);
  }
}
if (only === 'components') {
  await benchComponents();
  writeResults('bench-components.json');
  process.exit(0);
}
/** The peer render bench: a row per kind and subject, and its targets (`peers/rows.ts`). */
const benchPeers = () => peerRows(path.join(cacheDir, 'peers-bench'), { record, row, targets });
if (only === 'peers') {
  await benchPeers();
  writeResults('bench-peers.json');
  process.exit(0);
}
// The site's build takes the Angular showcase as built (the root build makes it before the
// site); like the packages, it is not the site's or the corpus's cost. Timed alone further down.
if (!reuseBuilds && !fs.existsSync(path.join(angularShowcaseBuildDir, 'index.html'))) {
  await timed('build the Angular showcase first (ng build)', 'npm', [
    'run',
    'build:showcase',
    '-w',
    '@skerry/angular',
  ]);
}
if (only === 'corpus') {
  await benchCorpus();
  writeResults('bench-corpus.json');
  process.exit(0);
}
const siteBuild = reuseBuilds
  ? notBuilt
  : await timed('build the site', 'npm', ['run', 'build', '-w', 'site']);
const siteDist = path.resolve(process.env.SKERRY_DIST_DIR ?? path.join(siteDir, 'dist'));
const sitePages = fs
  .readdirSync(siteDist, { recursive: true })
  .filter((f) => String(f).endsWith('index.html')).length;
record(
  'siteBuildSeconds',
  `Site build (${sitePages} pages)`,
  siteBuild.seconds,
  buildShown(siteBuild),
);
results.siteBuildPeakBytes = siteBuild.peakBytes ?? null;

const componentPage = path.join(siteDist, 'core-components/button/index.html');
const siteLoad = firstLoadBytes(siteDist, componentPage, siteConfig.base);
record('siteFirstLoadJs', 'First-load JS, component page (gzip)', siteLoad.js, kb(siteLoad.js));
record('siteFirstLoadCss', 'First-load CSS, component page (gzip)', siteLoad.css, kb(siteLoad.css));
record(
  'siteHtml',
  'HTML, component page (gzip / raw)',
  siteLoad.html,
  `${kb(siteLoad.html)} / ${kb(siteLoad.htmlRaw)}`,
);

// The workbench (Storybook): built alone and afresh (the site's build runs the same build beside
// its bundler, and reuses it while its inputs are unchanged), and what it weighs.
const workbenchOut = path.join(cacheDir, 'workbench-bench');
const workbenchBuild = reuseBuilds
  ? notBuilt
  : await timed('build the workbench (Storybook)', 'npm', [
      'run',
      'workbench',
      '-w',
      'site',
      '--',
      '--out',
      workbenchOut,
    ]);
const workbench = workbenchFigures(
  fs.existsSync(workbenchOut) ? workbenchOut : path.join(siteDist, 'storybook'),
);
record(
  'workbenchBuildSeconds',
  `Workbench build, alone (${workbench.stories} stories)`,
  workbenchBuild.seconds,
  `${workbenchBuild.seconds.toFixed(1)} s`,
);
record(
  'workbenchBytes',
  `Workbench, ${workbench.files} files (raw / gzip)`,
  { raw: workbench.bytes, gzip: workbench.gzipBytes },
  `${kb(workbench.bytes)} / ${kb(workbench.gzipBytes)}`,
);
record(
  'workbenchLargestScriptGzip',
  'Workbench, largest script (gzip)',
  workbench.largestScriptGzip,
  `${kb(workbench.largestScriptGzip.bytes)} (${workbench.largestScriptGzip.file})`,
);

// The Angular showcase (`@skerry/angular`'s `build:showcase`, Angular's own build), built again
// alone into its package's `showcase/dist/`, and what it weighs as the site serves it.
const showcaseBuild = reuseBuilds
  ? notBuilt
  : await timed('build the Angular showcase (ng build)', 'npm', [
      'run',
      'build:showcase',
      '-w',
      '@skerry/angular',
    ]);
const showcase = showcaseFigures(angularShowcaseBuildDir);
record(
  'angularShowcaseBuildSeconds',
  'Angular showcase build, alone (ng build)',
  showcaseBuild.seconds,
  buildShown(showcaseBuild),
);
record(
  'angularShowcaseBytes',
  `Angular showcase, ${showcase.files} files (raw / gzip)`,
  { raw: showcase.bytes, gzip: showcase.gzipBytes },
  `${kb(showcase.bytes)} / ${kb(showcase.gzipBytes)}`,
);
record(
  'angularShowcaseInitialGzip',
  'Angular showcase, first load: page, entry script, styles (gzip)',
  showcase.initialGzip,
  kb(showcase.initialGzip),
);

const tokenCss = tokenCssBytes(
  siteDist,
  path.join(siteDist, 'foundation/color/index.html'),
  siteConfig.base,
);
record(
  'siteTokenCss',
  'Token CSS, color page (gzip / raw)',
  tokenCss.gzip,
  `${kb(tokenCss.gzip)} / ${kb(tokenCss.raw)}`,
);

// 2. The generated corpus, built by the same engine into its own folders, and by Starlight.
const { pages, deep } = await benchCorpus();

// 3. In the browser: what a first visit fetches until the network is quiet, per page type and
// on the corpus (the same on a 100-page and a 1,000-page corpus: docs/decisions/0010), client
// navigation, hydration per page type, and Lighthouse.
/** One page of each type the issue's targets name. */
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
const firstLoadRows = (name: string, figures: Record<string, FetchedFirstLoad>) => {
  for (const [url, figure] of Object.entries(figures)) {
    const key = `${name}FirstLoadFetched:${url}`;
    record(
      key,
      `First visit until the network is quiet, ${name} ${url}: JS+data (of it data) / CSS, gzip`,
      figure,
      `${kb(figure.js)} (${kb(figure.data)}) / ${kb(figure.css)} in ${figure.requests} files` +
        budget(key, figure.js, firstLoadBudget, kb(firstLoadBudget)) +
        `; with the app, after a first interaction: ${kb(figure.jsWithApp)}`,
    );
  }
};
firstLoadRows(
  'site',
  await withServer(siteDist, siteConfig.base, (origin) =>
    firstLoadFetched(
      origin,
      siteDist,
      siteConfig.base,
      pageTypes.map(([, url]) => url),
    ),
  ),
);
firstLoadRows(
  `corpus${corpusSize}`,
  await withServer(corpusDist, siteConfig.base, (origin) =>
    firstLoadFetched(origin, corpusDist, siteConfig.base, ['/', pages[0]!.path, deep.path]),
  ),
);

await withServer(siteDist, siteConfig.base, async (origin) => {
  const nav = await navigationTime(origin, '/core-components/button/', '/core-components/toggle/');
  record(
    'navigationMs',
    'Client navigation, prefetched page (median)',
    nav,
    `${nav.toFixed(1)} ms`,
  );
  for (const [kind, url] of pageTypes) {
    const ms = await hydrationTime(origin, url);
    record(
      `hydrationMs:${url}`,
      `Hydration main thread, ${kind} ${url} (4× CPU, median of 3)`,
      ms,
      `${ms.toFixed(0)} ms`,
    );
  }
  if (skipLighthouse) return;
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
      mobile.performance >= 98 &&
      mobile.accessibility === 100 &&
      mobile.bestPractices === 100 &&
      mobile.seo === 100;
    targets[key] = { pass };
    record(
      key,
      `Lighthouse mobile ${url} (perf/a11y/bp/seo, median of 3)`,
      { ...mobile, performanceRuns: runs.map((r) => r.performance) },
      `${mobile.performance} / ${mobile.accessibility} / ${mobile.bestPractices} / ${mobile.seo}` +
        ` (perf ${runs.map((r) => r.performance).join(', ')})` +
        `  (target perf ≥ 98, others 100: ${pass ? 'pass' : 'MISS'})`,
    );
    const { fcp, lcp, tbt, cls } = mobile.metrics;
    row(
      `  of which FCP / LCP / TBT / CLS (medians)`,
      `${(fcp / 1000).toFixed(2)} s / ${(lcp / 1000).toFixed(2)} s / ${tbt.toFixed(0)} ms / ${cls.toFixed(3)}`,
    );
    const s = await lighthouseScores(origin + url, 'desktop');
    record(
      `lighthouse:desktop:${url}`,
      `Lighthouse desktop ${url} (perf/a11y/bp/seo)`,
      JSON.stringify(s),
      `${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo}`,
    );
  }
});

// 4. Search: the Pagefind index on disk, then in the browser what the first query fetches and
// how long a query takes once the index is loaded.
for (const [name, dist, page] of [
  ['site', siteDist, '/core-components/button/'],
  ['corpus', corpusDist, deep.path],
] as const) {
  const index = searchIndexSize(dist);
  record(
    `${name}SearchIndex`,
    `Search index, ${name} (as stored, gzipped / unpacked)`,
    index,
    `${kb(index.total)} / ${kb(index.unpacked)}`,
  );
  row(
    `Search index, ${name}: chunks + meta / fragments / wasm`,
    `${kb(index.indexAndMeta)} / ${kb(index.fragments)} / ${kb(index.wasm)}`,
  );
  const search = await withServer(dist, siteConfig.base, (origin) =>
    searchFigures(origin, page, siteConfig.base),
  );
  const bytesKey = `${name}SearchFirstQueryBytes`;
  const { firstQuery: first, keyByKey } = search;
  record(
    bytesKey,
    `First search "${firstQuery}", ${name}: /pagefind/ transferred`,
    first.bytes,
    `${kb(first.bytes)} in ${first.requests} requests` +
      target(bytesKey, first.bytes, searchTargets.firstQueryBytes, '100 KB'),
  );
  results[`${name}SearchFirstQueryParts`] = first.parts;
  record(
    `${name}SearchKeyByKeyBytes`,
    `First search "${firstQuery}" key by key, ${name}: transferred`,
    keyByKey.bytes,
    `${kb(keyByKey.bytes)} in ${keyByKey.requests} requests`,
  );
  results[`${name}SearchKeyByKeyParts`] = keyByKey.parts;
  const msKey = `${name}SearchQueryMs`;
  record(
    msKey,
    `Search query + 5 results, ${name} (median / p95 of ${search.queries})`,
    {
      median: search.queryMedianMs,
      p95: search.queryP95Ms,
      repeatedMedian: search.repeatedMedianMs,
      repeatedP95: search.repeatedP95Ms,
    },
    `${search.queryMedianMs.toFixed(1)} / ${search.queryP95Ms.toFixed(1)} ms, ` +
      `repeated ${search.repeatedMedianMs.toFixed(1)} / ${search.repeatedP95Ms.toFixed(1)} ms` +
      target(msKey, search.queryMedianMs, searchTargets.queryMedianMs, '50 ms median'),
  );
}

// 5. The icons page: what it transfers, and the icon filter's cost per keystroke.
const icons = await withServer(siteDist, siteConfig.base, (origin) => iconPageFigures(origin));
record(
  'iconsPageBytes',
  'Icons page, transferred (all / scripts / sprite)',
  icons,
  `${kb(icons.transferred)} / ${kb(icons.scripts)} / ${kb(icons.sprite)}`,
);
record(
  'iconsFilterMs',
  'Icon filter per keystroke (median / worst)',
  { median: icons.filterMedianMs, max: icons.filterMaxMs },
  `${icons.filterMedianMs.toFixed(1)} / ${icons.filterMaxMs.toFixed(1)} ms` +
    target('iconsFilterMs', icons.filterMedianMs, 16, '16 ms median'),
);

// 6. The theme builder: a brand colour typed, to the preview painted in the new theme.
const colourChange = await withServer(siteDist, siteConfig.base, (origin) =>
  colourChangeFigures(origin),
);
record(
  'themeBuilderColourChangeMs',
  `Theme builder, brand colour to preview (median / p95 / min / max of ${colourChange.runs.length})`,
  colourChange,
  [colourChange.medianMs, colourChange.p95Ms, colourChange.minMs, colourChange.maxMs]
    .map((ms) => ms.toFixed(1))
    .join(' / ') +
    ' ms' +
    target(
      'themeBuilderColourChangeMs',
      colourChange.p95Ms,
      colourChangeTargetMs,
      `${colourChangeTargetMs} ms at p95`,
    ),
);

// 7. The components: the bytes and render time of each, against native buttons; then against
// their peers.
await benchComponents();
await benchPeers();

writeResults('bench.json');
