import { type ReactNode, useEffect } from 'react';
import { notHeldAttribute } from './not-held.ts';
import { focusHeaderPanelsOnOpen, headerPanelAttribute } from './header-panels.ts';

/**
 * A header control that folds behind an icon button on narrow screens: the button opens its
 * panel as a popover under the header, at wider widths the button is not shown and the panel's
 * contents stand in the header (header-panel.css). The button is named by `label`, the panel's field
 * by its own label. Opening is the browser's (`popovertarget`), so a first visit's click is
 * not held for the app (`first-visit/held-input.ts`): the panel opens at once.
 */
export function HeaderPanel({
  id,
  label,
  icon,
  children,
}: {
  id: string;
  label: string;
  /** An SVG, as markup: decorative, the button's name is `label`. */
  icon: string;
  children: ReactNode;
}) {
  useEffect(() => focusHeaderPanelsOnOpen(document), []);
  return (
    <>
      <button
        type="button"
        className="sk-header__panel-button"
        popoverTarget={id}
        aria-label={label}
        {...{ [notHeldAttribute]: '' }}
      >
        <span aria-hidden="true" dangerouslySetInnerHTML={{ __html: icon }} />
      </button>
      <div id={id} className="sk-header__panel" popover="auto" {...{ [headerPanelAttribute]: '' }}>
        {children}
      </div>
    </>
  );
}
