import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { entryKey, loadPositions, loadedByHistory, savePositions } from './scroll-positions.ts';
import { findHashTarget, scrollTopFor, smoothScrollTo } from './smooth-scroll.ts';

/** Moves keyboard and screen-reader focus to the new page's heading, without scrolling. */
function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * The scroll behaviour of every navigation: back and forward restore the saved position, a new
 * page starts at the top, and a `#hash` goes to its target — all smoothly, in 468 ms.
 */
export function useScrollManager(disabled: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(new Map());
  const currentKey = useRef(entryKey(location));
  const currentPath = useRef(location.pathname);
  const isFirstRender = useRef(true);

  useEffect(() => {
    if (disabled) return undefined;
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        positions.current.set(currentKey.current, window.scrollY),
      );
    };
    const persist = () => savePositions(positions.current);
    // The reader may have scrolled before the app started (decision 0015), with no one listening.
    positions.current.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      cancelAnimationFrame(frame);
    };
  }, [disabled]);

  useLayoutEffect(() => {
    currentKey.current = entryKey(location);
    const samePage = currentPath.current === location.pathname;
    currentPath.current = location.pathname;
    if (isFirstRender.current) {
      isFirstRender.current = false;
      // Read once: the map then lives here, and is saved when the page is left.
      positions.current = loadPositions();
      // A reload keeps the history entry's key: put the reader back where they were.
      const saved = loadedByHistory() ? positions.current.get(currentKey.current) : undefined;
      if (!disabled && navigationType === 'POP' && saved !== undefined && !location.hash) {
        window.scrollTo({ top: saved, behavior: 'instant' });
      }
      return;
    }
    if (disabled) return;
    // A page replacing its own query (the icon explorer's ?icon=) is not a new page: the reader
    // stays where they are, and so does focus.
    if (samePage && navigationType === 'REPLACE' && !location.hash) return;
    const saved = positions.current.get(currentKey.current);
    if (navigationType === 'POP' && saved !== undefined) {
      smoothScrollTo(saved);
      return;
    }
    if (location.hash) {
      const target = findHashTarget(location.hash);
      if (target) {
        smoothScrollTo(scrollTopFor(target));
        return;
      }
    }
    smoothScrollTo(0);
    if (navigationType !== 'POP') focusPageHeading();
    // Only a change of history entry is a navigation; the other values are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
