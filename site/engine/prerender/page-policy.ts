import { contentSecurityPolicy } from '../../hosting/csp.ts';
import { policyMeta } from '../../hosting/policy-meta.ts';
import type { CspSources } from '../../hosting/third-party-sources.ts';

/** The head's opening tag, and the charset declaration when it comes first (it must stay first). */
const headStart = /<head\b[^>]*>(?:\s*<meta\s+charset=[^>]*>)?/i;

/**
 * A page with its Content-Security-Policy in a `<meta http-equiv>`, first in its head after the
 * charset, so it covers every script and resource of the page (docs/decisions/0017). The policy
 * is the one `npm start` would send as a header, for the page as it is now: call this on the
 * page's last version. A header-only directive stays out (`frame-ancestors`: every answer carries
 * `X-Frame-Options: DENY`, which no page of the site needs lifted).
 */
export function withPagePolicy(html: string, thirdParty: CspSources = {}): string {
  const start = headStart.exec(html);
  if (!start) throw new Error('A page without a <head>: there is nowhere to put its policy.');
  const at = start.index + start[0].length;
  return html.slice(0, at) + policyMeta(contentSecurityPolicy(html, thirdParty)) + html.slice(at);
}
