import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedTimeout } from './shared-timeout.js';

/* The helper's timing is what is tested; the test moves the clock instead of waiting. */
afterEach(() => {
  vi.useRealTimers();
});

const flushMicrotasks = () => Promise.resolve();

describe('sharedTimeout', () => {
  it('runs the callbacks of one task on one timer, each no earlier than its delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const ran: string[] = [];
    sharedTimeout(() => ran.push('a'), 350);
    sharedTimeout(() => ran.push('b'), 350);
    sharedTimeout(() => ran.push('long'), 5000);
    await flushMicrotasks();
    expect(setTimeoutSpy).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(349);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['a', 'b']);
    vi.advanceTimersByTime(4650);
    expect(ran).toEqual(['a', 'b', 'long']);
  });

  it('starts a new timer for a later task, and runs a cancelled callback never', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const ran: string[] = [];
    const cancel = sharedTimeout(() => ran.push('cancelled'), 350);
    sharedTimeout(() => ran.push('first'), 350);
    await flushMicrotasks();
    cancel();
    vi.advanceTimersByTime(200);
    sharedTimeout(() => ran.push('second'), 350);
    await flushMicrotasks();
    vi.advanceTimersByTime(150);
    expect(ran).toEqual(['first']);
    vi.advanceTimersByTime(199);
    expect(ran).toEqual(['first']);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['first', 'second']);
  });

  it('runs one function scheduled twice twice, and the others after one that throws', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reported = vi.spyOn(globalThis, 'reportError').mockImplementation(() => {});
    let count = 0;
    const tick = () => count++;
    sharedTimeout(tick, 10);
    sharedTimeout(() => {
      throw new Error('broken');
    }, 10);
    sharedTimeout(tick, 10);
    await flushMicrotasks();
    vi.advanceTimersByTime(10);
    expect(count).toBe(2);
    expect(reported).toHaveBeenCalledWith(new Error('broken'));
  });
});
