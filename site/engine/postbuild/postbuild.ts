import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SiteConfig } from '../../app/config/define.ts';
import { workbenchPath } from '../../workbench-paths.ts';
import { angularShowcasePath } from '../../app/config/angular-showcase.ts';
import { machineFiles } from '../machine-files/background.ts';
import { siteUrl } from '../machine-files/prepare-machine-files.ts';
import { sitemapXml } from '../machine-files/sitemap.ts';
import { writeStaticHostFiles } from '../machine-files/static-host-files.ts';
import { writeMachineFiles } from '../machine-files/write-machine-files.ts';
import { copyAngularShowcase } from './angular-showcase.ts';
import { writeArticleFragments } from '../prerender/article-fragments.ts';
import { logPhase } from '../client-build/build-phases.ts';
import { pageAssets } from '../prerender/page-assets.ts';
import { withPagePolicy } from '../prerender/page-policy.ts';
import { withScriptsAfterPaint } from '../prerender/scripts-after-paint.ts';
import { firstVisitUrl } from '../client-build/first-visit.ts';
import { cacheDir, contentDir } from '../../readers/paths.ts';
import { builtNavPages } from '../page-data/nav-module.ts';
import { collectPages, toNavPages } from '../page-data/page-data.ts';
import { precompress } from './precompress.ts';
import { writeSectionFiles } from '../client-build/section-files.ts';
import { buildSearchIndex, searchIndexDir } from './search-index.ts';
import { writeServiceWorker } from './service-worker.ts';
import { thirdPartySources } from '../../hosting/third-party-sources.ts';
import { workbench } from '../workbench/background.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A page that sends `/x.html` on to `/x/` on hosts that run no rules and readers without JS. The
 * canonical link is absolute when the production host is known (`canonical`), as search engines
 * prefer; the refresh stays on the host the reader is on.
 */
export function redirectPage(target: string, canonical: string = target): string {
  const href = escapeHtml(target);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Redirecting to ${href}</title>
<link rel="canonical" href="${escapeHtml(canonical)}"><meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${href}"></head>
<body><p>This page has moved to <a href="${href}">${href}</a>.</p></body></html>
`;
}

function listPageDirs(root: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'assets') continue;
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (fs.existsSync(path.join(dir, entry.name, 'index.html'))) pages.push(childRel);
      walk(path.join(dir, entry.name), childRel);
    }
  };
  walk(root, '');
  return pages.sort();
}

function webManifest(config: SiteConfig): string {
  const icon = (file: string, size: number, purpose = 'any') => ({
    src: `${config.base}${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return JSON.stringify(
    {
      name: config.title,
      short_name: config.title.replace(/ Design System$/, '') || config.title,
      description: config.description,
      lang: config.lang,
      start_url: config.base,
      scope: config.base,
      display: 'standalone',
      theme_color: config.themeColor,
      background_color: '#ffffff',
      icons: [
        icon('icon-192.png', 192),
        icon('icon-512.png', 512),
        icon('icon-maskable-512.png', 512, 'maskable'),
      ],
    },
    null,
    2,
  );
}

/**
 * Makes `from` (the client build, which nothing reads after the build) the folder `to`: a rename,
 * where both are on one file system, instead of a copy, which with the deletion of the last
 * build's folder took tens of seconds of a large site's build. The last build's folder is renamed
 * aside (beside `from`, in the build folder) and deleted on the thread pool while the post-build
 * steps run; the returned promise settles when it is gone.
 */
export function moveIntoPlace(from: string, to: string): Promise<void> {
  const aside = `${from}-previous`;
  fs.rmSync(aside, { recursive: true, force: true });
  try {
    if (fs.existsSync(to)) fs.renameSync(to, aside);
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    fs.rmSync(to, { recursive: true, force: true });
    fs.cpSync(from, to, { recursive: true });
  }
  return fs.promises.rm(aside, { recursive: true, force: true });
}

/**
 * Turns React Router's client build into the deployable folder: `404.html` from the prerendered
 * not-found page, a redirect file for every page's `.html` form, the web manifest and a sitemap.
 */
export async function finishBuild(options: {
  clientDir: string;
  distDir: string;
  config: SiteConfig;
  notFoundPath: string;
  /** The service worker's code, bundled while the pages were prerendered (`startServiceWorker`). */
  serviceWorker?: Promise<string>;
}): Promise<void> {
  const { clientDir, distDir, config } = options;
  logPhase('post-build started');
  const oldDistRemoved = moveIntoPlace(clientDir, distDir);
  // Awaited at the end; until then its failure must not count as unhandled.
  oldDistRemoved.catch(() => undefined);

  const notFoundDir = path.join(distDir, options.notFoundPath.replace(/^\//, ''));
  fs.renameSync(path.join(notFoundDir, 'index.html'), path.join(distDir, '404.html'));
  fs.rmSync(notFoundDir, { recursive: true, force: true });

  const pages = listPageDirs(distDir);
  const url = siteUrl(config);
  for (const page of pages) {
    fs.writeFileSync(
      path.join(distDir, `${page}.html`),
      redirectPage(`${config.base}${page}/`, url(`/${page}/`)),
    );
  }
  fs.writeFileSync(path.join(distDir, 'manifest.webmanifest'), webManifest(config));
  writeArticleFragments(distDir, [
    path.join(distDir, 'index.html'),
    ...pages.map((page) => path.join(distDir, page, 'index.html')),
  ]);

  // Each page with its own routes, and the sections' files: what a page loads does not grow
  // with the number of pages. The page list is the one the build read, when it ran here. In the
  // same pass, each page's scripts wait for its first paint (scripts-after-paint.ts), and then
  // the page gets its policy, which hashes those final scripts (page-policy.ts).
  const firstVisitModule = firstVisitUrl(distDir, config.base);
  const sources = thirdPartySources(config);
  writeSectionFiles({
    distDir,
    base: config.base,
    pages: builtNavPages() ?? toNavPages(collectPages(contentDir, config.base)),
    notFoundFile: path.join(distDir, '404.html'),
    skip: [workbenchPath],
    alsoRewrite: (html, file) =>
      withPagePolicy(
        withScriptsAfterPaint(html, path.relative(distDir, file), firstVisitModule),
        sources,
      ),
  });

  // The Markdown, llms files and social cards, prepared on a worker since the build started
  // (machine-files/early-start.ts); Pagefind's own process builds the search index meanwhile.
  logPhase('pages, redirects, articles and sections written');
  const searchIndex = buildSearchIndex(distDir, config.lang);
  // Awaited below; until then its failure must not count as unhandled.
  searchIndex.catch(() => undefined);
  // The assets and the shell are final: the worker's precache list goes into its code, bundled
  // while the pages were prerendered.
  const serviceWorkerStart = performance.now();
  await writeServiceWorker({
    distDir,
    base: config.base,
    killSwitch: config.offline.killSwitch,
    code: options.serviceWorker,
  });
  logPhase('service worker written', serviceWorkerStart);
  const waitStart = performance.now();
  const machines = await machineFiles({ contentDir, cacheDir, config });
  const waited = performance.now() - waitStart;
  writeMachineFiles(distDir, machines);

  if (config.productionUrl) {
    const lastModified = new Map(machines.pages.map((p) => [p.routePath, p.lastModified]));
    const entries = ['', ...pages.map((p) => `${p}/`)].map((p) => ({
      loc: url(`/${p}`),
      lastModified: lastModified.get(`/${p}`),
    }));
    fs.writeFileSync(path.join(distDir, 'sitemap.xml'), sitemapXml(entries));
  }
  const sitemapLine = config.productionUrl
    ? `Sitemap: ${new URL(`${config.base}sitemap.xml`, config.productionUrl).href}\n`
    : '';
  fs.writeFileSync(path.join(distDir, 'robots.txt'), `User-agent: *\nAllow: /\n${sitemapLine}`);

  logPhase('machine files written');
  // The pages, the assets, the service worker and the files above are final: they are compressed
  // on worker threads while Pagefind's process writes the search index, and the index as soon as
  // it is written. What comes later (the workbench, the showcase, the host files) is compressed
  // at the end.
  // The not-found page loads what every page loads and nothing else: the shell.
  const shell = pageAssets(fs.readFileSync(path.join(distDir, '404.html'), 'utf8'))
    .filter((url) => url.startsWith(config.base))
    .map((url) => path.join(...url.slice(config.base.length).split('/')));
  const compressStart = performance.now();
  const compressed = precompress(distDir, {
    shell: new Set(shell),
    skip: (relative) => relative.startsWith(`${searchIndexDir}${path.sep}`),
  });
  // Awaited below; until then its failure must not count as unhandled.
  compressed.catch(() => undefined);

  const { pages: indexed } = await searchIndex;
  logPhase('search index written');
  if (indexed < pages.length) {
    throw new Error(
      `The search index holds ${indexed} pages of ${pages.length + 1}: a page lost its content.`,
    );
  }
  // The index is final: its files, which take brotli's slowest levels (precompress.ts), are
  // compressed while the workbench and the showcase are copied in, not after them.
  const indexCompressed = precompress(distDir, {
    skip: (relative) => !relative.startsWith(`${searchIndexDir}${path.sep}`),
  });
  // Awaited below; until then its failure must not count as unhandled.
  indexCompressed.catch(() => undefined);
  // The workbench, built beside the site since the build started (workbench/early-start.ts),
  // joins it after the pages are listed and indexed: it is no page of the site's, so it has no
  // sitemap entry, no redirect file and no search entry, and the service worker precaches none
  // of it. It comes before the host files and the compression, which cover every file.
  const workbenchWait = performance.now();
  const bench = await workbench({ contentDir, cacheDir });
  const workbenchWaited = performance.now() - workbenchWait;
  if (bench.dir) {
    const target = path.join(distDir, workbenchPath);
    if (fs.existsSync(target)) {
      throw new Error(`The content has a page at /${workbenchPath}/, where the workbench goes.`);
    }
    fs.cpSync(bench.dir, target, { recursive: true });
  }
  // The Angular showcase joins it the same way, for the same reasons: an application of its
  // own, built by Angular's tools before the site's build (`npm run build`).
  const showcaseFiles = copyAngularShowcase(distDir);
  // Last of the files a host serves, so the header rules cover every one of them.
  const hostFiles = writeStaticHostFiles({
    distDir,
    base: config.base,
    thirdPartySources: sources,
  });
  const cards = machines.cardStats;
  console.log(
    `Machine files: ${machines.pages.length} pages as Markdown (${machines.pagesParsed} of ` +
      `them parsed again, the rest as the route table read them), llms.txt, llms-full.txt and ` +
      `${cards.images} social cards (${cards.rendered} drawn in ${Math.round(cards.ms)} ms) ` +
      `prepared in ${Math.round(machines.ms)} ms, of which the build waited ${Math.round(waited)} ms; ` +
      `_headers with ${hostFiles.headerRules} rules, _redirects with ${hostFiles.redirects}` +
      (hostFiles.problems.length
        ? ` (more than the static hosts read: ${hostFiles.problems.join('; ')}).`
        : '.'),
  );
  console.log(
    bench.dir
      ? `Workbench: ${bench.stories} stories of ${bench.components} components at /${workbenchPath}/, ` +
          `${bench.reused ? 'reused from an earlier build of the same inputs' : 'built'} in ` +
          `${Math.round(bench.ms)} ms, of which the build waited ${Math.round(workbenchWaited)} ms.`
      : 'Workbench: the content has no demo, so there is none.',
  );
  console.log(`Angular showcase: ${showcaseFiles} files at /${angularShowcasePath}/.`);
  logPhase('workbench, showcase and host files written');
  const done = new Set([...(await compressed).listed, ...(await indexCompressed).listed]);
  await precompress(distDir, { shell: new Set(shell), skip: (relative) => done.has(relative) });
  logPhase('files compressed', compressStart);
  await oldDistRemoved;
}
