/*
 * What the listbox's entry cache (`listbox-entries.ts`) does to single DOM nodes: tells the
 * host's options apart, finds their group, and marks a filter's matches in a label.
 */

export const isOptionNode = (node: Node): boolean =>
  node instanceof HTMLOptionElement || node instanceof HTMLOptGroupElement;

export function groupOf(option: HTMLOptionElement): HTMLOptGroupElement | null {
  const parent = option.parentElement;
  return parent instanceof HTMLOptGroupElement ? parent : null;
}

/* The label with `ranges` wrapped in `<mark part="mark">`. */
export function markRanges(
  element: HTMLElement,
  label: string,
  ranges: readonly (readonly [number, number])[],
): void {
  const nodes: (string | Node)[] = [];
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const from = Math.max(start, at);
    const to = Math.min(end, label.length);
    if (to <= from) continue;
    if (from > at) nodes.push(label.slice(at, from));
    const mark = document.createElement('mark');
    mark.setAttribute('part', 'mark');
    mark.textContent = label.slice(from, to);
    nodes.push(mark);
    at = to;
  }
  if (at < label.length) nodes.push(label.slice(at));
  element.replaceChildren(...nodes);
}
