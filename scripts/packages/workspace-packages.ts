/**
 * The design system's packages as npm sees them: every workspace under `packages/` with its
 * package.json, the order they build in (each after the Skerry packages it depends on), and
 * whether its build output is there.
 */
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
const packagesDir = path.join(repoRoot, 'packages');

export interface PackageJson {
  name: string;
  version: string;
  private?: boolean;
  exports?: Record<string, unknown>;
  typesVersions?: Record<string, Record<string, string[]>>;
  types?: string;
  files?: string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  [key: string]: unknown;
}

export interface WorkspacePackage {
  dir: string;
  json: PackageJson;
}

export function readWorkspacePackages(): WorkspacePackage[] {
  return fs
    .readdirSync(packagesDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(packagesDir, e.name, 'package.json')))
    .map((e) => {
      const dir = path.join(packagesDir, e.name);
      const json = JSON.parse(
        fs.readFileSync(path.join(dir, 'package.json'), 'utf8'),
      ) as PackageJson;
      return { dir, json };
    });
}

/** The Skerry packages `pkg` needs built before its own build: what it imports or reads. */
export function workspaceDependencies(pkg: PackageJson, all: WorkspacePackage[]): string[] {
  const names = new Set(all.map((p) => p.json.name));
  const declared = { ...pkg.devDependencies, ...pkg.peerDependencies, ...pkg.dependencies };
  return Object.keys(declared).filter((name) => names.has(name));
}

/** Every package in an order where each comes after the Skerry packages it depends on. */
export function buildOrder(all: WorkspacePackage[]): WorkspacePackage[] {
  const byName = new Map(all.map((p) => [p.json.name, p]));
  const ordered: WorkspacePackage[] = [];
  const visiting = new Set<string>();
  const visit = (pkg: WorkspacePackage): void => {
    if (ordered.includes(pkg)) return;
    if (visiting.has(pkg.json.name)) {
      throw new Error(`${pkg.json.name}: the Skerry packages depend on each other in a cycle`);
    }
    visiting.add(pkg.json.name);
    for (const name of workspaceDependencies(pkg.json, all)) visit(byName.get(name)!);
    visiting.delete(pkg.json.name);
    ordered.push(pkg);
  };
  [...all].sort((a, b) => a.json.name.localeCompare(b.json.name, 'en')).forEach(visit);
  return ordered;
}

/** Whether the package's main entry (its `.` export) has been built. */
export function isBuilt(pkg: WorkspacePackage): boolean {
  const main = pkg.json.exports?.['.'];
  const target =
    typeof main === 'string' ? main : (main as { default?: string } | undefined)?.default;
  return typeof target === 'string' && fs.existsSync(path.join(pkg.dir, target));
}
