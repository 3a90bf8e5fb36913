import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from '../../../readers/paths.ts';

/** The folder that holds the design system's packages, one workspace each. */
export const packagesDir = path.resolve(siteDir, '../packages');

/** A published package of the design system, as its own package.json describes it. */
export interface PackageInfo {
  name: string;
  version: string;
  description: string;
  /** Its folder, absolute: where its CHANGELOG.md is written. */
  dir: string;
  /** The design system's packages it needs installed beside it: its dependencies and peers. */
  needs?: string[];
}

/** The order a reader meets the packages in, as data flows: tokens, icons, components. */
const flow = ['tokens', 'icons', 'components'];

/**
 * Every public package under `packages/`: name, version and description from its package.json,
 * so no page states a version by hand. Private workspaces are never released, so never listed.
 */
export function readPackages(dir: string = packagesDir): PackageInfo[] {
  if (!fs.existsSync(dir)) return [];
  const rank = (folder: string) => (flow.includes(folder) ? flow.indexOf(folder) : flow.length);
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'package.json')),
    )
    .map((entry) => entry.name)
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en'))
    .flatMap((folder) => {
      const file = path.join(dir, folder, 'package.json');
      const json = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        name?: string;
        version?: string;
        description?: string;
        private?: boolean;
        dependencies?: Record<string, string>;
        peerDependencies?: Record<string, string>;
      };
      if (json.private) return [];
      if (!json.name || !json.version) {
        throw new Error(`${file}: a package needs a name and a version`);
      }
      return [
        {
          name: json.name,
          version: json.version,
          description: json.description ?? '',
          dir: path.join(dir, folder),
          needs: Object.keys({ ...json.dependencies, ...json.peerDependencies }),
        },
      ];
    })
    .map((pkg, _, all) => ({
      ...pkg,
      needs: pkg.needs.filter((name) => all.some((other) => other.name === name)),
    }));
}
