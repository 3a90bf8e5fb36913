import fs from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { FrontmatterError, parseFrontmatter } from '../../app/content/frontmatter.ts';
import type { PageData } from '../../app/content/page.ts';
import type { CemManifest } from '../../readers/manifest.ts';
import { isBetaPage } from '../../readers/component-status.ts';
import { listContentFiles } from './content-files.ts';

/** What the site knows of a page from its frontmatter alone: enough for lists of pages. */
export type PageHead = Pick<PageData, 'title' | 'frontmatter' | 'regularPath' | 'relativePath'> & {
  /** The tags whose API the page's `<WebComponentApi>` tables document. */
  apiTags: string[];
};

const apiTable = /<WebComponentApi\b[^>]*?\btag="(sk-[a-z0-9-]+)"/g;

const frontmatterBlock = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** A page's frontmatter from its source, validated, with `beta` as the components decide it. */
export function readPageHead(
  text: string,
  source: { relativePath: string; routePath: string },
  manifest: CemManifest | undefined,
): PageHead {
  const block = frontmatterBlock.exec(text)?.[1];
  let raw: unknown;
  try {
    raw = block === undefined ? undefined : parseYaml(block);
  } catch (error) {
    throw new FrontmatterError(source.relativePath, [
      { field: '(frontmatter)', message: `is not valid YAML: ${(error as Error).message}` },
    ]);
  }
  const frontmatter = parseFrontmatter(source.relativePath, raw);
  return {
    title: frontmatter.title,
    frontmatter: {
      ...frontmatter,
      beta: isBetaPage(source.relativePath, frontmatter.beta, manifest),
    },
    regularPath: source.routePath,
    relativePath: source.relativePath,
    apiTags: [...text.matchAll(apiTable)].map((match) => match[1]!),
  };
}

/**
 * Every page's head, without reading its body: what documentation elements that list pages (the
 * components overview, item overviews, facts) need, so expanding one page never waits on the
 * analysis of all the others. Every frontmatter problem is gathered before failing.
 */
export function readPageHeads(contentDir: string, manifest: CemManifest | undefined): PageHead[] {
  const heads: PageHead[] = [];
  const errors: string[] = [];
  for (const source of listContentFiles(contentDir)) {
    try {
      heads.push(readPageHead(fs.readFileSync(source.file, 'utf8'), source, manifest));
    } catch (error) {
      errors.push((error as Error).message);
    }
  }
  if (errors.length) throw new Error(errors.join('\n'));
  return heads;
}
