import fs from 'node:fs';
import type { CspSources } from './third-party-sources.ts';
import { contentSecurityPolicy } from './csp.ts';
import { policyInPage } from './policy-meta.ts';

interface Entry {
  mtimeMs: number;
  size: number;
  framedBySite: boolean;
  policy: string | null;
}

/**
 * The policy header of an HTML file, read and hashed once per version of the file: a rebuild
 * while the server runs changes the mtime (or the size), and the next request hashes the new
 * file. `framedBySite` lets the site's own pages frame it (see `contentSecurityPolicy`). Null for
 * a page that carries its own policy (`policy-meta.ts`: every page the build makes), which the
 * browser enforces as it would the header, so the server sends what a static host sends.
 */
export function createPolicyCache(
  thirdParty: CspSources = {},
): (file: string, framedBySite?: boolean) => string | null {
  const entries = new Map<string, Entry>();
  return (file, framedBySite = false) => {
    const { mtimeMs, size } = fs.statSync(file);
    const cached = entries.get(file);
    if (
      cached &&
      cached.mtimeMs === mtimeMs &&
      cached.size === size &&
      cached.framedBySite === framedBySite
    ) {
      return cached.policy;
    }
    const html = fs.readFileSync(file, 'utf8');
    const policy =
      policyInPage(html) === null ? contentSecurityPolicy(html, thirdParty, framedBySite) : null;
    entries.set(file, { mtimeMs, size, framedBySite, policy });
    return policy;
  };
}
