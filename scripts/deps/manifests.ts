/**
 * What the repository itself says about its dependencies: the direct ones of every workspace
 * (with the exact version each pins), the ranges they declare on each other (from
 * package-lock.json), and the Node.js version the project runs on (.nvmrc).
 */
import fs from 'node:fs';
import path from 'node:path';

const kinds = ['dependencies', 'devDependencies', 'optionalDependencies'] as const;

export interface DirectDependency {
  name: string;
  /** The version or range written in the manifest(s); several when workspaces disagree. */
  specs: string[];
  /** The workspaces that depend on it ("root" for the repository's own package.json). */
  where: string[];
}

/** A range an installed direct dependency asks of another, as a peer or a dependency. */
export interface RangeOn {
  /** The asking package, `name@version`. */
  from: string;
  fromName: string;
  fromVersion: string;
  range: string;
}

interface Manifest {
  name?: string;
  private?: boolean;
  workspaces?: string[];
  [kind: string]: unknown;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** The workspace folders the root manifest names (`packages/*` expanded one level). */
export function workspaceDirs(root: string, patterns: readonly string[]): string[] {
  const dirs: string[] = [];
  for (const pattern of patterns) {
    if (pattern.endsWith('/*')) {
      const parent = path.join(root, pattern.slice(0, -2));
      for (const entry of fs.readdirSync(parent, { withFileTypes: true })) {
        const dir = path.join(parent, entry.name);
        if (entry.isDirectory() && fs.existsSync(path.join(dir, 'package.json'))) dirs.push(dir);
      }
    } else if (fs.existsSync(path.join(root, pattern, 'package.json'))) {
      dirs.push(path.join(root, pattern));
    }
  }
  return dirs.sort();
}

/**
 * Every direct dependency of the root and its workspaces, the workspaces themselves excepted
 * (they are ours, released by Changesets). A published workspace's runtime `dependencies` are
 * caret ranges on purpose, so an application's own copy satisfies them (decision 0019): for
 * those the version this repository builds and tests with is the one the lockfile installs.
 */
export function directDependencies(root: string): DirectDependency[] {
  const lock = fs.existsSync(path.join(root, 'package-lock.json')) ? readLockfile(root) : {};
  const installed = (name: string): string | undefined =>
    lock.packages?.[`node_modules/${name}`]?.version;
  const rootManifest = readJson<Manifest>(path.join(root, 'package.json'));
  const manifests: { label: string; manifest: Manifest }[] = [
    { label: 'root', manifest: rootManifest },
    ...workspaceDirs(root, rootManifest.workspaces ?? []).map((dir) => {
      const manifest = readJson<Manifest>(path.join(dir, 'package.json'));
      return { label: manifest.name ?? path.relative(root, dir), manifest };
    }),
  ];
  const ours = new Set(manifests.map(({ manifest }) => manifest.name).filter(Boolean));
  const found = new Map<string, DirectDependency>();
  for (const { label, manifest } of manifests) {
    for (const kind of kinds) {
      const table = (manifest[kind] ?? {}) as Record<string, string>;
      const published = label !== 'root' && manifest.private !== true;
      for (const [name, written] of Object.entries(table)) {
        if (ours.has(name)) continue;
        const spec = published && kind === 'dependencies' ? (installed(name) ?? written) : written;
        const entry = found.get(name) ?? { name, specs: [], where: [] };
        if (!entry.specs.includes(spec)) entry.specs.push(spec);
        if (!entry.where.includes(label)) entry.where.push(label);
        found.set(name, entry);
      }
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

interface Lockfile {
  packages?: Record<
    string,
    {
      name?: string;
      version?: string;
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    }
  >;
}

/** One scope, or a package and its scope (`react-router` and `@react-router/node`). */
export function sameFamily(a: string, b: string): boolean {
  const family = (name: string) => /^@([^/]+)\//.exec(name)?.[1] ?? name;
  return family(a) === family(b);
}

/**
 * For each of `names`, the ranges that installed direct dependencies declare on it: as peers,
 * and as dependencies within one family (past such a range npm installs a second copy of a
 * family member, and two copies of React Router's break it; a tool's private copy of, say,
 * TypeScript harms no one). Only direct dependencies count: they are the ones this repository
 * chooses, so a range of theirs is what can hold one of ours back; a transitive package moves
 * with whatever brought it.
 */
export function rangesOn(lock: Lockfile, names: ReadonlySet<string>): Map<string, RangeOn[]> {
  const requirements = new Map<string, RangeOn[]>();
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    // Only packages installed at the top of a node_modules folder are someone's direct pick.
    const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(location);
    if (!match || location.slice(0, match.index).includes('node_modules')) continue;
    const owner = entry.name ?? match[1]!;
    if (!names.has(owner)) continue;
    const family = Object.fromEntries(
      Object.entries(entry.dependencies ?? {}).filter(([name]) => sameFamily(owner, name)),
    );
    const ranges = { ...family, ...entry.peerDependencies };
    for (const [peer, range] of Object.entries(ranges)) {
      if (!names.has(peer) || peer === owner) continue;
      const list = requirements.get(peer) ?? [];
      const from = `${owner}@${entry.version ?? '?'}`;
      if (!list.some((r) => r.from === from && r.range === range)) {
        list.push({ from, fromName: owner, fromVersion: entry.version ?? '0.0.0', range });
      }
      requirements.set(peer, list);
    }
  }
  return requirements;
}

export function readLockfile(root: string): Lockfile {
  return readJson<Lockfile>(path.join(root, 'package-lock.json'));
}

/** The Node.js version the project runs on: `.nvmrc`. */
export function projectNode(root: string): string {
  return fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
}
