import {
  Children,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  isValidElement,
  useId,
  useRef,
  useState,
} from 'react';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

/** One tab of `<Tabs>` in a page: `<Tab label="npm">…</Tab>`. */
export function Tab({ children }: { label: string; children: ReactNode }) {
  return <>{children}</>;
}

function itemsFromChildren(children: ReactNode): TabItem[] {
  return Children.toArray(children)
    .filter(
      (child): child is ReactElement<{ label: string; children: ReactNode }> =>
        isValidElement(child) && child.type === Tab,
    )
    .map((child, index) => ({
      id: String(index),
      label: child.props.label,
      panel: child.props.children,
    }));
}

/**
 * ARIA tabs: one tab stop for the tab list, arrows (and Home, End) move and select, the panel
 * follows. Every panel stays rendered and hidden ones are `hidden`, so all of them are in the
 * prerendered HTML and in the search index — unless `lazy`: then a panel's content is rendered
 * once its tab is first chosen, for panels that only repeat the first in another form (a demo's
 * source in each framework), which would otherwise weigh on every page load.
 */
export function Tabs({
  label,
  items: given,
  children,
  lazy = false,
}: {
  label: string;
  items?: TabItem[];
  children?: ReactNode;
  lazy?: boolean;
}) {
  const items = given ?? itemsFromChildren(children);
  const baseId = useId();
  const [selected, setSelected] = useState(items[0]?.id);
  const [opened, setOpened] = useState<ReadonlySet<string | undefined>>(() => new Set([selected]));
  if (lazy && !opened.has(selected)) setOpened(new Set([...opened, selected]));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const count = items.length;
    const next = items[(index + count) % count];
    if (!next) return;
    setSelected(next.id);
    tabs.current[(index + count) % count]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    // In right-to-left text the arrows follow the visual order of the tabs.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    if (rtl) [moves.ArrowRight, moves.ArrowLeft] = [moves.ArrowLeft!, moves.ArrowRight!];
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="sk-tabs">
      <div role="tablist" aria-label={label} className="sk-tabs__list">
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-controls={`${baseId}-panel-${item.id}`}
            aria-selected={item.id === selected}
            tabIndex={item.id === selected ? 0 : -1}
            className="sk-tabs__tab"
            onClick={() => setSelected(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selected}
          className="sk-tabs__panel"
        >
          {!lazy || opened.has(item.id) ? item.panel : null}
        </div>
      ))}
    </div>
  );
}
