import { describe, expect, it } from 'vitest';
import { limit } from './limit.ts';

/** A promise the test settles when it chooses, to hold a task running. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('limit', () => {
  it('runs at most the given number of tasks at once, and every task in the end', async () => {
    const slot = limit(2);
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    const done = gates.map((g, index) =>
      slot(async () => {
        started.push(index);
        await g.opened;
        return index;
      }),
    );
    // Tasks start at once when a slot is free, so the third is already held back here.
    expect(started).toEqual([0, 1]);
    gates[0]!.open();
    await done[0];
    await expect.poll(() => started).toEqual([0, 1, 2]);
    gates[1]!.open();
    gates[2]!.open();
    expect(await Promise.all(done)).toEqual([0, 1, 2]);
  });

  it('frees the slot of a task that failed', async () => {
    const slot = limit(1);
    await expect(slot(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await slot(() => Promise.resolve('next'))).toBe('next');
  });
});
