import fs from 'node:fs';
import type { NavPage, PageData } from '../app/content/page.ts';
import { type CemManifest, readManifest } from './api/manifest.ts';
import { isBetaPage } from './components/component-status.ts';
import { type ContentFile, listContentFiles } from './content-files.ts';
import { formatLastUpdated, lastUpdatedOf } from './git-dates.ts';
import { parseMdx } from './markdown.ts';
import { type PageAnalysis, analyzePage } from './page-analysis.ts';

export interface CollectedPage {
  source: ContentFile;
  data: PageData;
  analysis: PageAnalysis;
}

/**
 * Places an analysed page on the site: its URL, key and dates. A built component's pages are
 * beta when its manifest entry says `@status beta`, and only then.
 */
export function toPageData(
  source: ContentFile,
  analysis: PageAnalysis,
  base: string,
  contentDir: string,
  manifest: CemManifest | undefined,
): PageData {
  const timestamp = lastUpdatedOf(source.file, contentDir);
  const beta = isBetaPage(source.relativePath, analysis.frontmatter.beta, manifest);
  return {
    title: analysis.frontmatter.title,
    frontmatter: { ...analysis.frontmatter, beta },
    regularPath: source.routePath,
    relativePath: source.relativePath,
    key: source.relativePath.replace(/\.mdx$/, ''),
    path: base.replace(/\/$/, '') + source.routePath,
    headers: analysis.headers,
    lastUpdated: formatLastUpdated(timestamp),
    lastUpdatedTimestamp: timestamp,
  };
}

/**
 * Reads the whole content tree once. Every frontmatter problem of every file is gathered before
 * failing, so one build names them all.
 */
export function collectPages(
  contentDir: string,
  base: string,
  manifest: CemManifest | undefined = readManifest(),
): CollectedPage[] {
  const pages: CollectedPage[] = [];
  const errors: string[] = [];
  for (const source of listContentFiles(contentDir)) {
    try {
      const analysis = analyzePage(
        parseMdx(fs.readFileSync(source.file, 'utf8')),
        source.relativePath,
      );
      pages.push({
        source,
        analysis,
        data: toPageData(source, analysis, base, contentDir, manifest),
      });
    } catch (error) {
      errors.push((error as Error).message);
    }
  }
  if (errors.length) throw new Error(errors.join('\n'));
  return pages;
}

/** The slice of the page data every page ships, for the sidebar and path resolution. */
export function toNavPages(pages: CollectedPage[]): NavPage[] {
  return pages.map(({ data }) => ({
    path: data.regularPath,
    title: data.title,
    ...(data.frontmatter.navTitle ? { navTitle: data.frontmatter.navTitle } : {}),
    beta: data.frontmatter.beta,
    ...(data.frontmatter.order !== undefined ? { order: data.frontmatter.order } : {}),
  }));
}
