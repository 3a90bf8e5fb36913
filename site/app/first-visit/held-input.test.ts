import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldClick, heldKey } from './held-input.ts';

class FakeAnchor {
  readonly pathname: string;
  readonly search: string;
  constructor(
    readonly href: string,
    readonly target = '',
  ) {
    ({ pathname: this.pathname, search: this.search } = new URL(href));
  }
  hasAttribute() {
    return false;
  }
  click = vi.fn();
}

/** An element whose `closest` answers as its place in a page would. */
function element(matches: Record<string, unknown>) {
  return {
    closest: (selector: string) =>
      Object.entries(matches).find(([key]) => selector.includes(key))?.[1] ?? null,
  };
}

const click = (target: unknown, init: Partial<MouseEvent> = {}) =>
  ({
    target,
    button: 0,
    defaultPrevented: false,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    preventDefault: () => undefined,
    ...init,
  }) as unknown as MouseEvent;

const here = new URL('https://example.org/docs/core-components/button/');

describe('heldClick', () => {
  vi.stubGlobal('HTMLAnchorElement', FakeAnchor);
  afterEach(() => vi.unstubAllGlobals());

  it('holds a link to another page of the site and follows it once the app runs', () => {
    const anchor = new FakeAnchor('https://example.org/docs/core-components/tag/');
    const replay = heldClick(click(element({ 'a[href]': anchor })), here, '/docs/');
    expect(replay).toBeDefined();
    replay!(true);
    expect(anchor.click).toHaveBeenCalledTimes(1);
  });

  it('opens a held link as a plain link when the app could not load', () => {
    const assign = vi.fn();
    vi.stubGlobal('HTMLAnchorElement', FakeAnchor);
    vi.stubGlobal('window', { location: { assign } });
    const anchor = new FakeAnchor('https://example.org/docs/core-components/tag/');
    heldClick(click(element({ 'a[href]': anchor })), here, '/docs/')!(false);
    expect(assign).toHaveBeenCalledWith('https://example.org/docs/core-components/tag/');
    expect(anchor.click).not.toHaveBeenCalled();
  });

  it('leaves to the browser a link to this page, elsewhere, or clicked with a modifier', () => {
    vi.stubGlobal('HTMLAnchorElement', FakeAnchor);
    const at = (href: string) => element({ 'a[href]': new FakeAnchor(href) });
    expect(heldClick(click(at(`${here.href}#usage`)), here, '/docs/')).toBeUndefined();
    expect(heldClick(click(at(here.href)), here, '/docs/')).toBeUndefined();
    expect(heldClick(click(at('https://other.example/')), here, '/docs/')).toBeUndefined();
    expect(
      heldClick(click(at('https://example.org/docs/a/'), { metaKey: true }), here, '/docs/'),
    ).toBeUndefined();
    expect(
      heldClick(click(at('https://example.org/docs/a/'), { button: 1 }), here, '/docs/'),
    ).toBeUndefined();
  });

  it('holds a control the app answers, and leaves text and demo elements to the browser', () => {
    vi.stubGlobal('HTMLAnchorElement', FakeAnchor);
    const button = { isConnected: true, click: vi.fn(), dispatchEvent: vi.fn() };
    vi.stubGlobal('PointerEvent', class extends Event {});
    const replay = heldClick(click(element({ button })), here, '/docs/');
    replay!(true);
    expect(button.dispatchEvent).toHaveBeenCalledTimes(1);
    expect(button.click).toHaveBeenCalledTimes(1);
    expect(heldClick(click(element({})), here, '/docs/')).toBeUndefined();
    expect(
      heldClick(click(element({ button }), { ctrlKey: true }), here, '/docs/'),
    ).toBeUndefined();
  });
});

describe('heldKey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('holds the search shortcuts only', () => {
    vi.stubGlobal('HTMLElement', class {});
    const key = (init: Partial<KeyboardEvent>) =>
      ({ ctrlKey: false, metaKey: false, altKey: false, target: null, ...init }) as KeyboardEvent;
    expect(heldKey(key({ key: '/' }))).toBeDefined();
    expect(heldKey(key({ key: 'k', ctrlKey: true }))).toBeDefined();
    expect(heldKey(key({ key: 'k' }))).toBeUndefined();
    expect(heldKey(key({ key: 'Tab' }))).toBeUndefined();
  });
});
