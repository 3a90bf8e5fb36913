import type { Root } from 'mdast';
import { expandFacts } from './facts/remark-facts.ts';
import type { PageSources } from './page-sources.ts';
import { expandComponentApi } from '../../app/docs/api-table/api-table.server.ts';
import { expandReleases } from '../../app/docs/release/release.server.ts';

/**
 * Turns a page's documentation elements of data into the content they stand for: API tables
 * with their headings, facts as words and links, release notes with theirs. Whatever reads a
 * page — the scanner behind page data and the link check, the MDX compiler, the machine files —
 * reads it after this, so each sees exactly the headings and links the built page has.
 */
export function expandPage(tree: Root, relativePath: string, sources: PageSources): void {
  expandComponentApi(tree, relativePath, sources.manifest());
  expandFacts(tree, relativePath, sources);
  expandReleases(tree, relativePath, sources);
}
