import {
  type CSSProperties,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useSearchParams } from 'react-router';
import { filterIcons } from './filter-icons.ts';
import { type IconPreview, findIcon, icons } from './icon-data.ts';
import { IconDetail } from './icon-detail.tsx';
import { IconExplorerContext, type IconExplorerState } from './icon-explorer-context.ts';
import { IconSearch } from './icon-search.tsx';
import { focusIcon } from './icon-grid.tsx';
import { iconCategory } from './icon-props.ts';
import { IconSet } from './icon-set.tsx';
import { IconPreviewSettings } from './icon-settings.tsx';

const noSubscription = () => () => undefined;

/**
 * False while prerendering and hydrating, true after: the address's `?icon=` is not known to the
 * prerendered page, so the details open only once the page runs, without a hydration mismatch.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Announcing every keystroke would talk over the reader's typing. */
const announceDelayMs = 500;

/**
 * The icon set with search, preview settings and the details of a chosen icon. The chosen icon
 * is in the address (`?icon=name`), so a selection can be shared and survives a reload.
 *
 * In MDX, `<IconExplorer />` lays out all four views; given children, it lays out those instead
 * — `<IconSearch />`, `<IconPreviewSettings />`, `<IconDetail />` and `<IconSet />` in any order
 * among other content — and they share its state. `category` starts the set on one category.
 */
export function IconExplorer({
  category: initialCategory = '',
  children,
}: {
  category?: string;
  children?: ReactNode;
}) {
  if (initialCategory) iconCategory('IconExplorer', initialCategory);
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(initialCategory);
  const [preview, setPreview] = useState<IconPreview>({
    size: 'large',
    color: 'text',
    theme: 'page',
  });
  // Filtered in the keystroke's own render, not deferred: the set's items are memoised and a
  // keystroke only flips `hidden` on those that change, which costs less than the extra frame
  // a deferred render waits for.
  const shown = useMemo(() => filterIcons(icons, query, category), [query, category]);
  const visible = useMemo(() => new Set(shown.map((icon) => icon.name)), [shown]);
  const hydrated = useHydrated();
  const selected = hydrated ? findIcon(params.get('icon')) : undefined;
  const root = useRef<HTMLDivElement>(null);

  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const timer = setTimeout(
      () => setAnnouncement(`${shown.length} ${shown.length === 1 ? 'icon' : 'icons'}`),
      announceDelayMs,
    );
    return () => clearTimeout(timer);
  }, [shown.length]);

  // Stable, so the memoised items of the set re-render only when their own props change.
  const choose = useCallback(
    (name: string | undefined) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (name) next.set('icon', name);
          else next.delete('icon');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  const selectedName = selected?.name;
  const close = useCallback(() => {
    choose(undefined);
    focusIcon(root.current, selectedName);
  }, [choose, selectedName]);

  const state = useMemo<IconExplorerState>(
    () => ({
      query,
      setQuery,
      category,
      setCategory,
      preview,
      setPreview,
      visible,
      announcement,
      selected,
      choose,
      close,
    }),
    [query, category, preview, visible, announcement, selected, choose, close],
  );

  return (
    <IconExplorerContext.Provider value={state}>
      <div
        ref={root}
        className="sk-icons"
        data-sk-theme={preview.theme === 'page' ? undefined : preview.theme}
        // Only the glyphs take the chosen colour; text stays in the theme's text colour.
        style={{ '--sk-icons-color': `var(--sk-color-${preview.color})` } as CSSProperties}
      >
        {children ?? (
          <>
            <div className="sk-icons__controls">
              <IconSearch />
              <IconPreviewSettings />
            </div>
            <IconDetail />
            <IconSet />
          </>
        )}
      </div>
    </IconExplorerContext.Provider>
  );
}
