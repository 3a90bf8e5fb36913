import { createHash } from 'node:crypto';
import type { CspSources } from './third-party-sources.ts';

/**
 * A `<script>` element: its attributes (quoted values may hold `>`) and its text up to the first
 * `</script`, which is where an HTML parser ends a script too.
 */
const scriptElement = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
const attributeName = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

function hasSrc(attributes: string): boolean {
  for (const [, name = ''] of attributes.matchAll(attributeName)) {
    if (name.toLowerCase() === 'src') return true;
  }
  return false;
}

/**
 * The `'sha256-…'` sources of a page's inline scripts (those without `src`). Data blocks such as
 * `application/ld+json` are hashed too: the browser never runs them, so allowing them costs
 * nothing and spares telling script types apart.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(scriptElement)) {
    if (hasSrc(attributes)) continue;
    // The browser hashes the text after its parser turned CRLF and CR into LF.
    const parsed = text.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of one HTML page: only this origin, plus the page's own inline
 * scripts by hash (React Router writes different ones into every page), plus the sources of the
 * third-party services the site is configured with (none by default). `'wasm-unsafe-eval'` lets
 * the search index's WebAssembly runtime (Pagefind) start; it does not allow `eval` of
 * JavaScript. Inline styles stay allowed for the code highlighting's colours. No page may be
 * framed, except by the site's own pages where `framedBySite` says so (the workbench's page of
 * one story, which they embed); in today's browsers `frame-ancestors` then overrides the
 * `X-Frame-Options: DENY` every answer carries (headers.ts), as the HTML standard requires.
 */
export function contentSecurityPolicy(
  html: string,
  thirdParty: CspSources = {},
  framedBySite = false,
): string {
  const sources = (directive: keyof CspSources, own: string[]) =>
    [...own, ...(thirdParty[directive] ?? [])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources('script-src', ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes(html)])}`,
    `style-src ${sources('style-src', ["'self'", "'unsafe-inline'"])}`,
    `img-src ${sources('img-src', ["'self'", 'data:'])}`,
    `font-src ${sources('font-src', ["'self'"])}`,
    `connect-src ${sources('connect-src', ["'self'"])}`,
    `frame-src ${sources('frame-src', ["'self'"])}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-ancestors ${framedBySite ? "'self'" : "'none'"}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** For responses that are not pages (plain-text errors): nothing may load or run. */
export const lockedDownPolicy = "default-src 'none'; frame-ancestors 'none'";
