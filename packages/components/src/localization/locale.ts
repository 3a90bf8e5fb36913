/**
 * The nearest ancestor with `attribute`, looking past shadow roots to their hosts, so that a
 * component inside another component's shadow tree still follows the page's `lang` and `dir`.
 */
function closestAcrossShadowRoots(element: Element, attribute: string): Element | null {
  let node: Element | null = element;
  while (node) {
    const found: Element | null = node.closest(`[${attribute}]`);
    if (found) return found;
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return null;
}

/** The language `element` is in: the nearest `lang` attribute, English when there is none. */
export function resolveLang(element: Element): string {
  return closestAcrossShadowRoots(element, 'lang')?.getAttribute('lang')?.trim() || 'en';
}

/** The writing direction `element` is in: the nearest `dir`, or the computed one for `auto`. */
export function resolveDir(element: Element): 'ltr' | 'rtl' {
  const dir = closestAcrossShadowRoots(element, 'dir')?.getAttribute('dir')?.toLowerCase();
  if (dir === 'rtl' || dir === 'ltr') return dir;
  if (dir === 'auto') return getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
  return 'ltr';
}
