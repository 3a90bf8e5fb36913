/**
 * How far each direct dependency can move: the newest version the registry has, and the newest
 * this project can take, given the Node.js it runs on (`engines` as the registry states it, the
 * way `npm view` sees it, not `npm outdated`), the ranges our other direct dependencies declare
 * on it (as peers or dependencies), and the holds in renovate.json. Pure: the registry is passed
 * in.
 */
import semver from 'semver';
import type { Hold } from './holds.ts';
import type { DirectDependency, RangeOn } from './manifests.ts';

/** What the registry says of one package. */
export interface RegistryFacts {
  latest: string;
  versions: string[];
}

/** The parts of one version's manifest that can hold another package back. */
export interface VersionManifest {
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export interface Context {
  /** The project's Node.js version (.nvmrc). */
  node: string;
  /** Every direct dependency, by name. */
  dependencies: ReadonlyMap<string, DirectDependency>;
  /** Registry facts of every direct dependency. */
  registry: ReadonlyMap<string, RegistryFacts>;
  /** Ranges our direct dependencies declare, by the package they constrain. */
  ranges: ReadonlyMap<string, RangeOn[]>;
  holds: ReadonlyMap<string, Hold>;
  /** One version's manifest, from the registry. */
  manifestOf(name: string, version: string): Promise<VersionManifest>;
}

export type Level = 'major' | 'minor' | 'patch';

export interface Verdict {
  name: string;
  where: string[];
  pinned: string;
  /** False when the manifest gives a range, or workspaces disagree. */
  exact: boolean;
  latest: string;
  /** The newest version the project can take now (the pin itself when none newer is). */
  newestAllowed: string;
  /** How far `newestAllowed` is ahead of the pin. */
  canMove: Level | undefined;
  /** Why the newest version is not allowed, when it is not. */
  blockers: string[];
}

function levelBetween(from: string, to: string): Level | undefined {
  if (!semver.gt(to, from)) return undefined;
  if (semver.major(to) !== semver.major(from)) return 'major';
  if (semver.minor(to) !== semver.minor(from)) return 'minor';
  return 'patch';
}

const accepts = (version: string, range: string) =>
  semver.satisfies(version, range, { includePrerelease: true });

/** The version a manifest pins or starts its range at. */
function pinOf(dependency: DirectDependency): string {
  const spec = dependency.specs[0]!;
  return semver.valid(spec) ?? semver.minVersion(spec)?.version ?? '0.0.0';
}

/**
 * Judges every direct dependency. The newest version a dependency can take depends on how far
 * the dependencies that constrain it can move themselves, so each is worked out once, on
 * demand; in a cycle (Vitest and its browser provider pin each other) the other side is taken
 * at its newest, since the two move as one.
 */
export function createJudge(context: Context) {
  const newest = new Map<string, Promise<string>>();
  const inProgress = new Set<string>();

  function newestAllowed(name: string): Promise<string> {
    const facts = context.registry.get(name)!;
    if (inProgress.has(name)) return Promise.resolve(facts.latest);
    let found = newest.get(name);
    if (!found) {
      inProgress.add(name);
      found = search(name).finally(() => inProgress.delete(name));
      newest.set(name, found);
    }
    return found;
  }

  async function search(name: string): Promise<string> {
    const dependency = context.dependencies.get(name)!;
    const facts = context.registry.get(name)!;
    const pinned = pinOf(dependency);
    for (const version of candidates(pinned, facts).slice(0, maxTries)) {
      if ((await blockersOf(name, version, pinned)).length === 0) return version;
    }
    return pinned;
  }

  /**
   * The ranges that keep `version` of `name` out. A range from a dependency that can itself move
   * to a version accepting `version` does not hold it: the two move together (one Renovate
   * group); when that dependency cannot, its range is the one worth naming.
   */
  async function constraintBlockers(name: string, version: string): Promise<string[]> {
    const blockers: string[] = [];
    for (const { from, fromName, fromVersion, range } of context.ranges.get(name) ?? []) {
      if (accepts(version, range)) continue;
      const ownerNext = await newestAllowed(fromName);
      if (ownerNext === fromVersion) {
        blockers.push(`${from} wants ${name} ${range}`);
        continue;
      }
      const manifest = await context.manifestOf(fromName, ownerNext);
      const next = manifest.peerDependencies?.[name] ?? manifest.dependencies?.[name];
      if (next !== undefined && !accepts(version, next)) {
        blockers.push(`${fromName}@${ownerNext} wants ${name} ${next}`);
      }
    }
    return blockers;
  }

  function holdBlockers(name: string, version: string, pinned: string): string[] {
    const hold = context.holds.get(name);
    if (!hold) return [];
    const inside =
      hold.allowed === 'no-major'
        ? semver.major(version) === semver.major(pinned)
        : semver.satisfies(version, hold.allowed);
    return inside ? [] : [`held (renovate.json): ${hold.reason}`];
  }

  async function blockersOf(name: string, version: string, pinned: string): Promise<string[]> {
    const held = holdBlockers(name, version, pinned);
    if (held.length > 0) return held;
    const range = (await context.manifestOf(name, version)).engines?.node;
    if (range && !semver.satisfies(context.node, range)) {
      return [`engines.node ${range} excludes Node ${context.node}`];
    }
    return constraintBlockers(name, version);
  }

  return async function judge(dependency: DirectDependency): Promise<Verdict> {
    const facts = context.registry.get(dependency.name)!;
    const exact = dependency.specs.length === 1 && semver.valid(dependency.specs[0]) !== null;
    const pinned = pinOf(dependency);
    const allowed = await newestAllowed(dependency.name);
    const newestAllowedVersion = semver.lt(allowed, pinned) ? pinned : allowed;
    return {
      name: dependency.name,
      where: dependency.where,
      pinned,
      exact,
      latest: facts.latest,
      newestAllowed: newestAllowedVersion,
      canMove: levelBetween(pinned, newestAllowedVersion),
      blockers: semver.gt(facts.latest, newestAllowedVersion)
        ? await blockersOf(dependency.name, facts.latest, pinned)
        : [],
    };
  };
}

/** Versions newer than the pin, newest first, stable only, none above the `latest` tag. */
function candidates(pinned: string, facts: RegistryFacts): string[] {
  return facts.versions
    .filter((v) => semver.valid(v) && !semver.prerelease(v))
    .filter((v) => semver.gt(v, pinned) && semver.lte(v, facts.latest))
    .sort(semver.rcompare);
}

/** At most this many versions are tried, newest first, to find the newest allowed. */
const maxTries = 40;
