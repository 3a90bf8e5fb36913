import searchIcon from '@skerry/icons/icons/search.js';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import config from 'virtual:skerry/config';
import { parseExcerpt } from './excerpt.ts';
import { type SearchHit, searchSite } from './pagefind.ts';
import { normalizeQuery } from './query.ts';
import { readRecentSearches, rememberSearch } from './recent-searches.ts';
import { useQueryParameter } from './use-query-parameter.ts';
import { useSearchShortcut } from './use-search-shortcut.ts';
import { HeaderPanel } from '../components/header-panel.tsx';
import { closeHeaderPanel, revealHeaderControl } from '../components/header-panels.ts';
import { layoutIds } from '../components/layout-ids.ts';

type Option =
  | { kind: 'recent'; id: string; query: string }
  | { kind: 'page' | 'section'; id: string; url: string; title: string; excerpt: string };

type Status = 'idle' | 'loading' | 'ready' | 'error';

function Excerpt({ html }: { html: string }) {
  return (
    <span className="sk-search__excerpt">
      {parseExcerpt(html).map((part, i) =>
        part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </span>
  );
}

function toOptions(hits: SearchHit[], prefix: string): Option[][] {
  return hits.map((hit, i) => [
    { kind: 'page', id: `${prefix}-${i}`, url: hit.url, title: hit.title, excerpt: hit.excerpt },
    ...hit.sections.map((s, j) => ({
      kind: 'section' as const,
      id: `${prefix}-${i}-${j}`,
      url: s.url,
      title: s.title,
      excerpt: s.excerpt,
    })),
  ]);
}

/**
 * The site search: a combobox in the header over the static index. Results are grouped by page,
 * with the matching sections below; arrows move, Enter opens, Escape closes. Queries never leave
 * the site.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [recent, setRecent] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState('');
  useSearchShortcut(inputRef);
  // `/?q=button` (the site's SearchAction) opens the box with the query and its results.
  useQueryParameter((linked) => {
    setQuery(linked);
    setOpen(true);
    if (inputRef.current) revealHeaderControl(inputRef.current);
    inputRef.current?.focus();
  });

  const normalized = normalizeQuery(query);
  const groups: Option[][] = normalized
    ? toOptions(hits, listId)
    : recent.map((q, i) => [{ kind: 'recent', id: `${listId}-r${i}`, query: q }]);
  const options = groups.flat();

  useEffect(() => {
    setActive(-1);
    if (!normalized) {
      setHits([]);
      setStatus('idle');
      return undefined;
    }
    let cancelled = false;
    setStatus('loading');
    const timer = setTimeout(() => {
      searchSite(normalized, { base: config.base, synonyms: config.search.synonyms })
        .then((found) => {
          if (cancelled) return;
          setHits(found);
          setStatus('ready');
        })
        .catch((reason: unknown) => {
          if (cancelled) return;
          setError(reason instanceof Error ? reason.message : String(reason));
          setStatus('error');
        });
    }, 60);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [normalized]);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  const choose = (option: Option) => {
    if (option.kind === 'recent') {
      setQuery(option.query);
      return;
    }
    setRecent(rememberSearch(normalized));
    close();
    setQuery('');
    if (inputRef.current) closeHeaderPanel(inputRef.current);
    inputRef.current?.blur();
    void navigate(option.url);
  };

  const expanded = open && (options.length > 0 || status !== 'idle');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: moving past either end returns there, as in most comboboxes.
      setActive((current) => {
        const next = current + step;
        if (next >= options.length) return -1;
        if (next < -1) return options.length - 1;
        return next;
      });
    } else if (event.key === 'Enter') {
      const option = options[active] ?? (normalized ? options[0] : undefined);
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else if (query) {
        event.preventDefault();
        setQuery('');
      } else {
        // Nothing here left to close: the key goes on to close the header panel, if any.
        close();
      }
    }
  };

  const activeId = active >= 0 && active < options.length ? options[active]?.id : undefined;
  const message =
    status === 'loading'
      ? 'Searching…'
      : status === 'error'
        ? `Search is unavailable: ${error}`
        : status === 'ready'
          ? hits.length === 0
            ? `No results for “${normalized}”`
            : `${hits.length} ${hits.length === 1 ? 'page' : 'pages'} found`
          : '';

  return (
    <HeaderPanel id={layoutIds.searchPanel} label="Search" icon={searchIcon}>
      <div className="sk-search" role="search" aria-label="Site">
        <label className="sk-visually-hidden" htmlFor={layoutIds.search}>
          Search the documentation
        </label>
        <input
          ref={inputRef}
          id={layoutIds.search}
          className="sk-search__input"
          // A combobox, so type text: ARIA in HTML allows no role on type=search. The search
          // landmark around it and the keyboard's search key say what it is for.
          type="text"
          role="combobox"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder="Search"
          maxLength={1000}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-keyshortcuts="/ Control+K Meta+K"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            setRecent(readRecentSearches());
            setOpen(true);
          }}
          onBlur={(event) => {
            if (!event.currentTarget.parentElement?.contains(event.relatedTarget as Node | null))
              close();
          }}
          onKeyDown={onKeyDown}
        />
        <kbd className="sk-search__hint" aria-hidden="true">
          /
        </kbd>
        {/* The live region exists from the start: one added later is not announced. */}
        <p className="sk-visually-hidden" role="status">
          {expanded ? message : ''}
        </p>
        <div className="sk-search__popup" hidden={!expanded}>
          <p className="sk-search__status" aria-hidden="true">
            {message}
          </p>
          <div
            id={listId}
            role="listbox"
            aria-label={normalized ? 'Search results' : 'Recent searches'}
          >
            {groups.map((group) => (
              <div
                role="group"
                key={group[0]!.id}
                aria-label={
                  group[0]!.kind === 'recent' ? undefined : (group[0] as { title: string }).title
                }
              >
                {group.map((option) => (
                  // The combobox pattern: focus stays in the input, which handles the keys and
                  // points at the active option with aria-activedescendant.
                  // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/interactive-supports-focus
                  <div
                    key={option.id}
                    id={option.id}
                    role="option"
                    aria-selected={option.id === activeId}
                    className="sk-search__option"
                    data-kind={option.kind}
                    // Keeps focus in the input, so the combobox stays the one focused control.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                  >
                    {option.kind === 'recent' ? (
                      <span className="sk-search__title">{option.query}</span>
                    ) : (
                      <>
                        <span className="sk-search__title">{option.title}</span>
                        <Excerpt html={option.excerpt} />
                      </>
                    )}
                  </div>
                ))}
              </div>
            ))}
          </div>
        </div>
      </div>
    </HeaderPanel>
  );
}
