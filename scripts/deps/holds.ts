/**
 * The holds written down by hand, for what no manifest knows (a regression, a decision to move
 * by hand): read from the Renovate configuration, so the bot and `npm run deps` keep one list.
 * A hold is a package rule naming exact packages with `allowedVersions`, or turning their major
 * updates off (`matchUpdateTypes: ["major"]`, `enabled: false`); its `description` says why.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Hold {
  /** A semver range the package must stay in, or 'no-major' for the current major only. */
  allowed: string;
  reason: string;
}

interface PackageRule {
  description?: string | string[];
  matchPackageNames?: string[];
  matchUpdateTypes?: string[];
  allowedVersions?: string;
  enabled?: boolean;
}

export function holdsFrom(config: { packageRules?: PackageRule[] }): Map<string, Hold> {
  const holds = new Map<string, Hold>();
  for (const rule of config.packageRules ?? []) {
    // Exact names only: patterns (/re/, globs, !negations) hold families, not one package.
    const names = (rule.matchPackageNames ?? []).filter((name) => !/^[!/]|\*/.test(name));
    const reason = [rule.description ?? 'no reason given in renovate.json'].flat().join(' ');
    let allowed: string | undefined;
    if (rule.allowedVersions && !rule.allowedVersions.startsWith('/')) {
      allowed = rule.allowedVersions;
    } else if (
      rule.enabled === false &&
      rule.matchUpdateTypes?.length === 1 &&
      rule.matchUpdateTypes[0] === 'major'
    ) {
      allowed = 'no-major';
    }
    if (allowed === undefined) continue;
    for (const name of names) holds.set(name, { allowed, reason });
  }
  return holds;
}

export function readHolds(root: string): Map<string, Hold> {
  const file = path.join(root, 'renovate.json');
  if (!fs.existsSync(file)) return new Map();
  return holdsFrom(JSON.parse(fs.readFileSync(file, 'utf8')) as { packageRules?: PackageRule[] });
}
