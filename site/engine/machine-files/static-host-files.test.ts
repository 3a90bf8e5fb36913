import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../../server/server.ts';
import {
  type Fixture,
  close,
  createFixture,
  listen,
  page,
  rawRequest,
} from '../../server/test-support.ts';
import { compareWithServer } from './static-host-check.ts';
import { headersFor, parseHeaders, parseRedirects } from './static-host-format.ts';
import { staticHostRules, writeStaticHostFiles } from './static-host-files.ts';

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
      'cache-control': 'public, max-age=3600',
    });
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
    const exact = headers.map((h) => h.path).filter((p) => !p.endsWith('*'));
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
