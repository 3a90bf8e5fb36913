import { describe, expect, it } from 'vitest';
import { page, writeTree } from '../test-fixtures.ts';
import { sharedArticlePaths, sharedArticlesModule } from './articles-module.ts';
import { collectPages } from './page-data.ts';

const noComponents = { schemaVersion: '2.1.0', modules: [] };

describe('the pages that share the article module', () => {
  const dir = writeTree({
    'index.mdx': page('Home'),
    'guide.mdx': page('Guide', '```sh\nnpm i\n```'),
    'tabs.mdx': page('Tabs', '<Tabs>\n<Tab label="a">x</Tab>\n</Tabs>'),
  });

  it('are told by the scanner, from each page as it read it', () => {
    const pages = collectPages(dir, '/', noComponents);
    expect(pages.map((p) => [p.source.routePath, p.sharesArticle]).sort()).toEqual([
      ['/', true],
      ['/guide/', true],
      ['/tabs/', false],
    ]);
  });

  it('make the prerender table, which the browser has empty', () => {
    expect([...sharedArticlePaths(dir, '/')].sort()).toEqual(['/', '/guide/']);
    const source = sharedArticlesModule(dir, '/', true);
    expect(source).toContain(`from ${JSON.stringify(`${dir}/guide.mdx`)}`);
    expect(source).toContain('"/guide/": p');
    expect(source).not.toContain('tabs.mdx');
    expect(sharedArticlesModule(dir, '/', false)).toBe('export default {};');
  });
});
