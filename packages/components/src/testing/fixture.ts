import type { LitElement } from 'lit';
import { translationsLoaded } from '../localization/registry.js';

const containers = new Set<HTMLElement>();

/**
 * Renders `markup` into a fresh container in the document and resolves with its first element
 * once every Skerry element inside has finished rendering.
 */
export async function fixture<T extends Element = HTMLElement>(markup: string): Promise<T> {
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  containers.add(container);
  await settle(container);
  const first = container.firstElementChild;
  if (!first) throw new Error(`fixture: no element in ${markup}`);
  return first as T;
}

/**
 * Waits until every Lit element under `root` has updated, including after the strings of its
 * language have arrived.
 */
export async function settle(root: ParentNode = document.body): Promise<void> {
  for (let pass = 0; pass < 3; pass++) {
    await translationsLoaded();
    const elements = [...root.querySelectorAll('*')].filter(
      (el): el is LitElement => 'updateComplete' in el,
    );
    const results = await Promise.all(elements.map((el) => el.updateComplete));
    // A second pass at least: an element creates its localize controller at its first
    // translated string, so a first render may have asked for its language's strings.
    if (pass > 0 && results.every(Boolean)) return;
  }
}

/** Removes everything `fixture` rendered; the setup file runs it after each test. */
export function cleanup(): void {
  for (const container of containers) container.remove();
  containers.clear();
}

/** The element matching `selector` in `host`'s shadow root; fails the test when missing. */
export function shadow<T extends Element = HTMLElement>(host: Element, selector: string): T {
  const found = host.shadowRoot?.querySelector<T>(selector);
  if (!found) throw new Error(`No ${selector} in the shadow root of <${host.localName}>`);
  return found;
}
