import searchIcon from '@skerry/icons/icons/search.js';
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import config from 'virtual:skerry/config';
import { parseExcerpt } from './excerpt.ts';
import { type FoundPage, type SearchHit, findPages, pageHits } from './pagefind.ts';
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

/**
 * Results whose fragments (title, excerpt, sections) a query fetches before it answers. A result
 * with its sections stands 300–650 px tall and the popup at most 512 px, so it shows two before
 * it scrolls; the third is there as the reader starts to scroll. The others are fetched as the
 * end of the list nears, by scrolling or with the arrows, which is most of a first query's bytes
 * saved for readers who take one of the first results.
 */
export const firstShown = 3;

/** How far below the popup's bottom edge the end of the list starts fetching the rest. */
const moreMargin = '0px 0px 50% 0px';

function errorText(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

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
  const [found, setFound] = useState<FoundPage[]>([]);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [moreError, setMoreError] = useState('');
  /* Counts queries, so fragments that arrive for a query no longer typed are dropped. */
  const generation = useRef(0);
  const loadingMore = useRef(false);
  const popupRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLDivElement>(null);
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
    generation.current++;
    loadingMore.current = false;
    setMoreError('');
    if (!normalized) {
      setFound([]);
      setHits([]);
      setStatus('idle');
      return undefined;
    }
    let cancelled = false;
    setStatus('loading');
    const timer = setTimeout(() => {
      findPages(normalized, { base: config.base, synonyms: config.search.synonyms })
        .then(async (pages) => ({
          pages,
          shown: await pageHits(pages.slice(0, firstShown), config.base),
        }))
        .then(({ pages, shown }) => {
          if (cancelled) return;
          // A new query's results start at their top, not where the last list was scrolled to,
          // which would also fetch the rest of them at once.
          popupRef.current?.scrollTo({ top: 0 });
          setFound(pages);
          setHits(shown);
          setStatus('ready');
        })
        .catch((reason: unknown) => {
          if (cancelled) return;
          setError(errorText(reason));
          setStatus('error');
        });
    }, 60);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [normalized]);

  const pending = status === 'ready' ? found.slice(hits.length) : [];

  /**
   * Fetches the fragments of the results not shown yet. A failure (offline, say) is said in the
   * status and tried again when the end of the list comes back into view or the arrows reach it.
   */
  const loadMore = () => {
    if (loadingMore.current || pending.length === 0) return;
    loadingMore.current = true;
    const asked = generation.current;
    setMoreError('');
    pageHits(pending, config.base)
      .then((more) => {
        if (asked === generation.current) setHits((shown) => [...shown, ...more]);
      })
      .catch((reason: unknown) => {
        if (asked === generation.current) setMoreError(errorText(reason));
      })
      .finally(() => {
        if (asked === generation.current) loadingMore.current = false;
      });
  };
  const onMoreInView = useEffectEvent(loadMore);

  // The end of the list, once it nears the popup's visible part, fetches the results after it.
  const hasPending = pending.length > 0;
  useEffect(() => {
    const target = moreRef.current;
    if (!hasPending || !target || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMoreInView();
      },
      { root: popupRef.current, rootMargin: moreMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasPending, hits.length]);

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
      // Past the last result shown, the results still to come are fetched, not wrapped over.
      if (step === 1 && active === options.length - 1 && pending.length > 0) {
        loadMore();
        return;
      }
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
  // Focus stays in the input, so the browser does not scroll the active option into view.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);
  const message =
    status === 'loading'
      ? 'Searching…'
      : status === 'error'
        ? `Search is unavailable: ${error}`
        : status === 'ready'
          ? found.length === 0
            ? `No results for “${normalized}”`
            : `${found.length} ${found.length === 1 ? 'page' : 'pages'} found` +
              (moreError ? `; more results could not be loaded: ${moreError}` : '')
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
        <div ref={popupRef} className="sk-search__popup" hidden={!expanded}>
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
          {pending.length > 0 && (
            // Where the results still to come start; the status above says if they failed.
            <div ref={moreRef} className="sk-search__more" />
          )}
        </div>
      </div>
    </HeaderPanel>
  );
}
