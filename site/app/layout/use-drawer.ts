import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The narrow-screen sidebar drawer: Escape and any navigation close it; opening moves focus into
 * it and closing by key returns focus to the toggle, so keyboard users never lose their place.
 */
export function useDrawer(
  drawer: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const wasOpen = useRef(false);

  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (open) drawer.current?.querySelector<HTMLElement>('a, button')?.focus();
    else if (wasOpen.current && drawer.current?.contains(document.activeElement))
      toggle.current?.focus();
    wasOpen.current = open;
  }, [open, drawer, toggle]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, toggle]);

  return { open, setOpen, toggle: useCallback(() => setOpen((o) => !o), []) };
}
