import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { findHashTarget, scrollTopFor, smoothScrollTo } from './smooth-scroll.ts';

const storageKey = 'skerry:scroll-positions';
const maxSavedPositions = 100;

function loadPositions(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as [string, number][];
    return new Map(saved.filter(([k, v]) => typeof k === 'string' && Number.isFinite(v)));
  } catch {
    return new Map();
  }
}

function savePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify([...positions].slice(-maxSavedPositions)));
  } catch {
    // Storage may be full or blocked; positions then live for this page view only.
  }
}

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
  const currentKey = useRef(location.key);
  const currentPath = useRef(location.pathname);
  const isFirstRender = useRef(true);

  useEffect(() => {
    positions.current = loadPositions();
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
    currentKey.current = location.key;
    const samePage = currentPath.current === location.pathname;
    currentPath.current = location.pathname;
    if (isFirstRender.current) {
      isFirstRender.current = false;
      // A reload keeps the history entry's key: put the reader back where they were.
      const saved = positions.current.get(location.key) ?? loadPositions().get(location.key);
      if (!disabled && navigationType === 'POP' && saved !== undefined && !location.hash) {
        window.scrollTo({ top: saved, behavior: 'instant' });
      }
      return;
    }
    if (disabled) return;
    // A page replacing its own query (the icon explorer's ?icon=) is not a new page: the reader
    // stays where they are, and so does focus.
    if (samePage && navigationType === 'REPLACE' && !location.hash) return;
    const saved = positions.current.get(location.key);
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
