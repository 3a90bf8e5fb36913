import { describe, expect, it } from 'vitest';
import { docElements } from '../../app/docs/registry.ts';
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
    expect([...sharedArticlePaths(dir, '/')].sort()).toEqual(['/', '/guide/']);
  });
});

describe('the table of compiled articles', () => {
  it('gives the server build every element a page may render, and no page', () => {
    const source = sharedArticlesModule(true);
    expect(source).not.toContain('.mdx');
    expect(source).toContain('content/shared-article-table.ts');
    expect(source).toContain('import { Island, StaticArticle } from');
    expect(source).toContain('...useMDXComponents(),');
    for (const name of Object.keys(docElements)) {
      expect(source).toMatch(new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from`));
      expect(source).toContain(`  ${name},`);
    }
  });

  it('is empty in the browser and the dev server', () => {
    const source = sharedArticlesModule(false);
    expect(source).toMatch(/export default sharedArticleTable\(\{\}\);$/);
    expect(source.match(/import /g)).toHaveLength(1);
  });
});
