import { describe, expect, it } from 'vitest';
import { holdsFrom } from './holds.ts';

describe('holdsFrom', () => {
  it('reads allowed ranges and turned-off majors of named packages, with their reasons', () => {
    const holds = holdsFrom({
      packageRules: [
        { matchPackageNames: ['a'], allowedVersions: '<3', description: 'regression in 3' },
        {
          matchPackageNames: ['b'],
          matchUpdateTypes: ['major'],
          enabled: false,
          description: ['moves', 'by hand'],
        },
        { matchPackageNames: ['c'], groupName: 'c family' } as never,
      ],
    });
    expect([...holds]).toEqual([
      ['a', { allowed: '<3', reason: 'regression in 3' }],
      ['b', { allowed: 'no-major', reason: 'moves by hand' }],
    ]);
  });

  it('ignores patterns and regular expressions, which name families', () => {
    const holds = holdsFrom({
      packageRules: [{ matchPackageNames: ['@vitest/*', '/^x/', '!y'], allowedVersions: '<2' }],
    });
    expect(holds.size).toBe(0);
  });
});
