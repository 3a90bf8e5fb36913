import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import config from 'virtual:skerry/config';
import type { DocSearchConfig } from './docsearch-config.ts';
import { isSearchShortcut } from './search-shortcut.ts';

// Nothing of DocSearch is fetched until the reader opens search.
const DocSearchDialog = lazy(() => import('./docsearch-dialog.tsx'));

/**
 * The hosted search (Algolia DocSearch) in place of the embedded one, when the configuration has
 * it: a button in the header, opened also by `/` and Ctrl/Cmd+K, that loads DocSearch's dialog
 * on first use. Focus returns to the button when the dialog closes.
 */
export function HostedSearch({ docsearch }: { docsearch: DocSearchConfig }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const onClose = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  const show = () => {
    setRequested(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="sk-search" role="search" aria-label="Site">
      <button
        ref={button}
        id={
          config.search.inputSelector.startsWith('#')
            ? config.search.inputSelector.slice(1)
            : undefined
        }
        type="button"
        className="sk-search__input sk-search__button"
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={show}
        // Starting the download on intent makes the dialog appear at once on click.
        onPointerEnter={() => setRequested(true)}
        onFocus={() => setRequested(true)}
      >
        Search
      </button>
      <kbd className="sk-search__hint" aria-hidden="true">
        /
      </kbd>
      {requested && (
        <Suspense fallback={null}>
          <DocSearchDialog docsearch={docsearch} open={open} onClose={onClose} />
        </Suspense>
      )}
    </div>
  );
}
