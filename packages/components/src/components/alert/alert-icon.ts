/*
 * The drawing of each variant's icon, shared by every alert on the page. An alert draws it
 * itself, a clone in its own shadow tree, rather than through an `sk-icon` per alert: 1,000
 * alerts then create 1,000 SVGs, not 1,000 more custom elements with their own shadow roots,
 * attributes and second update once the drawing arrives (issue 34, the peer render bench).
 *
 * The loader, and through it the icon set, are imported on first use, outside the alert's own
 * bundle: the icon is decoration and arrives after the text in any case.
 */
import type { IconResult } from '../icon/icon-loader.js';

/* Each icon loaded so far, by name; null when it does not exist or failed to load. */
const drawings = new Map<string, SVGSVGElement | null>();
/* Each load under way, by name, shared by the alerts that ask while it runs. */
const loads = new Map<string, Promise<void>>();

/** The drawing called `name`, if it has been loaded (null: there is none); undefined if not yet. */
export function loadedAlertIcon(name: string): SVGSVGElement | null | undefined {
  return drawings.get(name);
}

/**
 * Loads the drawing called `name` from @skerry/icons once for the page; resolves when
 * `loadedAlertIcon(name)` has its answer. A failed load is tried again by the next caller.
 */
export function loadAlertIcon(name: string): Promise<void> {
  if (drawings.has(name)) return Promise.resolve();
  let load = loads.get(name);
  if (!load) {
    load = import('../icon/icon-loader.js')
      .then(({ namedIcon }) => namedIcon(name))
      .catch((error: unknown): IconResult => ({
        ok: false,
        reason: 'failed',
        detail: String(error),
      }))
      .then((result) => {
        loads.delete(name);
        if (result.ok) drawings.set(name, result.svg);
        else if (result.reason === 'unknown') drawings.set(name, null);
      });
    loads.set(name, load);
  }
  return load;
}

/*
 * Loads every variant's drawing once the page is idle after `sk-alert` is defined: an alert that
 * a script shows later (the usual alert) then draws its icon in its first frame, rather than a
 * module load after its text, and alerts shown together render once, not a second time when the
 * drawing arrives. Idle, so a page that defines alerts does not load their icons before its own
 * work; an alert rendered before then loads its drawing itself, as before. Not on a server.
 */
export function preloadAlertIcons(names: readonly string[]): void {
  // Without a document (a server importing the package) there is nothing to draw into.
  if (typeof document === 'undefined') return;
  const load = (): void => {
    for (const name of new Set(names)) void loadAlertIcon(name);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load);
  else setTimeout(load, 0);
}
