import { describe, expect, it } from 'vitest';
import { parseMdx } from '../compile/markdown.ts';
import { expandPage } from './page-expansion.ts';
import { type PageSources, createPageSources } from './page-sources.ts';

/** Sources with no manifest that count how often an expansion reads them. */
function countingSources(): { sources: PageSources; reads: () => number } {
  const base = createPageSources({ contentDir: '/content', base: '/', manifest: undefined });
  let reads = 0;
  const sources = {
    ...base,
    manifest: () => {
      reads += 1;
      return base.manifest();
    },
  };
  return { sources, reads: () => reads };
}

describe('a page’s expansion', () => {
  it('is made once per tree and sources: the compiler takes the tree the scanner expanded', () => {
    const tree = parseMdx('---\ntitle: A\ndescription: A.\n---\n# A\n');
    const first = countingSources();
    expandPage(tree, 'a.mdx', first.sources);
    expandPage(tree, 'a.mdx', first.sources);
    expect(first.reads()).toBe(1);
    // Other sources (the data changed since): the tree is expanded with them.
    const second = countingSources();
    expandPage(tree, 'a.mdx', second.sources);
    expect(second.reads()).toBe(1);
    // Another tree of the same text is expanded anew.
    expandPage(parseMdx('# A\n'), 'a.mdx', first.sources);
    expect(first.reads()).toBe(2);
  });
});
