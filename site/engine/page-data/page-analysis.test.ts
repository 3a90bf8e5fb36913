import { describe, expect, it } from 'vitest';
import { layoutIds } from '../../app/components/layout-ids.ts';
import { parseMdx } from '../compile/markdown.ts';
import { analyzePage } from './page-analysis.ts';

describe('analyzePage', () => {
  it("never gives a heading an id of the layout's own, which would then appear twice", () => {
    const source =
      '---\ntitle: Search\ndescription: Search.\n---\n# Search\n\n## Site search\n\n## Main\n';
    const { headers, anchors } = analyzePage(parseMdx(source), 'core-components/search/index.mdx');
    expect(headers.map((h) => h.slug)).toEqual(['site-search-1', 'main-1']);
    for (const id of Object.values(layoutIds)) expect(anchors).not.toContain(id);
  });
});
