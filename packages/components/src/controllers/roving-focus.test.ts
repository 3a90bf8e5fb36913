import { html, LitElement, type TemplateResult } from 'lit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { deepActiveElement } from '../internal/focus.js';
import { fixture } from '../testing/fixture.js';
import { RovingFocusController, type RovingOrientation } from './roving-focus.js';

/*
 * Test-only composites. A group of slotted items that selects like a radio group (onActivate,
 * optional selection-follows-focus), a toolbar of native buttons that handle their own keys,
 * a tab list whose tabs live in its shadow root, a listbox with shadow options and a combobox
 * whose input is in the shadow root with slotted options, both in active-descendant mode.
 */
class TestGroup extends LitElement {
  static override properties = {
    orientation: {},
    wrap: { type: Boolean },
    follow: { type: Boolean },
  };

  orientation: RovingOrientation = 'vertical';
  wrap = false;
  follow = false;
  readonly changes: string[] = [];

  readonly roving = new RovingFocusController(this, {
    getItems: () =>
      (this.renderRoot.querySelector('slot')?.assignedElements() ?? []) as HTMLElement[],
    orientation: () => this.orientation,
    wrap: () => this.wrap,
    selectionFollowsFocus: () => this.follow,
    isSelected: (item) => item.getAttribute('aria-checked') === 'true',
    onCurrentChange: (item) => this.changes.push(item?.textContent?.trim() ?? ''),
    onActivate: (item) => {
      for (const radio of this.roving.items) {
        radio.setAttribute('aria-checked', String(radio === item));
      }
    },
  });

  override render(): TemplateResult {
    return html`<div role="radiogroup" aria-label="Fruit"><slot></slot></div>`;
  }
}
customElements.define('test-group', TestGroup);

class TestToolbar extends LitElement {
  readonly roving = new RovingFocusController(this, {
    getItems: () => [...this.children] as HTMLElement[],
    orientation: 'horizontal',
    wrap: true,
  });

  override render(): TemplateResult {
    return html`<div role="toolbar" aria-label="Format"><slot></slot></div>`;
  }
}
customElements.define('test-toolbar', TestToolbar);

class TestTabs extends LitElement {
  readonly roving = new RovingFocusController(this, {
    getItems: () => [...this.renderRoot.querySelectorAll<HTMLElement>('[role=tab]')],
    orientation: 'horizontal',
  });

  override render(): TemplateResult {
    return html`<div role="tablist" aria-label="Sections">
      <div role="tab">One</div>
      <div role="tab">Two</div>
      <div role="tab">Three</div>
    </div>`;
  }
}
customElements.define('test-tabs', TestTabs);

/* Headers that are each a Tab stop, with arrow keys as an extra (an accordion). */
class TestHeaders extends LitElement {
  readonly roving = new RovingFocusController(this, {
    getItems: () => [...this.children] as HTMLElement[],
    mode: 'tab-sequence',
    wrap: true,
    typeahead: false,
  });

  override render(): TemplateResult {
    return html`<slot></slot>`;
  }
}
customElements.define('test-headers', TestHeaders);

class TestListbox extends LitElement {
  static override properties = { options: { type: Array } };

  options = ['Apple', 'Banana', 'Cherry'];
  disabledOptions = new Set<string>();
  readonly activated: string[] = [];

  readonly roving = new RovingFocusController(this, {
    mode: 'active-descendant',
    focusTarget: () => this.renderRoot.querySelector<HTMLElement>('[role=listbox]'),
    getItems: () => [...this.renderRoot.querySelectorAll<HTMLElement>('[role=option]')],
    onActivate: (item) => this.activated.push(item.textContent!.trim()),
  });

  override render(): TemplateResult {
    return html`<div
      role="listbox"
      tabindex="0"
      aria-label="Fruit"
      style="max-block-size: 60px; overflow: auto"
    >
      ${this.options.map(
        (option) =>
          html`<div
            role="option"
            aria-selected="false"
            style="block-size: 40px"
            aria-disabled=${this.disabledOptions.has(option) ? 'true' : 'false'}
          >
            ${option}
          </div>`,
      )}
    </div>`;
  }
}
customElements.define('test-listbox', TestListbox);

class TestCombobox extends LitElement {
  readonly activated: string[] = [];

  readonly roving = new RovingFocusController(this, {
    mode: 'active-descendant',
    focusTarget: () => this.input,
    getItems: () => [...this.querySelectorAll<HTMLElement>('[role=option]')],
    onActivate: (item) => this.activated.push(item.textContent!.trim()),
  });

  get input(): HTMLInputElement {
    return this.renderRoot.querySelector('input')!;
  }

  override render(): TemplateResult {
    return html`<input
        role="combobox"
        aria-label="Fruit"
        aria-controls="list"
        aria-expanded="true"
      />
      <div role="listbox" id="list" aria-label="Fruit"><slot></slot></div>`;
  }
}
customElements.define('test-combobox', TestCombobox);

const fruit = ['Apple', 'Banana', 'Blueberry', 'Cherry', 'Élan'];

function radios(labels: string[] = fruit, extra: Record<number, string> = {}): string {
  return labels
    .map((label, i) => {
      const attributes = extra[i] ?? '';
      const checked = attributes.includes('aria-checked') ? '' : 'aria-checked="false"';
      return `<div role="radio" ${checked} ${attributes}>${label}</div>`;
    })
    .join('');
}

async function group(attributes = '', items = radios()) {
  const root = await fixture(`<div>
    <button id="before">Before</button>
    <test-group ${attributes}>${items}</test-group>
    <button id="after">After</button>
  </div>`);
  const el = root.querySelector<TestGroup>('test-group')!;
  const items$ = [...el.children] as HTMLElement[];
  return { root, el, items: items$ };
}

function focused(): string | undefined {
  return deepActiveElement()?.textContent?.trim();
}

function tabStops(items: HTMLElement[]): string[] {
  return items.filter((item) => item.tabIndex === 0).map((item) => item.textContent!.trim());
}

async function focusFirst(items: HTMLElement[]): Promise<void> {
  await userEvent.click(items[0]!);
  expect(focused()).toBe(items[0]!.textContent!.trim());
}

describe('RovingFocusController', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('tab stop', () => {
    it('keeps one tab stop: the first enabled item, -1 on the others', async () => {
      const { items } = await group();
      expect(items.map((item) => item.getAttribute('tabindex'))).toEqual([
        '0',
        '-1',
        '-1',
        '-1',
        '-1',
      ]);
    });

    it('puts the tab stop on the selected item', async () => {
      const { items } = await group('', radios(fruit, { 2: 'aria-checked="true"' }));
      expect(tabStops(items)).toEqual(['Blueberry']);
    });

    it('enters on Tab and leaves on the next Tab, skipping the other items', async () => {
      const { root } = await group();
      await userEvent.click(root.querySelector('#before')!);
      await userEvent.keyboard('{Tab}');
      expect(focused()).toBe('Apple');
      await userEvent.keyboard('{Tab}');
      expect(deepActiveElement()?.id).toBe('after');
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      expect(focused()).toBe('Apple');
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      expect(deepActiveElement()?.id).toBe('before');
    });

    it('returns to the item the user left when nothing is selected', async () => {
      const root = await fixture(`<div>
        <test-toolbar><button>Bold</button><button>Italic</button><button>Code</button></test-toolbar>
        <button id="after">After</button>
      </div>`);
      const [bold, , code] = [...root.querySelector('test-toolbar')!.children] as HTMLElement[];
      await userEvent.click(bold!);
      await userEvent.keyboard('{ArrowRight}{ArrowRight}{Tab}');
      expect(deepActiveElement()?.id).toBe('after');
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      expect(deepActiveElement()).toBe(code);
    });

    it('hands the tab stop back to the selected item when focus leaves', async () => {
      const { items } = await group('', radios(fruit, { 1: 'aria-checked="true"' }));
      await userEvent.click(items[1]!);
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      expect(focused()).toBe('Cherry');
      await userEvent.keyboard('{Tab}');
      expect(tabStops(items)).toEqual(['Banana']);
    });
  });

  describe('keyboard', () => {
    it('moves with ArrowDown and ArrowUp when vertical, not with left and right', async () => {
      const { el, items } = await group();
      await focusFirst(items);
      await userEvent.keyboard('{ArrowDown}');
      expect(focused()).toBe('Banana');
      await userEvent.keyboard('{ArrowDown}');
      expect(focused()).toBe('Blueberry');
      await userEvent.keyboard('{ArrowUp}');
      expect(focused()).toBe('Banana');
      await userEvent.keyboard('{ArrowRight}{ArrowLeft}{ArrowRight}');
      expect(focused()).toBe('Banana');
      expect(tabStops(items)).toEqual(['Banana']);
      // Apple had the tab stop already, so clicking it changed nothing.
      expect(el.changes).toEqual(['Banana', 'Blueberry', 'Banana']);
    });

    it('moves with ArrowRight and ArrowLeft when horizontal, not with up and down', async () => {
      const { items } = await group('orientation="horizontal"');
      await focusFirst(items);
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      expect(focused()).toBe('Blueberry');
      await userEvent.keyboard('{ArrowLeft}');
      expect(focused()).toBe('Banana');
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
      expect(focused()).toBe('Banana');
    });

    it('moves with all four arrows when both', async () => {
      const { items } = await group('orientation="both"');
      await focusFirst(items);
      await userEvent.keyboard('{ArrowRight}{ArrowDown}');
      expect(focused()).toBe('Blueberry');
      await userEvent.keyboard('{ArrowLeft}');
      expect(focused()).toBe('Banana');
      await userEvent.keyboard('{ArrowUp}');
      expect(focused()).toBe('Apple');
    });

    it('mirrors left and right in right-to-left text', async () => {
      const root = await fixture(
        `<div dir="rtl"><test-group orientation="horizontal">${radios()}</test-group></div>`,
      );
      const items = [...root.querySelector('test-group')!.children] as HTMLElement[];
      await focusFirst(items);
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(focused()).toBe('Blueberry');
      await userEvent.keyboard('{ArrowRight}');
      expect(focused()).toBe('Banana');
    });

    it('goes to the first and last items with Home and End', async () => {
      const { items } = await group();
      await userEvent.click(items[2]!);
      await userEvent.keyboard('{End}');
      expect(focused()).toBe('Élan');
      await userEvent.keyboard('{Home}');
      expect(focused()).toBe('Apple');
    });

    it('stops at either end without wrap', async () => {
      const { items } = await group();
      await focusFirst(items);
      await userEvent.keyboard('{ArrowUp}');
      expect(focused()).toBe('Apple');
      await userEvent.keyboard('{End}{ArrowDown}');
      expect(focused()).toBe('Élan');
    });

    it('wraps around both ends with wrap', async () => {
      const { items } = await group('wrap');
      await focusFirst(items);
      await userEvent.keyboard('{ArrowUp}');
      expect(focused()).toBe('Élan');
      await userEvent.keyboard('{ArrowDown}');
      expect(focused()).toBe('Apple');
    });

    it('skips disabled items for arrows, Home, End and the tab stop', async () => {
      const { items } = await group(
        'wrap',
        radios(fruit, { 0: 'disabled', 2: 'aria-disabled="true"', 4: 'disabled' }),
      );
      expect(tabStops(items)).toEqual(['Banana']);
      await userEvent.click(items[1]!);
      await userEvent.keyboard('{ArrowDown}');
      expect(focused()).toBe('Cherry');
      await userEvent.keyboard('{ArrowDown}');
      expect(focused()).toBe('Banana');
      await userEvent.keyboard('{End}');
      expect(focused()).toBe('Cherry');
      await userEvent.keyboard('{Home}');
      expect(focused()).toBe('Banana');
      await userEvent.click(items[0]!, { force: true });
      expect(tabStops(items)).toEqual(['Banana']);
    });

    it('ignores arrows with a modifier and arrows another handler has used', async () => {
      const { items } = await group();
      await focusFirst(items);
      await userEvent.keyboard('{Control>}{ArrowDown}{/Control}');
      expect(focused()).toBe('Apple');
      items[0]!.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
      await userEvent.keyboard('{ArrowDown}');
      expect(focused()).toBe('Apple');
    });
  });

  describe('typeahead', () => {
    /*
     * The search resets after a pause measured by the controller's own timer. Fake time keeps
     * letters typed together in one search however slow the machine, and stands in for the
     * user's pause where a test needs one.
     */
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('moves to the next item starting with the typed letter, cycling on repeats', async () => {
      const { items } = await group();
      await focusFirst(items);
      await userEvent.keyboard('b');
      expect(focused()).toBe('Banana');
      await userEvent.keyboard('b');
      expect(focused()).toBe('Blueberry');
      await userEvent.keyboard('b');
      expect(focused()).toBe('Banana');
    });

    it('matches several letters typed in a row', async () => {
      const { items } = await group();
      await focusFirst(items);
      await userEvent.keyboard('bl');
      expect(focused()).toBe('Blueberry');
    });

    it('ignores case and accents', async () => {
      const { items } = await group();
      await focusFirst(items);
      await userEvent.keyboard('E');
      expect(focused()).toBe('Élan');
    });

    it('skips disabled items', async () => {
      const { items } = await group('', radios(fruit, { 1: 'disabled' }));
      await focusFirst(items);
      await userEvent.keyboard('b');
      expect(focused()).toBe('Blueberry');
    });

    it('adds quick letters to one search and starts a new one after a pause', async () => {
      const { items } = await group();
      await focusFirst(items);
      await userEvent.keyboard('c');
      expect(focused()).toBe('Cherry');
      await userEvent.keyboard('a');
      expect(focused()).toBe('Cherry');
      vi.advanceTimersByTime(1000);
      await userEvent.keyboard('a');
      expect(focused()).toBe('Apple');
    });
  });

  describe('activation', () => {
    it('follows focus to a clicked item and goes on from it', async () => {
      const { items } = await group();
      await userEvent.click(items[3]!);
      expect(tabStops(items)).toEqual(['Cherry']);
      await userEvent.keyboard('{ArrowUp}');
      expect(focused()).toBe('Blueberry');
    });

    it('selects on click, Space and Enter, and not on arrows by default', async () => {
      const { items } = await group();
      const checked = () =>
        items.filter((i) => i.getAttribute('aria-checked') === 'true').map((i) => i.textContent);
      await userEvent.click(items[1]!);
      expect(checked()).toEqual(['Banana']);
      await userEvent.keyboard('{ArrowDown}');
      expect(checked()).toEqual(['Banana']);
      await userEvent.keyboard(' ');
      expect(checked()).toEqual(['Blueberry']);
      await userEvent.keyboard('{ArrowDown}{Enter}');
      expect(checked()).toEqual(['Cherry']);
    });

    it('selects as focus moves with selection-follows-focus', async () => {
      const { items } = await group('follow');
      await focusFirst(items);
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      expect(items[2]!.getAttribute('aria-checked')).toBe('true');
      expect(items[1]!.getAttribute('aria-checked')).toBe('false');
    });

    it('leaves Enter and Space to items when the host has no onActivate', async () => {
      const root = await fixture(`<test-toolbar>
        <button>Bold</button><button>Italic</button><input aria-label="Size" value="12">
      </test-toolbar>`);
      const [bold, italic, size] = [...root.children] as HTMLElement[];
      const clicks: string[] = [];
      root.addEventListener('click', (event) =>
        clicks.push((event.target as HTMLElement).textContent!),
      );
      await userEvent.click(bold!);
      await userEvent.keyboard('{ArrowRight}{Enter} ');
      expect(deepActiveElement()).toBe(italic);
      expect(clicks).toEqual(['Bold', 'Italic', 'Italic']);

      // A text field among the items keeps its own keys: the caret moves, focus stays.
      await userEvent.keyboard('{ArrowRight}');
      expect(deepActiveElement()).toBe(size);
      await userEvent.keyboard('{ArrowLeft}{Home}b');
      expect(deepActiveElement()).toBe(size);
      expect((size as HTMLInputElement).value).toBe('b12');
    });
  });

  describe('items', () => {
    it('works with items in the host’s shadow root', async () => {
      const el = await fixture<TestTabs>('<test-tabs></test-tabs>');
      const tabs = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=tab]')];
      expect(tabStops(tabs)).toEqual(['One']);
      tabs[0]!.focus();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      expect(focused()).toBe('Three');
      expect(tabStops(tabs)).toEqual(['Three']);
    });

    it('gives added items no tab stop and moves the tab stop off a removed item', async () => {
      const { el, items } = await group();
      const added = document.createElement('div');
      added.setAttribute('role', 'radio');
      added.textContent = 'Date';
      el.append(added);
      await expect.poll(() => added.getAttribute('tabindex')).toBe('-1');

      items[0]!.remove();
      await expect.poll(() => items[1]!.getAttribute('tabindex')).toBe('0');
    });

    it('moves the tab stop off an item that becomes disabled', async () => {
      const { items } = await group();
      items[0]!.setAttribute('disabled', '');
      await expect.poll(() => tabStops(items)).toEqual(['Banana']);
      expect(items[0]!.getAttribute('tabindex')).toBe('-1');
    });
  });

  describe('tab sequence', () => {
    it('keeps every item a Tab stop, sets no tabindex, and moves with the arrows and Home/End', async () => {
      const root = await fixture(`<div>
        <test-headers><button>One</button><button disabled>Two</button><button>Three</button><button>Four</button></test-headers>
        <button id="after">After</button>
      </div>`);
      const items = [...root.querySelector('test-headers')!.children] as HTMLElement[];
      await userEvent.click(items[0]!);
      await userEvent.keyboard('{Tab}');
      expect(focused()).toBe('Three');
      await userEvent.keyboard('{Tab}');
      expect(focused()).toBe('Four');
      await userEvent.keyboard('{ArrowDown}');
      expect(focused()).toBe('One');
      await userEvent.keyboard('{ArrowDown}');
      expect(focused()).toBe('Three');
      await userEvent.keyboard('{End}');
      expect(focused()).toBe('Four');
      await userEvent.keyboard('{Home}{ArrowUp}');
      expect(focused()).toBe('Four');
      await userEvent.keyboard('{Tab}');
      expect(deepActiveElement()?.id).toBe('after');
      expect(items.some((item) => item.hasAttribute('tabindex'))).toBe(false);
    });
  });

  describe('active descendant', () => {
    it('points aria-activedescendant at the current option while focus stays put', async () => {
      const el = await fixture<TestListbox>('<test-listbox></test-listbox>');
      const listbox = el.shadowRoot!.querySelector<HTMLElement>('[role=listbox]')!;
      const options = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=option]')];
      listbox.focus();
      expect(listbox.hasAttribute('aria-activedescendant')).toBe(false);

      await userEvent.keyboard('{ArrowDown}');
      expect(listbox.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
      expect(options[0]!.id).not.toBe('');
      expect(options[0]!.hasAttribute('active')).toBe(true);
      expect(deepActiveElement()).toBe(listbox);

      await userEvent.keyboard('{ArrowDown}');
      expect(listbox.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
      expect(options[0]!.hasAttribute('active')).toBe(false);
      expect(options.map((o) => o.getAttribute('tabindex'))).toEqual([null, null, null]);
      expect(deepActiveElement()).toBe(listbox);
    });

    it('starts from the last option on ArrowUp, and scrolls the current one into view', async () => {
      const el = await fixture<TestListbox>('<test-listbox></test-listbox>');
      const listbox = el.shadowRoot!.querySelector<HTMLElement>('[role=listbox]')!;
      const options = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=option]')];
      listbox.focus();
      await userEvent.keyboard('{ArrowUp}');
      expect(listbox.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
      expect(listbox.scrollTop).toBeGreaterThan(0);
      await userEvent.keyboard('{Home}');
      expect(listbox.scrollTop).toBe(0);
    });

    it('activates with Enter and click, skips disabled options, types ahead', async () => {
      const el = await fixture<TestListbox>('<test-listbox></test-listbox>');
      el.disabledOptions = new Set(['Banana']);
      el.requestUpdate();
      await el.updateComplete;
      const listbox = el.shadowRoot!.querySelector<HTMLElement>('[role=listbox]')!;
      const options = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=option]')];
      listbox.focus();
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      expect(el.activated).toEqual(['Cherry']);
      await userEvent.keyboard('a');
      expect(listbox.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
      await userEvent.click(options[2]!);
      expect(el.activated).toEqual(['Cherry', 'Cherry']);
      expect(deepActiveElement()).toBe(listbox);
    });

    it('drops the active descendant when its option is removed', async () => {
      const el = await fixture<TestListbox>('<test-listbox></test-listbox>');
      const listbox = el.shadowRoot!.querySelector<HTMLElement>('[role=listbox]')!;
      listbox.focus();
      await userEvent.keyboard('{End}');
      expect(listbox.hasAttribute('aria-activedescendant')).toBe(true);
      el.options = ['Apple', 'Banana'];
      await el.updateComplete;
      expect(listbox.hasAttribute('aria-activedescendant')).toBe(false);
      expect(el.roving.current).toBeUndefined();
    });

    it('references slotted options from an input in the shadow root by element', async () => {
      const el = await fixture<TestCombobox>(`<test-combobox>
        <div role="option">Apple</div><div role="option">Banana</div>
      </test-combobox>`);
      const options = [...el.querySelectorAll<HTMLElement>('[role=option]')];
      el.input.focus();
      await userEvent.keyboard('ab');
      expect(el.input.value).toBe('ab');
      expect(el.roving.current).toBeUndefined();

      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      expect(el.input.ariaActiveDescendantElement).toBe(options[1]);
      expect(options[1]!.hasAttribute('active')).toBe(true);
      await userEvent.keyboard('{Home}{Enter}');
      expect(el.input.selectionStart).toBe(0);
      expect(el.activated).toEqual(['Banana']);
      expect(deepActiveElement()).toBe(el.input);
    });

    it('warns when the options are in a shadow root the focused element cannot reach', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const el = await fixture<TestCombobox>(
        '<test-combobox><test-listbox></test-listbox></test-combobox>',
      );
      const inner = el.querySelector<TestListbox>('test-listbox')!;
      const el$ = el as TestCombobox & { roving: RovingFocusController };
      el$.roving.setCurrent(inner.shadowRoot!.querySelector<HTMLElement>('[role=option]')!);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('SK007'));
    });
  });
});
