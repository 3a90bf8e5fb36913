import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NavPage } from '../../app/content/page.ts';
import siteConfig from '../../site.config.ts';
import { navModuleSource } from '../page-data/nav-module.ts';
import { hydratedRouteIds, withPartialManifest, writeSectionFiles } from './section-files.ts';
import { writeTree } from '../test-fixtures.ts';
import { toClientConfig } from './vite-plugin.ts';

const folders = ['guides', 'patterns', 'tokens', 'layouts', 'forms'];

/** A site like the benchmark's corpus: `count` pages spread over the same five folders. */
function site(count: number) {
  const pages: NavPage[] = [{ path: '/', title: 'Home', beta: false }];
  for (const folder of folders) pages.push({ path: `/${folder}/`, title: folder, beta: false });
  for (let i = 0; i < count; i++) {
    const folder = folders[i % folders.length]!;
    pages.push({ path: `/${folder}/page-${i}/`, title: `Page ${i}`, beta: false });
  }
  const route = (id: string, extra: object) => ({
    id,
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasDefaultExport: true,
    hasErrorBoundary: false,
    module: `/assets/${id.replace(/\W+/g, '-')}.js`,
    imports: ['/assets/jsx-runtime.js'],
    css: [],
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
    ...extra,
  });
  const routes: Record<string, ReturnType<typeof route>> = {
    root: route('root', { path: '' }),
    'layout/doc-layout': route('layout/doc-layout', { parentId: 'root' }),
    'not-found': route('not-found', { parentId: 'layout/doc-layout', path: '*' }),
  };
  for (const p of pages) {
    routes[`page:${p.path}`] = route(`page:${p.path}`, {
      parentId: 'layout/doc-layout',
      path: p.path === '/' ? '/' : p.path.slice(1, -1),
      caseSensitive: true,
    });
  }
  const manifest = {
    entry: { module: '/assets/entry.client.js', imports: ['/assets/jsx-runtime.js'], css: [] },
    routes,
    url: '/assets/manifest-v1.js',
    version: 'v1',
  };
  return { pages, manifest };
}

/** A prerendered page's bootstrap as React Router writes it. */
const pageHtml = (routeId: string) =>
  `<html><head><link rel="modulepreload" href="/assets/manifest-v1.js"/></head><body>` +
  `<script type="module" async="">import "/assets/manifest-v1.js";\n` +
  `import * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/layout.js";\n` +
  `import * as route2 from "/assets/page.js";\n  \n  window.__reactRouterRouteModules = ` +
  `{"root":route0,"layout/doc-layout":route1,${JSON.stringify(routeId)}:route2};\n\n` +
  `import("/assets/entry.client.js");</script></body></html>`;

const config = toClientConfig(siteConfig);

describe('what a page loads does not grow with the number of pages', () => {
  it('ships the same navigation module to the browser for 100 pages as for 1,000', () => {
    const small = navModuleSource(site(100).pages, config, false);
    const large = navModuleSource(site(1000).pages, config, false);
    expect(large).toBe(small);
    expect(small).not.toContain('page-');
    expect(small).toContain('export const allPages = null;');
  });

  it('gives a page the same routes, its own, for 100 pages as for 1,000', () => {
    const html = pageHtml('page:/tokens/page-2/');
    const small = withPartialManifest(html, site(100).manifest);
    const large = withPartialManifest(html, site(1000).manifest);
    expect(large).toBe(small);
    expect(small).not.toContain('manifest-v1.js');
    const inline = /window\.__reactRouterManifest=(.*?);\n/.exec(small)?.[1];
    const routes = Object.keys((JSON.parse(inline!) as { routes: object }).routes).sort();
    expect(routes).toEqual([
      'layout/doc-layout',
      'not-found',
      'page:/',
      'page:/tokens/page-2/',
      'root',
    ]);
  });

  it('reads the routes a page hydrates from its bootstrap', () => {
    expect(hydratedRouteIds(pageHtml('page:/a "b"/'))).toEqual([
      'root',
      'layout/doc-layout',
      'page:/a "b"/',
    ]);
  });

  it('fails the build when React Router no longer imports its manifest as expected', () => {
    expect(() => withPartialManifest('<html></html>', site(1).manifest)).toThrow(/Route manifest/);
  });

  it('writes each section its own pages and routes, and removes the whole manifest', () => {
    const { pages, manifest } = site(20);
    const dist = writeTree({
      'assets/manifest-v1.js': `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
      '404.html': pageHtml('not-found'),
      'index.html': pageHtml('page:/'),
      'tokens/page-2/index.html': pageHtml('page:/tokens/page-2/'),
    });
    const result = writeSectionFiles({
      distDir: dist,
      base: '/',
      pages,
      notFoundFile: path.join(dist, '404.html'),
      skip: ['storybook'],
    });
    expect(result).toMatchObject({ sections: folders.length + 1, pages: 3 });
    expect(fs.existsSync(path.join(dist, 'assets/manifest-v1.js'))).toBe(false);
    const tokens = JSON.parse(
      fs.readFileSync(path.join(dist, 'assets/sections/v1/s-tokens.json'), 'utf8'),
    ) as { pages: NavPage[]; routes: Record<string, unknown> };
    expect(tokens.pages.every((p) => p.path.startsWith('/tokens/'))).toBe(true);
    expect(tokens.pages).toHaveLength(5);
    expect(Object.keys(tokens.routes)).toEqual(tokens.pages.map((p) => `page:${p.path}`));
    const home = fs.readFileSync(path.join(dist, 'assets/sections/v1/home.json'), 'utf8');
    expect(JSON.parse(home)).toMatchObject({ pages: [{ path: '/' }] });
    expect(fs.readFileSync(path.join(dist, 'tokens/page-2/index.html'), 'utf8')).not.toContain(
      'manifest-v1.js',
    );
  });
});
