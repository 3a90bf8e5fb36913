/**
 * The site's part of `npm run bench`: its build (time, peak memory, pages), what a component page
 * loads, the workbench and the Angular showcase built again alone and what they weigh, and the
 * token CSS a page carries.
 */
import fs from 'node:fs';
import path from 'node:path';
import siteConfig from '../../../site/site.config.ts';
import { angularShowcaseBuildDir } from '../../../site/engine/postbuild/angular-showcase.ts';
import { showcaseFigures } from '../angular-showcase.ts';
import { firstLoadBytes, kb } from '../measure.ts';
import type { BenchOptions } from '../options.ts';
import type { Report } from '../report.ts';
import { buildShown, notBuilt, timed } from '../timed.ts';
import { tokenCssBytes } from '../token-css.ts';
import { workbenchFigures } from '../workbench.ts';

export async function siteRows(
  report: Report,
  { root, siteDist, cacheDir, reuseBuilds }: BenchOptions,
): Promise<void> {
  const siteBuild = reuseBuilds
    ? notBuilt
    : await timed(root, 'build the site', 'npm', ['run', 'build', '-w', 'site']);
  const sitePages = fs
    .readdirSync(siteDist, { recursive: true })
    .filter((f) => String(f).endsWith('index.html')).length;
  report.record(
    'siteBuildSeconds',
    `Site build (${sitePages} pages)`,
    siteBuild.seconds,
    buildShown(siteBuild),
  );
  report.results.siteBuildPeakBytes = siteBuild.peakBytes ?? null;

  const componentPage = path.join(siteDist, 'core-components/button/index.html');
  const siteLoad = firstLoadBytes(siteDist, componentPage, siteConfig.base);
  report.record(
    'siteFirstLoadJs',
    'First-load JS, component page (gzip)',
    siteLoad.js,
    kb(siteLoad.js),
  );
  report.record(
    'siteFirstLoadCss',
    'First-load CSS, component page (gzip)',
    siteLoad.css,
    kb(siteLoad.css),
  );
  report.record(
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
    : await timed(root, 'build the workbench (Storybook)', 'npm', [
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
  report.record(
    'workbenchBuildSeconds',
    `Workbench build, alone (${workbench.stories} stories)`,
    workbenchBuild.seconds,
    `${workbenchBuild.seconds.toFixed(1)} s`,
  );
  report.record(
    'workbenchBytes',
    `Workbench, ${workbench.files} files (raw / gzip)`,
    { raw: workbench.bytes, gzip: workbench.gzipBytes },
    `${kb(workbench.bytes)} / ${kb(workbench.gzipBytes)}`,
  );
  report.record(
    'workbenchLargestScriptGzip',
    'Workbench, largest script (gzip)',
    workbench.largestScriptGzip,
    `${kb(workbench.largestScriptGzip.bytes)} (${workbench.largestScriptGzip.file})`,
  );

  // The Angular showcase (`@skerry/angular`'s `build:showcase`, Angular's own build), built again
  // alone into its package's `showcase/dist/`, and what it weighs as the site serves it.
  const showcaseBuild = reuseBuilds
    ? notBuilt
    : await timed(root, 'build the Angular showcase (ng build)', 'npm', [
        'run',
        'build:showcase',
        '-w',
        '@skerry/angular',
      ]);
  const showcase = showcaseFigures(angularShowcaseBuildDir);
  report.record(
    'angularShowcaseBuildSeconds',
    'Angular showcase build, alone (ng build)',
    showcaseBuild.seconds,
    buildShown(showcaseBuild),
  );
  report.record(
    'angularShowcaseBytes',
    `Angular showcase, ${showcase.files} files (raw / gzip)`,
    { raw: showcase.bytes, gzip: showcase.gzipBytes },
    `${kb(showcase.bytes)} / ${kb(showcase.gzipBytes)}`,
  );
  report.record(
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
  report.record(
    'siteTokenCss',
    'Token CSS, color page (gzip / raw)',
    tokenCss.gzip,
    `${kb(tokenCss.gzip)} / ${kb(tokenCss.raw)}`,
  );
}
