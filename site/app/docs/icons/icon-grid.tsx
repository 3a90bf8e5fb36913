import { type KeyboardEvent, memo, useRef } from 'react';
import type { IconRecord } from './icon-data.ts';
import { IconGlyph } from './icon-glyph.tsx';

/**
 * Gives focus back to an icon's button in the set inside `container`, once the frame that
 * closes its details has rendered: where the reader was before opening them.
 */
export function focusIcon(container: HTMLElement | null, name: string | undefined): void {
  requestAnimationFrame(() =>
    container?.querySelector<HTMLElement>(`[data-icon="${name}"]`)?.focus(),
  );
}

/** How many visible items share the first row: up and down move by a row as it is laid out. */
function columns(items: HTMLElement[]): number {
  const top = items[0]?.offsetTop;
  const count = items.findIndex((item) => item.offsetTop !== top);
  return count === -1 ? items.length : Math.max(count, 1);
}

const IconItem = memo(function IconItem({
  icon,
  size,
  hidden,
  pressed,
  focusable,
  onSelect,
}: {
  icon: IconRecord;
  size: string;
  hidden: boolean;
  pressed: boolean;
  focusable: boolean;
  onSelect: (name: string) => void;
}) {
  return (
    <li hidden={hidden}>
      <button
        type="button"
        className="sk-icons__item"
        data-icon={icon.name}
        aria-pressed={pressed}
        tabIndex={focusable ? 0 : -1}
        onClick={() => onSelect(icon.name)}
      >
        <IconGlyph name={icon.name} size={size} />
        <span className="sk-icons__name">{icon.name}</span>
      </button>
    </li>
  );
});

/**
 * Every icon, those outside the filter hidden rather than removed: a keystroke then changes only
 * attributes, which keeps filtering within a frame. The set is one tab stop: arrows move through
 * the grid (by row up and down), Home and End jump, Enter or Space opens an icon's details.
 * Memoised, so a render of what surrounds it reaches the set only when its own props change.
 */
export const IconGrid = memo(function IconGrid({
  icons,
  visible,
  size,
  selected,
  onSelect,
}: {
  icons: readonly IconRecord[];
  visible: ReadonlySet<string>;
  size: string;
  selected: string | undefined;
  onSelect: (name: string) => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  const shown = icons.filter((icon) => visible.has(icon.name));
  const focusable = visible.has(selected ?? '') ? selected : shown[0]?.name;

  const onKeyDown = (event: KeyboardEvent) => {
    const buttons = [
      ...(list.current?.querySelectorAll<HTMLButtonElement>('li:not([hidden]) button') ?? []),
    ];
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index === -1) return;
    const row = columns(buttons);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowDown: row,
      ArrowUp: -row,
    };
    let target: number | undefined;
    if (event.key in step)
      target = Math.min(Math.max(index + step[event.key]!, 0), buttons.length - 1);
    if (event.key === 'Home') target = 0;
    if (event.key === 'End') target = buttons.length - 1;
    const button = target === undefined ? undefined : buttons[target];
    if (!button) return;
    event.preventDefault();
    for (const other of buttons) other.tabIndex = -1;
    button.tabIndex = 0;
    button.focus();
  };

  return (
    <>
      {shown.length === 0 && <p className="sk-icons__empty">No icon matches.</p>}
      {/* Key handling is delegated from the buttons inside; the list itself is not a control. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <ul ref={list} className="sk-icons__set" aria-label="Icons" onKeyDown={onKeyDown}>
        {icons.map((icon) => (
          <IconItem
            key={icon.name}
            icon={icon}
            size={size}
            hidden={!visible.has(icon.name)}
            pressed={icon.name === selected}
            focusable={icon.name === focusable}
            onSelect={onSelect}
          />
        ))}
      </ul>
    </>
  );
});
