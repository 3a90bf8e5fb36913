import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './csp.ts';
import { createSiteServer } from './server.ts';

const page = (title: string, script = '') =>
  `<!doctype html><html><head><title>${title}</title>${script}</head><body><h1>${title}</h1></body></html>`;

function fixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-dist-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  write(
    'index.html',
    page('Home', '<script>window.a = 1;</script><script src="/assets/app-abc123.js"></script>'),
  );
  write('a/b/index.html', page('B'));
  write('a/b.html', '<meta http-equiv="refresh" content="0; url=/a/b/">');
  write('404.html', page('Not found'));
  write('assets/app-abc123.js', 'console.log(1)');
  write('favicon.svg', '<svg/>');
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-outside-'));
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'secret');
  fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(dir, 'link.txt'));
  return dir;
}

async function serve(base: string) {
  const root = fixture();
  const server = createSiteServer({ root, base });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, root, origin: `http://127.0.0.1:${port}`, port };
}

/** Sends a request target exactly as written; fetch would normalise `..` away. */
function rawRequest(
  port: number,
  target: string,
  method = 'GET',
): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('end', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') });
    });
    socket.on('error', reject);
  });
}

describe('the site server', () => {
  let ctx: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    ctx = await serve('/');
  });
  afterAll(() => new Promise<void>((resolve) => ctx.server.close(() => resolve())));

  it('serves pages at their trailing-slash URLs with HTML headers', async () => {
    const response = await fetch(`${ctx.origin}/a/b/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>B</h1>');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['/a/b', '/a/b/'],
    ['/a/b.html', '/a/b/'],
    ['/a/b/index.html', '/a/b/'],
    ['/index.html', '/'],
    ['/a/b?x=1&y=2', '/a/b/?x=1&y=2'],
    ['/a/b.html?q=%20', '/a/b/?q=%20'],
  ])('redirects %s to %s with 301', async (from, to) => {
    const response = await fetch(ctx.origin + from, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const target of ['/nope/', '/nope', '/a/c.html', '/assets/missing.js']) {
      const response = await fetch(ctx.origin + target, { redirect: 'manual' });
      expect(response.status, target).toBe(404);
      expect(await response.text(), target).toContain('<h1>Not found</h1>');
    }
  });

  it.each([
    '/../../../etc/passwd',
    '/a/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2E%2E%2Fetc%2Fpasswd',
    '/%252e%252e/etc/passwd',
    '/a/..%5c..%5cetc/passwd',
    '/a\\..\\..\\etc\\passwd',
    '/%00index.html',
    '/link.txt',
    '//evil.example/a/b',
  ])('never serves anything outside the site: %s', async (target) => {
    const response = await rawRequest(ctx.port, target);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('root:');
    expect(response.headers).not.toMatch(/^location: (?!\/(?!\/))/im);
  });

  it('refuses malformed and over-long URLs without crashing', async () => {
    const malformed = await rawRequest(ctx.port, '/%E0%A4%A');
    expect(malformed.status).toBe(404);
    expect(malformed.body).toContain('<h1>Not found</h1>');
    expect((await rawRequest(ctx.port, `/${'a'.repeat(3000)}`)).status).toBe(414);
    expect((await rawRequest(ctx.port, 'not-a-path')).status).toBe(400);
    // Still alive and serving:
    expect((await fetch(`${ctx.origin}/`)).status).toBe(200);
  });

  it('allows GET and HEAD only', async () => {
    const head = await fetch(`${ctx.origin}/a/b/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await fetch(`${ctx.origin}/a/b/`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('sends security headers, and a CSP allowing exactly the page’s inline scripts', async () => {
    const response = await fetch(`${ctx.origin}/`);
    const html = await response.text();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const csp = response.headers.get('content-security-policy') ?? '';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(1);
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hashes[0]}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
    // The hash is of the script text itself: window.a = 1;
    expect(hashes[0]).toBe(
      `'sha256-${(await import('node:crypto')).createHash('sha256').update('window.a = 1;').digest('base64')}'`,
    );
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await fetch(`${ctx.origin}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    const icon = await fetch(`${ctx.origin}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('the site server under a base path', () => {
  let ctx: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    ctx = await serve('/docs/');
  });
  afterAll(() => new Promise<void>((resolve) => ctx.server.close(() => resolve())));

  it('serves and redirects inside the base only', async () => {
    expect((await fetch(`${ctx.origin}/docs/a/b/`)).status).toBe(200);
    const redirect = await fetch(`${ctx.origin}/docs/a/b.html`, { redirect: 'manual' });
    expect(redirect.headers.get('location')).toBe('/docs/a/b/');
    expect(
      (await fetch(`${ctx.origin}/docs`, { redirect: 'manual' })).headers.get('location'),
    ).toBe('/docs/');
    expect((await fetch(`${ctx.origin}/a/b/`)).status).toBe(404);
  });
});
