/**
 * A page's Content-Security-Policy as the page itself carries it, in a
 * `<meta http-equiv="Content-Security-Policy">`: the build writes it into every page it makes
 * (`engine/prerender/page-policy.ts`, docs/decisions/0017), so a static host needs no header rule per page,
 * and the server sends no policy header with a page that carries one.
 */

/** Directives a policy in a `<meta>` cannot carry: browsers ignore them there, with a warning. */
const headerOnly = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/** A policy without the directives only a header can carry (`X-Frame-Options` denies framing). */
export function metaPolicy(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !headerOnly.has(directive.split(/\s+/)[0]!.toLowerCase()))
    .join('; ');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The element that carries `policy` (header-only directives left out). */
export function policyMeta(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaPolicy(policy))}"/>`;
}

const headElement = /<head\b[^>]*>([\s\S]*?)<\/head\s*>/i;
const metaElement = /<meta\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const attribute = /([^\s"'=<>`/]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

/**
 * The policy a page carries in its head, or null. Only the head counts, as for a browser; a
 * page's text that shows such an element is escaped and never matches.
 */
export function policyInPage(html: string): string | null {
  const head = headElement.exec(html)?.[1] ?? '';
  for (const [, attributes = ''] of head.matchAll(metaElement)) {
    const values = new Map<string, string>();
    for (const [, name = '', double, single, bare] of attributes.matchAll(attribute)) {
      values.set(name.toLowerCase(), unescapeAttribute(double ?? single ?? bare ?? ''));
    }
    if (values.get('http-equiv')?.toLowerCase() === 'content-security-policy') {
      return values.get('content') ?? '';
    }
  }
  return null;
}
