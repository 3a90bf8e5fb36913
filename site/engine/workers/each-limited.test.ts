import { describe, expect, it } from 'vitest';
import { eachLimited } from './each-limited.ts';

describe('eachLimited', () => {
  it('works on every item, never more than the limit at a time', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachLimited([1, 2, 3, 4, 5], 2, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await Promise.resolve();
      done.push(item);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('settles at once for no items', async () => {
    await expect(eachLimited([], 4, async () => undefined)).resolves.toBeUndefined();
  });
});
