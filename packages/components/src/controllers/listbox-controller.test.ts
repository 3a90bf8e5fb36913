import { html, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { SkElement } from '../base/sk-element.js';
import { defineElement } from '../internal/define.js';
import { listboxStyles } from '../styles/listbox.styles.js';
import { popupStyles } from '../styles/popup.styles.js';
import { expectNoAxeViolations } from '../testing/axe.js';
import { captureEvents, oneEvent } from '../testing/events.js';
import { fixture, shadow } from '../testing/fixture.js';
import { type ListboxItem, ListboxController, type ListboxOption } from './listbox-controller.js';

/*
 * The smallest host of a listbox: a select-like button that opens on Down, chooses one value
 * (or several with `multiple`), and closes on a choice. One tag reads its options from the
 * light DOM, another is given them (`source: 'items'`), as a time field generates its times.
 */
function defineListboxHost(tag: string, source: 'light-dom' | 'items') {
  class TestListbox extends SkElement {
    static override styles = [popupStyles, listboxStyles];

    @property({ type: Boolean }) multiple = false;

    values: string[] = [];
    readonly chosen: string[] = [];
    readonly actives: (string | undefined)[] = [];
    optionChanges = 0;

    readonly listbox = new ListboxController(this, {
      combobox: () => this.renderRoot.querySelector<HTMLElement>('#combobox'),
      popup: () => this.renderRoot.querySelector<HTMLElement>('#popup'),
      listbox: () => this.renderRoot.querySelector<HTMLElement>('#listbox'),
      source,
      invoker: true,
      multiple: () => this.multiple,
      typeahead: true,
      states: this.internals.states,
      isSelected: (option) => this.values.includes(option.value),
      onSelect: (option) => this.choose(option),
      onActiveChange: (option) => this.actives.push(option?.value),
      onOptionsChange: () => this.optionChanges++,
    });

    choose(option: ListboxOption): void {
      this.chosen.push(option.value);
      if (this.multiple) {
        const at = this.values.indexOf(option.value);
        if (at === -1) this.values.push(option.value);
        else this.values.splice(at, 1);
      } else {
        this.values = [option.value];
        this.listbox.hide();
      }
      this.listbox.syncSelection();
    }

    setItems(items: ListboxItem[]): void {
      this.listbox.setItems(items);
    }

    private handleKeydown(event: KeyboardEvent): void {
      if (!this.listbox.open && event.key === 'ArrowDown') {
        event.preventDefault();
        this.listbox.requestOpen();
      }
    }

    protected override render(): TemplateResult {
      return html`<button
          id="combobox"
          role="combobox"
          aria-haspopup="listbox"
          aria-controls="listbox"
          aria-expanded="false"
          aria-label="Fruit"
          @keydown=${this.handleKeydown}
        >
          ${this.values.join(', ') || 'Choose'}
        </button>
        <div id="popup" class="popup" popover="auto">
          <div id="listbox" class="listbox" role="listbox" aria-label="Fruit"></div>
        </div>`;
    }
  }
  defineElement(tag, TestListbox);
  return TestListbox;
}

defineListboxHost('sk-test-listbox', 'light-dom');
defineListboxHost('sk-test-listbox-items', 'items');
type TestListbox = InstanceType<ReturnType<typeof defineListboxHost>>;

const fruit = `
  <option value="apple">Apple</option>
  <option value="banana" selected>Banana</option>
  <option value="cherry" disabled>Cherry</option>
  <option value="date">Date</option>
  <optgroup label="Citrus">
    <option value="lemon">Lemon</option>
    <option value="lime">Lime</option>
  </optgroup>
  <optgroup label="Berries" disabled>
    <option value="straw">Strawberry</option>
  </optgroup>`;

const combobox = (el: Element): HTMLElement => shadow(el, '#combobox');
const listboxOf = (el: Element): HTMLElement => shadow(el, '#listbox');
const popupOf = (el: Element): HTMLElement => shadow(el, '#popup');
const optionElements = (el: Element): HTMLElement[] => [
  ...listboxOf(el).querySelectorAll<HTMLElement>('[role="option"]'),
];
const optionByText = (el: Element, text: string): HTMLElement =>
  optionElements(el).find((o) => o.textContent === text)!;
const activeText = (el: Element): string | undefined => {
  const id = combobox(el).getAttribute('aria-activedescendant');
  return id ? (el.shadowRoot!.getElementById(id)?.textContent ?? undefined) : undefined;
};

async function host(markup = fruit, attributes = ''): Promise<TestListbox> {
  const el = await fixture<TestListbox>(
    `<sk-test-listbox ${attributes}>${markup}</sk-test-listbox>`,
  );
  el.values = el.listbox.all.filter((o) => o.defaultSelected).map((o) => o.value);
  el.listbox.syncSelection();
  return el;
}

async function opened(markup = fruit): Promise<TestListbox> {
  const el = await host(markup);
  combobox(el).focus();
  await userEvent.keyboard('{ArrowDown}');
  await expect.poll(() => el.listbox.open).toBe(true);
  return el;
}

describe('ListboxController', () => {
  afterEach(() => {
    document.body.style.removeProperty('min-block-size');
  });

  describe('options', () => {
    it('renders the light-DOM options and groups inside the shadow root', async () => {
      const el = await host();
      const options = optionElements(el);
      expect(options.map((o) => o.textContent)).toEqual([
        'Apple',
        'Banana',
        'Cherry',
        'Date',
        'Lemon',
        'Lime',
        'Strawberry',
      ]);
      expect(options.every((o) => o.id && el.shadowRoot!.getElementById(o.id) === o)).toBe(true);
      expect(new Set(options.map((o) => o.id)).size).toBe(options.length);
      expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual([
        'false',
        'true',
        'false',
        'false',
        'false',
        'false',
        'false',
      ]);
      expect(optionByText(el, 'Cherry').getAttribute('aria-disabled')).toBe('true');
      // An option is disabled by its group too.
      expect(optionByText(el, 'Strawberry').getAttribute('aria-disabled')).toBe('true');
      expect(optionByText(el, 'Apple').hasAttribute('aria-disabled')).toBe(false);

      const groups = [...listboxOf(el).querySelectorAll('[role="group"]')];
      expect(groups).toHaveLength(2);
      const label = el.shadowRoot!.getElementById(groups[0]!.getAttribute('aria-labelledby')!);
      expect(label?.textContent).toBe('Citrus');
      expect(optionByText(el, 'Lemon').closest('[role="group"]')).toBe(groups[0]);

      expect(el.listbox.all.map((o) => o.group)).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        'Citrus',
        'Citrus',
        'Berries',
      ]);
      expect(el.listbox.find('banana')?.defaultSelected).toBe(true);
      expect(el.listbox.find('lemon')?.source).toBe(el.querySelector('option[value="lemon"]'));
    });

    it('takes the value from the text and the label from the label attribute, as natively', async () => {
      const el = await host(
        '<option>  Plain   text </option><option value="x" label="Labelled">Ignored</option>',
      );
      expect(el.listbox.all.map((o) => [o.value, o.label])).toEqual([
        ['Plain text', 'Plain text'],
        ['x', 'Labelled'],
      ]);
    });

    it('follows changes of the light DOM, keeping the ids of the options that stay', async () => {
      const el = await host();
      const before = Object.fromEntries(optionElements(el).map((o) => [o.textContent, o.id]));
      const changes = el.optionChanges;

      const fig = document.createElement('option');
      fig.value = 'fig';
      fig.textContent = 'Fig';
      el.querySelector('option[value="date"]')!.after(fig);
      el.querySelector<HTMLOptionElement>('option[value="apple"]')!.disabled = true;
      el.querySelector('option[value="lime"]')!.textContent = 'Key lime';
      await expect.poll(() => optionElements(el).map((o) => o.textContent)).toContain('Fig');

      expect(el.optionChanges).toBe(changes + 1);
      expect(optionByText(el, 'Apple').getAttribute('aria-disabled')).toBe('true');
      expect(optionByText(el, 'Key lime').id).toBe(before['Lime']);
      expect(optionByText(el, 'Banana').id).toBe(before['Banana']);

      el.querySelector('optgroup')!.remove();
      await expect.poll(() => optionElements(el).length).toBe(6);
    });

    it('reads the light DOM as it is now, before the observer has reported', async () => {
      const el = await host();
      el.querySelector('option[value="apple"]')!.remove();
      expect(el.listbox.find('apple')).toBeUndefined();
      expect(el.listbox.all[0]!.value).toBe('banana');
    });

    it('re-reads nothing when other light-DOM content changes', async () => {
      const el = await host();
      const first = optionElements(el)[0];
      const changes = el.optionChanges;
      const label = document.createElement('span');
      label.slot = 'label';
      label.textContent = 'Label';
      el.append(label);
      label.textContent = 'Changed';
      await el.updateComplete;
      expect(el.listbox.all).toHaveLength(7);
      expect(el.optionChanges).toBe(changes);
      expect(optionElements(el)[0]).toBe(first);
    });

    it('takes generated options from setItems, with groups by label', async () => {
      const el = await fixture<TestListbox>('<sk-test-listbox-items></sk-test-listbox-items>');
      el.setItems([
        { value: '09:00', label: '9:00 AM' },
        { value: '09:30', label: '9:30 AM', disabled: true },
        { value: '10:00', group: 'Later' },
      ]);
      await el.updateComplete;
      expect(optionElements(el).map((o) => o.textContent)).toEqual(['9:00 AM', '9:30 AM', '10:00']);
      expect(el.listbox.all.map((o) => [o.value, o.disabled, o.source])).toEqual([
        ['09:00', false, undefined],
        ['09:30', true, undefined],
        ['10:00', false, undefined],
      ]);
      expect(listboxOf(el).querySelectorAll('[role="group"]')).toHaveLength(1);
      // Options in the light DOM are not read with this source.
      el.innerHTML = '<option>Ignored</option>';
      await el.updateComplete;
      expect(el.listbox.all).toHaveLength(3);
    });

    it('has no axe violations, closed and open', async () => {
      const el = await host();
      await expectNoAxeViolations(el);
      const afterOpen = oneEvent(el, 'sk-after-open');
      combobox(el).focus();
      await userEvent.keyboard('{ArrowDown}');
      // Once it has faded in: contrast is measured on what is painted.
      await afterOpen;
      await expectNoAxeViolations(el);
    });
  });

  describe('opening and closing', () => {
    it('opens with sk-open and sk-after-open, pointing the combobox at the selected option', async () => {
      const el = await host();
      expect(combobox(el).getAttribute('aria-expanded')).toBe('false');
      expect(combobox(el).getAttribute('aria-controls')).toBe(listboxOf(el).id);
      const events = captureEvents(el, ['sk-open', 'sk-after-open']);
      const afterOpen = oneEvent(el, 'sk-after-open');
      expect(el.listbox.requestOpen()).toBe(true);
      expect(el.listbox.open).toBe(true);
      expect(el.matches(':state(open)')).toBe(true);
      expect(combobox(el).getAttribute('aria-expanded')).toBe('true');
      expect(activeText(el)).toBe('Banana');
      expect(optionByText(el, 'Banana').hasAttribute('active')).toBe(true);
      await afterOpen;
      expect(events.types()).toEqual(['sk-open', 'sk-after-open']);
    });

    it('opens at the first, the last, or no option when asked', async () => {
      const el = await host();
      el.listbox.show('first');
      expect(activeText(el)).toBe('Apple');
      el.listbox.hide();
      el.listbox.show('last');
      // The last enabled one: Strawberry's group is disabled.
      expect(activeText(el)).toBe('Lime');
      el.listbox.hide();
      el.listbox.show('none');
      expect(combobox(el).hasAttribute('aria-activedescendant')).toBe(false);
    });

    it('stays closed when sk-open is cancelled', async () => {
      const el = await host();
      el.addEventListener('sk-open', (event) => event.preventDefault());
      expect(el.listbox.requestOpen()).toBe(false);
      expect(el.listbox.open).toBe(false);
      expect(popupOf(el).matches(':popover-open')).toBe(false);
    });

    it('closes on Escape with sk-close (source escape), keeping focus on the combobox', async () => {
      const el = await opened();
      const close = oneEvent(el, 'sk-close');
      const afterClose = oneEvent(el, 'sk-after-close');
      await userEvent.keyboard('{Escape}');
      expect((await close).detail.source).toBe('escape');
      await afterClose;
      expect(el.listbox.open).toBe(false);
      expect(el.matches(':state(open)')).toBe(false);
      expect(combobox(el).getAttribute('aria-expanded')).toBe('false');
      expect(combobox(el).hasAttribute('aria-activedescendant')).toBe(false);
      expect(el.shadowRoot!.activeElement).toBe(combobox(el));
      expect(el.chosen).toEqual([]);
    });

    it('stays open when sk-close is cancelled', async () => {
      const el = await opened();
      el.addEventListener('sk-close', (event) => event.preventDefault());
      await userEvent.keyboard('{Escape}');
      expect(el.listbox.open).toBe(true);
      expect(el.listbox.requestClose()).toBe(false);
      expect(el.listbox.open).toBe(true);
    });

    it('opens and closes on a click on the combobox, asking with sk-open and sk-close (trigger)', async () => {
      const el = await host();
      const events = captureEvents(el, ['sk-open', 'sk-close']);
      await userEvent.click(combobox(el));
      await expect.poll(() => el.listbox.open).toBe(true);
      expect(activeText(el)).toBe('Banana');
      await userEvent.click(combobox(el));
      await expect.poll(() => el.listbox.open).toBe(false);
      expect(events.types()).toEqual(['sk-open', 'sk-close']);
      expect((events.events[1] as CustomEvent<{ source: string }>).detail.source).toBe('trigger');

      el.addEventListener('sk-open', (event) => event.preventDefault(), { once: true });
      await userEvent.click(combobox(el));
      expect(el.listbox.open).toBe(false);
      expect(popupOf(el).matches(':popover-open')).toBe(false);
    });

    it('closes on a click outside (light-dismiss), or reopens if that is refused', async () => {
      const wrapper = await fixture(
        `<div><button id="outside">Outside</button><sk-test-listbox>${fruit}</sk-test-listbox></div>`,
      );
      const el = wrapper.querySelector<TestListbox>('sk-test-listbox')!;
      await userEvent.click(combobox(el));
      await expect.poll(() => el.listbox.open).toBe(true);
      const close = oneEvent(el, 'sk-close');
      await userEvent.click(wrapper.querySelector('#outside')!);
      expect((await close).detail.source).toBe('light-dismiss');
      await expect.poll(() => el.listbox.open).toBe(false);

      await userEvent.click(combobox(el));
      await expect.poll(() => el.listbox.open).toBe(true);
      const keep = (event: Event): void => event.preventDefault();
      el.addEventListener('sk-close', keep);
      // Pressed without taking focus: the platform's light dismiss alone closes the popup.
      wrapper.querySelector<HTMLButtonElement>('#outside')!.addEventListener('mousedown', keep);
      await userEvent.click(wrapper.querySelector('#outside')!);
      await expect.poll(() => el.listbox.open).toBe(true);
      el.removeEventListener('sk-close', keep);
    });

    it('closes when focus leaves the host', async () => {
      const wrapper = await fixture(
        `<div><sk-test-listbox>${fruit}</sk-test-listbox><button id="after">After</button></div>`,
      );
      const el = wrapper.querySelector<TestListbox>('sk-test-listbox')!;
      combobox(el).focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect.poll(() => el.listbox.open).toBe(true);
      const close = oneEvent(el, 'sk-close');
      await userEvent.tab();
      expect((await close).detail.source).toBe('light-dismiss');
      expect(el.listbox.open).toBe(false);
    });

    it('flips above near the bottom of the viewport', async () => {
      const wrapper = await fixture(
        `<div style="position: fixed; bottom: 8px; left: 100px"><sk-test-listbox>${fruit}</sk-test-listbox></div>`,
      );
      const el = wrapper.firstElementChild as TestListbox;
      el.listbox.show();
      const popup = popupOf(el);
      await expect
        .poll(() => popup.getBoundingClientRect().bottom)
        .toBeLessThanOrEqual(combobox(el).getBoundingClientRect().top);
      expect(popup.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    });

    it('is never clipped by an overflow:hidden ancestor', async () => {
      const box = await fixture(
        `<div style="overflow: hidden; inline-size: 60px; block-size: 30px; margin: 40px"><sk-test-listbox>${fruit}</sk-test-listbox></div>`,
      );
      const el = box.firstElementChild as TestListbox;
      el.listbox.show('first');
      const popup = popupOf(el);
      await expect
        .poll(() => popup.getBoundingClientRect().bottom)
        .toBeGreaterThan(box.getBoundingClientRect().bottom + 100);
      const option = optionByText(el, 'Date').getBoundingClientRect();
      const hit = el.shadowRoot!.elementFromPoint(
        option.left + option.width / 2,
        option.top + option.height / 2,
      );
      expect(hit).toBe(optionByText(el, 'Date'));
    });
  });

  describe('keys while open', () => {
    it('moves with Up and Down, skipping disabled options, and stops at the ends', async () => {
      const el = await opened();
      expect(activeText(el)).toBe('Banana');
      await userEvent.keyboard('{ArrowDown}');
      expect(activeText(el)).toBe('Date');
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
      expect(activeText(el)).toBe('Lime');
      await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
      expect(activeText(el)).toBe('Banana');
      expect(el.actives).toEqual(['date', 'lemon', 'lime', 'lemon', 'date', 'banana']);
    });

    it('moves to the first and last enabled options with Home and End', async () => {
      const el = await opened();
      await userEvent.keyboard('{End}');
      expect(activeText(el)).toBe('Lime');
      await userEvent.keyboard('{Home}');
      expect(activeText(el)).toBe('Apple');
    });

    it('moves ten enabled options with Page Down and Page Up, stopping at the ends', async () => {
      const many = Array.from(
        { length: 30 },
        (_, i) => `<option ${i === 3 ? 'disabled' : ''}>Item ${i}</option>`,
      ).join('');
      const el = await opened(many);
      expect(activeText(el)).toBe('Item 0');
      await userEvent.keyboard('{PageDown}');
      // Ten enabled options on: Item 3 is skipped.
      expect(activeText(el)).toBe('Item 11');
      await userEvent.keyboard('{PageDown}{PageDown}');
      expect(activeText(el)).toBe('Item 29');
      await userEvent.keyboard('{PageUp}');
      expect(activeText(el)).toBe('Item 19');
      await userEvent.keyboard('{PageUp}{PageUp}');
      expect(activeText(el)).toBe('Item 0');
    });

    it('moves to the next option starting with the typed letters', async () => {
      const el = await opened();
      await userEvent.keyboard('l');
      expect(activeText(el)).toBe('Lemon');
      await userEvent.keyboard('l');
      expect(activeText(el)).toBe('Lime');
      // A disabled option is never reached by typing.
      await userEvent.keyboard('c');
      expect(activeText(el)).toBe('Lime');
    });

    it('chooses the active option with Enter, and with a click', async () => {
      const el = await opened();
      await userEvent.keyboard('{ArrowDown}{Enter}');
      expect(el.chosen).toEqual(['date']);
      expect(el.listbox.open).toBe(false);
      expect(optionByText(el, 'Date').getAttribute('aria-selected')).toBe('true');
      expect(optionByText(el, 'Banana').getAttribute('aria-selected')).toBe('false');

      await userEvent.click(combobox(el));
      await expect.poll(() => el.listbox.open).toBe(true);
      await userEvent.click(optionByText(el, 'Lemon'));
      expect(el.chosen).toEqual(['date', 'lemon']);
      // The press did not take focus from the combobox.
      expect(el.shadowRoot!.activeElement).toBe(combobox(el));
      // A disabled option cannot be chosen (the pointer refuses it, so the click is the page's).
      await userEvent.click(combobox(el));
      await expect.poll(() => el.listbox.open).toBe(true);
      optionByText(el, 'Cherry').click();
      expect(el.chosen).toEqual(['date', 'lemon']);
    });

    it('marks the list multiselectable for several choices', async () => {
      const el = await host(fruit, 'multiple');
      expect(listboxOf(el).getAttribute('aria-multiselectable')).toBe('true');
      el.listbox.show();
      await userEvent.click(optionByText(el, 'Apple'));
      expect(el.listbox.open).toBe(true);
      expect(optionByText(el, 'Apple').getAttribute('aria-selected')).toBe('true');
      expect(optionByText(el, 'Banana').getAttribute('aria-selected')).toBe('true');
    });

    it('moves the active option by touching two elements, never re-rendering the list', async () => {
      const many = Array.from({ length: 1000 }, (_, i) => `<option>Item ${i}</option>`).join('');
      const el = await opened(many);
      const elements = optionElements(el);
      const records: MutationRecord[] = [];
      const observer = new MutationObserver((list) => records.push(...list));
      observer.observe(listboxOf(el), { subtree: true, childList: true, attributes: true });
      await userEvent.keyboard('{ArrowDown}');
      await expect.poll(() => activeText(el)).toBe('Item 1');
      observer.disconnect();
      records.push(...observer.takeRecords());
      expect(records.every((r) => r.type === 'attributes')).toBe(true);
      expect(new Set(records.map((r) => r.target))).toEqual(new Set([elements[0], elements[1]]));
      // Closing and opening again keeps the same elements.
      el.listbox.hide();
      el.listbox.show();
      expect(optionElements(el)[500]).toBe(elements[500]);
    });
  });

  describe('a thousand options', () => {
    it('lays out only the runs of options in view, estimating the size of the rest', async () => {
      const many = Array.from({ length: 1000 }, (_, i) => `<option>Item ${i}</option>`).join('');
      const el = await opened(many);
      const runs = [...listboxOf(el).querySelectorAll<HTMLElement>('.chunk')];
      expect(runs).toHaveLength(20);
      // The options of a run the browser skips are not visible to checkVisibility.
      const inView = (run: HTMLElement): boolean =>
        run.firstElementChild!.checkVisibility({ contentVisibilityAuto: true });
      // Known once the browser has rendered a frame of the open list.
      await expect.poll(() => runs.slice(2).some(inView)).toBe(false);
      expect(inView(runs[0]!)).toBe(true);
      // One line of option per option: the scroll range is as long as the list will be.
      const line = optionElements(el)[0]!.getBoundingClientRect().height;
      expect(listboxOf(el).scrollHeight).toBeGreaterThanOrEqual(line * 1000);

      // Moving to the end brings its run into view.
      await userEvent.keyboard('{End}');
      expect(activeText(el)).toBe('Item 999');
      await expect.poll(() => inView(runs[19]!)).toBe(true);
      const last = optionElements(el)[999]!.getBoundingClientRect();
      const list = listboxOf(el).getBoundingClientRect();
      expect(last.bottom).toBeLessThanOrEqual(list.bottom + 1);
      expect(last.top).toBeGreaterThanOrEqual(list.top - 1);
    });
  });

  describe('filter', () => {
    it('hides options that do not match, marks what does, and hides emptied groups', async () => {
      const el = await opened();
      const shown = el.listbox.filter((option) => {
        const at = option.label.toLowerCase().indexOf('le');
        return at === -1 ? false : [[at, at + 2]];
      });
      expect(shown).toBe(2);
      expect(el.listbox.shown.map((o) => o.value)).toEqual(['apple', 'lemon']);
      const visible = optionElements(el).filter((o) => !o.hidden);
      expect(visible.map((o) => o.innerHTML)).toEqual([
        'App<mark part="mark">le</mark>',
        '<mark part="mark">Le</mark>mon',
      ]);
      expect(visible.every((o) => o.checkVisibility())).toBe(true);
      expect(optionByText(el, 'Banana').checkVisibility()).toBe(false);
      const groups = [...listboxOf(el).querySelectorAll<HTMLElement>('[role="group"]')];
      expect(groups.map((g) => g.hidden)).toEqual([false, true]);

      // The keys skip hidden options; the active option is dropped when hidden.
      expect(combobox(el).hasAttribute('aria-activedescendant')).toBe(false);
      await userEvent.keyboard('{ArrowDown}');
      expect(activeText(el)).toBe('Apple');
      await userEvent.keyboard('{ArrowDown}');
      expect(activeText(el)).toBe('Lemon');

      // A plain `true` shows an option unmarked; no filter shows every option.
      el.listbox.filter((option) => option.value === 'lemon');
      expect(optionByText(el, 'Lemon').innerHTML).toBe('Lemon');
      expect(el.listbox.filter(undefined)).toBe(7);
      expect(optionElements(el).some((o) => o.hidden)).toBe(false);
    });

    it('stays in force when the options change', async () => {
      const el = await host();
      el.listbox.filter((option) => option.label.startsWith('L'));
      const lychee = document.createElement('option');
      lychee.textContent = 'Lychee';
      el.append(lychee);
      const kiwi = document.createElement('option');
      kiwi.textContent = 'Kiwi';
      el.append(kiwi);
      expect(el.listbox.shown.map((o) => o.label)).toEqual(['Lemon', 'Lime', 'Lychee']);
      await el.updateComplete;
      expect(optionByText(el, 'Kiwi').hidden).toBe(true);
    });
  });
});
