import fs from 'node:fs';
import type { CspSources } from '../engine/third-party-sources.ts';
import { contentSecurityPolicy } from './csp.ts';

interface Entry {
  mtimeMs: number;
  size: number;
  policy: string;
}

/**
 * The policy of an HTML file, read and hashed once per version of the file: a rebuild while the
 * server runs changes the mtime (or the size), and the next request hashes the new file.
 */
export function createPolicyCache(thirdParty: CspSources = {}): (file: string) => string {
  const entries = new Map<string, Entry>();
  return (file) => {
    const { mtimeMs, size } = fs.statSync(file);
    const cached = entries.get(file);
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.policy;
    const policy = contentSecurityPolicy(fs.readFileSync(file, 'utf8'), thirdParty);
    entries.set(file, { mtimeMs, size, policy });
    return policy;
  };
}
