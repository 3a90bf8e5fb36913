import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HTML_TYPE } from '../hosting/content-types.ts';
import { lockedDownPolicy } from '../hosting/csp.ts';
import { CACHE_HOUR, CACHE_REVALIDATE } from '../hosting/headers.ts';
import type { Variant } from './static-files.ts';

/** A short plain-text answer for requests that are not about a page: errors and refusals. */
export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
): void {
  const body = `${message}\n`;
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': lockedDownPolicy,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * An HTML file with a status sirv cannot send (the 404 page), or the precompressed copy of it the
 * client accepts. It is read whole: it is small, and a missing or changed file then fails here,
 * inside the request's error handling. The policy is the uncompressed page's.
 */
export function sendHtmlFile(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  file: string,
  /** Null when the page carries its own (`policy-meta.ts`). */
  policy: string | null,
  variant?: Variant,
): void {
  const body = fs.readFileSync(variant?.file ?? file);
  res.writeHead(status, {
    'Content-Type': HTML_TYPE,
    'Content-Length': body.length,
    ...(variant && { 'Content-Encoding': variant.encoding }),
    // The answer depends on Accept-Encoding whichever copy is sent, so caches must key on it.
    Vary: 'Accept-Encoding',
    'Cache-Control': CACHE_REVALIDATE,
    ...(policy !== null && { 'Content-Security-Policy': policy }),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A permanent redirect. It is cached for an hour only, not for ever as browsers would by default:
 * a later build may turn the old URL into a page of its own.
 */
export function sendRedirect(res: ServerResponse, location: string): void {
  res.writeHead(301, { Location: location, 'Cache-Control': CACHE_HOUR, 'Content-Length': 0 });
  res.end();
}
