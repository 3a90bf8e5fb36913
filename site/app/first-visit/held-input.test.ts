import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldClick, heldKey, retype } from './held-input.ts';

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

  it('holds a link to another page of the site, naming it, and follows it once the app runs', () => {
    const anchor = new FakeAnchor('https://example.org/docs/core-components/tag/');
    const held = heldClick(click(element({ 'a[href]': anchor })), here, '/docs/');
    expect(held?.href).toBe('https://example.org/docs/core-components/tag/');
    held!.replay();
    expect(anchor.click).toHaveBeenCalledTimes(1);
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
    const held = heldClick(click(element({ button })), here, '/docs/');
    expect(held?.href).toBeUndefined();
    held!.replay();
    expect(button.dispatchEvent).toHaveBeenCalledTimes(1);
    expect(button.click).toHaveBeenCalledTimes(1);
    expect(heldClick(click(element({})), here, '/docs/')).toBeUndefined();
    expect(
      heldClick(click(element({ button }), { ctrlKey: true }), here, '/docs/'),
    ).toBeUndefined();
  });
});

describe('heldClick in a part of the page that works without the app', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leaves its buttons and links to the browser', () => {
    vi.stubGlobal('HTMLAnchorElement', FakeAnchor);
    const notice = {};
    const button = { isConnected: true, click: vi.fn(), dispatchEvent: vi.fn() };
    const link = new FakeAnchor('https://example.org/docs/core-components/');
    expect(
      heldClick(click(element({ 'data-sk-not-held': notice, button })), here, '/docs/'),
    ).toBeUndefined();
    expect(
      heldClick(click(element({ 'data-sk-not-held': notice, 'a[href]': link })), here, '/docs/'),
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

describe('retype', () => {
  /** A field as the browser has one: a value setter on its prototype, a caret that follows. */
  class Field {
    static events: string[] = [];
    #value = '';
    selection: [number, number, string] = [0, 0, 'none'];
    get value() {
      return this.#value;
    }
    set value(text: string) {
      this.#value = text;
      this.selection = [text.length, text.length, 'none'];
    }
    dispatchEvent(event: Event) {
      Field.events.push(event.type);
      return true;
    }
    setSelectionRange(start: number, end: number, direction = 'none') {
      this.selection = [start, end, direction];
    }
  }

  it('types the text again, tells the app, and puts the caret back where the reader left it', () => {
    const field = new Field();
    field.value = 'buton';
    retype(field as unknown as HTMLInputElement, 'buton', {
      start: 3,
      end: 3,
      direction: 'none',
    });
    expect(field.value).toBe('buton');
    expect(Field.events).toEqual(['input']);
    expect(field.selection).toEqual([3, 3, 'none']);
  });

  it('keeps a selection made backwards', () => {
    const field = new Field();
    retype(field as unknown as HTMLInputElement, 'toggle', {
      start: 1,
      end: 4,
      direction: 'backward',
    });
    expect(field.selection).toEqual([1, 4, 'backward']);
  });
});
