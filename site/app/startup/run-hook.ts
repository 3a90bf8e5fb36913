/**
 * Runs one start-up step. A failure is logged to the console and goes no further: the docs must
 * mount and work even when an enhancement (the service worker, analytics, the chunk guard, an
 * address fix) breaks (specification §8). Returns the step's result, or undefined if it threw.
 */
export function runStartupHook<T>(name: string, hook: () => T): T | undefined {
  try {
    return hook();
  } catch (error) {
    console.error(`Start-up step "${name}" failed; the site goes on without it.`, error);
    return undefined;
  }
}
