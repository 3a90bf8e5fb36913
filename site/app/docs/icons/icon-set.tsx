import { type KeyboardEvent, useRef } from 'react';
import type { IconRecord } from './icon-data.ts';
import { IconGlyph } from './icon-glyph.tsx';

/** How many items share the first row: the arrow keys move by a row of the grid as it is laid out. */
function columns(items: (HTMLElement | null)[]): number {
  const top = items[0]?.offsetTop;
  const count = items.findIndex((item) => item?.offsetTop !== top);
  return count === -1 ? items.length : Math.max(count, 1);
}

/**
 * Every icon in the filter, as one tab stop: arrows move through the grid (by row up and down),
 * Home and End jump, Enter or Space opens the icon's details.
 */
export function IconSet({
  icons,
  size,
  selected,
  onSelect,
}: {
  icons: readonly IconRecord[];
  size: string;
  selected: string | undefined;
  onSelect: (name: string) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    icons.findIndex((icon) => icon.name === selected),
    0,
  );

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const row = columns(buttons.current.slice(0, icons.length));
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowDown: row,
      ArrowUp: -row,
    };
    let target: number | undefined;
    if (event.key in step)
      target = Math.min(Math.max(index + step[event.key]!, 0), icons.length - 1);
    if (event.key === 'Home') target = 0;
    if (event.key === 'End') target = icons.length - 1;
    if (target === undefined) return;
    event.preventDefault();
    const button = buttons.current[target];
    if (!button) return;
    for (const other of buttons.current) other?.setAttribute('tabindex', '-1');
    button.setAttribute('tabindex', '0');
    button.focus();
  };

  if (icons.length === 0) return <p className="sk-icons__empty">No icon matches.</p>;
  return (
    <ul className="sk-icons__set" aria-label="Icons">
      {icons.map((icon, index) => (
        <li key={icon.name}>
          <button
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className="sk-icons__item"
            data-icon={icon.name}
            aria-pressed={icon.name === selected}
            tabIndex={index === current ? 0 : -1}
            onClick={() => onSelect(icon.name)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <IconGlyph name={icon.name} size={size} />
            <span className="sk-icons__name">{icon.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
