import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteHandler, createSiteServer } from './server.ts';
import {
  ASSET,
  createFixture,
  type Fixture,
  HOME_SCRIPT,
  NOT_FOUND_PAGE,
  NOT_FOUND_SCRIPT,
  page,
  SECRET,
} from '../hosting/test-site.ts';
import { close, listen, rawRequest, type RawResponse } from './test-support.ts';

const sha = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const scriptSrc = (response: RawResponse) =>
  (response.headers['content-security-policy'] ?? '')
    .split('; ')
    .find((directive) => directive.startsWith('script-src '));

function expectNotFoundPage(response: RawResponse) {
  expect(response.status).toBe(404);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.text).toBe(NOT_FOUND_PAGE);
  expect(scriptSrc(response)).toContain(sha(NOT_FOUND_SCRIPT));
}

let fixture: Fixture;
let server: http.Server;
let port: number;
const logError = vi.fn();
const get = (target: string, options?: Parameters<typeof rawRequest>[2]) =>
  rawRequest(port, target, options);

beforeAll(async () => {
  fixture = createFixture();
  server = createSiteServer({ root: fixture.root, base: '/', logError });
  port = await listen(server);
});
afterAll(async () => {
  await close(server);
  fixture.remove();
});

describe('pages', () => {
  it.each([
    ['/', 'Home'],
    ['/a/b/', 'B'],
    ['/a/b/?x=1', 'B'],
    ['/caf%C3%A9/', 'Café'],
    ['/plain.html', 'Plain'],
  ])('%s is the page %s, with HTML headers', async (target, title) => {
    const response = await get(target);
    expect(response.status).toBe(200);
    expect(response.text).toContain(`<h1>${title}</h1>`);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'self'; /);
  });

  it('answers a repeated request with 304 and keeps its headers', async () => {
    const first = await get('/a/b/');
    const etag = first.headers.etag ?? '';
    expect(etag).not.toBe('');
    const second = await get('/a/b/', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('redirects to the trailing-slash URL', () => {
  it.each([
    ['/index.html', '/'],
    ['/index.html?x=1', '/?x=1'],
    ['/a/b/index.html', '/a/b/'],
    ['/a/b/index.html?x=1&y=%20', '/a/b/?x=1&y=%20'],
    ['/a/b.html', '/a/b/'],
    ['/a/b.html?x=1', '/a/b/?x=1'],
    ['/a/b', '/a/b/'],
    ['/a/b?x=1&y=2', '/a/b/?x=1&y=2'],
    ['/a/b?', '/a/b/?'],
    ['/caf%C3%A9', '/caf%C3%A9/'],
    ['/café.html'.replace('é', '%C3%A9'), '/caf%C3%A9/'],
    ['/a/b?next=//evil.example', '/a/b/?next=//evil.example'],
  ])('%s → 301 %s', async (target, location) => {
    const response = await get(target);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    // Nothing to redirect to: the folder has no index.html, or there is no folder.
    '/a',
    '/a/',
    '/a/index.html',
    '/nope.html',
    '/nope/index.html',
    '/A/B',
  ])('%s has no page to redirect to: 404', async (target) => {
    expectNotFoundPage(await get(target));
  });

  it.each([
    '//evil.example',
    '//evil.example/',
    '//evil.example/a/b',
    '//a/b',
    '///a/b',
    '/%2f%2fevil.example/a/b',
    '/%2F/a/b',
    '/\\evil.example/a/b',
    '/%5cevil.example',
    '/a/b/..//evil.example',
    '/.//evil.example',
    '/a//b',
  ])('never redirects %s off this origin', async (target) => {
    const response = await get(target);
    expect(response.headers.location).toBeUndefined();
    expect([400, 404]).toContain(response.status);
    expect(response.text).not.toContain('<h1>B</h1>');
  });
});

describe('nothing outside the site folder', () => {
  it.each([
    '/../secret.txt',
    '/../../../../../../etc/passwd',
    '/a/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/.%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/a%2f..%2f..%2fsecret.txt',
    '/%252e%252e/secret.txt',
    '/%252e%252e%252fsecret.txt',
    '/..%252fsecret.txt',
    '/../dist-evil/secret.txt',
    '/./index.html',
    '/link.txt',
    '/linkdir',
    '/linkdir/',
    '/linkdir/index.html',
    '/linkdir/secret.txt',
    '/sibling.txt',
    '/.env',
    '/a/.hidden',
    '/%2eenv',
  ])('%s is the 404 page', async (target) => {
    const response = await get(target);
    expectNotFoundPage(response);
    expect(response.text).not.toContain(SECRET);
  });

  it('still follows a symlink that stays inside', async () => {
    const response = await get('/inner-link.txt');
    expect(response.status).toBe(200);
    expect(response.text).toBe('User-agent: *\n');
  });

  it('serves .well-known, the one dot folder meant for clients', async () => {
    const response = await get('/.well-known/security.txt');
    expect(response.status).toBe(200);
    expect(response.text).toContain('Contact:');
  });
});

describe('malformed requests', () => {
  it.each(['/%E0%A4%A', '/core-components/%E0%A4%A/', '/%', '/%zz'])(
    'a malformed escape %s is the not-found page with 404',
    async (target) => {
      const response = await get(target);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toContain('Not found');
    },
  );

  it.each([
    ['/a%00b', 400],
    ['/%00index.html', 400],
    ['/a%0d%0aSet-Cookie:%20x=1', 400],
    ['/a\\..\\..\\secret.txt', 400],
    ['/..%5c..%5csecret.txt', 400],
    ['/a#b', 400],
    ['http://evil.example/a/b/', 400],
    ['*', 400],
    [`/${'a'.repeat(2048)}`, 414],
    [`/a/b/?q=${'x'.repeat(2100)}`, 414],
    [`/${'a'.repeat(20_000)}`, 414],
  ])('%s → %i with a short plain-text body', async (target, status) => {
    const response = await get(target);
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text.length).toBeLessThan(100);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    { name: 'a raw NUL byte', requestLine: 'GET /a\0b HTTP/1.1' },
    { name: 'a raw space', requestLine: 'GET /a b HTTP/1.1' },
    { name: 'a raw non-ASCII byte', requestLine: 'GET /caf\u00e9 HTTP/1.1' },
    { name: 'an unknown method token', requestLine: 'FOO / HTTP/1.1' },
  ])('$name, which the HTTP parser refuses → 400', async ({ requestLine }) => {
    const response = await get('', { requestLine });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers headers too large for the parser with 431', async () => {
    const response = await get('/', { headers: { 'X-Big': 'x'.repeat(20_000) } });
    expect(response.status).toBe(431);
  });

  it('a URL of exactly 2,048 characters is read, not refused', async () => {
    const target = `/${'a'.repeat(2047)}`;
    expect(target).toHaveLength(2048);
    expectNotFoundPage(await get(target));
  });

  it('keeps serving after all of the above', async () => {
    expect((await get('/')).status).toBe(200);
    expect(logError).not.toHaveBeenCalled();
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND'])(
    '%s → 405 with Allow',
    async (method) => {
      const response = await get('/a/b/', { method });
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('CONNECT → 405 with Allow', async () => {
    const response = await get('', { requestLine: 'CONNECT evil.example:443 HTTP/1.1' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it.each([
    ['/', 200],
    ['/a/b/', 200],
    ['/assets/x-abc123.js', 200],
    ['/favicon.svg', 200],
    ['/a/b', 301],
    ['/nope/', 404],
    ['/../secret.txt', 404],
    ['/%E0%A4%A', 404],
    ['/a%0d%0ab', 400],
  ])('HEAD %s → %i, the headers of GET and no body', async (target, status) => {
    const [head, full] = await Promise.all([get(target, { method: 'HEAD' }), get(target)]);
    expect(head.status).toBe(status);
    expect(full.status).toBe(status);
    expect(head.body.length).toBe(0);
    for (const name of ['content-type', 'content-length', 'cache-control', 'location']) {
      expect(head.headers[name], name).toBe(full.headers[name]);
    }
    expect(head.headers['content-security-policy']).toBe(full.headers['content-security-policy']);
  });
});

describe('the 404 page', () => {
  it.each(['/nope', '/nope/', '/a/c.html', '/assets/missing.js', '/Core-Components/Button/'])(
    '%s → the contents of 404.html with status 404',
    async (target) => {
      const response = await get(target);
      expectNotFoundPage(response);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength(NOT_FOUND_PAGE)));
    },
  );
});

describe('the 404 page, precompressed', () => {
  it.each([
    ['br', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip, deflate', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
    ['gzip;q=0, br', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['identity', undefined, (body: Buffer) => body],
  ])('Accept-Encoding: %s → Content-Encoding: %s', async (acceptEncoding, encoding, decode) => {
    const response = await get('/nope/', { headers: { 'Accept-Encoding': acceptEncoding } });
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(response.body.length));
    expect(decode(response.body).toString('utf8')).toBe(NOT_FOUND_PAGE);
    // The policy hashes the page's scripts, not the compressed bytes.
    expect(scriptSrc(response)).toContain(sha(NOT_FOUND_SCRIPT));
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const response = await get('/nope/', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBe(
      String(zlib.brotliCompressSync(NOT_FOUND_PAGE).length),
    );
    expect(response.body.length).toBe(0);
  });
});

describe('content types', () => {
  it.each([
    ['/pagefind/pagefind.en_1a2b.pf_meta', 'application/octet-stream'],
    ['/pagefind/fragment/en_3c4d.pf_fragment', 'application/octet-stream'],
    ['/pagefind/index/en_5e6f.pf_index', 'application/octet-stream'],
    ['/pagefind/wasm.en.pagefind', 'application/octet-stream'],
    ['/pagefind/pagefind-entry.json', 'application/json'],
    ['/runtime.wasm', 'application/wasm'],
    ['/assets/x-abc123.js', 'text/javascript'],
  ])('%s is sent as %s, beside nosniff', async (target, type) => {
    const response = await get(target);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('headers', () => {
  const targets = [
    ['a page', '/'],
    ['an asset', '/assets/x-abc123.js'],
    ['a redirect', '/a/b'],
    ['the 404 page', '/nope/'],
    ['a traversal', '/../secret.txt'],
    ['a bad request', '/%E0%A4%A'],
    ['a long URL', `/${'a'.repeat(3000)}`],
  ] as const;

  it.each(targets)('%s carries the security headers', async (_name, target) => {
    const { headers } = await get(target);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
  });

  it('405 carries them too', async () => {
    const { headers } = await get('/', { method: 'POST' });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('allows exactly the inline scripts of the page it is sent with', async () => {
    const home = await get('/');
    expect(scriptSrc(home)).toBe(`script-src 'self' 'wasm-unsafe-eval' ${sha(HOME_SCRIPT)}`);
    const notFound = await get('/nope/');
    expect(scriptSrc(notFound)).toBe(
      `script-src 'self' 'wasm-unsafe-eval' ${sha(NOT_FOUND_SCRIPT)}`,
    );
    const noScripts = await get('/a/b/');
    expect(scriptSrc(noScripts)).toBe(`script-src 'self' 'wasm-unsafe-eval'`);
  });

  it('hashes each inline script as the browser reads it, and no external one', async () => {
    const scripts = [
      '<script type="module" async="">import "/assets/x-abc123.js";\r\nrun();</script>',
      '<script type="application/ld+json">{"@type":"WebSite","name":"Skerry"}</script>',
      '<script data-src="/x.js">window.lazy = true;</script>',
      '<script src="/assets/x-abc123.js"></script>',
    ];
    fixture.write('dist/scripts/index.html', page('Scripts', scripts.join('')));
    const response = await get('/scripts/');
    const hashes = scriptSrc(response)?.split(' ').slice(3);
    expect(hashes).toEqual([
      sha('import "/assets/x-abc123.js";\nrun();'),
      sha('{"@type":"WebSite","name":"Skerry"}'),
      sha('window.lazy = true;'),
    ]);
  });

  it('hashes a page again once a rebuild changed it', async () => {
    const file = fixture.write('dist/changing/index.html', page('V1', '<script>v(1)</script>'));
    expect(scriptSrc(await get('/changing/'))).toContain(sha('v(1)'));
    fixture.write('dist/changing/index.html', page('V2', '<script>v(2)</script>'));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    const response = await get('/changing/');
    expect(scriptSrc(response)).toContain(sha('v(2)'));
    expect(scriptSrc(response)).not.toContain(sha('v(1)'));
  });

  it('sends no policy header with a page that carries its own, as a static host does', async () => {
    const own = `<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${sha('o()')}"/>`;
    fixture.write('dist/own/index.html', page('Own', `${own}<script>o()</script>`));
    const response = await get('/own/');
    expect(response.status).toBe(200);
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBe('DENY');
    // Shown as text in the body, it is no policy of the page's.
    const shown = page('Shown', '').replace('<h1>', `<h1>${own}`);
    fixture.write('dist/shown/index.html', shown);
    expect(scriptSrc(await get('/shown/'))).toBe(`script-src 'self' 'wasm-unsafe-eval'`);
  });

  it('sends no page policy with files that are not HTML', async () => {
    const { headers } = await get('/favicon.svg');
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['content-type']).toBe('image/svg+xml');
  });
});

describe('caching', () => {
  it.each([
    ['/assets/x-abc123.js', 200, 'public, max-age=31536000, immutable'],
    ['/', 200, 'no-cache'],
    ['/a/b/', 200, 'no-cache'],
    ['/plain.html', 200, 'no-cache'],
    ['/nope/', 404, 'no-cache'],
    ['/sw.js', 200, 'no-cache'],
    ['/favicon.svg', 200, 'public, max-age=3600'],
    ['/robots.txt', 200, 'public, max-age=3600'],
    ['/%E0%A4%A', 404, 'no-cache'],
    ['/a%00b', 400, 'no-store'],
  ])('%s → %i, Cache-Control: %s', async (target, status, cacheControl) => {
    const response = await get(target);
    expect(response.status).toBe(status);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });
});

describe('precompressed files and ranges', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', undefined],
    ['br;q=0, gzip', undefined],
    ['identity', undefined],
  ])('Accept-Encoding: %s → Content-Encoding: %s', async (acceptEncoding, encoding) => {
    const response = await get('/assets/x-abc123.js', {
      headers: { 'Accept-Encoding': acceptEncoding },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toBe('text/javascript');
    expect(response.headers.vary).toBe('Accept-Encoding');
    const body = encoding === 'br' ? zlib.brotliDecompressSync(response.body) : response.body;
    expect(body.toString('utf8')).toBe(ASSET);
  });

  it('does not send a compressed variant that is a symlink out of the site', async () => {
    const response = await get('/assets/y-abc123.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe(ASSET);
  });

  it.each([
    ['bytes=0-6', 206, 'export '],
    ['bytes=7-', 206, ASSET.slice(7)],
    ['bytes=-5', 200, ASSET],
    ['bytes=9-2', 200, ASSET],
    ['bytes=0-1,4-5', 200, ASSET],
  ])('Range: %s → %i', async (range, status, body) => {
    const response = await get('/assets/x-abc123.js', { headers: { Range: range } });
    expect(response.status).toBe(status);
    expect(response.text).toBe(body);
  });
});

describe('failures', () => {
  it('answers 500 and logs when handling a request throws, and keeps running', async () => {
    const log = vi.fn();
    const handler = createSiteHandler({ root: fixture.root, base: '/', logError: log });
    const broken = http.createServer((req, res) => {
      Object.defineProperty(req, 'url', {
        get() {
          throw new Error('boom');
        },
      });
      handler(req, res);
    });
    const brokenPort = await listen(broken);
    try {
      const response = await rawRequest(brokenPort, '/');
      expect(response.status).toBe(500);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.text).toBe('Internal server error\n');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(log).toHaveBeenCalledWith(
        'A request failed:',
        expect.objectContaining({ message: 'boom' }),
      );
      expect((await rawRequest(brokenPort, '/')).status).toBe(500);
    } finally {
      await close(broken);
    }
  });

  it('answers a plain 404 when the site has no 404 page', async () => {
    const bare = createFixture();
    fs.rmSync(`${bare.root}/404.html`);
    const bareServer = createSiteServer({ root: bare.root, base: '/' });
    const barePort = await listen(bareServer);
    try {
      const response = await rawRequest(barePort, '/nope/');
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    } finally {
      await close(bareServer);
      bare.remove();
    }
  });

  it.each(['', 'docs', '/docs', 'docs/', '//', '/docs//'])('refuses the base path %j', (base) => {
    expect(() => createSiteHandler({ root: fixture.root, base })).toThrow(/base path/);
  });

  it('refuses a site folder that does not exist', () => {
    expect(() => createSiteHandler({ root: `${fixture.dir}/missing`, base: '/' })).toThrow(
      /does not exist/,
    );
  });
});

describe('under a base path', () => {
  let baseServer: http.Server;
  let basePort: number;
  beforeAll(async () => {
    baseServer = createSiteServer({ root: fixture.root, base: '/docs/' });
    basePort = await listen(baseServer);
  });
  afterAll(() => close(baseServer));

  it.each([
    ['/docs/', 200, undefined],
    ['/docs/a/b/', 200, undefined],
    ['/docs/assets/x-abc123.js', 200, undefined],
    ['/docs', 301, '/docs/'],
    ['/docs?x=1', 301, '/docs/?x=1'],
    ['/docs/index.html', 301, '/docs/'],
    ['/docs/a/b', 301, '/docs/a/b/'],
    ['/docs/a/b.html?x=1', 301, '/docs/a/b/?x=1'],
    ['/docs/a/b/index.html', 301, '/docs/a/b/'],
    ['/', 404, undefined],
    ['/a/b/', 404, undefined],
    ['/a/b', 404, undefined],
    ['/index.html', 404, undefined],
    ['/assets/x-abc123.js', 404, undefined],
    ['/docsx/', 404, undefined],
    ['/docs/../secret.txt', 404, undefined],
    ['/docs/%2e%2e/secret.txt', 404, undefined],
    ['//docs/a/b', 404, undefined],
  ])('%s → %i', async (target, status, location) => {
    const response = await rawRequest(basePort, target);
    expect(response.status).toBe(status);
    expect(response.headers.location).toBe(location);
    if (status === 404) expect(response.text).toBe(NOT_FOUND_PAGE);
  });

  it('caches assets under the base as immutable', async () => {
    const response = await rawRequest(basePort, '/docs/assets/x-abc123.js');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
