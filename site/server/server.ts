import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { contentSecurityPolicy, securityHeaders } from './csp.ts';
import { parseRequestPath } from './request-path.ts';

export interface SiteServerOptions {
  /** The built site: `site/dist`. */
  root: string;
  /** The path the site is served under, starting and ending with "/". */
  base: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const immutable = 'public, max-age=31536000, immutable';

/**
 * The request handler of `npm start`: sirv serves the files; around it stand the rules a good
 * static host adds — canonical trailing-slash redirects, the 404 page with status 404, security
 * headers, caching by kind of file — and the refusal of anything outside the site folder.
 */
export function createSiteHandler(options: SiteServerOptions): Handler {
  const root = fs.realpathSync(options.root);
  const base = options.base;
  const htmlCache = new Map<string, { mtimeMs: number; html: string; csp: string }>();

  const readHtml = (file: string) => {
    const { mtimeMs } = fs.statSync(file);
    const cached = htmlCache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached;
    const html = fs.readFileSync(file, 'utf8');
    const entry = { mtimeMs, html, csp: contentSecurityPolicy(html) };
    htmlCache.set(file, entry);
    return entry;
  };

  /** A real file inside the root, following no link out of it. */
  const fileAt = (relative: string): string | null => {
    const candidate = path.join(root, relative);
    try {
      const real = fs.realpathSync(candidate);
      if (real !== root && !real.startsWith(root + path.sep)) return null;
      return fs.statSync(real).isFile() ? real : null;
    } catch {
      return null;
    }
  };

  const files = sirv(root, {
    // sirv's production mode reads the file list and sizes once at start; a rebuild while the
    // server runs would then serve new files as 404 and changed ones cut to their old length.
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    dotfiles: false,
    extensions: [],
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', immutable);
      else if (pathname.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      else if (pathname === '/sw.js') res.setHeader('Cache-Control', 'no-cache');
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });

  const sendText = (res: ServerResponse, status: number, text: string) => {
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.end(text);
  };

  const sendHtml = (req: IncomingMessage, res: ServerResponse, file: string, status: number) => {
    const { html, csp } = readHtml(file);
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(html),
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': csp,
    });
    res.end(req.method === 'HEAD' ? undefined : html);
  };

  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    const page = fileAt('404.html');
    if (page) sendHtml(req, res, page, 404);
    else sendText(res, 404, 'Not found');
  };

  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(301, { Location: location, 'Cache-Control': 'public, max-age=3600' });
    res.end();
  };

  return (req, res) => {
    try {
      for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        sendText(res, 405, 'Method not allowed');
        return;
      }
      const parsed = parseRequestPath(req.url);
      if (!parsed.ok) {
        if (parsed.status === 404) notFound(req, res);
        else sendText(res, parsed.status, parsed.reason);
        return;
      }
      const { pathname, search } = parsed;
      if (!pathname.startsWith(base) && `${pathname}/` !== base) {
        notFound(req, res);
        return;
      }
      if (`${pathname}/` === base) {
        redirect(res, base + search);
        return;
      }
      const relative = pathname.slice(base.length);

      // The one canonical form of a page is its trailing-slash URL.
      const pageFor = (dir: string) =>
        fileAt(path.join(dir, 'index.html')) ? `${base}${dir}` : null;
      let canonical: string | null = null;
      if (relative === 'index.html') canonical = base;
      else if (relative.endsWith('/index.html'))
        canonical = pageFor(relative.slice(0, -'index.html'.length));
      else if (relative.endsWith('.html'))
        canonical = pageFor(`${relative.slice(0, -'.html'.length)}/`);
      else if (relative !== '' && !relative.endsWith('/') && !fileAt(relative)) {
        canonical = pageFor(`${relative}/`);
      }
      if (canonical) {
        redirect(res, canonical + search);
        return;
      }

      if (relative === '' || relative.endsWith('/')) {
        const page = fileAt(path.join(relative, 'index.html'));
        if (page) sendHtml(req, res, page, 200);
        else notFound(req, res);
        return;
      }
      if (!fileAt(relative)) {
        notFound(req, res);
        return;
      }
      if (relative.endsWith('.html')) {
        sendHtml(req, res, fileAt(relative)!, 200);
        return;
      }
      req.url = `/${relative}${search}`;
      files(req, res, () => notFound(req, res));
    } catch (error) {
      console.error('Request failed:', error);
      if (!res.headersSent) sendText(res, 500, 'Internal server error');
      else res.destroy();
    }
  };
}

/** An HTTP server for the built site; call `listen` on it. */
export function createSiteServer(options: SiteServerOptions): http.Server {
  const server = http.createServer(createSiteHandler(options));
  // A request the HTTP parser cannot read gets a 400 instead of a dropped socket or a crash.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  return server;
}
