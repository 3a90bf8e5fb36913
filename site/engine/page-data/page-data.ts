import fs from 'node:fs';
import type { Root } from 'mdast';
import type { NavPage, PageData } from '../../app/content/page.ts';
import type { CemManifest } from '../../readers/manifest.ts';
import { isBetaPage } from '../../readers/component-status.ts';
import { type ContentFile, listContentFiles } from '../content/content-files.ts';
import { formatLastUpdated, lastUpdatedOf } from '../content/git-dates.ts';
import { keepParsed, keptTree, parseMdx } from '../compile/markdown.ts';
import { sharesArticleModule } from '../content/shared-article.ts';
import { type PageAnalysis, analyzePage } from './page-analysis.ts';
import { expandPage } from './page-expansion.ts';
import { type PageSources, createPageSources, pageSources } from './page-sources.ts';

export interface CollectedPage {
  source: ContentFile;
  data: PageData;
  analysis: PageAnalysis;
  /** It shares the article route module (`../content/shared-article.ts`). */
  sharesArticle: boolean;
}

declare module 'vfile' {
  interface DataMap {
    /** The page as `readPage` read it, left on the file by `remarkExpandPage` for `remarkPage`. */
    skerryPage: CollectedPage;
  }
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
 * The pages read, by the sources they were read with. On globalThis, as the sources are
 * (`page-sources.ts`): React Router compiles each route file in a Vite of its own, whose copy of
 * this module would otherwise read every page the scanner had read a second time.
 */
const readings = ((
  globalThis as {
    __skerryPageReadings?: WeakMap<PageSources, Map<string, { text: string; page: CollectedPage }>>;
  }
).__skerryPageReadings ??= new WeakMap());

/**
 * Reads one page: parses its source, expands its documentation elements of data
 * (`expandPage`) and analyses the result, once for a given text and sources. The scanner and
 * the compiler both come here, so a page has one analysis: the headings, ids and links the link
 * check reads are the ones the built page has.
 */
export function readPage(source: ContentFile, text: string, sources: PageSources): CollectedPage {
  let byFile = readings.get(sources);
  if (!byFile) readings.set(sources, (byFile = new Map()));
  const known = byFile.get(source.file);
  if (known?.text === text) return known.page;
  const tree = parseMdx(text);
  // Frontmatter first: a page whose frontmatter is wrong says so before anything it contains.
  analyzePage(
    { type: 'root', children: tree.children.filter((n) => n.type === 'yaml') },
    source.relativePath,
  );
  expandPage(tree, source.relativePath, sources);
  const analysis = analyzePage(tree, source.relativePath);
  const sharesArticle = sharesArticleModule(tree);
  // The compiler takes this tree, expanded, instead of parsing and expanding the text again.
  keepParsed(source.file, text, tree);
  const page: CollectedPage = {
    source,
    analysis,
    data: toPageData(source, analysis, sources.base, sources.contentDir, sources.manifest()),
    sharesArticle,
  };
  byFile.set(source.file, { text, page });
  return page;
}

/** A page as the scanner read it, as plain data: another thread receives it as a copy. */
export interface ScannedPage {
  file: string;
  text: string;
  /** Parsed and expanded (`readPage`). */
  tree: Root;
  analysis: PageAnalysis;
  data: PageData;
}

/**
 * The pages of a content tree the scanner has read with the sources the build shares, each with
 * the tree it keeps for the compiler, while the compiler has not taken it (it changes the tree
 * as it compiles). The machine files' worker takes them instead of reading every page again.
 */
export function scannedPages(contentDir: string, base: string): ScannedPage[] {
  const byFile = readings.get(pageSources(contentDir, base));
  const pages: ScannedPage[] = [];
  for (const [file, { text, page }] of byFile ?? []) {
    const tree = keptTree(file, text);
    if (tree) pages.push({ file, text, tree, analysis: page.analysis, data: page.data });
  }
  return pages;
}

/**
 * Reads the whole content tree, each page through `readPage`. Every problem of every file is
 * gathered before failing, so one build names them all. A manifest given here (tests) replaces
 * the components' own; otherwise the sources are the ones the whole build shares.
 */
export function collectPages(
  contentDir: string,
  base: string,
  manifest?: CemManifest,
): CollectedPage[] {
  const sources = manifest
    ? createPageSources({ contentDir, base, manifest })
    : pageSources(contentDir, base);
  const pages: CollectedPage[] = [];
  const errors: string[] = [];
  for (const source of listContentFiles(contentDir)) {
    try {
      pages.push(readPage(source, fs.readFileSync(source.file, 'utf8'), sources));
    } catch (error) {
      errors.push((error as Error).message);
    }
  }
  // A bad changeset fails every page that shows release notes; it is named once.
  if (errors.length) throw new Error([...new Set(errors)].join('\n'));
  return pages;
}

/** The slice of the page data every page ships, for the sidebar and path resolution. */
export function toNavPages(
  pages: readonly { data: Pick<PageData, 'regularPath' | 'title' | 'frontmatter'> }[],
): NavPage[] {
  return pages.map(({ data }) => ({
    path: data.regularPath,
    title: data.title,
    ...(data.frontmatter.navTitle ? { navTitle: data.frontmatter.navTitle } : {}),
    beta: data.frontmatter.beta,
    ...(data.frontmatter.order !== undefined ? { order: data.frontmatter.order } : {}),
  }));
}
