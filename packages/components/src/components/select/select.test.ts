import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { fieldLayouts } from '../../base/field.types.js';
import { en } from '../../localization/translations/en.js';
import { accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { computedColor } from '../../testing/colors.js';
import { captureEvents, oneEvent } from '../../testing/events.js';
import { waitForTransition } from '../../internal/animation.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { runFormControlSuite } from '../../testing/form-control-suite.js';
import { type SkSelect } from './select.js';
import { selectSizes } from './select.types.js';
import './sk-select.js';

const fruit = `
  <option value="apple">Apple</option>
  <option value="banana">Banana</option>
  <option value="cherry" disabled>Cherry</option>
  <option value="date">Date</option>
  <optgroup label="Citrus">
    <option value="lemon">Lemon</option>
    <option value="lime">Lime</option>
  </optgroup>`;

const button = (el: Element): HTMLButtonElement => shadow(el, '#control');
const popupOf = (el: Element): HTMLElement => shadow(el, '#popup');
const listboxOf = (el: Element): HTMLElement => shadow(el, '#listbox');
const display = (el: Element): string => shadow(el, '[part~="display"]').textContent.trim();
const options = (el: Element): HTMLElement[] => [
  ...listboxOf(el).querySelectorAll<HTMLElement>('[role="option"]'),
];
const option = (el: Element, text: string): HTMLElement =>
  options(el).find((o) => o.textContent === text)!;
const active = (el: Element): string | undefined => {
  const id = button(el).getAttribute('aria-activedescendant');
  return (id && el.shadowRoot!.getElementById(id)?.textContent) || undefined;
};
const selectedTexts = (el: Element): string[] =>
  options(el)
    .filter((o) => o.getAttribute('aria-selected') === 'true')
    .map((o) => o.textContent);

async function select(markup = fruit, attributes = 'label="Fruit"'): Promise<SkSelect> {
  return fixture<SkSelect>(`<sk-select ${attributes}>${markup}</sk-select>`);
}

/** The button's border colour once its transition has ended. */
async function borderColor(el: SkSelect): Promise<string> {
  await waitForTransition(button(el));
  return getComputedStyle(button(el)).borderTopColor;
}

/** Focuses the field and presses `keys`, as a keyboard user would. */
async function press(el: SkSelect, keys: string): Promise<void> {
  if (el.shadowRoot!.activeElement !== button(el)) button(el).focus();
  await userEvent.keyboard(keys);
  await settle();
}

/** Opens the list with the pointer and waits until it has faded in. */
async function openByPointer(el: SkSelect): Promise<void> {
  const opened = oneEvent(el, 'sk-after-open');
  await userEvent.click(button(el));
  await opened;
}

/** Chooses the options with `values` as a user does: opens the list and clicks each. */
async function chooseByPointer(control: HTMLElement, values: string[]): Promise<void> {
  const el = control as SkSelect;
  // With multiple a click toggles: click what is wanted and not chosen, and what is unwanted.
  const clicks = el.multiple
    ? [
        ...values.filter((v) => !el.values.includes(v)),
        ...el.values.filter((v) => !values.includes(v)),
      ]
    : values;
  const sources = [...el.querySelectorAll('option')];
  for (const value of clicks) {
    if (!el.open) await openByPointer(el);
    await userEvent.click(options(el)[sources.findIndex((o) => o.value === value)]!);
  }
  if (el.open) {
    const closed = oneEvent(el, 'sk-after-close');
    await press(el, '{Escape}');
    await closed;
  }
  await settle();
}

/** The suite's text entry: the user picks the option with that value. */
async function enter(control: HTMLElement, value: string): Promise<void> {
  await chooseByPointer(control, [value]);
}

const suiteOptions = ['filled', 'typed', 'initial', 'saved', 'changed', 'autofilled', 'kept']
  .map((value) => `<option>${value}</option>`)
  .join('');

describe('<sk-select>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
    await commands.emulateReducedMotion(false);
  });

  describe('accessibility', () => {
    for (const layout of fieldLayouts) {
      it(`has no axe violations in the ${layout} layout, empty, chosen and with a placeholder`, async () => {
        const el = await fixture(`<div>
          <sk-select layout="${layout}" label="Fruit" hint="Pick one.">${fruit}</sk-select>
          <sk-select layout="${layout}" label="Chosen" value="date">${fruit}</sk-select>
          <sk-select layout="${layout}" label="Several" multiple value="apple">${fruit}</sk-select>
          <sk-select layout="${layout}" label="Prompted" placeholder="Choose a fruit">${fruit}</sk-select>
        </div>`);
        await expectNoAxeViolations(el);
      });
    }

    it('has no axe violations in every size, disabled, read-only and showing its error', async () => {
      const form = await fixture<HTMLFormElement>(`<form>
        ${selectSizes.map((size) => `<sk-select size="${size}" label="${size}">${fruit}</sk-select>`).join('')}
        <sk-select label="Disabled" disabled value="apple">${fruit}</sk-select>
        <sk-select label="Read-only" readonly value="apple">${fruit}</sk-select>
        <sk-select label="Required" required placeholder="Choose">${fruit}</sk-select>
      </form>`);
      await expectNoAxeViolations(form);
      form.requestSubmit();
      await settle();
      await expectNoAxeViolations(form);
    });

    it('has no axe violations open, long and scrolling, single and multiple, and in right-to-left text', async () => {
      const many = Array.from({ length: 40 }, (_, i) => `<option>Item ${i}</option>`).join('');
      const long = await select(many, 'label="Long"');
      await openByPointer(long);
      await expectNoAxeViolations(long);
      long.hidePicker();
      for (const attributes of [
        'label="One" value="lemon"',
        'label="Many" multiple',
        'dir="rtl" label="RTL"',
      ]) {
        const el = await select(fruit, attributes);
        await openByPointer(el);
        await expectNoAxeViolations(el);
        el.hidePicker();
      }
    });

    it('is a collapsed combobox named by its label, with the chosen option as its value', async () => {
      const el = await select(fruit, 'label="Fruit" value="date"');
      const node = await accessibleNode(button(el));
      expect(node.role).toBe('combobox');
      expect(node.name).toBe('Fruit');
      expect(node.properties.expanded).toBe(false);
      expect(node.properties.hasPopup).toBe('listbox');
      expect(display(el)).toBe('Date');
      expect(button(el).getAttribute('aria-controls')).toBe(listboxOf(el).id);
    });

    it('is expanded while open, pointing at the active option of a named listbox', async () => {
      const el = await select(fruit, 'label="Fruit" value="date"');
      await openByPointer(el);
      expect((await accessibleNode(button(el))).properties.expanded).toBe(true);
      const listbox = await accessibleNode(listboxOf(el));
      expect(listbox.role).toBe('listbox');
      expect(listbox.name).toBe('Fruit');
      const date = await accessibleNode(option(el, 'Date'));
      expect(date.role).toBe('option');
      expect(date.properties.selected).toBe(true);
      expect(active(el)).toBe('Date');
      const cherry = await accessibleNode(option(el, 'Cherry'));
      expect(cherry.properties.disabled).toBe(true);
      const group = await accessibleNode(
        option(el, 'Lemon').closest<HTMLElement>('[role="group"]')!,
      );
      expect([group.role, group.name]).toEqual(['group', 'Citrus']);
    });

    it('names its listbox after the field when an external label names it', async () => {
      const wrapper = await fixture(
        `<div><label for="sk-select-ext">Fruit</label><sk-select id="sk-select-ext">${fruit}</sk-select></div>`,
      );
      const el = wrapper.querySelector<SkSelect>('sk-select')!;
      await openByPointer(el);
      expect((await accessibleNode(listboxOf(el))).name).toBe('Fruit');
    });

    it('is multiselectable with multiple', async () => {
      const el = await select(fruit, 'label="Fruit" multiple');
      await openByPointer(el);
      expect((await accessibleNode(listboxOf(el))).properties.multiselectable).toBe(true);
    });
  });

  describe('properties', () => {
    it('has documented defaults', async () => {
      const el = await select();
      expect(el.value).toBe('');
      expect(el.values).toEqual([]);
      expect(el.multiple).toBe(false);
      expect(el.placeholder).toBe('');
      expect(el.size).toBe('medium');
      expect(el.open).toBe(false);
      expect(display(el)).toBe('');
      expect(selectedTexts(el)).toEqual([]);
    });

    it('starts with the option marked selected, or the value attribute, which wins', async () => {
      const marked = fruit.replace('value="date"', 'value="date" selected');
      const el = await select(marked);
      expect(el.value).toBe('date');
      expect(el.defaultValue).toBe('date');
      const both = await select(marked, 'label="Fruit" value="lime"');
      expect(both.value).toBe('lime');
      expect(display(both)).toBe('Lime');
      expect(selectedTexts(both)).toEqual(['Lime']);
    });

    it('chooses the option with the value set, showing its label', async () => {
      const el = await select(
        '<option value="fi" label="Finland">FI</option><option value="se">Sweden</option>',
      );
      el.value = 'fi';
      await settle();
      expect(display(el)).toBe('Finland');
      expect(el.values).toEqual(['fi']);
      el.value = '';
      await settle();
      expect(display(el)).toBe('');
      expect(el.values).toEqual([]);
    });

    it('ignores a value no option has with one SK012 warning, keeping its choice', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const form = await fixture<HTMLFormElement>(
        `<form><sk-select name="fruit" label="Fruit" value="apple">${fruit}</sk-select></form>`,
      );
      const el = form.querySelector<SkSelect>('sk-select')!;
      el.value = 'mango';
      await settle();
      expect(el.value).toBe('apple');
      expect(display(el)).toBe('Apple');
      expect([...new FormData(form)]).toEqual([['fruit', 'apple']]);
      el.value = 'papaya';
      await settle();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-select] SK012');
      expect(String(warn.mock.calls[0]?.[0])).toContain('"mango"');
    });

    it('ignores a value attribute no option has, with one warning, and submits nothing', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const form = await fixture<HTMLFormElement>(
        `<form><sk-select name="fruit" label="Fruit" value="mango" placeholder="Choose">${fruit}</sk-select></form>`,
      );
      const el = form.querySelector<SkSelect>('sk-select')!;
      expect(el.value).toBe('');
      expect(display(el)).toBe('Choose');
      expect([...new FormData(form)]).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-select] SK012');
    });

    it('keeps a value set before its options arrive, and shows it when they do', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const form = await fixture<HTMLFormElement>(
        '<form><sk-select name="fruit" label="Fruit"></sk-select></form>',
      );
      const el = form.querySelector<SkSelect>('sk-select')!;
      el.value = 'lime';
      await settle();
      // Nothing is shown yet, so nothing is submitted.
      expect([...new FormData(form)]).toEqual([]);
      el.innerHTML = fruit;
      await expect.poll(() => display(el)).toBe('Lime');
      await settle();
      expect(el.value).toBe('lime');
      expect([...new FormData(form)]).toEqual([['fruit', 'lime']]);
      expect(warn).not.toHaveBeenCalled();
    });

    it('drops the choice, silently, when its option is removed', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await select(fruit, 'label="Fruit" value="date"');
      el.querySelector('option[value="date"]')!.remove();
      await expect.poll(() => display(el)).toBe('');
      expect(el.value).toBe('');
      expect(warn).not.toHaveBeenCalled();
    });

    it('follows options whose label or value changes', async () => {
      const el = await select(fruit, 'label="Fruit" value="date"');
      el.querySelector('option[value="date"]')!.textContent = 'Medjool date';
      await expect.poll(() => display(el)).toBe('Medjool date');
    });

    it('takes several values with multiple, in the order of the options', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await select(
        fruit
          .replace('value="lime"', 'value="lime" selected')
          .replace('value="apple"', 'value="apple" selected'),
        'label="Fruit" multiple',
      );
      expect(el.values).toEqual(['apple', 'lime']);
      expect(el.value).toBe('apple');
      expect(display(el)).toBe('Apple, Lime');
      el.values = ['lemon', 'banana', 'kiwi'];
      await settle();
      expect(el.values).toEqual(['banana', 'lemon']);
      expect(selectedTexts(el)).toEqual(['Banana', 'Lemon']);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('"kiwi"');
      el.value = 'date';
      await settle();
      expect(el.values).toEqual(['date']);
    });

    it('takes the last option marked selected without multiple, as natively', async () => {
      const el = await select(
        '<option selected>One</option><option selected>Two</option><option>Three</option>',
      );
      expect(el.values).toEqual(['Two']);
    });

    it('shows its placeholder while nothing is chosen', async () => {
      const el = await select(fruit, 'label="Fruit" placeholder="Choose a fruit"');
      const shown = shadow(el, '[part~="placeholder"]');
      expect(shown.textContent.trim()).toBe('Choose a fruit');
      el.value = 'apple';
      await settle();
      expect(el.shadowRoot!.querySelector('[part~="placeholder"]')).toBeNull();
      expect(display(el)).toBe('Apple');
    });

    it('reflects size; an invalid one falls back with one SK001, a removed one silently', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await select(fruit, 'label="Fruit" size="large"');
      const height = (): number => button(el).getBoundingClientRect().height;
      expect(height()).toBe(48);
      el.size = 'small';
      await settle();
      expect(el.getAttribute('size')).toBe('small');
      expect(height()).toBe(32);
      el.setAttribute('size', 'huge');
      await settle();
      expect(el.size).toBe('medium');
      expect(height()).toBe(40);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-select] SK001');
      el.setAttribute('size', 'large');
      await settle();
      el.removeAttribute('size');
      await settle();
      expect(el.size).toBe('medium');
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('opens and closes with showPicker() and hidePicker(), firing no requests', async () => {
      const el = await select();
      const events = captureEvents(el, ['sk-open', 'sk-close']);
      el.showPicker();
      expect(el.open).toBe(true);
      expect(popupOf(el).matches(':popover-open')).toBe(true);
      el.hidePicker();
      expect(el.open).toBe(false);
      expect(events.types()).toEqual([]);
      el.disabled = true;
      await settle();
      el.showPicker();
      expect(el.open).toBe(false);
    });
  });

  describe('events', () => {
    it('fires input and change when the user chooses, not when a script sets the value', async () => {
      const el = await select();
      const events = captureEvents(el, ['input', 'change']);
      await chooseByPointer(el, ['date']);
      expect(el.value).toBe('date');
      expect(events.types()).toEqual(['input', 'change']);
      // Choosing the same option again changes nothing.
      await chooseByPointer(el, ['date']);
      el.value = 'apple';
      await settle();
      expect(events.types()).toEqual(['input', 'change']);
    });

    it('fires sk-open, sk-after-open, and on a choice sk-after-close without sk-close', async () => {
      const el = await select();
      const events = captureEvents(el, ['sk-open', 'sk-after-open', 'sk-close', 'sk-after-close']);
      await openByPointer(el);
      const closed = oneEvent(el, 'sk-after-close');
      await userEvent.click(option(el, 'Apple'));
      await closed;
      expect(events.types()).toEqual(['sk-open', 'sk-after-open', 'sk-after-close']);
    });

    it('asks to close with the source: escape, trigger, light-dismiss', async () => {
      const wrapper = await fixture(
        `<div><button id="out">Out</button><sk-select label="Fruit">${fruit}</sk-select></div>`,
      );
      const el = wrapper.querySelector<SkSelect>('sk-select')!;
      const sources: string[] = [];
      el.addEventListener('sk-close', (event) => sources.push(event.detail.source));
      await openByPointer(el);
      await press(el, '{Escape}');
      await openByPointer(el);
      await userEvent.click(button(el));
      await expect.poll(() => el.open).toBe(false);
      await openByPointer(el);
      await userEvent.click(wrapper.querySelector('#out')!);
      await expect.poll(() => el.open).toBe(false);
      expect(sources).toEqual(['escape', 'trigger', 'light-dismiss']);
    });

    it('stays closed when sk-open is cancelled, and open when sk-close is', async () => {
      const el = await select();
      el.addEventListener('sk-open', (event) => event.preventDefault(), { once: true });
      await press(el, '{ArrowDown}');
      expect(el.open).toBe(false);
      await press(el, '{ArrowDown}');
      expect(el.open).toBe(true);
      el.addEventListener('sk-close', (event) => event.preventDefault(), { once: true });
      await press(el, '{Escape}');
      expect(el.open).toBe(true);
    });
  });

  describe('slots', () => {
    it('takes its label from the label slot', async () => {
      await fixture(`<sk-select><span slot="label">Fruit</span>${fruit}</sk-select>`);
      await expect.element(page.getByRole('combobox', { name: 'Fruit' })).toBeInTheDocument();
    });

    it('reads its options and groups from the default slot, never showing them in place', async () => {
      const el = await select();
      expect(el.querySelector('option')!.checkVisibility()).toBe(false);
      expect(options(el).map((o) => o.textContent)).toEqual([
        'Apple',
        'Banana',
        'Cherry',
        'Date',
        'Lemon',
        'Lime',
      ]);
      const more = document.createElement('option');
      more.textContent = 'Fig';
      el.append(more);
      await expect.poll(() => options(el).length).toBe(7);
    });
  });

  describe('keyboard', () => {
    it('is one tab stop, on the field', async () => {
      const wrapper = await fixture(
        `<div><button>Before</button><sk-select label="Fruit">${fruit}</sk-select><button>After</button></div>`,
      );
      wrapper.querySelector('button')!.focus();
      await userEvent.tab();
      const el = wrapper.querySelector('sk-select')!;
      expect(el.shadowRoot!.activeElement).toBe(button(el));
      await userEvent.tab();
      expect(document.activeElement).toBe(wrapper.querySelectorAll('button')[1]);
    });

    for (const [key, expected] of [
      ['{ArrowDown}', 'Date'],
      ['{ArrowUp}', 'Date'],
      ['{Enter}', 'Date'],
      [' ', 'Date'],
      ['{Alt>}{ArrowDown}{/Alt}', 'Date'],
      ['{Home}', 'Apple'],
      ['{End}', 'Lime'],
    ] as const) {
      it(`opens on ${key} when closed, at ${expected}`, async () => {
        const el = await select(fruit, 'label="Fruit" value="date"');
        await press(el, key);
        expect(el.open).toBe(true);
        expect(active(el)).toBe(expected);
        expect(el.value).toBe('date');
      });
    }

    it('opens at the first option when nothing is chosen', async () => {
      const el = await select();
      await press(el, '{ArrowDown}');
      expect(active(el)).toBe('Apple');
    });

    it('opens on a typed letter, at the option starting with it', async () => {
      const el = await select();
      await press(el, 'l');
      expect(el.open).toBe(true);
      expect(active(el)).toBe('Lemon');
      await press(el, 'i');
      expect(active(el)).toBe('Lime');
    });

    it('moves with Up, Down, Home, End, Page Up and Page Down, skipping disabled options', async () => {
      const el = await select(fruit, 'label="Fruit" value="banana"');
      await press(el, '{ArrowDown}');
      await press(el, '{ArrowDown}');
      expect(active(el)).toBe('Date');
      await press(el, '{ArrowUp}');
      expect(active(el)).toBe('Banana');
      await press(el, '{End}');
      expect(active(el)).toBe('Lime');
      await press(el, '{Home}');
      expect(active(el)).toBe('Apple');
      await press(el, '{PageDown}');
      expect(active(el)).toBe('Lime');
      await press(el, '{PageUp}');
      expect(active(el)).toBe('Apple');
      expect(el.value).toBe('banana');
    });

    for (const key of ['{Enter}', ' ', '{Alt>}{ArrowUp}{/Alt}']) {
      it(`chooses the active option and closes on ${key}`, async () => {
        const el = await select();
        const events = captureEvents(el, ['change']);
        await press(el, '{ArrowDown}');
        await press(el, '{ArrowDown}');
        await press(el, key);
        expect(el.value).toBe('banana');
        expect(el.open).toBe(false);
        expect(events.types()).toEqual(['change']);
        expect(el.shadowRoot!.activeElement).toBe(button(el));
      });
    }

    it('chooses the active option, closes and moves on with Tab', async () => {
      const wrapper = await fixture(
        `<div><sk-select label="Fruit">${fruit}</sk-select><button>After</button></div>`,
      );
      const el = wrapper.querySelector<SkSelect>('sk-select')!;
      await press(el, '{ArrowDown}{ArrowDown}');
      await userEvent.tab();
      await settle();
      expect(el.value).toBe('banana');
      expect(el.open).toBe(false);
      expect(document.activeElement).toBe(wrapper.querySelector('button'));
    });

    it('closes on Escape without a change, keeping focus', async () => {
      const el = await select(fruit, 'label="Fruit" value="apple"');
      await press(el, '{ArrowDown}{ArrowDown}');
      const closed = oneEvent(el, 'sk-close');
      await press(el, '{Escape}');
      expect((await closed).detail.source).toBe('escape');
      expect(el.open).toBe(false);
      expect(el.value).toBe('apple');
      expect(el.shadowRoot!.activeElement).toBe(button(el));
    });

    it('with multiple, toggles the active option with Enter and Space and stays open', async () => {
      const el = await select(fruit, 'label="Fruit" multiple');
      const events = captureEvents(el, ['input', 'change']);
      await press(el, '{ArrowDown}');
      await press(el, '{Enter}');
      await press(el, '{ArrowDown}');
      await press(el, ' ');
      expect(el.open).toBe(true);
      expect(el.values).toEqual(['apple', 'banana']);
      await press(el, '{Enter}');
      expect(el.values).toEqual(['apple']);
      expect(events.types()).toEqual(['input', 'change', 'input', 'change', 'input', 'change']);
      await press(el, '{Escape}');
      expect(el.values).toEqual(['apple']);
    });

    it('with multiple, closes and moves on with Tab, past its scrolling list', async () => {
      const many = Array.from({ length: 40 }, (_, i) => `<option>Item ${i}</option>`).join('');
      const wrapper = await fixture(
        `<div><sk-select label="Many" multiple>${many}</sk-select><button>After</button></div>`,
      );
      const el = wrapper.querySelector<SkSelect>('sk-select')!;
      await press(el, '{ArrowDown}{Enter}');
      await userEvent.tab();
      await settle();
      expect(el.open).toBe(false);
      expect(el.values).toEqual(['Item 0']);
      expect(document.activeElement).toBe(wrapper.querySelector('button'));
    });

    it('does not open while disabled or read-only', async () => {
      const el = await select(fruit, 'label="Fruit" readonly value="apple"');
      await press(el, '{ArrowDown}');
      await userEvent.click(button(el));
      expect(el.open).toBe(false);
      expect(button(el).getAttribute('aria-readonly')).toBe('true');
      const disabled = await select(fruit, 'label="Fruit" disabled');
      expect(button(disabled).disabled).toBe(true);
      disabled.showPicker();
      expect(disabled.open).toBe(false);
    });

    it('keeps the keys in right-to-left text, and lines the list up with the start edge', async () => {
      const wrapper = await fixture(
        `<div dir="rtl" style="padding: 100px"><sk-select label="Fruit">${fruit}</sk-select></div>`,
      );
      const el = wrapper.querySelector<SkSelect>('sk-select')!;
      await press(el, '{ArrowDown}{ArrowDown}');
      expect(active(el)).toBe('Banana');
      await expect
        .poll(() => popupOf(el).getBoundingClientRect().right)
        .toBeCloseTo(button(el).getBoundingClientRect().right, 0);
      expect(shadow(el, '.chevron').getBoundingClientRect().left).toBeLessThan(
        shadow(el, '.display').getBoundingClientRect().left,
      );
    });
  });

  describe('form', () => {
    runFormControlSuite({
      tag: 'sk-select',
      content: suiteOptions,
      field: { role: 'combobox' },
      value: { enter },
      required: { message: en.valueMissingChoice },
    });

    describe('multiple', () => {
      runFormControlSuite({
        tag: 'sk-select',
        content: '<option>a</option><option>b</option><option>c</option>',
        field: { role: 'combobox' },
        values: { attributes: 'multiple', choose: chooseByPointer },
        required: { message: en.valueMissingChoice },
      });
    });

    it('counts the placeholder as no value for required', async () => {
      const form = await fixture<HTMLFormElement>(
        `<form><sk-select name="f" label="Fruit" required placeholder="Choose">${fruit}</sk-select></form>`,
      );
      const el = form.querySelector<SkSelect>('sk-select')!;
      expect(el.checkValidity()).toBe(false);
      expect(el.validity.valueMissing).toBe(true);
      expect([...new FormData(form)]).toEqual([]);
      await chooseByPointer(el, ['lime']);
      expect(el.checkValidity()).toBe(true);
      expect([...new FormData(form)]).toEqual([['f', 'lime']]);
    });

    it('returns to the option marked selected on reset, after a choice', async () => {
      const form = await fixture<HTMLFormElement>(
        `<form><sk-select name="f" label="Fruit">${fruit.replace('value="banana"', 'value="banana" selected')}</sk-select></form>`,
      );
      const el = form.querySelector<SkSelect>('sk-select')!;
      await chooseByPointer(el, ['lime']);
      form.reset();
      await settle();
      expect(el.value).toBe('banana');
      expect(display(el)).toBe('Banana');
    });
  });

  describe('parts and states', () => {
    it('exposes its parts', async () => {
      const el = await select(fruit, 'label="Fruit" placeholder="Choose"');
      for (const part of [
        'control',
        'display',
        'placeholder',
        'expand-icon',
        'popup',
        'listbox',
        'option',
        'group',
        'group-label',
      ]) {
        expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).not.toBeNull();
      }
    });

    it('is coloured by --sk-select-background and --sk-select-border-color', async () => {
      const el = await select(
        fruit,
        'label="Fruit" style="--sk-select-background: var(--sk-color-surface-subtle); --sk-select-border-color: var(--sk-color-status-info)"',
      );
      const style = getComputedStyle(button(el));
      expect(style.backgroundColor).toBe(computedColor('var(--sk-color-surface-subtle)'));
      expect(style.borderTopColor).toBe(computedColor('var(--sk-color-status-info)'));
    });

    it('grows its list to --sk-select-list-max-height before it scrolls', async () => {
      const many = Array.from({ length: 40 }, (_, i) => `<option>Item ${i}</option>`).join('');
      const el = await select(many, 'label="Many" style="--sk-select-list-max-height: 120px"');
      await openByPointer(el);
      expect(listboxOf(el).getBoundingClientRect().height).toBe(120);
      expect(listboxOf(el).scrollHeight).toBeGreaterThan(120);
    });

    it('is :state(open) while open, and marks it on the button', async () => {
      const el = await select();
      expect(el.matches(':state(open)')).toBe(false);
      await openByPointer(el);
      expect(el.matches(':state(open)')).toBe(true);
      expect(await borderColor(el)).toBe(computedColor('var(--sk-color-interactive)'));
    });

    it('shows the error after a failed submit, and success once corrected', async () => {
      const form = await fixture<HTMLFormElement>(
        `<form><sk-select name="f" label="Fruit" required>${fruit}</sk-select></form>`,
      );
      const el = form.querySelector<SkSelect>('sk-select')!;
      form.requestSubmit();
      await settle();
      expect(el.matches(':state(user-invalid)')).toBe(true);
      expect(await borderColor(el)).toBe(computedColor('var(--sk-color-status-danger)'));
      await chooseByPointer(el, ['apple']);
      expect(el.matches(':state(user-valid)')).toBe(true);
      // Away from the pointer, which would show the hover colour.
      await userEvent.unhover(button(el));
      expect(await borderColor(el)).toBe(computedColor('var(--sk-color-status-success)'));
    });

    it('flips the list above near the bottom of the viewport', async () => {
      const wrapper = await fixture(
        `<div style="position: fixed; inset-block-end: 4px; inset-inline-start: 20px; inline-size: 200px"><sk-select label="Fruit">${fruit}</sk-select></div>`,
      );
      const el = wrapper.querySelector<SkSelect>('sk-select')!;
      await openByPointer(el);
      const list = popupOf(el).getBoundingClientRect();
      expect(list.bottom).toBeLessThanOrEqual(button(el).getBoundingClientRect().top);
      expect(list.top).toBeGreaterThanOrEqual(0);
    });

    it('is never clipped inside an overflow:hidden container', async () => {
      const box = await fixture(
        `<div style="overflow: hidden; block-size: 90px; inline-size: 220px"><sk-select label="Fruit">${fruit}</sk-select></div>`,
      );
      const el = box.querySelector<SkSelect>('sk-select')!;
      await openByPointer(el);
      const lime = option(el, 'Lime').getBoundingClientRect();
      expect(lime.top).toBeGreaterThan(box.getBoundingClientRect().bottom);
      const hit = el.shadowRoot!.elementFromPoint(
        lime.left + lime.width / 2,
        lime.top + lime.height / 2,
      );
      expect(hit).toBe(option(el, 'Lime'));
      await userEvent.click(option(el, 'Lime'));
      expect(el.value).toBe('lime');
    });

    it('keeps border, text, options and focus ring visible in forced colors', async () => {
      const wrapper = await fixture(
        `<div><sk-select label="Fruit" value="apple">${fruit}</sk-select><sk-select label="Off" disabled>${fruit}</sk-select></div>`,
      );
      await commands.emulateForcedColors(true);
      expect(matchMedia('(forced-colors: active)').matches).toBe(true);
      const [el, disabled] = wrapper.querySelectorAll<SkSelect>('sk-select');
      expect(getComputedStyle(button(el!)).borderTopColor).toBe(computedColor('ButtonText'));
      expect(getComputedStyle(button(disabled!)).borderTopColor).toBe(computedColor('GrayText'));
      await press(el!, '{ArrowDown}');
      await expect.poll(() => popupOf(el!).matches(':popover-open')).toBe(true);
      const apple = option(el!, 'Apple');
      expect(getComputedStyle(apple).outlineColor).toBe(computedColor('Highlight'));
      expect(getComputedStyle(apple, '::before').borderBottomColor).toBe(
        computedColor('CanvasText'),
      );
      expect(getComputedStyle(option(el!, 'Cherry')).color).toBe(computedColor('GrayText'));
      // Closed by the keyboard, the field keeps focus and shows its ring.
      await press(el!, '{Escape}');
      expect(getComputedStyle(button(el!)).outlineStyle).toBe('solid');
      expect(getComputedStyle(button(el!)).outlineColor).toBe(computedColor('Highlight'));
    });

    it('turns its motion off under reduced motion', async () => {
      const el = await select();
      await commands.emulateReducedMotion(true);
      const opened = oneEvent(el, 'sk-after-open');
      el.showPicker();
      await opened;
      expect(popupOf(el).getAnimations()).toHaveLength(0);
      expect(getComputedStyle(shadow(el, '.chevron')).transitionDuration).toBe('0s');
    });
  });
});

describe('<sk-select multiple> given its values before it is in the page', () => {
  // As a framework sets properties: on the new element, then the options, then it connects.
  it('keeps them once its options are known', async () => {
    const el = document.createElement('sk-select');
    el.multiple = true;
    el.values = ['apple', 'date'];
    el.innerHTML = fruit;
    const container = document.createElement('div');
    container.append(el);
    document.body.append(container);
    try {
      await settle();
      expect(el.values).toEqual(['apple', 'date']);
      expect(el.value).toBe('apple');
    } finally {
      container.remove();
    }
  });
});
