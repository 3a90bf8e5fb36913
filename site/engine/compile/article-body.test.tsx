import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sharedArticleTable } from '../../app/content/shared-article-table.ts';
import { Badge } from '../../app/docs/badge/badge.tsx';
import { page, writeTree } from '../test-fixtures.ts';
import { articleCompiler } from './article-body.ts';

const source = page(
  'Guide',
  ['Status: <Badge tone="beta">Beta</Badge>', '', '## Install', '', '```sh', 'npm i', '```'].join(
    '\n',
  ),
);

/** The article's wrappers, reduced to what shows they were the ones given. */
const components = {
  StaticArticle: ({ path, children }: { path: string; children: ReactNode }) => (
    <article data-path={path}>{children}</article>
  ),
  Island: ({ index, children }: { index: number; children: ReactNode }) => (
    <div data-island={index}>{children}</div>
  ),
  Badge,
};

async function compiled(files: Record<string, string>, file: string) {
  const dir = writeTree(files);
  return articleCompiler({ contentDir: dir, base: '/docs/' })(path.join(dir, file));
}

describe('a page that shares the article module, as the prerender compiles it', () => {
  it('imports nothing, and exports its data and its content', async () => {
    const body = await compiled({ 'guide.mdx': source }, 'guide.mdx');
    // MDX turns a function body's imports into `await import(…)` of `baseUrl`, which it lacks.
    expect(body).not.toContain('import(');
    expect(body).not.toContain('baseUrl');
    expect(body).toContain('const handle = {');
    // The shared route module gives the head, from the data.
    expect(body).not.toContain('__skerryPageMeta');
    expect(body).toMatch(/return \{\s*handle,\s*default: MDXContent\s*\}/);
  });

  it('renders with the runtime and the components its table gives it', async () => {
    const table = sharedArticleTable(components);
    await table.add('/guide/', await compiled({ 'guide.mdx': source }, 'guide.mdx'));
    const article = table.get('/guide/');
    expect(article?.handle.page).toMatchObject({
      title: 'Guide',
      path: '/docs/guide/',
      headers: [{ level: 2, title: 'Install', slug: 'install' }],
    });
    const Article = article!.default;
    const html = renderToStaticMarkup(<Article />);
    expect(html).toMatch(/^<article data-path="\/guide\/">/);
    expect(html).toContain(
      '<span class="sk-badge" data-tone="beta" data-pagefind-ignore="">Beta</span>',
    );
    expect(html).toContain('<h2 id="install">Install</h2>');
    // The code block, highlighted, is the page's one island.
    expect(html).toMatch(
      /<div data-island="0"><pre class="shiki[^"]*"[^>]*><code class="language-sh">/,
    );

    table.delete('/guide/');
    expect(table.get('/guide/')).toBeUndefined();
  });

  it('fails naming an element the table does not give', async () => {
    const table = sharedArticleTable({ ...components, Badge: undefined });
    await table.add('/guide/', await compiled({ 'guide.mdx': source }, 'guide.mdx'));
    const Article = table.get('/guide/')!.default;
    expect(() => renderToStaticMarkup(<Article />)).toThrow(
      /Expected component `Badge` to be defined/,
    );
  });

  it('refuses a body that gives no content or no page data', async () => {
    const table = sharedArticleTable(components);
    await expect(table.add('/x/', 'return { default: () => null };')).rejects.toThrow(
      'The compiled article of /x/ has no content or no page data.',
    );
    expect(table.get('/x/')).toBeUndefined();
  });
});
