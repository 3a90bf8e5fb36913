import { afterEach, describe, expect, it, vi } from 'vitest';
import { runStartupHook } from './run-hook.ts';

afterEach(() => vi.restoreAllMocks());

describe('runStartupHook', () => {
  it('returns what the step returns', () => {
    expect(runStartupHook('answer', () => 42)).toBe(42);
  });

  it('logs a failing step by name and carries on', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('boom');
    expect(
      runStartupHook('analytics', () => {
        throw error;
      }),
    ).toBeUndefined();
    expect(log).toHaveBeenCalledWith(
      'Start-up step "analytics" failed; the site goes on without it.',
      error,
    );
  });
});
