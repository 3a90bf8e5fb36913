import { type RefObject, useEffect } from 'react';
import config from 'virtual:skerry/config';
import { isSearchShortcut } from './search-shortcut.ts';

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
