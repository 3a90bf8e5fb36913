import { SCROLL_DURATION_MS } from './constants.ts';

/** Slow in, slow out: the motion starts and settles gently. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

let cancelCurrent: (() => void) | undefined;

/**
 * Scrolls the window to `top` over 468 ms, eased. The browser's own smooth scrolling has no fixed
 * duration, hence the animation here. The user's wheel, touch or keys take over at once, and a
 * reduced-motion preference makes the jump instant.
 */
export function smoothScrollTo(top: number, duration = SCROLL_DURATION_MS): void {
  cancelCurrent?.();
  const maxTop = document.documentElement.scrollHeight - window.innerHeight;
  const target = Math.max(0, Math.min(top, maxTop));
  const start = window.scrollY;
  if (duration <= 0 || prefersReducedMotion() || Math.abs(target - start) < 1) {
    window.scrollTo({ top: target, behavior: 'instant' });
    return;
  }
  let frame = 0;
  const began = performance.now();
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of interruptions) window.removeEventListener(type, stop);
    cancelCurrent = undefined;
  };
  const interruptions = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  for (const type of interruptions) window.addEventListener(type, stop, { passive: true });
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    window.scrollTo({
      top: start + (target - start) * easeInOutCubic(progress),
      behavior: 'instant',
    });
    if (progress < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  frame = requestAnimationFrame(step);
  cancelCurrent = stop;
}

/** The element a `#fragment` points at: by id first, then by name, as browsers do. */
export function findHashTarget(hash: string, root: Document = document): HTMLElement | null {
  let fragment = hash.replace(/^#/, '');
  if (!fragment) return null;
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    // A malformed escape is looked up as written.
  }
  return (
    root.getElementById(fragment) ??
    root.querySelector<HTMLElement>(`[name="${CSS.escape(fragment)}"]`)
  );
}

/** The scroll position that brings `element` to the top, below the sticky header. */
export function scrollTopFor(element: HTMLElement): number {
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  return element.getBoundingClientRect().top + window.scrollY - margin;
}
