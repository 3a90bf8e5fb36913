/**
 * `npm run bench`: what the site costs to build and to visit, printed as a table and written to
 * bench-results/bench.json. Measured on this machine; never asserted inside a test.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import siteConfig from '../../site/site.config.ts';
import { navigationTime, withServer } from './browser.ts';
import { corpusPages, writeCorpus } from './corpus.ts';
import { lighthouseScores } from './lighthouse.ts';
import { firstLoadBytes, kb } from './measure.ts';

const root = path.resolve(import.meta.dirname, '../..');
const siteDir = path.join(root, 'site');
const cacheDir = path.join(siteDir, '.cache');
const resultsDir = path.join(root, 'bench-results');
const corpusSize = Number(process.env.BENCH_CORPUS_PAGES ?? 1000);
const skipLighthouse = process.argv.includes('--no-lighthouse');
/** Measures the existing builds again without rebuilding (no build times then). */
const reuseBuilds = process.argv.includes('--reuse-builds');

function timed(
  title: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): number {
  console.log(`▶ ${title}`);
  const start = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${title} failed (exit ${result.status})`);
  return (performance.now() - start) / 1000;
}

const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
const rows: [string, string][] = [];
const record = (key: string, label: string, value: number | string, shown: string) => {
  results[key] = value;
  rows.push([label, shown]);
  console.log(`  ${label}: ${shown}`);
};

// 1. The site itself, with its packages built first (not timed: they are not the site's cost).
for (const workspace of reuseBuilds ? [] : fs.readdirSync(path.join(root, 'packages'))) {
  const pkg = path.join(root, 'packages', workspace, 'package.json');
  if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).scripts?.build) {
    timed(`build packages/${workspace}`, 'npm', ['run', 'build', '-w', `packages/${workspace}`]);
  }
}
const siteBuild = reuseBuilds
  ? NaN
  : timed('build the site', 'npm', ['run', 'build', '-w', 'site']);
const siteDist = path.join(siteDir, 'dist');
const sitePages = fs
  .readdirSync(siteDist, { recursive: true })
  .filter((f) => String(f).endsWith('index.html')).length;
record(
  'siteBuildSeconds',
  `Site build (${sitePages} pages)`,
  siteBuild,
  `${siteBuild.toFixed(1)} s`,
);

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

// 2. The generated corpus, built by the same engine into its own folders.
const corpusDir = path.join(cacheDir, 'corpus');
const corpusDist = path.join(cacheDir, 'corpus-dist');
const pages = reuseBuilds ? corpusPages(corpusSize) : writeCorpus(corpusDir, corpusSize);
const corpusBuild = reuseBuilds
  ? NaN
  : timed(`build a ${corpusSize}-page corpus`, 'npm', ['run', 'build', '-w', 'site'], {
      SKERRY_CONTENT_DIR: corpusDir,
      SKERRY_BUILD_DIR: path.join(cacheDir, 'corpus-build'),
      SKERRY_DIST_DIR: corpusDist,
    });
record(
  'corpusBuildSeconds',
  `Corpus build (${corpusSize} pages)`,
  corpusBuild,
  `${corpusBuild.toFixed(1)} s`,
);
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
  'Corpus deep page first-load JS (gzip)',
  corpusLoad.js,
  kb(corpusLoad.js),
);

// 3. In the browser: client navigation, and Lighthouse.
await withServer(siteDist, siteConfig.base, async (origin) => {
  const nav = await navigationTime(origin, '/core-components/button/', '/core-components/toggle/');
  record(
    'navigationMs',
    'Client navigation, prefetched page (median)',
    nav,
    `${nav.toFixed(1)} ms`,
  );
  if (skipLighthouse) return;
  for (const url of ['/', '/core-components/button/']) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const s = await lighthouseScores(origin + url, formFactor);
      record(
        `lighthouse:${formFactor}:${url}`,
        `Lighthouse ${formFactor} ${url} (perf/a11y/bp/seo)`,
        JSON.stringify(s),
        `${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo}`,
      );
    }
  }
});

fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
const width = Math.max(...rows.map(([label]) => label.length));
console.log(`\n${rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n')}`);
