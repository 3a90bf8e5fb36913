import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPages } from './render-pages.ts';
import { serverBuildImports } from './server-build-imports.ts';

/**
 * A server build as React Router writes it, reduced to a home route and one for a section's
 * pages, whose entry shows the path it rendered; it lists no path to prerender (as the site's
 * lists only the home page), so each would be rendered as the SPA fallback by React Router.
 */
const serverBuild = `
export const entry = { module: {
  default: (request, status, headers, context) => {
    headers.set('Content-Type', 'text/html');
    const body = context.isSpaMode ? 'SPA fallback' : new URL(request.url).pathname;
    return new Response('<p>' + body + '</p>', { status, headers });
  },
  handleError: () => undefined,
} };
const route = (id, path, parentId) => ({ id, path, parentId, module: { default: () => null } });
export const routes = { root: route('root', ''), page: route('page', 'section/*', 'root') };
const asset = (id, path, parentId) => ({ id, path, parentId, module: '/' + id + '.js' });
export const assets = {
  entry: { module: '/entry.js', imports: [] }, url: '/manifest.js', version: '1',
  routes: { root: asset('root', ''), page: asset('page', 'section/*', 'root') },
};
export const basename = '/';
export const future = {};
export const ssr = false;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'initial' };
export const publicPath = '/';
export const assetsBuildDirectory = 'client';
`;

let dir: string;
const setUp = (build = serverBuild) => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-render-pages-'));
  fs.writeFileSync(path.join(dir, 'index.js'), build);
  return { serverBuildFile: path.join(dir, 'index.js'), clientDir: path.join(dir, 'client') };
};
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('renderPages', () => {
  it('writes every path as <path>/index.html, rendered as a page, on every worker', async () => {
    const paths = ['/', ...Array.from({ length: 119 }, (_, i) => `/section/page-${i}`)];
    const result = await renderPages({ ...setUp(), paths, workers: 2 });
    expect(result).toMatchObject({ pages: 120, workers: 2 });
    const read = (page: string) =>
      fs.readFileSync(path.join(dir, 'client', page, 'index.html'), 'utf8');
    expect(read('')).toBe('<p>/</p>');
    expect(read('section/page-118')).toBe('<p>/section/page-118/</p>');
  });

  it('renders a build outside the checkout that imports the site’s packages', async () => {
    // As React Router writes it: its bare imports are left to the runtime to resolve.
    const importing =
      `import { isRouteErrorResponse } from 'react-router';\n${serverBuild}`.replace(
        'const body = context.isSpaMode',
        "const body = isRouteErrorResponse(null) ? 'error' : context.isSpaMode",
      );
    const options = setUp(importing);
    expect(path.relative(path.resolve(import.meta.dirname, '../../..'), dir)).toMatch(/^\.\./);
    const imports = serverBuildImports(dir);
    expect(imports).not.toBeNull();
    await renderPages({ ...options, paths: ['/'], imports });
    expect(fs.readFileSync(path.join(dir, 'client', 'index.html'), 'utf8')).toBe('<p>/</p>');
  });

  it('needs no hook for a build inside the checkout', () => {
    expect(serverBuildImports(path.resolve(import.meta.dirname, '../../build'))).toBeNull();
  });

  it('renders a content page with its own routes alone, any other path with all', async () => {
    // Content routes as app/routes.ts names them; the entry shows the routes it was given.
    const contentBuild = serverBuild
      .replace(
        "const body = context.isSpaMode ? 'SPA fallback' : new URL(request.url).pathname;",
        "const body = new URL(request.url).pathname + ' ' + Object.keys(context.manifest.routes).sort().join(',');",
      )
      .replace(
        "export const routes = { root: route('root', ''), page: route('page', 'section/*', 'root') };",
        "export const routes = { root: route('root', ''), 'page:/a/': route('page:/a/', 'a', 'root'), 'page:/b/': route('page:/b/', 'b', 'root'), 'not-found': route('not-found', '*', 'root') };",
      )
      .replace(
        "routes: { root: asset('root', ''), page: asset('page', 'section/*', 'root') },",
        "routes: { root: asset('root', ''), 'page:/a/': asset('page:/a/', 'a', 'root'), 'page:/b/': asset('page:/b/', 'b', 'root'), 'not-found': asset('not-found', '*', 'root') },",
      );
    await renderPages({ ...setUp(contentBuild), paths: ['/a', '/404'], workers: 1 });
    const read = (page: string) =>
      fs.readFileSync(path.join(dir, 'client', page, 'index.html'), 'utf8');
    expect(read('a')).toBe('<p>/a/ not-found,page:/a/,root</p>');
    expect(read('404')).toBe('<p>/404/ not-found,page:/a/,page:/b/,root</p>');
  });

  it('gives a thread each shared article as it renders its page, and drops it after', async () => {
    // The table of compiled articles, as the entry module exports it (app/entry.server.tsx);
    // the page shows what the table held while it rendered.
    const withTable = serverBuild
      .replace(
        'export const entry = { module: {',
        [
          'const held = new Map();',
          'export const entry = { module: {',
          '  sharedArticles: {',
          '    add: async (path, body) => void held.set(path, body),',
          '    delete: (path) => void held.delete(path),',
          '  },',
        ].join('\n'),
      )
      .replace(
        "const body = context.isSpaMode ? 'SPA fallback' : new URL(request.url).pathname;",
        "const body = new URL(request.url).pathname + ' ' + JSON.stringify([...held]);",
      );
    const compiled: string[] = [];
    await renderPages({
      ...setUp(withTable),
      paths: ['/section/a', '/section/b', '/section/c'],
      workers: 1,
      article: async (routePath) => {
        compiled.push(routePath);
        return routePath === '/section/b/' ? undefined : `body of ${routePath}`;
      },
    });
    const read = (page: string) =>
      fs.readFileSync(path.join(dir, 'client', page, 'index.html'), 'utf8');
    expect(read('section/a')).toBe('<p>/section/a/ [["/section/a/","body of /section/a/"]]</p>');
    expect(read('section/b')).toBe('<p>/section/b/ []</p>');
    expect(read('section/c')).toBe('<p>/section/c/ [["/section/c/","body of /section/c/"]]</p>');
    // Compiled here, one at a time, in the order the pages are given out.
    expect(compiled).toEqual(['/section/a/', '/section/b/', '/section/c/']);
  });

  it('fails naming the page whose article did not compile', async () => {
    await expect(
      renderPages({
        ...setUp(),
        paths: ['/', '/section/a'],
        article: async (routePath) => {
          if (routePath === '/section/a/') throw new Error('guide.mdx: no title');
          return undefined;
        },
      }),
    ).rejects.toThrow(/Prerendering \/section\/a failed: Error: guide.mdx: no title/);
  });

  it('fails naming the path whose render did not answer 200', async () => {
    await expect(renderPages({ ...setUp(), paths: ['/', '/elsewhere'] })).rejects.toThrow(
      /Prerendering \/elsewhere failed: .*Received a 404 status code/,
    );
  });
});
