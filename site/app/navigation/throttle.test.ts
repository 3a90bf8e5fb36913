import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_HEADING_THROTTLE_MS } from './constants.ts';
import { throttle } from './throttle.ts';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then at most once per 300 ms window with the latest arguments', () => {
    const calls: number[] = [];
    const throttled = throttle((n: number) => calls.push(n), ACTIVE_HEADING_THROTTLE_MS);
    throttled(1);
    expect(calls).toEqual([1]);
    throttled(2);
    throttled(3);
    vi.advanceTimersByTime(299);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
  });

  it('keeps a steady stream of events to one call per 300 ms', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 300);
    for (let t = 0; t < 3000; t += 16) {
      throttled();
      vi.advanceTimersByTime(16);
    }
    vi.advanceTimersByTime(300);
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(10);
    expect(fn.mock.calls.length).toBeLessThanOrEqual(11);
  });

  it('runs immediately again after a quiet window', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 300);
    throttled();
    vi.advanceTimersByTime(500);
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('drops the pending call when cancelled', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 300);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
