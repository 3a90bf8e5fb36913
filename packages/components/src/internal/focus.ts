/*
 * Focus across shadow roots. `document.activeElement` stops at the outermost shadow host and
 * `querySelector` does not see slotted or shadow content, so a dialog whose content is slotted
 * into its shadow root needs a walk over the flat tree — what the user sees and tabs through.
 */

/** The focused element, looking inside shadow roots down to the element that really has focus. */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The children of `node` in the flat tree: a slot's assigned elements, a host's shadow tree. */
function flatChildren(node: Element | ShadowRoot): Element[] {
  if (node instanceof HTMLSlotElement) {
    const assigned = node.assignedElements({ flatten: true });
    return assigned.length ? assigned : [...node.children];
  }
  if (node instanceof Element && node.shadowRoot) return [...node.shadowRoot.children];
  return [...node.children];
}

/** Every element under `root` in flat-tree order (the order of sequential focus navigation). */
export function* flatTreeElements(root: Element | ShadowRoot): Generator<Element> {
  for (const child of flatChildren(root)) {
    yield child;
    yield* flatTreeElements(child);
  }
}

function rendered(el: Element): boolean {
  return el.checkVisibility({ visibilityProperty: true }) && !el.closest('[inert]');
}

/** Whether `el` can take focus from a script (`el.focus()` would move focus to it). */
export function isFocusable(el: Element): el is HTMLElement | SVGElement {
  if (!(el instanceof HTMLElement || el instanceof SVGElement)) return false;
  if (el.matches(':disabled') || !rendered(el)) return false;
  // An anchor without href reports tabIndex 0 in some engines but is not focusable.
  if (el.localName === 'a' && !el.hasAttribute('href')) return false;
  return el.tabIndex >= 0 || el.hasAttribute('tabindex');
}

/** Whether `el` is in the Tab order. */
export function isTabbable(el: Element): el is HTMLElement | SVGElement {
  return isFocusable(el) && (el as HTMLElement).tabIndex >= 0;
}

/*
 * A shadow host with `delegatesFocus` (every Skerry field and button) is not focusable itself,
 * but `focus()` on it focuses the first focusable element inside, as the platform's focus
 * delegate: `<sk-input autofocus>` must count as autofocus.
 */
function delegatesFocus(el: Element): el is HTMLElement {
  const root = el.shadowRoot;
  if (!(el instanceof HTMLElement) || !root?.delegatesFocus || el.matches(':disabled'))
    return false;
  for (const inner of flatTreeElements(root)) if (isFocusable(inner)) return true;
  return false;
}

/**
 * Where focus goes when a container such as a dialog opens, as the platform's dialog focusing
 * steps choose it but across shadow roots: the first element with `autofocus` (a shadow host
 * that delegates focus included), else the first element in the Tab order, else nothing (the
 * caller focuses the container itself).
 */
export function initialFocusTarget(root: Element | ShadowRoot): HTMLElement | SVGElement | null {
  let firstTabbable: HTMLElement | SVGElement | null = null;
  for (const el of flatTreeElements(root)) {
    if (el.hasAttribute('autofocus') && (isFocusable(el) || delegatesFocus(el))) return el;
    if (!firstTabbable && isTabbable(el)) firstTabbable = el;
  }
  return firstTabbable;
}

/** Whether `node` is `container` or inside it, across shadow roots and slots. */
export function containsAcrossShadowRoots(container: Node, node: Node | null): boolean {
  let current: Node | null = node;
  while (current) {
    if (current === container) return true;
    current =
      (current as Element).assignedSlot ??
      current.parentNode ??
      (current instanceof ShadowRoot ? current.host : null);
  }
  return false;
}
