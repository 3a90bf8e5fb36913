import fs from 'node:fs';
import type { CspSources } from '../engine/third-party-sources.ts';
import { contentSecurityPolicy } from './csp.ts';

interface Entry {
  mtimeMs: number;
  size: number;
  framedBySite: boolean;
  policy: string;
}

/**
 * The policy of an HTML file, read and hashed once per version of the file: a rebuild while the
 * server runs changes the mtime (or the size), and the next request hashes the new file.
 * `framedBySite` lets the site's own pages frame it (see `contentSecurityPolicy`).
 */
export function createPolicyCache(
  thirdParty: CspSources = {},
): (file: string, framedBySite?: boolean) => string {
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
    const policy = contentSecurityPolicy(html, thirdParty, framedBySite);
    entries.set(file, { mtimeMs, size, framedBySite, policy });
    return policy;
  };
}
