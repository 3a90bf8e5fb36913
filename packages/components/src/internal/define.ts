/**
 * Registers `tagName` unless it is already taken, so that a page loading two copies of a
 * component bundle (or a module evaluated twice by a dev server) does not throw.
 */
export function defineElement(tagName: string, constructor: CustomElementConstructor): void {
  if (!customElements.get(tagName)) customElements.define(tagName, constructor);
}
