import type { Root } from 'mdast';
import { expandFacts } from './facts/remark-facts.ts';
import type { PageSources } from './page-sources.ts';
import { expandComponentApi } from '../../app/docs/api-table/api-table.server.ts';
import { expandReleases } from '../../app/docs/release/release.server.ts';

/**
 * The sources each tree was expanded with. On globalThis, as the kept trees are
 * (`../compile/markdown.ts`): the compiler's copy of this module sees the scanner's trees.
 */
const expandedWith = ((
  globalThis as { __skerryExpandedTrees?: WeakMap<Root, PageSources> }
).__skerryExpandedTrees ??= new WeakMap());

/** The sources a tree was expanded with (`expandPage`), if it was. */
export function expansionOf(tree: Root): PageSources | undefined {
  return expandedWith.get(tree);
}

/**
 * Turns a page's documentation elements of data into the content they stand for: API tables
 * with their headings, facts as words and links, release notes with theirs. Whatever reads a
 * page — the scanner behind page data and the link check, the MDX compiler, the machine files —
 * reads it after this, so each sees exactly the headings and links the built page has.
 *
 * A tree is expanded once for given sources: the compiler takes the tree the scanner expanded
 * (`readPage`), and its own step (`remarkExpandPage`) then has nothing left to do.
 */
export function expandPage(tree: Root, relativePath: string, sources: PageSources): void {
  if (expandedWith.get(tree) === sources) return;
  expandComponentApi(tree, relativePath, sources.manifest());
  expandFacts(tree, relativePath, sources);
  expandReleases(tree, relativePath, sources);
  expandedWith.set(tree, sources);
}
