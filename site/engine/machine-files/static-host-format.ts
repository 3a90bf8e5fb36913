/**
 * The `_headers` and `_redirects` files that Netlify and Cloudflare Pages read (and several other
 * static hosts copied): writing them, and reading them back the way those hosts match a request,
 * so a test can ask what a host would answer.
 */

export interface HeaderRule {
  /** A URL path, exact or with one `*` that stands for any characters (`/assets/*`, `/*.md`). */
  path: string;
  headers: Record<string, string>;
}

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/** A path as the files write it: each segment percent-encoded, as in a request line. */
export const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

export function formatHeaders(rules: readonly HeaderRule[], comment: string): string {
  const blocks = rules.map(
    (rule) =>
      `${rule.path}\n${Object.entries(rule.headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
  );
  return `${comment.replace(/^/gm, '# ')}\n\n${blocks.join('\n\n')}\n`;
}

export function formatRedirects(rules: readonly RedirectRule[], comment: string): string {
  const lines = rules.map((rule) => `${rule.from} ${rule.to} ${rule.status}`);
  return `${comment.replace(/^/gm, '# ')}\n\n${lines.join('\n')}\n`;
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon === -1)
      throw new Error(`A header outside a rule, or without a colon: ${line}`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '302'] = line.split(/\s+/);
      return { from, to, status: Number(status) };
    });
}

/**
 * Whether a rule's path covers a request path: exactly, or with its one `*` standing for any
 * characters, `/` included (Cloudflare's splat is greedy; Netlify's `*` inside a segment matches
 * across segments too).
 */
export function pathMatches(rulePath: string, requestPath: string): boolean {
  const star = rulePath.indexOf('*');
  if (star === -1) return rulePath === requestPath;
  const before = rulePath.slice(0, star);
  const after = rulePath.slice(star + 1);
  return (
    requestPath.length >= before.length + after.length &&
    requestPath.startsWith(before) &&
    requestPath.endsWith(after)
  );
}

/**
 * The headers a host adds to the answer for `requestPath`: those of every rule that matches,
 * and a header named by several rules with their values joined by commas, as both hosts do.
 * Header names are compared without regard to case, and returned in lower case.
 */
export function headersFor(
  rules: readonly HeaderRule[],
  requestPath: string,
): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const rule of rules) {
    if (!pathMatches(rule.path, requestPath)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = name.toLowerCase();
      merged[key] = merged[key] === undefined ? value : `${merged[key]}, ${value}`;
    }
  }
  return merged;
}
