/**
 * The corpus's part of `npm run bench`: the generated corpus (`corpus.ts`) built cold by Skerry
 * and by Starlight (`starlight/`, the same pages), in turn, with their wall times, peak memory
 * and ratios; then what the deep page of Skerry's corpus loads.
 */
import fs from 'node:fs';
import path from 'node:path';
import siteConfig from '../../../site/site.config.ts';
import { type CorpusPage, corpusPages, writeCorpus, writeStarlightCorpus } from '../corpus.ts';
import { checkInstalled, needsInstall } from '../locked-install.ts';
import { firstLoadBytes, kb } from '../measure.ts';
import type { BenchOptions } from '../options.ts';
import type { Report } from '../report.ts';
import {
  checkStarlightOutput,
  clearStarlightBuild,
  installedVersion,
  starlightDir,
  starlightDocsDir,
} from '../starlight-build.ts';
import { type Build, buildShown, buildsShown, mb, timed } from '../timed.ts';

/** Skerry's corpus and its engine's folders, under the bench's cache. */
export const corpusDirs = (cacheDir: string) => ({
  corpusDir: path.join(cacheDir, 'corpus'),
  corpusDist: path.join(cacheDir, 'corpus-dist'),
  corpusBuildDir: path.join(cacheDir, 'corpus-build'),
  corpusCacheDir: path.join(cacheDir, 'corpus-cache'),
});

/**
 * The corpus built cold by Skerry and by Starlight (`starlight/`, the same pages), in turn,
 * `corpusBuilds` times each: wall time and peak memory of each build's process tree, and the
 * ratios of the medians. The last Skerry build stays for the figures measured on it.
 */
export async function corpusRows(
  report: Report,
  options: BenchOptions,
): Promise<{ pages: CorpusPage[]; deep: CorpusPage; dist: string }> {
  const { corpusDist } = corpusDirs(options.cacheDir);
  const pages = options.reuseBuilds
    ? corpusPages(options.corpusSize)
    : await buildCorpora(report, options);
  const deep = pages.at(-1)!;
  const corpusLoad = firstLoadBytes(
    corpusDist,
    path.join(corpusDist, deep.path, 'index.html'),
    siteConfig.base,
  );
  report.record(
    'corpusDeepPageHtml',
    'Corpus deep page HTML (gzip / raw)',
    corpusLoad.htmlRaw,
    `${kb(corpusLoad.html)} / ${kb(corpusLoad.htmlRaw)}`,
  );
  report.record(
    'corpusFirstLoadJs',
    'Corpus deep page JS its HTML names, the app with it (gzip)',
    corpusLoad.js,
    kb(corpusLoad.js),
  );
  return { pages, deep, dist: corpusDist };
}

/** Writes the corpus for both, then builds each in turn and records the build rows. */
async function buildCorpora(
  { record, results, budget, target }: Report,
  { root, cacheDir, corpusSize, corpusBuilds }: BenchOptions,
): Promise<CorpusPage[]> {
  const { corpusDir, corpusDist, corpusBuildDir, corpusCacheDir } = corpusDirs(cacheDir);
  const pages = writeCorpus(corpusDir, corpusSize);
  writeStarlightCorpus(starlightDocsDir(), corpusSize);
  if (needsInstall(starlightDir)) {
    const install = await timed(
      root,
      'install Starlight (npm ci in scripts/bench/starlight)',
      'npm',
      ['ci', '--prefix', starlightDir, '--no-audit', '--no-fund'],
    );
    checkInstalled(starlightDir);
    record(
      'starlightInstallSeconds',
      'Starlight project installed (npm ci)',
      install.seconds,
      buildShown(install),
    );
  }
  const skerry: Build[] = [];
  const starlight: Build[] = [];
  let starlightPages = 0;
  for (let round = 1; round <= corpusBuilds; round++) {
    for (const dir of [corpusDist, corpusBuildDir, corpusCacheDir]) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    skerry.push(
      await timed(
        root,
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
        root,
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
