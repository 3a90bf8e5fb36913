/** Test helper: a small built site on disk, for the host's rules and the server. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export const SECRET = 'TOP-SECRET-OUTSIDE-THE-SITE';
export const HOME_SCRIPT = 'window.home = 1;';
export const NOT_FOUND_SCRIPT = 'window.notFound = true;';
export const NOT_FOUND_PAGE = `<!doctype html><html><head><title>Not found</title><script>${NOT_FOUND_SCRIPT}</script></head><body><h1>Page not found</h1></body></html>`;
export const ASSET = 'export const x = 1;\n'.repeat(40);

export function page(title: string, head = ''): string {
  return `<!doctype html><html><head><title>${title}</title>${head}</head><body><h1>${title}</h1></body></html>`;
}

export interface Fixture {
  /** The temporary folder holding the site and what lies around it. */
  dir: string;
  /** The built site inside it. */
  root: string;
  write(relative: string, content: string | Buffer): string;
  remove(): void;
}

/**
 * A built site in a temporary folder, next to files it must never serve: a secret in its parent
 * folder, in a sibling whose name starts with the site folder's, and behind symlinks.
 */
export function createFixture(): Fixture {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-server-'));
  const root = path.join(dir, 'dist');
  const write = (relative: string, content: string | Buffer) => {
    const file = path.join(dir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    return file;
  };
  write('secret.txt', SECRET);
  write('dist-evil/secret.txt', SECRET);
  write('outside/secret.txt', SECRET);
  write('outside/index.html', page(SECRET));
  write('outside/evil.br', zlib.brotliCompressSync(SECRET));

  write(
    'dist/index.html',
    page('Home', `<script>${HOME_SCRIPT}</script><script src="/assets/x-abc123.js"></script>`),
  );
  write('dist/a/b/index.html', page('B'));
  write('dist/a/b.html', '<meta http-equiv="refresh" content="0; url=/a/b/">');
  write('dist/café/index.html', page('Café'));
  write('dist/404.html', NOT_FOUND_PAGE);
  write('dist/404.html.br', zlib.brotliCompressSync(NOT_FOUND_PAGE));
  write('dist/404.html.gz', zlib.gzipSync(NOT_FOUND_PAGE));
  // Pagefind's index: gzip data under names no type table knows.
  write('dist/pagefind/pagefind.en_1a2b.pf_meta', zlib.gzipSync('meta'));
  write('dist/pagefind/fragment/en_3c4d.pf_fragment', zlib.gzipSync('fragment'));
  write('dist/pagefind/index/en_5e6f.pf_index', zlib.gzipSync('index'));
  write('dist/pagefind/wasm.en.pagefind', zlib.gzipSync('wasm'));
  write('dist/pagefind/pagefind-entry.json', '{}');
  write('dist/runtime.wasm', Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
  write('dist/plain.html', page('Plain'));
  write('dist/assets/x-abc123.js', ASSET);
  write('dist/assets/x-abc123.js.br', zlib.brotliCompressSync(ASSET));
  write('dist/assets/y-abc123.js', ASSET);
  write('dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('dist/robots.txt', 'User-agent: *\n');
  write('dist/sw.js', 'self.addEventListener("fetch", () => {});');
  write('dist/.env', SECRET);
  write('dist/a/.hidden', SECRET);
  write('dist/.well-known/security.txt', 'Contact: mailto:security@example.com\n');
  fs.symlinkSync(path.join(dir, 'outside/secret.txt'), path.join(root, 'link.txt'));
  fs.symlinkSync(path.join(dir, 'outside'), path.join(root, 'linkdir'));
  fs.symlinkSync('../dist-evil/secret.txt', path.join(root, 'sibling.txt'));
  fs.symlinkSync(path.join(dir, 'outside/evil.br'), path.join(root, 'assets/y-abc123.js.br'));
  fs.symlinkSync('robots.txt', path.join(root, 'inner-link.txt'));
  return { dir, root, write, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
