import type { CspSources } from '../hosting/third-party-sources.ts';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { handleClientError, handleConnect } from './client-errors.ts';
import { createPolicyCache } from '../hosting/csp-cache.ts';
import { fileHeaders } from '../hosting/file-headers.ts';
import { securityHeaders } from '../hosting/headers.ts';
import { sameOriginLocation } from './location.ts';
import { parseRequestTarget } from './request-target.ts';
import { sendHtmlFile, sendRedirect, sendText } from './responses.ts';
import { resolvePlainStaticRoute, resolveRoute } from '../hosting/routes.ts';
import { createSiteFiles } from '../hosting/site-files.ts';
import { acceptedVariants, createSendFile } from './static-files.ts';

export interface SiteServerOptions {
  /** The built site, `site/dist`. */
  root: string;
  /** The path the site is served under: starts and ends with `/`. */
  base: string;
  /**
   * Third-party sources the page policy allows, for the services the build was configured with
   * (`thirdPartySources(config)`); none by default.
   */
  thirdPartySources?: CspSources;
  /**
   * Answer as a plain static host would (files only, no rewrite rules: `resolvePlainStaticRoute`)
   * rather than with the site's redirects; the same headers either way.
   */
  plainStaticHost?: boolean;
  /** Where failures inside a request are reported; `console.error` unless given. */
  logError?: (message: string, error: unknown) => void;
}

export type SiteRequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

export const ALLOWED_METHODS = 'GET, HEAD';

/** What every unknown address is answered with, below the site root. */
const NOT_FOUND_PAGE = '404.html';

/**
 * The request handler of `npm start`: the site's URL rules around sirv, which sends the files.
 * It never throws: a failure is logged and answered with a 500.
 */
export function createSiteHandler(options: SiteServerOptions): SiteRequestHandler {
  const { base } = options;
  if (!/^\/(?:[^/]+\/)*$/.test(base)) {
    throw new Error(`The base path must start and end with "/", not "${base}".`);
  }
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const files = createSiteFiles(options.root);
  const policyFor = createPolicyCache(options.thirdPartySources);
  const sendFile = createSendFile(files, logError);
  const routeOf = options.plainStaticHost ? resolvePlainStaticRoute : resolveRoute;

  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    const page = files.file(NOT_FOUND_PAGE);
    if (!page) return sendText(req, res, 404, 'Not found');
    const [variant] = acceptedVariants(files, NOT_FOUND_PAGE, req.headers['accept-encoding']);
    sendHtmlFile(req, res, 404, page, policyFor(page), variant);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', ALLOWED_METHODS);
      return sendText(req, res, 405, 'Method not allowed');
    }
    const target = parseRequestTarget(req.url);
    if (!target.ok) {
      if (target.status === 404) return notFound(req, res);
      return sendText(req, res, target.status, target.message);
    }
    const { pathname, search } = target;
    if (`${pathname}/` === base) return sendRedirect(res, sameOriginLocation(base, search));
    if (!pathname.startsWith(base)) return notFound(req, res);

    const route = routeOf(pathname.slice(base.length), files);
    if (route.kind === 'not-found') return notFound(req, res);
    if (route.kind === 'redirect') {
      return sendRedirect(res, sameOriginLocation(base + route.to, search));
    }
    // Set before sirv runs: it keeps a Content-Type it finds (it would send an empty one for some
    // files), and its 304 answers carry them too.
    for (const [name, value] of Object.entries(
      fileHeaders(route, (framed) => policyFor(route.file, framed)),
    )) {
      res.setHeader(name, value);
    }
    sendFile(req, res, route.relative, () => notFound(req, res));
  };

  return (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // Not even the URL is read here: reading the request may be what failed.
      logError('A request failed:', error);
      try {
        if (res.headersSent) res.destroy();
        else sendText(req, res, 500, 'Internal server error');
      } catch {
        res.destroy();
      }
    }
  };
}

/** An HTTP server for the built site, not yet listening. */
export function createSiteServer(options: SiteServerOptions): http.Server {
  const server = http.createServer(createSiteHandler(options));
  server.on('clientError', handleClientError);
  server.on('connect', handleConnect);
  return server;
}
