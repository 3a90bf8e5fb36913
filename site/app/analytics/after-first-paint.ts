/** Runs a task later; injected so tests decide when "later" is. */
export type Scheduler = (task: () => void) => void;

export interface PaintWindow {
  document: { readyState: string };
  addEventListener(type: 'load', listener: () => void, options: { once: boolean }): void;
  requestAnimationFrame(callback: () => void): unknown;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  setTimeout(callback: () => void, delay: number): unknown;
}

/** An idle period may never come on a busy page; the tracker still loads after this long. */
const idleTimeoutMs = 3000;

/**
 * Waits for the `load` event, then for a frame: a task queued from a frame callback runs after
 * that frame has painted. From there it waits for an idle period (a timeout where Safari has no
 * `requestIdleCallback`), so third-party scripts never compete with the first paint or hydration.
 */
export function afterFirstPaint(win: PaintWindow): Scheduler {
  return (task) => {
    const whenIdle = () => {
      if (win.requestIdleCallback) win.requestIdleCallback(task, { timeout: idleTimeoutMs });
      else win.setTimeout(task, 0);
    };
    const afterFrame = () => win.requestAnimationFrame(whenIdle);
    if (win.document.readyState === 'complete') afterFrame();
    else win.addEventListener('load', afterFrame, { once: true });
  };
}
