import { describe, expect, it } from 'vitest';
import { type PaintWindow, afterFirstPaint } from './after-first-paint.ts';

function fakeWindow(readyState: string, withIdle = true) {
  const log: string[] = [];
  const callbacks: Record<string, (() => void) | undefined> = {};
  const win: PaintWindow = {
    document: { readyState },
    addEventListener: (type, listener, options) => {
      log.push(`listen ${type} once=${options.once}`);
      callbacks.load = listener;
    },
    requestAnimationFrame: (callback) => {
      log.push('frame');
      callbacks.frame = callback;
    },
    setTimeout: (callback, delay) => {
      log.push(`timeout ${delay}`);
      callbacks.idle = callback;
    },
    ...(withIdle
      ? {
          requestIdleCallback: (callback: () => void, options: { timeout: number }) => {
            log.push(`idle timeout=${options.timeout}`);
            callbacks.idle = callback;
          },
        }
      : {}),
  };
  return { win, log, fire: (name: string) => callbacks[name]?.() };
}

describe('afterFirstPaint', () => {
  it('waits for load, then a frame, then an idle period', () => {
    const { win, log, fire } = fakeWindow('interactive');
    let ran = false;
    afterFirstPaint(win)(() => (ran = true));
    expect(log).toEqual(['listen load once=true']);
    fire('load');
    expect(log.at(-1)).toBe('frame');
    fire('frame');
    expect(log.at(-1)).toBe('idle timeout=3000');
    expect(ran).toBe(false);
    fire('idle');
    expect(ran).toBe(true);
  });

  it('starts from the frame when the page has already loaded', () => {
    const { win, log } = fakeWindow('complete');
    afterFirstPaint(win)(() => {});
    expect(log).toEqual(['frame']);
  });

  it('falls back to a timeout without requestIdleCallback', () => {
    const { win, log, fire } = fakeWindow('complete', false);
    let ran = false;
    afterFirstPaint(win)(() => (ran = true));
    fire('frame');
    expect(log).toEqual(['frame', 'timeout 0']);
    fire('idle');
    expect(ran).toBe(true);
  });
});
