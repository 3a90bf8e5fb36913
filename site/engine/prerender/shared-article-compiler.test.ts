import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageRouteId } from '../../app/content/page-route.ts';
import { sharedArticleRoute } from '../content/shared-article.ts';
import { page, writeTree } from '../test-fixtures.ts';
import { sharedArticleCompiler } from './shared-article-compiler.ts';

describe('the prerender’s compile of the shared pages', () => {
  const dir = writeTree({
    'guide.mdx': page('Guide', 'Prose.'),
    'tabs.mdx': page('Tabs', 'Its own module.'),
  });
  // As React Router resolves app/routes.ts: the shared page points at the article module.
  const routes = {
    root: { id: 'root', path: '', file: 'root.tsx' },
    [pageRouteId('/guide/')]: {
      id: pageRouteId('/guide/'),
      parentId: 'root',
      path: 'guide',
      file: sharedArticleRoute,
    },
    [pageRouteId('/tabs/')]: {
      id: pageRouteId('/tabs/'),
      parentId: 'root',
      path: 'tabs',
      file: path.join(dir, 'tabs.mdx'),
    },
  };

  it('compiles the pages the route table gives the article module, and no other', async () => {
    const compile = sharedArticleCompiler(routes, { contentDir: dir, base: '/' });
    const guide = await compile('/guide/');
    expect(guide).toContain('"title": "Guide"');
    expect(guide).toContain('Prose.');
    expect(await compile('/tabs/')).toBeUndefined();
    expect(await compile('/elsewhere/')).toBeUndefined();
  });
});
