import { describe, expect, it } from 'vitest';
import type { Hold } from './holds.ts';
import type { PeerRequirement } from './manifests.ts';
import { type Context, judge, type RegistryFacts } from './verdict.ts';

function facts(latest: string, versions: string[], latestPeers = {}): RegistryFacts {
  return { latest, versions, latestPeers };
}

function context(overrides: Partial<Context> = {}): Context {
  return {
    node: '26.12.1',
    registry: new Map(),
    peers: new Map(),
    holds: new Map(),
    enginesOf: async () => undefined,
    ...overrides,
  };
}

const dep = (name: string, spec: string) => ({ name, specs: [spec], where: ['root'] });

describe('judge', () => {
  it('calls a pin at the newest version current', async () => {
    const verdict = await judge(dep('a', '1.2.3'), facts('1.2.3', ['1.2.3']), context());
    expect(verdict).toMatchObject({ canMove: undefined, blockers: [], newestAllowed: '1.2.3' });
  });

  it('says how far a pin can move', async () => {
    const versions = ['1.2.3', '1.3.0', '2.0.0'];
    expect((await judge(dep('a', '1.2.3'), facts('2.0.0', versions), context())).canMove).toBe(
      'major',
    );
    expect((await judge(dep('a', '1.2.3'), facts('1.3.0', versions), context())).canMove).toBe(
      'minor',
    );
  });

  it("falls back to the newest version whose engines accept the project's Node", async () => {
    const engines: Record<string, string> = { '3.0.0': '>=27', '2.1.0': '>=22' };
    const verdict = await judge(
      dep('a', '2.0.0'),
      facts('3.0.0', ['2.0.0', '2.1.0', '3.0.0']),
      context({ enginesOf: async (_name, version) => engines[version] }),
    );
    expect(verdict.newestAllowed).toBe('2.1.0');
    expect(verdict.canMove).toBe('minor');
    expect(verdict.blockers).toEqual(['engines.node >=27 excludes Node 26.12.1']);
  });

  it('names the direct dependency whose peer range holds a package back', async () => {
    const peers = new Map<string, PeerRequirement[]>([
      ['typescript', [{ from: 'tse@8.74.0', fromName: 'tse', range: '>=4.8.4 <6.1.0' }]],
    ]);
    const registry = new Map([['tse', facts('8.74.0', ['8.74.0'], { typescript: '<6.1.0' })]]);
    const verdict = await judge(
      dep('typescript', '6.0.3'),
      facts('7.0.2', ['6.0.3', '7.0.0', '7.0.2']),
      context({ peers, registry }),
    );
    expect(verdict.newestAllowed).toBe('6.0.3');
    expect(verdict.canMove).toBeUndefined();
    expect(verdict.blockers).toEqual(['tse@8.74.0 wants typescript <6.1.0']);
  });

  it('lets a package move when the dependency that pins it moves with it', async () => {
    const peers = new Map<string, PeerRequirement[]>([
      ['vitest', [{ from: 'browser@4.1.12', fromName: 'browser', range: '4.1.12' }]],
    ]);
    const registry = new Map([['browser', facts('5.1.2', ['5.1.2'], { vitest: '5.1.2' })]]);
    const verdict = await judge(
      dep('vitest', '4.1.12'),
      facts('5.1.2', ['4.1.12', '5.1.2']),
      context({ peers, registry }),
    );
    expect(verdict).toMatchObject({ newestAllowed: '5.1.2', canMove: 'major', blockers: [] });
  });

  it('keeps a hold from renovate.json, with its reason', async () => {
    const holds = new Map<string, Hold>([['a', { allowed: 'no-major', reason: 'by hand' }]]);
    const verdict = await judge(
      dep('a', '1.0.0'),
      facts('2.0.0', ['1.0.0', '1.1.0', '2.0.0']),
      context({ holds }),
    );
    expect(verdict.newestAllowed).toBe('1.1.0');
    expect(verdict.blockers).toEqual(['held (renovate.json): by hand']);
  });

  it('reports a range in a manifest as not pinned', async () => {
    const verdict = await judge(dep('a', '^1.0.0'), facts('1.0.0', ['1.0.0']), context());
    expect(verdict.exact).toBe(false);
  });
});
