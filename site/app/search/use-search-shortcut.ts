import { type RefObject, useEffect } from 'react';
import config from 'virtual:skerry/config';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** `/` (when not typing elsewhere) or Ctrl/Cmd+K: the keys that open search. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  const slash =
    event.key === '/' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !isTyping(event.target);
  const commandK =
    event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
  return slash || commandK;
}

/** `/` (when not typing elsewhere) and Ctrl/Cmd+K move focus to the search box. */
export function useSearchShortcut(fallback: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      const input =
        document.querySelector<HTMLInputElement>(config.search.inputSelector) ?? fallback.current;
      if (!input) return;
      event.preventDefault();
      input.focus();
      input.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fallback]);
}
