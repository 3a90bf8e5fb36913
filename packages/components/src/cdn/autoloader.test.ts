import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DiscoveryRoot } from './autoloader.js';

/* eslint-disable wc/no-closed-shadow-root -- pages make closed roots, and the autoloader must reach them. */

/*
 * The autoloader as shipped: the built `cdn/` files (npm run build -w @skerry/components), served
 * by the test server as a CDN would serve them. One page for the whole file, as on a real page,
 * so each test uses elements no other test uses.
 */
const autoloaderUrl = new URL('/cdn/autoloader.js', location.origin).href;

declare global {
  // Lit records each copy that runs here, so a second copy would show.
  var litHtmlVersions: string[] | undefined;
}

const page = document.createElement('div');
document.body.append(page);
const place = (markup: string, where: ParentNode = page): Element => {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  where.append(holder);
  return holder.firstElementChild!;
};
const defined = (element: Element) => expect.poll(() => element.matches(':defined')).toBe(true);

// Made before the autoloader runs: in the document, in an open and a closed shadow root.
const atLoad = place('<sk-badge>At load</sk-badge>');
const openEarly = document.createElement('div');
page.append(openEarly);
openEarly.attachShadow({ mode: 'open' }).innerHTML = '<sk-divider></sk-divider>';
const closedEarlyHost = document.createElement('div');
page.append(closedEarlyHost);
const closedEarly = closedEarlyHost.attachShadow({ mode: 'closed' });
closedEarly.innerHTML = '<sk-card>Made before</sk-card>';

let discover: (root: DiscoveryRoot) => Promise<void>;
let litCopiesBefore = 0;

beforeAll(async () => {
  litCopiesBefore = globalThis.litHtmlVersions?.length ?? 0;
  ({ discover } = (await import(/* @vite-ignore */ autoloaderUrl)) as {
    discover: typeof discover;
  });
});

afterAll(() => page.remove());

describe('cdn/autoloader.js', () => {
  it('defines an element that is in the document when it loads', async () => {
    await defined(atLoad);
    expect(customElements.get('sk-badge')).toBeDefined();
  });

  it('defines an element in an open shadow root made before it loaded', async () => {
    await defined(openEarly.shadowRoot!.querySelector('sk-divider')!);
  });

  it('defines an element added later', async () => {
    expect(customElements.get('sk-tag')).toBeUndefined();
    await defined(place('<sk-tag>Later</sk-tag>'));
  });

  it('defines nested elements, and every element a module defines', async () => {
    const group = place(
      '<section><sk-radio-group label="Size"><sk-radio value="s">Small</sk-radio></sk-radio-group></section>',
    ).querySelector('sk-radio-group')!;
    await defined(group);
    await defined(group.querySelector('sk-radio')!);
    // An element added inside one added before is found as well.
    const list = place('<sk-list label="Tasks"></sk-list>');
    await defined(list);
    const item = document.createElement('sk-list-item');
    item.textContent = 'One';
    list.append(item);
    await defined(item);
  });

  it('defines elements in an open shadow root the page attaches later', async () => {
    const host = document.createElement('div');
    page.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<p><sk-toggle>Later</sk-toggle></p>';
    await defined(shadow.querySelector('sk-toggle')!);
  });

  it('defines elements in a closed shadow root, and in one nested inside it', async () => {
    const host = document.createElement('div');
    page.append(host);
    const shadow = host.attachShadow({ mode: 'closed' });
    const checkbox = document.createElement('sk-checkbox');
    shadow.append(checkbox);
    await defined(checkbox);
    const inner = document.createElement('div');
    shadow.append(inner);
    const innerShadow = inner.attachShadow({ mode: 'closed' });
    const progress = document.createElement('sk-progress-circle');
    innerShadow.append(progress);
    await defined(progress);
  });

  it('defines elements in a root made before it loaded once discover(root) is called', async () => {
    const card = closedEarly.querySelector('sk-card')!;
    expect(customElements.get('sk-card')).toBeUndefined();
    await discover(closedEarly);
    expect(card.matches(':defined')).toBe(true);
    // And from then on it watches that root.
    const later = document.createElement('sk-alert');
    closedEarly.append(later);
    await defined(later);
  });

  it('warns once about an unknown sk- tag, however many appear', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    try {
      place('<sk-buton>One</sk-buton><sk-buton>Two</sk-buton>');
      await expect.poll(() => warn.mock.calls.length).toBe(1);
      // Appearing again (with an element it knows, to tell when the change was handled).
      place('<div><sk-buton>Three</sk-buton><sk-icon name="check" label="Done"></sk-icon></div>');
      await defined(document.querySelector('sk-icon')!);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toContain('<sk-buton> is not a Skerry element');
      expect(error).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('loads each module once, and Lit once', () => {
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.pathname.startsWith('/cdn/'))
      .map((url) => url.pathname);
    expect(loaded).toContain('/cdn/components/radio.js');
    expect(loaded.filter((file) => /\/chunks\/lit-/.test(file))).toHaveLength(1);
    expect(loaded.length).toBe(new Set(loaded).size);
    expect((globalThis.litHtmlVersions?.length ?? 0) - litCopiesBefore).toBe(1);
  });
});
