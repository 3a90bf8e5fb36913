import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../../server/server.ts';
import { type Fixture, createFixture, page } from '../../hosting/test-site.ts';
import { close, listen, rawRequest } from '../../server/test-support.ts';
import { withPagePolicy } from '../prerender/page-policy.ts';
import { compareWithServer } from './static-host-check.ts';
import { headersFor, parseHeaders, parseRedirects } from './static-host-format.ts';
import { staticHostRules, writeStaticHostFiles } from './static-host-files.ts';
import { hostLimitProblems } from './static-host-limits.ts';

const thirdPartySources = { 'script-src': ['https://www.googletagmanager.com'] };
let fixture: Fixture;
let server: http.Server;
let port: number;

beforeAll(async () => {
  fixture = createFixture();
  fixture.write('dist/a/b/index.md', '# B\n');
  fixture.write('dist/llms.txt', '# Site\n');
  fixture.write('dist/assets/og/b-12345678.png', 'png');
  fixture.write('dist/a/index.html', page('A', '<script>window.a = 1;</script>'));
  // An application built by another tool: its page beside many chunks, as the Angular showcase.
  fixture.write('dist/app/index.html', page('App', ''));
  for (const chunk of ['chunk-A1', 'chunk-B2', 'chunk-C3', 'main-D4']) {
    fixture.write(`dist/app/${chunk}.js`, 'export {};');
  }
  fixture.write('dist/app/styles-E5.css', 'a{}');
  writeStaticHostFiles({ distDir: fixture.root, base: '/', thirdPartySources });
  server = createSiteServer({ root: fixture.root, base: '/', thirdPartySources });
  port = await listen(server);
});

afterAll(async () => {
  await close(server);
  fixture.remove();
});

const read = (name: string) => fs.readFileSync(path.join(fixture.root, name), 'utf8');

describe('_headers and _redirects', () => {
  it('put the security headers on every path and the page policy on each page', () => {
    const rules = parseHeaders(read('_headers'));
    expect(rules[0]?.path).toBe('/*');
    expect(rules[0]?.headers['X-Frame-Options']).toBe('DENY');
    const home = headersFor(rules, '/');
    expect(home['content-security-policy']).toMatch(
      /script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
    );
    expect(home['content-security-policy']).toContain('https://www.googletagmanager.com');
    expect(home['cache-control']).toBe('no-cache');
    expect(headersFor(rules, '/a/')['content-security-policy']).not.toBe(
      home['content-security-policy'],
    );
  });

  it('cover a folder whose files are all alike with one rule', () => {
    const rules = parseHeaders(read('_headers'));
    expect(rules.filter((r) => r.path.startsWith('/assets/'))).toEqual([
      { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    ]);
    expect(headersFor(rules, '/a/b/index.md')).toMatchObject({
      'content-type': 'text/markdown; charset=utf-8',
      'cache-control': 'no-cache',
    });
    expect(rules).toContainEqual({
      path: '/*.md',
      headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
    });
  });

  it('cover a folder of chunks beside a page with a rule per extension, not per file', () => {
    const rules = parseHeaders(read('_headers')).filter((r) => r.path.startsWith('/app/'));
    expect(rules.map((r) => r.path)).toEqual(['/app/', '/app/*.css', '/app/*.js']);
    expect(headersFor(rules, '/app/chunk-B2.js')['cache-control']).toBe('public, max-age=3600');
    expect(headersFor(rules, '/app/')['cache-control']).toBe('no-cache');
  });

  it('redirect the other forms of every page, and nothing else', () => {
    expect(parseRedirects(read('_redirects'))).toEqual([
      { from: '/index.html', to: '/', status: 301 },
      { from: '/a/index.html', to: '/a/', status: 301 },
      { from: '/a.html', to: '/a/', status: 301 },
      { from: '/a', to: '/a/', status: 301 },
      { from: '/a/b/index.html', to: '/a/b/', status: 301 },
      { from: '/a/b.html', to: '/a/b/', status: 301 },
      { from: '/a/b', to: '/a/b/', status: 301 },
      { from: '/app/index.html', to: '/app/', status: 301 },
      { from: '/app.html', to: '/app/', status: 301 },
      { from: '/app', to: '/app/', status: 301 },
      { from: '/caf%C3%A9/index.html', to: '/caf%C3%A9/', status: 301 },
      { from: '/caf%C3%A9.html', to: '/caf%C3%A9/', status: 301 },
      { from: '/caf%C3%A9', to: '/caf%C3%A9/', status: 301 },
    ]);
  });

  it('add the base path, and its form without the slash', () => {
    const { redirects, headers } = staticHostRules({ distDir: fixture.root, base: '/docs/' });
    expect(redirects[0]).toEqual({ from: '/docs', to: '/docs/', status: 301 });
    expect(redirects).toContainEqual({ from: '/docs/a.html', to: '/docs/a/', status: 301 });
    expect(headers.map((h) => h.path)).toContain('/docs/assets/*');
  });

  it('say what the server says, for every page and file, and for every redirect', async () => {
    const headers = parseHeaders(read('_headers'));
    const redirects = parseRedirects(read('_redirects'));
    const exact = headers.map((h) => h.path).filter((p) => !p.includes('*'));
    const files = [
      '/assets/x-abc123.js',
      '/assets/og/b-12345678.png',
      '/pagefind/fragment/en_3c4d.pf_fragment',
      '/a/b/index.md',
      '/llms.txt',
    ];
    const problems = await compareWithServer({
      headers,
      redirects,
      paths: [...new Set([...exact, ...files])],
      candidates: ['/a', '/a.html', '/a/index.html', '/a/b', '/index.html', '/plain', '/nope.html'],
      request: async (target) => {
        const { status, headers: answer } = await rawRequest(port, target);
        return { status, headers: answer };
      },
    });
    expect(problems).toEqual([]);
  });

  it('are not served themselves, as the hosts do not serve them', async () => {
    expect((await rawRequest(port, '/_headers')).status).toBe(404);
    expect((await rawRequest(port, '/_redirects')).status).toBe(404);
  });
});

describe('_headers of pages that carry their own policy, as the build writes them', () => {
  /** A site of `count` pages in three sections, each with its Markdown, as the build writes it. */
  function site(count: number): { fixture: Fixture; paths: string[] } {
    const site = createFixture();
    const paths = ['/'];
    site.write('dist/index.html', withPagePolicy(page('Home', '<script>home()</script>')));
    site.write('dist/index.md', '# Home\n');
    for (let i = 0; i < count; i++) {
      const dir = `${['guides', 'patterns', 'tokens'][i % 3]}/page-${i}/`;
      const script = `<script>window.page = ${i};</script>`;
      site.write(`dist/${dir}index.html`, withPagePolicy(page(`Page ${i}`, script)));
      site.write(`dist/${dir}index.md`, `# Page ${i}\n`);
      paths.push(`/${dir}`, `/${dir}index.md`);
    }
    site.write('dist/404.html', withPagePolicy(page('Not found', '<script>nf()</script>')));
    return { fixture: site, paths };
  }

  it('are as few for 300 pages as for 3, and fit the hosts', () => {
    const count = (pages: number) => {
      const { fixture: built } = site(pages);
      try {
        const { headers, redirects } = staticHostRules({ distDir: built.root, base: '/' });
        expect(
          hostLimitProblems({ headers, headersText: '', redirects, redirectsText: '' }),
        ).toEqual([]);
        return headers.length;
      } finally {
        built.remove();
      }
    };
    const few = count(3);
    expect(count(300)).toBe(few);
    expect(few).toBeLessThan(40);
  });

  it('give every page and its Markdown what the server gives them, and no policy header', async () => {
    const { fixture: built, paths } = site(30);
    writeStaticHostFiles({ distDir: built.root, base: '/' });
    const own = createSiteServer({ root: built.root, base: '/' });
    const ownPort = await listen(own);
    try {
      const headers = parseHeaders(fs.readFileSync(path.join(built.root, '_headers'), 'utf8'));
      expect(headers.map((rule) => rule.path)).toEqual(
        expect.arrayContaining(['/guides/*', '/patterns/*', '/tokens/*', '/*.md']),
      );
      for (const pagePath of paths) {
        expect(headersFor(headers, pagePath)['content-security-policy']).toBeUndefined();
      }
      const problems = await compareWithServer({
        headers,
        redirects: parseRedirects(fs.readFileSync(path.join(built.root, '_redirects'), 'utf8')),
        paths: [...paths, '/404.html'],
        candidates: ['/guides/page-0', '/guides/page-0.html'],
        request: async (target) => {
          const { status, headers: answer } = await rawRequest(ownPort, target);
          return { status, headers: answer };
        },
      });
      expect(problems).toEqual([]);
    } finally {
      await close(own);
      built.remove();
    }
  });
});
