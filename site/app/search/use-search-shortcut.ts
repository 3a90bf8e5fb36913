import { type RefObject, useEffect } from 'react';
import config from 'virtual:skerry/config';
import { revealHeaderControl } from '../components/header-panels.ts';
import { isSearchShortcut } from './search-shortcut.ts';

/** `/` (when not typing elsewhere) and Ctrl/Cmd+K move focus to the search box, opening its panel. */
export function useSearchShortcut(fallback: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      const input =
        document.querySelector<HTMLInputElement>(config.search.inputSelector) ?? fallback.current;
      if (!input) return;
      event.preventDefault();
      // On a narrow screen the box is in a closed panel, which opens first.
      revealHeaderControl(input);
      input.focus();
      input.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fallback]);
}
