/**
 * The header's panels: on a narrow screen the search box and the theme switch each sit in a
 * popover behind an icon button (`header-panel.tsx`); at wider widths the same elements stand in
 * the header. The browser opens and closes a popover without the app, so they work before it
 * runs; what needs a script (focus moving in, a shortcut opening one) is here.
 */
export const headerPanelAttribute = 'data-sk-header-panel';

/** Set on the document once, by whichever of the first-visit module and the app comes first. */
const installed = Symbol.for('skerry.headerPanelFocus');

function panelOf(element: Element): HTMLElement | null {
  return element.closest<HTMLElement>(`[${headerPanelAttribute}]`);
}

/**
 * Opens the panel around `element` when the element is not shown, which is when the panel is a
 * closed popover (narrow screens), so that it can take focus; does nothing where it stands in
 * the header.
 */
export function revealHeaderControl(element: HTMLElement): void {
  if (element.checkVisibility()) return;
  const panel = panelOf(element);
  if (!panel || panel.matches(':popover-open')) return;
  // Opened as its button would open it, so the button says it is expanded.
  const button = document.querySelector<HTMLElement>(`[popovertarget="${panel.id}"]`);
  panel.showPopover(button ? { source: button } : undefined);
}

/** Closes the panel around `element` if it is open, as leaving it does. */
export function closeHeaderPanel(element: Element): void {
  const panel = panelOf(element);
  if (panel?.matches(':popover-open')) panel.hidePopover();
}

/**
 * Focus moves into a header panel as it opens, to its first field: a reader who pressed
 * "Search" means to type. Listens on the document (a popover's toggle event does not bubble,
 * so in the capture phase) for the life of the page.
 */
export function focusHeaderPanelsOnOpen(doc: Document): void {
  const marked = doc as Document & { [installed]?: true };
  if (marked[installed]) return;
  marked[installed] = true;
  doc.addEventListener(
    'toggle',
    (event) => {
      const panel = event.target;
      if (!(panel instanceof HTMLElement) || !panel.hasAttribute(headerPanelAttribute)) return;
      if ((event as ToggleEvent).newState !== 'open') return;
      if (panel.contains(doc.activeElement)) return;
      panel.querySelector<HTMLElement>('input, select')?.focus();
    },
    { capture: true },
  );
}
