import { describe, expect, it } from 'vitest';
import { staticPaths } from './static-paths.ts';

describe('staticPaths', () => {
  it("lists the site's routes as React Router's getStaticPaths does", () => {
    // The shape app/routes.ts gives: the root, a pathless layout, the pages, a splat.
    const routes = {
      root: { id: 'root', path: '' },
      'layout/doc-layout': { id: 'layout/doc-layout', parentId: 'root' },
      'page:/': { id: 'page:/', parentId: 'layout/doc-layout', path: '/' },
      'page:/guides/': { id: 'page:/guides/', parentId: 'layout/doc-layout', path: 'guides' },
      'page:/guides/start/': {
        id: 'page:/guides/start/',
        parentId: 'layout/doc-layout',
        path: 'guides/start',
      },
      'not-found': { id: 'not-found', parentId: 'layout/doc-layout', path: '*' },
    };
    expect(staticPaths(routes)).toEqual(['/', '/', '/guides', '/guides/start']);
  });

  it('joins nested paths and leaves out index routes, parameters and splats', () => {
    const routes = {
      root: { id: 'root', path: '' },
      docs: { id: 'docs', parentId: 'root', path: 'docs/' },
      'docs-index': { id: 'docs-index', parentId: 'docs', index: true },
      'docs-page': { id: 'docs-page', parentId: 'docs', path: 'intro' },
      'docs-param': { id: 'docs-param', parentId: 'docs', path: ':slug' },
      'docs-splat': { id: 'docs-splat', parentId: 'docs', path: 'files/*' },
    };
    expect(staticPaths(routes)).toEqual(['/', '/docs', '/docs/intro']);
  });
});
