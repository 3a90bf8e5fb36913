import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SiteConfig } from '../../app/config/define.ts';
import { socialCardOf, socialImageFile } from '../../app/head/social-image.ts';
import {
  type BundledTranslations,
  readBundledTranslations,
} from '../../app/docs/localization-strings/translations.server.ts';
import { listContentFiles } from '../content/content-files.ts';
import { parseMdx } from '../compile/markdown.ts';
import { analyzePage } from '../page-data/page-analysis.ts';
import { type ScannedPage, toNavPages, toPageData } from '../page-data/page-data.ts';
import { expandPage } from '../page-data/page-expansion.ts';
import { pageSources } from '../page-data/page-sources.ts';
import { siteDir } from '../../readers/paths.ts';
import { toClientConfig } from '../client-build/vite-plugin.ts';
import { type LlmsPage, llmsFullTxt, llmsTxt } from './llms-txt.ts';
import { pageMarkdown } from './page-markdown.ts';
import { type CardStats, drawSocialCards } from './social-card/render-cards.ts';

export interface MachineFilesOptions {
  contentDir: string;
  /** The build cache; the social cards are drawn into `social-cards/` in it. */
  cacheDir: string;
  config: SiteConfig;
  /** How many cards are rasterized at a time: 1 beside a running build, the cores after it. */
  parallel: number;
  /**
   * Pages the build's scanner has read already (`scannedPages`), taken as they are when their
   * text is still the file's; any other page is read here. Copies: they are changed.
   */
  scanned?: readonly ScannedPage[];
}

/** Everything the post-build step writes into the site, as plain data (it crosses threads). */
export interface PreparedMachineFiles {
  pages: { routePath: string; markdown: string; lastModified: number }[];
  llmsTxt: string;
  llmsFullTxt: string;
  /** The cards' files below the site root (`assets/og/…`), each drawn into `cardCache`. */
  cards: string[];
  cardCache: string;
  cardStats: CardStats;
  /** How many pages were parsed here: those the scanner's reading (`scanned`) did not give. */
  pagesParsed: number;
  /** Wall time of the preparation, in milliseconds. */
  ms: number;
}

/** An absolute URL on the production host for a router path, or the base path without a host. */
export function siteUrl(config: Pick<SiteConfig, 'base' | 'productionUrl'>) {
  return (sitePath: string): string => {
    const below = `${config.base}${sitePath.replace(/^\//, '')}`;
    return config.productionUrl ? new URL(below, config.productionUrl).href : below;
  };
}

/**
 * Reads and parses every page's MDX once (or takes the scanner's reading of it), and makes from
 * it what machines read: the page as Markdown, `llms.txt`, `llms-full.txt`, and the social card
 * of every page (drawn into the build cache unless an earlier build drew it). Nothing here needs
 * the built site, so it can run on a worker while the site is bundled (`background.ts`).
 */
export async function prepareMachineFiles(
  options: MachineFilesOptions,
): Promise<PreparedMachineFiles> {
  const start = performance.now();
  const { config } = options;
  const sources = pageSources(options.contentDir, config.base);
  const manifest = sources.manifest();
  const scanned = new Map(options.scanned?.map((page) => [page.file, page]));
  let pagesParsed = 0;
  const collected = listContentFiles(options.contentDir).map((source) => {
    const text = fs.readFileSync(source.file, 'utf8');
    const read = scanned.get(source.file);
    if (read?.text === text) {
      return { page: { source, analysis: read.analysis, data: read.data }, tree: read.tree, text };
    }
    pagesParsed += 1;
    // Expanded as the site's pages are: facts, API tables and release notes as their content.
    const tree = parseMdx(text);
    expandPage(tree, source.relativePath, sources);
    const analysis = analyzePage(tree, source.relativePath);
    const data = toPageData(source, analysis, config.base, options.contentDir, manifest);
    return { page: { source, analysis, data }, tree, text };
  });
  const pages = collected.map((c) => c.page);
  const site = toClientConfig(config);
  const cardList = pages.map((p) => socialCardOf(p.data, site));
  const cardCache = path.join(options.cacheDir, 'social-cards');

  // The cards rasterize on the thread pool while the Markdown is made here.
  const cardStats = drawSocialCards({
    cards: cardList,
    cacheDir: cardCache,
    logoFile: path.join(siteDir, 'public/favicon.svg'),
    parallel: options.parallel,
  });

  // Only pages with a strings table need the components' translation modules.
  const needsTranslations = collected.some(({ text }) => text.includes('<LocalizationStrings'));
  const translations: BundledTranslations = needsTranslations
    ? await readBundledTranslations()
    : [];
  const url = siteUrl(config);
  const markdownPages: LlmsPage[] = collected.map(({ page, tree, text }) => ({
    data: page.data,
    markdown: pageMarkdown(tree, page.data, {
      where: page.source.relativePath,
      source: text,
      url,
      manifest,
      translations: () => translations,
      pages,
    }),
  }));
  const nav = toNavPages(pages);
  return {
    pages: markdownPages.map(({ data, markdown }) => ({
      routePath: data.regularPath,
      markdown,
      lastModified: data.lastUpdatedTimestamp,
    })),
    llmsTxt: llmsTxt(markdownPages, nav, site, url),
    llmsFullTxt: llmsFullTxt(markdownPages, nav, site, url),
    cards: [...new Set(cardList.map(socialImageFile))],
    cardCache,
    cardStats: await cardStats,
    pagesParsed,
    ms: performance.now() - start,
  };
}
