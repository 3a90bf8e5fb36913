/*
 * The alert's own (the CDN build puts `src/internal/` in the chunk every component loads). One
 * timer for the callbacks scheduled with the same delay in the same task: a thousand alerts
 * shown together set one timer, not a thousand (issue 34, the peer render bench). The timer is
 * set once the task that scheduled them has run (in a microtask), so each callback runs at least
 * `delay` after it was scheduled, as with its own `setTimeout`, never earlier.
 */

/* The callbacks of the batch each delay is still gathering in this task, by delay. */
const gathering = new Map<number, Set<() => void>>();

function run(callbacks: Set<() => void>): void {
  for (const callback of callbacks) {
    // One callback that throws neither stops the others nor goes unreported.
    try {
      callback();
    } catch (error) {
      reportError(error);
    }
  }
}

/**
 * Calls `callback` once, `delay` ms (or a little more) after this call, sharing a timer with the
 * other callbacks of the same delay scheduled in the same task. Returns the function that
 * cancels it.
 */
export function sharedTimeout(callback: () => void, delay: number): () => void {
  let batch = gathering.get(delay);
  if (!batch) {
    const callbacks = new Set<() => void>();
    gathering.set(delay, callbacks);
    queueMicrotask(() => {
      gathering.delete(delay);
      setTimeout(() => run(callbacks), delay);
    });
    batch = callbacks;
  }
  // A callback of its own, so one function scheduled twice runs twice and is cancelled once.
  const entry = (): void => callback();
  batch.add(entry);
  const callbacks = batch;
  return () => callbacks.delete(entry);
}
