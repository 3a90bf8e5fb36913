import { describe, expect, it } from 'vitest';
import type { Hold } from './holds.ts';
import type { DirectDependency, RangeOn } from './manifests.ts';
import { type Context, createJudge, type RegistryFacts, type VersionManifest } from './verdict.ts';

const dep = (name: string, spec: string): DirectDependency => ({
  name,
  specs: [spec],
  where: ['root'],
});

const facts = (latest: string, versions: string[]): RegistryFacts => ({ latest, versions });

const requirement = (from: string, range: string): RangeOn => {
  const [fromName, fromVersion] = from.split(/(?<=.)@/) as [string, string];
  return { from, fromName, fromVersion, range };
};

/** A world of direct dependencies, their registry facts and per-version manifests. */
function world(
  entries: [DirectDependency, RegistryFacts][],
  options: {
    manifests?: Record<string, VersionManifest>;
    ranges?: [string, RangeOn[]][];
    holds?: [string, Hold][];
  } = {},
) {
  const context: Context = {
    node: '26.12.1',
    dependencies: new Map(entries.map(([d]) => [d.name, d])),
    registry: new Map(entries.map(([d, f]) => [d.name, f])),
    ranges: new Map(options.ranges ?? []),
    holds: new Map(options.holds ?? []),
    manifestOf: async (name, version) => options.manifests?.[`${name}@${version}`] ?? {},
  };
  const judge = createJudge(context);
  return (name: string) => judge(context.dependencies.get(name)!);
}

describe('judge', () => {
  it('calls a pin at the newest version current', async () => {
    const judge = world([[dep('a', '1.2.3'), facts('1.2.3', ['1.2.3'])]]);
    expect(await judge('a')).toMatchObject({ canMove: undefined, blockers: [], exact: true });
  });

  it('says how far a pin can move', async () => {
    const versions = ['1.2.3', '1.3.0', '2.0.0'];
    const judge = world([
      [dep('a', '1.2.3'), facts('2.0.0', versions)],
      [dep('b', '1.2.3'), facts('1.3.0', versions)],
    ]);
    expect((await judge('a')).canMove).toBe('major');
    expect((await judge('b')).canMove).toBe('minor');
  });

  it("falls back to the newest version whose engines accept the project's Node", async () => {
    const judge = world([[dep('a', '2.0.0'), facts('3.0.0', ['2.0.0', '2.1.0', '3.0.0'])]], {
      manifests: { 'a@3.0.0': { engines: { node: '>=27' } }, 'a@2.1.0': { engines: {} } },
    });
    const verdict = await judge('a');
    expect(verdict).toMatchObject({ newestAllowed: '2.1.0', canMove: 'minor' });
    expect(verdict.blockers).toEqual(['engines.node >=27 excludes Node 26.12.1']);
  });

  it('names the direct dependency whose range holds a package back', async () => {
    const judge = world(
      [
        [dep('typescript', '6.0.3'), facts('7.0.2', ['6.0.3', '7.0.0', '7.0.2'])],
        [dep('tse', '8.74.0'), facts('8.74.0', ['8.74.0'])],
      ],
      { ranges: [['typescript', [requirement('tse@8.74.0', '>=4.8.4 <6.1.0')]]] },
    );
    const verdict = await judge('typescript');
    expect(verdict).toMatchObject({ newestAllowed: '6.0.3', canMove: undefined });
    expect(verdict.blockers).toEqual(['tse@8.74.0 wants typescript >=4.8.4 <6.1.0']);
  });

  it('lets two packages that pin each other move together', async () => {
    const judge = world(
      [
        [dep('vitest', '4.1.12'), facts('5.1.2', ['4.1.12', '5.1.2'])],
        [dep('browser', '4.1.12'), facts('5.1.2', ['4.1.12', '5.1.2'])],
      ],
      {
        ranges: [
          ['vitest', [requirement('browser@4.1.12', '4.1.12')]],
          ['browser', [requirement('vitest@4.1.12', '4.1.12')]],
        ],
        manifests: {
          'browser@5.1.2': { peerDependencies: { vitest: '5.1.2' } },
          'vitest@5.1.2': { peerDependencies: { browser: '5.1.2' } },
        },
      },
    );
    expect(await judge('vitest')).toMatchObject({ newestAllowed: '5.1.2', blockers: [] });
    expect(await judge('browser')).toMatchObject({ newestAllowed: '5.1.2', blockers: [] });
  });

  it('holds a package where the package that pins it is held itself', async () => {
    // React Router: dev 8.4.0 (its newest) depends on node 8.4.0, which asks for router 8.4.0.
    const judge = world(
      [
        [dep('router', '8.4.0'), facts('8.5.3', ['8.4.0', '8.5.1', '8.5.3'])],
        [dep('node', '8.4.0'), facts('8.5.1', ['8.4.0', '8.5.1'])],
        [dep('dev', '8.4.0'), facts('8.4.0', ['8.4.0'])],
      ],
      {
        ranges: [
          ['router', [requirement('node@8.4.0', '8.4.0')]],
          ['node', [requirement('dev@8.4.0', '8.4.0')]],
        ],
        manifests: { 'node@8.5.1': { peerDependencies: { router: '8.5.1' } } },
      },
    );
    expect(await judge('node')).toMatchObject({
      newestAllowed: '8.4.0',
      blockers: ['dev@8.4.0 wants node 8.4.0'],
    });
    expect(await judge('router')).toMatchObject({
      newestAllowed: '8.4.0',
      blockers: ['node@8.4.0 wants router 8.4.0'],
    });
  });

  it('keeps a hold from renovate.json, with its reason', async () => {
    const judge = world([[dep('a', '1.0.0'), facts('2.0.0', ['1.0.0', '1.1.0', '2.0.0'])]], {
      holds: [['a', { allowed: 'no-major', reason: 'by hand' }]],
    });
    const verdict = await judge('a');
    expect(verdict.newestAllowed).toBe('1.1.0');
    expect(verdict.blockers).toEqual(['held (renovate.json): by hand']);
  });

  it('reports a range in a manifest as not pinned', async () => {
    const judge = world([[dep('a', '^1.0.0'), facts('1.0.0', ['1.0.0'])]]);
    expect((await judge('a')).exact).toBe(false);
  });
});
