/**
 * Where the reader was on each history entry, kept in `sessionStorage` for back, forward and
 * reload (specification §2, Scrolling). React-free: the first visit reads it before the app runs.
 */

const storageKey = 'skerry:scroll-positions';
const maxSavedPositions = 100;

export function loadPositions(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as [string, number][];
    return new Map(saved.filter(([k, v]) => typeof k === 'string' && Number.isFinite(v)));
  } catch {
    return new Map();
  }
}

export function savePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify([...positions].slice(-maxSavedPositions)));
  } catch {
    // Storage may be full or blocked; positions then live for this page view only.
  }
}

/**
 * The key a history entry's position is kept under. React Router keys the entry a document was
 * loaded into `default`, whatever its page, so the path goes with it: a full load of another page
 * is not taken for the one read before.
 */
export function entryKey(location: { key: string; pathname: string }): string {
  return `${location.key} ${location.pathname}`;
}

/** Whether this document was loaded by a reload or a history move, which keep the position. */
export function loadedByHistory(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * Puts a reloaded or revisited page back where the reader was, before the app runs. The app asks
 * the browser to leave scrolling to it (`scrollRestoration = 'manual'`), and the browser keeps
 * that with the history entry, so after a reload it restores nothing until the app starts, which
 * now waits for the reader (decision 0015).
 */
export function restoreScrollBeforeApp(): void {
  if (history.scrollRestoration !== 'manual' || location.hash || !loadedByHistory()) return;
  const state = history.state as { key?: unknown } | null;
  const key = typeof state?.key === 'string' ? state.key : 'default';
  const saved = loadPositions().get(entryKey({ key, pathname: location.pathname }));
  if (saved !== undefined) window.scrollTo({ top: saved, behavior: 'instant' });
}
