import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isWithin } from './paths.ts';

describe('isWithin', () => {
  const folder = path.resolve('/repo');
  it('holds for the folder itself and what is below it', () => {
    expect(isWithin(folder, folder)).toBe(true);
    expect(isWithin(path.join(folder, 'site', 'build'), folder)).toBe(true);
    // A name that only starts with two dots is still below.
    expect(isWithin(path.join(folder, '..cache'), folder)).toBe(true);
  });

  it('fails for a sibling, a parent and another tree', () => {
    expect(isWithin(path.resolve('/repo-other'), folder)).toBe(false);
    expect(isWithin(path.resolve('/'), folder)).toBe(false);
    expect(isWithin(path.resolve('/tmp/build'), folder)).toBe(false);
  });
});
