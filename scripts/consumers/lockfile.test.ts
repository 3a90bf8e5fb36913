import { describe, expect, it } from 'vitest';
import { lockfileDrift } from './lockfile.ts';

const locked = {
  packages: {
    '': {},
    'node_modules/vite': { version: '8.3.8' },
    'node_modules/typescript': { version: '6.0.3' },
  },
};

describe('lockfileDrift', () => {
  it('accepts an install that only added packages', () => {
    const after = {
      packages: { ...locked.packages, 'node_modules/lit': { version: '3.3.3' } },
    };
    expect(lockfileDrift(locked, after)).toEqual([]);
  });

  it('names each locked package whose version changed or that is gone', () => {
    const after = { packages: { '': {}, 'node_modules/vite': { version: '8.4.0' } } };
    expect(lockfileDrift(locked, after)).toEqual([
      'node_modules/vite: 8.3.8 → 8.4.0',
      'node_modules/typescript: 6.0.3 → removed',
    ]);
  });
});
