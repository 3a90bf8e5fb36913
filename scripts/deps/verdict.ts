/**
 * How far each direct dependency can move: the newest version the registry has, and the newest
 * this project can take, given the Node.js it runs on (`engines` as the registry states it, the
 * way `npm view` sees it, not `npm outdated`), the peer ranges of our other direct
 * dependencies, and the holds in renovate.json. Pure: the registry is passed in.
 */
import semver from 'semver';
import type { Hold } from './holds.ts';
import type { DirectDependency, PeerRequirement } from './manifests.ts';

/** What the registry says of one package, its newest version's manifest included. */
export interface RegistryFacts {
  latest: string;
  versions: string[];
  /** `peerDependencies` of the newest version, by package. */
  latestPeers: Record<string, string>;
}

export interface Context {
  /** The project's Node.js version (.nvmrc). */
  node: string;
  /** Registry facts of every direct dependency (for peer ranges that move in step). */
  registry: ReadonlyMap<string, RegistryFacts>;
  /** Peer ranges our direct dependencies declare, by the package they constrain. */
  peers: ReadonlyMap<string, PeerRequirement[]>;
  holds: ReadonlyMap<string, Hold>;
  /** `engines.node` of one version (undefined when it states none). */
  enginesOf(name: string, version: string): Promise<string | undefined>;
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

/**
 * The peer ranges that keep `version` of `name` out. A range from a dependency whose own newest
 * version accepts `version` does not hold it: the two move together (one Renovate group). When
 * the newest version of that dependency still refuses, its range is the one worth naming.
 */
function peerBlockers(name: string, version: string, context: Context): string[] {
  const accepts = (range: string) => semver.satisfies(version, range, { includePrerelease: true });
  return (context.peers.get(name) ?? [])
    .filter(({ range }) => !accepts(range))
    .flatMap(({ from, fromName, range }) => {
      const owner = context.registry.get(fromName);
      if (!owner) return [`${from} wants ${name} ${range}`];
      const next = owner.latestPeers[name];
      return next === undefined || accepts(next)
        ? []
        : [`${fromName}@${owner.latest} wants ${name} ${next}`];
    });
}

function holdBlocker(name: string, version: string, pinned: string, context: Context) {
  const hold = context.holds.get(name);
  if (!hold) return [];
  const inside =
    hold.allowed === 'no-major'
      ? semver.major(version) === semver.major(pinned)
      : semver.satisfies(version, hold.allowed);
  return inside ? [] : [`held (renovate.json): ${hold.reason}`];
}

async function enginesBlocker(name: string, version: string, context: Context) {
  const range = await context.enginesOf(name, version);
  return range && !semver.satisfies(context.node, range)
    ? [`engines.node ${range} excludes Node ${context.node}`]
    : [];
}

async function blockersOf(name: string, version: string, pinned: string, context: Context) {
  const cheap = [
    ...holdBlocker(name, version, pinned, context),
    ...peerBlockers(name, version, context),
  ];
  return cheap.length > 0 ? cheap : enginesBlocker(name, version, context);
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

export async function judge(
  dependency: DirectDependency,
  facts: RegistryFacts,
  context: Context,
): Promise<Verdict> {
  const spec = dependency.specs[0]!;
  const exact = dependency.specs.length === 1 && semver.valid(spec) !== null;
  const pinned = semver.valid(spec) ?? semver.minVersion(spec)?.version ?? '0.0.0';
  const base = { name: dependency.name, where: dependency.where, pinned, exact };
  const latestBlockers = semver.gt(facts.latest, pinned)
    ? await blockersOf(dependency.name, facts.latest, pinned, context)
    : [];
  let newestAllowed: string | undefined = latestBlockers.length === 0 ? facts.latest : undefined;
  if (newestAllowed === undefined) {
    for (const version of candidates(pinned, facts).slice(0, maxTries)) {
      if (version === facts.latest) continue;
      if ((await blockersOf(dependency.name, version, pinned, context)).length === 0) {
        newestAllowed = version;
        break;
      }
    }
    newestAllowed ??= pinned;
  }
  if (semver.lt(newestAllowed, pinned)) newestAllowed = pinned;
  return {
    ...base,
    latest: facts.latest,
    newestAllowed,
    canMove: levelBetween(pinned, newestAllowed),
    blockers: latestBlockers,
  };
}
