import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { en } from '../../localization/translations/en.js';
import { accessibleDescendants, accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { computedColor } from '../../testing/colors.js';
import { captureEvents, oneEvent } from '../../testing/events.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { type ConstraintCase, runFormControlSuite } from '../../testing/form-control-suite.js';
import { textConstraints } from '../../testing/text-constraints.js';
import { type SkDatalist } from './datalist.js';
import { datalistSizes, datalistTypes } from './datalist.types.js';
import './sk-datalist.js';

/** Types `value` into the field as a user would, then leaves it, which commits it (change). */
async function enter(control: HTMLElement, value: string): Promise<void> {
  const input = shadow<HTMLInputElement>(control, '#control');
  await userEvent.fill(input, value);
  input.blur();
  await settle();
}

const native = (el: Element): HTMLInputElement => shadow<HTMLInputElement>(el, '#control');
const box = (el: Element): HTMLElement => shadow(el, '.control');
const popup = (el: Element): HTMLElement => shadow(el, '[part~="popup"]');
const isOpen = (el: Element): boolean => popup(el).matches(':popover-open');
const status = (el: Element): string => shadow(el, '[role="status"]').textContent!.trim();

/** The text of each suggestion shown, in order. */
const shown = (el: Element): string[] =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]')]
    .filter((option) => !option.hidden)
    .map((option) => option.textContent!);

/** The marked text of each suggestion shown. */
const marks = (el: Element): string[] =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]:not([hidden]) mark')].map(
    (mark) => mark.textContent!,
  );

/** The option `aria-activedescendant` points to, as the input's own tree resolves it. */
function active(el: Element): HTMLElement | null {
  const id = native(el).getAttribute('aria-activedescendant');
  return id ? el.shadowRoot!.getElementById(id) : null;
}

/** Focuses the field and types `text` as a user would, key by key. */
async function type(el: Element, text: string): Promise<void> {
  await userEvent.click(native(el));
  await userEvent.keyboard(text);
  await settle();
}

const cities =
  '<option>Amsterdam</option><option>Berlin</option><option>Bergen</option><option>Oslo</option><option>Zürich</option>';

/* The text constraints that apply to a text field with suggestions (no number checks). */
const constraints: ConstraintCase[] = textConstraints.filter(
  ({ attributes }) => !attributes.includes('number'),
);

const tokenColor = (token: string): string => computedColor(`var(${token})`);

describe('<sk-datalist>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
    await commands.emulateReducedMotion(false);
  });

  describe('accessibility', () => {
    for (const kind of datalistTypes) {
      it(`has no axe violations as type="${kind}", closed`, async () => {
        const el = await fixture(
          `<sk-datalist type="${kind}" label="Contact" hint="We reply within a day.">${cities}</sk-datalist>`,
        );
        await expectNoAxeViolations(el);
      });
    }

    it('has no axe violations open, with groups, marks, a disabled and an active suggestion', async () => {
      const el = await fixture(
        '<sk-datalist label="Airport"><optgroup label="Nordic"><option>Oslo (OSL)</option><option disabled>Bodø (BOO)</option></optgroup><optgroup label="Central"><option>Zürich (ZRH)</option></optgroup></sk-datalist>',
      );
      const opened = oneEvent(el, 'sk-after-open');
      await type(el, 'o{ArrowDown}');
      // Checked once the list has faded in, at the colours the reader then sees.
      await opened;
      expect(active(el)).not.toBeNull();
      await expectNoAxeViolations(el);
    });

    it('names its list by an external label when it has no label of its own', async () => {
      const wrapper = await fixture(
        `<div><label for="sk-dl-ext">City</label><sk-datalist id="sk-dl-ext">${cities}</sk-datalist></div>`,
      );
      const el = wrapper.querySelector('sk-datalist')!;
      await type(el, 'ber');
      expect(isOpen(el)).toBe(true);
      expect((await accessibleNode(native(el))).name).toBe('City');
      expect((await accessibleNode(shadow(el, '[role="listbox"]'))).name).toBe('City');
    });

    it('has no axe violations when readonly, disabled, showing its error, and corrected', async () => {
      const form = await fixture<HTMLFormElement>(
        `<form><sk-datalist label="City" required>${cities}</sk-datalist><sk-datalist label="Country" disabled value="Norway"></sk-datalist><sk-datalist label="Code" readonly value="NO"></sk-datalist></form>`,
      );
      form.requestSubmit();
      await settle();
      await expectNoAxeViolations(form);
      const city = form.querySelector('sk-datalist')!;
      await enter(city, 'Oslo');
      expect(city.matches(':state(user-valid)')).toBe(true);
      await expectNoAxeViolations(form);
    });

    it('is an editable combobox named by its label, collapsed until the list opens', async () => {
      const el = await fixture(`<sk-datalist label="City">${cities}</sk-datalist>`);
      const input = native(el);
      const closed = await accessibleNode(input);
      expect(closed.role).toBe('combobox');
      expect(closed.name).toBe('City');
      expect(closed.properties.expanded).toBe(false);
      expect(closed.properties.autocomplete).toBe('list');
      expect(closed.properties.editable).toBe('plaintext');
      await type(el, 'b');
      const open = await accessibleNode(input);
      expect(open.properties.expanded).toBe(true);
      // The list it controls is in its own shadow root, named by the same label.
      const list = el.shadowRoot!.getElementById(input.getAttribute('aria-controls')!)!;
      expect(list.getAttribute('role')).toBe('listbox');
      expect((await accessibleNode(list)).name).toBe('City');
      expect(await accessibleDescendants(list, 'option')).toEqual(['Berlin', 'Bergen']);
    });

    it('points aria-activedescendant at the active suggestion, in the same tree', async () => {
      const el = await fixture(`<sk-datalist label="City">${cities}</sk-datalist>`);
      await type(el, 'ber{ArrowDown}');
      const option = active(el)!;
      expect(option.getRootNode()).toBe(native(el).getRootNode());
      expect(option.getAttribute('role')).toBe('option');
      expect((await accessibleNode(option)).name).toBe('Berlin');
      expect(native(el).ariaActiveDescendantElement).toBe(option);
      await userEvent.keyboard('{ArrowDown}');
      expect((await accessibleNode(active(el)!)).name).toBe('Bergen');
    });

    it('names the groups of suggestions by their labels', async () => {
      const el = await fixture(
        '<sk-datalist label="Airport"><optgroup label="Nordic"><option>Oslo</option></optgroup><optgroup label="Central"><option>Zürich</option></optgroup></sk-datalist>',
      );
      await type(el, '{ArrowDown}');
      expect(await accessibleDescendants(shadow(el, '[role="listbox"]'), 'group')).toEqual([
        'Nordic',
        'Central',
      ]);
    });

    it('announces the number of suggestions politely once typing pauses, not on each key', async () => {
      const el = await fixture(`<sk-datalist label="City">${cities}</sk-datalist>`);
      const region = shadow(el, '[role="status"]');
      expect(region.getAttribute('role')).toBe('status');
      await type(el, 'be');
      // Said after the pause, never while the reader types.
      expect(status(el)).toBe('');
      await expect.poll(() => status(el), { timeout: 5000 }).toBe('2 suggestions');
      await userEvent.keyboard('r');
      expect(status(el)).toBe('');
      await expect.poll(() => status(el), { timeout: 5000 }).toBe('2 suggestions');
      await userEvent.keyboard('l');
      await expect.poll(() => status(el), { timeout: 5000 }).toBe('1 suggestion');
      await userEvent.keyboard('x');
      await expect.poll(() => status(el), { timeout: 5000 }).toBe('No suggestions');
      expect(isOpen(el)).toBe(false);
    });

    it('announces the number in the language of its nearest lang, with its plural rules', async () => {
      const options = Array.from({ length: 12 }, (_, i) => `<option>Item ${i + 1}</option>`);
      const wrapper = await fixture(
        `<div><sk-datalist lang="ar" label="عنصر">${options.join('')}</sk-datalist><sk-datalist lang="fi" label="Kohde">${options.join('')}</sk-datalist></div>`,
      );
      const [arabic, finnish] = wrapper.querySelectorAll('sk-datalist');
      await type(arabic!, 'item 1');
      // Item 1, 10, 11, 12: four, the "few" form in Arabic, in Arabic digits.
      const four = new Intl.NumberFormat('ar').format(4);
      await expect.poll(() => status(arabic!), { timeout: 5000 }).toBe(`${four} اقتراحات`);
      await userEvent.keyboard('{Escape}');
      await type(finnish!, 'item');
      await expect.poll(() => status(finnish!), { timeout: 5000 }).toBe('12 ehdotusta');
      await userEvent.keyboard('x');
      await expect.poll(() => status(finnish!), { timeout: 5000 }).toBe('Ei ehdotuksia');
    });

    it('announces nothing for a value set by script', async () => {
      const el = await fixture<SkDatalist>(`<sk-datalist label="City">${cities}</sk-datalist>`);
      el.value = 'Berlin';
      await settle();
      expect(isOpen(el)).toBe(false);
      await type(el, '{ArrowDown}');
      // Only typing is counted; opening with a key announces the suggestions themselves.
      expect(status(el)).toBe('');
    });
  });

  describe('properties', () => {
    it('has documented defaults, and writes no attribute for them', async () => {
      const el = await fixture<SkDatalist>(`<sk-datalist label="City">${cities}</sk-datalist>`);
      expect(el.type).toBe('text');
      expect(el.filter).toBe('contains');
      expect(el.size).toBe('medium');
      expect(el.value).toBe('');
      expect(el.minLength).toBe(-1);
      expect(el.maxLength).toBe(-1);
      for (const name of ['type', 'filter', 'size']) expect(el.hasAttribute(name)).toBe(false);
      const input = native(el);
      expect(input.type).toBe('text');
      expect(input.getAttribute('role')).toBe('combobox');
      expect(input.getAttribute('aria-autocomplete')).toBe('list');
      // The browser's own list of earlier entries would cover the suggestions.
      expect(input.getAttribute('autocomplete')).toBe('off');
      expect(input.hasAttribute('placeholder')).toBe(false);
      expect(isOpen(el)).toBe(false);
    });

    it('renders the native type, placeholder and autocomplete it is given', async () => {
      const el = await fixture<SkDatalist>(
        '<sk-datalist label="Email" type="email" placeholder="ada@example.com" autocomplete="email"></sk-datalist>',
      );
      const input = native(el);
      expect(input.type).toBe('email');
      expect(input.placeholder).toBe('ada@example.com');
      expect(input.autocomplete).toBe('email');
      for (const kind of datalistTypes) {
        el.type = kind;
        await settle();
        expect(input.type).toBe(kind);
        expect(el.getAttribute('type')).toBe(kind);
      }
    });

    it('keeps the suggestions that contain the text, marking it, ignoring case and accents', async () => {
      const el = await fixture(
        '<sk-datalist label="City"><option>Zürich</option><option>Zug</option><option>Lucerne</option><option>Mönchengladbach</option></sk-datalist>',
      );
      await type(el, 'ZU');
      expect(shown(el)).toEqual(['Zürich', 'Zug']);
      expect(marks(el)).toEqual(['Zü', 'Zu']);
      await userEvent.keyboard('{Backspace}{Backspace}CERN');
      await settle();
      // Anywhere in the suggestion, in the suggestion's own letters.
      expect(shown(el)).toEqual(['Lucerne']);
      expect(marks(el)).toEqual(['cern']);
      await userEvent.fill(native(el), 'monchen');
      await settle();
      expect(marks(el)).toEqual(['Mönchen']);
    });

    it('ignores accents as the language of its nearest lang does', async () => {
      const options = '<option>Äänekoski</option><option>Aachen</option>';
      const wrapper = await fixture(
        `<div><sk-datalist lang="de" label="Ort">${options}</sk-datalist><sk-datalist lang="fi" label="Paikka">${options}</sk-datalist></div>`,
      );
      const [german, finnish] = wrapper.querySelectorAll('sk-datalist');
      await type(german!, 'aa');
      expect(shown(german!)).toEqual(['Äänekoski', 'Aachen']);
      await userEvent.keyboard('{Escape}');
      // In Finnish, ä is a letter of its own, not an a with dots.
      await type(finnish!, 'aa');
      expect(shown(finnish!)).toEqual(['Aachen']);
      await userEvent.fill(native(finnish!), 'ÄÄ');
      await settle();
      expect(shown(finnish!)).toEqual(['Äänekoski']);
      expect(marks(finnish!)).toEqual(['Ää']);
    });

    it('keeps only the suggestions that start with the text with filter="starts-with"', async () => {
      const el = await fixture(
        '<sk-datalist label="Postcode" filter="starts-with"><option>00100 Helsinki</option><option>02100 Espoo</option><option>33100 Tampere</option></sk-datalist>',
      );
      await type(el, '0');
      expect(shown(el)).toEqual(['00100 Helsinki', '02100 Espoo']);
      await userEvent.keyboard('2');
      await settle();
      expect(shown(el)).toEqual(['02100 Espoo']);
      expect(marks(el)).toEqual(['02']);
    });

    it('shows every suggestion as it is with filter="none", for a list the page filters', async () => {
      const el = await fixture(`<sk-datalist label="City" filter="none">${cities}</sk-datalist>`);
      await type(el, 'xyz');
      expect(isOpen(el)).toBe(true);
      expect(shown(el)).toHaveLength(5);
      expect(marks(el)).toEqual([]);
    });

    it('shows suggestions the page adds while the reader types', async () => {
      const el = await fixture<SkDatalist>(
        '<sk-datalist label="City" filter="none"></sk-datalist>',
      );
      el.addEventListener('input', () => {
        // As a page would with results from a server for the text typed.
        el.replaceChildren(
          ...['Bergen', 'Berlin'].map((city) => new Option(`${city} (${el.value})`)),
        );
      });
      await type(el, 'ber');
      await expect.poll(() => isOpen(el)).toBe(true);
      expect(shown(el)).toEqual(['Bergen (ber)', 'Berlin (ber)']);
    });

    it('gives the field the value of a suggestion chosen, and shows its text', async () => {
      const el = await fixture<SkDatalist>(
        '<sk-datalist label="Country"><option value="NO">Norway</option><option>Sweden</option></sk-datalist>',
      );
      await type(el, 'nor');
      expect(shown(el)).toEqual(['Norway']);
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await settle();
      expect(el.value).toBe('NO');
      expect(native(el).value).toBe('NO');
    });

    it('opens no list and moves nothing while readonly, and is readonly natively', async () => {
      const el = await fixture<SkDatalist>(
        `<sk-datalist label="City" readonly value="Oslo">${cities}</sk-datalist>`,
      );
      expect(native(el).readOnly).toBe(true);
      await type(el, '{ArrowDown}{Alt>}{ArrowDown}{/Alt}');
      expect(isOpen(el)).toBe(false);
      await userEvent.keyboard('{Escape}');
      expect(el.value).toBe('Oslo');
    });

    it('closes its list when it becomes readonly or disabled', async () => {
      const el = await fixture<SkDatalist>(`<sk-datalist label="City">${cities}</sk-datalist>`);
      await type(el, 'b');
      expect(isOpen(el)).toBe(true);
      el.disabled = true;
      await settle();
      expect(isOpen(el)).toBe(false);
      expect(native(el).disabled).toBe(true);
    });

    it('does not open or fire events for a value set by script', async () => {
      const el = await fixture<SkDatalist>(`<sk-datalist label="City">${cities}</sk-datalist>`);
      const log = captureEvents(el, ['input', 'change', 'sk-open']);
      el.value = 'Berlin';
      await settle();
      expect(native(el).value).toBe('Berlin');
      expect(isOpen(el)).toBe(false);
      expect(log.types()).toEqual([]);
    });

    it('counts characters against maxlength, and lets the reader type past it', async () => {
      const el = await fixture<SkDatalist>(
        `<sk-datalist label="Code" maxlength="4">${cities}</sk-datalist>`,
      );
      const count = (): string => shadow(el, '[part~="character-count"]').textContent!.trim();
      expect(count()).toBe('You have 4 characters remaining');
      await enter(el, 'abcdef');
      expect(count()).toBe('You have 2 characters too many');
      expect(el.validity.tooLong).toBe(true);
    });

    it('makes each size taller than the one before', async () => {
      const wrapper = await fixture(
        `<div>${datalistSizes.map((size) => `<sk-datalist label="${size}" size="${size}"></sk-datalist>`).join('')}</div>`,
      );
      const heights = [...wrapper.querySelectorAll('sk-datalist')].map(
        (el) => box(el).getBoundingClientRect().height,
      );
      // 32, 40 and 48 pixels, as sk-input and the button sizes.
      expect(heights).toEqual([32, 40, 48]);
    });

    it('falls back to the default type, filter and size with one SK001 each; removing restores silently', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const wrapper = await fixture(
        `<div><sk-datalist label="A" type="number"></sk-datalist><sk-datalist label="B" filter="fuzzy">${cities}</sk-datalist><sk-datalist label="C" size="huge"></sk-datalist></div>`,
      );
      const [typed, filtered, sized] = wrapper.querySelectorAll('sk-datalist');
      expect(typed!.type).toBe('text');
      expect(native(typed!).type).toBe('text');
      expect(filtered!.filter).toBe('contains');
      expect(sized!.size).toBe('medium');
      expect(warn.mock.calls.map((call) => String(call[0]).slice(0, 19))).toEqual([
        '[sk-datalist] SK001',
        '[sk-datalist] SK001',
        '[sk-datalist] SK001',
      ]);
      // The fallback filter works.
      await type(filtered!, 'erg');
      expect(shown(filtered!)).toEqual(['Bergen']);
      for (const [el, name, value] of [
        [typed!, 'type', 'email'],
        [filtered!, 'filter', 'none'],
        [sized!, 'size', 'small'],
      ] as const) {
        el.setAttribute(name, value);
        await settle();
        expect(el[name]).toBe(value);
        el.removeAttribute(name);
        await settle();
      }
      expect([typed!.type, filtered!.filter, sized!.size]).toEqual(['text', 'contains', 'medium']);
      expect(warn).toHaveBeenCalledTimes(3);
    });
  });

  describe('events', () => {
    it('fires input while typing and change once when the value is committed', async () => {
      const el = await fixture<SkDatalist>(`<sk-datalist label="City">${cities}</sk-datalist>`);
      const log = captureEvents(el, ['input', 'change']);
      await enter(el, 'Oslo');
      expect(log.types().filter((kind) => kind === 'input').length).toBeGreaterThan(0);
      expect(log.types().filter((kind) => kind === 'change')).toHaveLength(1);
      expect(el.value).toBe('Oslo');
    });

    it('fires input and change once when a suggestion is chosen, and no second change on leaving', async () => {
      const el = await fixture<SkDatalist>(`<sk-datalist label="City">${cities}</sk-datalist>`);
      await type(el, 'zu');
      const log = captureEvents(el, ['input', 'change']);
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await settle();
      expect(log.types()).toEqual(['input', 'change']);
      expect((log.events[0] as InputEvent).inputType).toBe('insertReplacementText');
      native(el).blur();
      await settle();
      expect(log.types()).toEqual(['input', 'change']);
      expect(el.value).toBe('Zürich');
    });

    it('fires sk-open and sk-after-open when typing opens the list, and can be refused', async () => {
      const el = await fixture(`<sk-datalist label="City">${cities}</sk-datalist>`);
      const refused = oneEvent(el, 'sk-open', { cancel: true });
      await type(el, 'b');
      await refused;
      expect(isOpen(el)).toBe(false);
      const opened = oneEvent(el, 'sk-after-open');
      await userEvent.keyboard('e');
      await opened;
      expect(isOpen(el)).toBe(true);
      expect(el.matches(':state(open)')).toBe(true);
    });

    it('fires sk-close with its source when the reader closes the list, and can be refused', async () => {
      const wrapper = await fixture(
        `<div><button>Elsewhere</button><sk-datalist label="City">${cities}</sk-datalist></div>`,
      );
      const el = wrapper.querySelector('sk-datalist')!;
      await type(el, 'b');
      const refused = oneEvent(el, 'sk-close', { cancel: true });
      await userEvent.keyboard('{Escape}');
      expect((await refused).detail.source).toBe('escape');
      expect(isOpen(el)).toBe(true);

      let closing = oneEvent(el, 'sk-close');
      const closed = oneEvent(el, 'sk-after-close');
      await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
      expect((await closing).detail.source).toBe('trigger');
      await closed;
      expect(el.matches(':state(open)')).toBe(false);

      await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
      expect(isOpen(el)).toBe(true);
      closing = oneEvent(el, 'sk-close');
      await userEvent.click(wrapper.querySelector('button')!);
      expect((await closing).detail.source).toBe('light-dismiss');
      await expect.poll(() => isOpen(el)).toBe(false);
    });

    it('closes without sk-close when no suggestion matches, and when one is chosen', async () => {
      const el = await fixture(`<sk-datalist label="City">${cities}</sk-datalist>`);
      const log = captureEvents(el, ['sk-close', 'sk-after-close']);
      await type(el, 'bx');
      expect(isOpen(el)).toBe(false);
      // Reopened before its closing motion ends, a list would rightly never report that close.
      await expect.poll(() => log.types()).toEqual(['sk-after-close']);
      await userEvent.keyboard('{Backspace}');
      await settle();
      expect(isOpen(el)).toBe(true);
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await settle();
      expect(isOpen(el)).toBe(false);
      await expect.poll(() => log.types()).toEqual(['sk-after-close', 'sk-after-close']);
    });

    it('empties the field on Escape with the list closed: sk-clear, then input and change', async () => {
      const el = await fixture<SkDatalist>(
        `<sk-datalist label="City" value="Oslo">${cities}</sk-datalist>`,
      );
      const log = captureEvents(document, ['sk-clear', 'input', 'change']);
      await userEvent.click(native(el));
      await userEvent.keyboard('{Escape}');
      await settle();
      log.stop();
      expect(log.types()).toEqual(['sk-clear', 'input', 'change']);
      expect(log.events[0]!.target).toBe(el);
      expect(log.events[0]!.cancelable).toBe(true);
      expect(el.value).toBe('');
      expect(native(el).value).toBe('');
      expect(el.shadowRoot!.activeElement).toBe(native(el));
    });

    it('keeps the text when sk-clear is cancelled', async () => {
      const el = await fixture<SkDatalist>(
        `<sk-datalist label="City" value="Oslo">${cities}</sk-datalist>`,
      );
      const onChange = vi.fn();
      el.addEventListener('change', onChange);
      const cleared = oneEvent(el, 'sk-clear', { cancel: true });
      await userEvent.click(native(el));
      await userEvent.keyboard('{Escape}');
      await cleared;
      await settle();
      expect(el.value).toBe('Oslo');
      expect(onChange).not.toHaveBeenCalled();
    });

    it('leaves Escape on an empty, closed field to the page, for a dialog around it', async () => {
      const el = await fixture(`<sk-datalist label="City">${cities}</sk-datalist>`);
      const heard = oneEvent(document, 'keydown');
      await userEvent.click(native(el));
      await userEvent.keyboard('{Escape}');
      const event = await heard;
      expect(event.key).toBe('Escape');
      expect(event.defaultPrevented).toBe(false);
    });
  });

  describe('slots', () => {
    it('takes its label from the label slot, and names the list with it', async () => {
      const el = await fixture(
        `<sk-datalist><span slot="label">Town</span>${cities}</sk-datalist>`,
      );
      await expect.element(page.getByRole('combobox', { name: 'Town' })).toBeInTheDocument();
      await type(el, 'b');
      expect((await accessibleNode(shadow(el, '[role="listbox"]'))).name).toBe('Town');
    });

    it('takes its suggestions from its options and groups, and does not show them in place', async () => {
      const el = await fixture(
        '<sk-datalist label="Airport"><option>Tromsø</option><optgroup label="Central"><option value="ZRH">Zürich</option><option disabled>Vienna</option></optgroup></sk-datalist>',
      );
      for (const option of el.querySelectorAll('option')) {
        expect(option.getClientRects()).toHaveLength(0);
      }
      await type(el, '{ArrowDown}');
      expect(shown(el)).toEqual(['Tromsø', 'Zürich', 'Vienna']);
      const group = shadow(el, '[part~="group"]');
      expect(group.getAttribute('role')).toBe('group');
      expect(shadow(el, '[part~="group-label"]').textContent).toBe('Central');
      const vienna = [...el.shadowRoot!.querySelectorAll('[role="option"]')].at(-1)!;
      expect(vienna.getAttribute('aria-disabled')).toBe('true');
    });

    it('follows options added, changed and removed, keeping the filter', async () => {
      const el = await fixture(`<sk-datalist label="City">${cities}</sk-datalist>`);
      await type(el, 'ber');
      expect(shown(el)).toEqual(['Berlin', 'Bergen']);
      el.append(new Option('Bern'));
      el.querySelector('option')!.remove();
      el.querySelectorAll('option')[0]!.textContent = 'Berlin-Mitte';
      await expect.poll(() => shown(el)).toEqual(['Berlin-Mitte', 'Bergen', 'Bern']);
      expect(marks(el)).toEqual(['Ber', 'Ber', 'Ber']);
    });

    it('hides a group none of whose suggestions match', async () => {
      const el = await fixture(
        '<sk-datalist label="Airport"><optgroup label="Nordic"><option>Oslo</option></optgroup><optgroup label="Central"><option>Zürich</option></optgroup></sk-datalist>',
      );
      await type(el, 'zü');
      const groups = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="group"]')];
      expect(groups.map((group) => group.hidden)).toEqual([true, false]);
    });
  });

  describe('keyboard', () => {
    it('is one tab stop, on the input; Tab leaves and closes the list, keeping the text', async () => {
      // Long enough to scroll: a scrolling list must not take the focus Tab moves.
      const more = Array.from({ length: 30 }, (_, i) => `<option>Bexley ${i}</option>`).join('');
      const wrapper = await fixture(
        `<div><button>Before</button><sk-datalist label="City">${cities}${more}</sk-datalist><button>After</button></div>`,
      );
      const el = wrapper.querySelector('sk-datalist')!;
      wrapper.querySelector('button')!.focus();
      await userEvent.tab();
      expect(el.shadowRoot!.activeElement).toBe(native(el));
      await userEvent.keyboard('be{ArrowDown}');
      expect(active(el)).not.toBeNull();
      await userEvent.tab();
      await settle();
      expect(document.activeElement).toBe(wrapper.querySelector('button:last-child'));
      expect(isOpen(el)).toBe(false);
      expect((el as SkDatalist).value).toBe('be');
    });

    it('opens at the first suggestion with Down, and moves on with Down to the last', async () => {
      const el = await fixture(`<sk-datalist label="City">${cities}</sk-datalist>`);
      await type(el, '{ArrowDown}');
      expect(isOpen(el)).toBe(true);
      expect(active(el)!.textContent).toBe('Amsterdam');
      await userEvent.keyboard('{ArrowDown}');
      expect(active(el)!.textContent).toBe('Berlin');
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
      expect(active(el)!.textContent).toBe('Zürich');
      // The text cursor stays in the field all along.
      expect(el.shadowRoot!.activeElement).toBe(native(el));
    });

    it('opens at the last suggestion with Up, and moves back with Up', async () => {
      const el = await fixture(`<sk-datalist label="City">${cities}</sk-datalist>`);
      await type(el, '{ArrowUp}');
      expect(active(el)!.textContent).toBe('Zürich');
      await userEvent.keyboard('{ArrowUp}');
      expect(active(el)!.textContent).toBe('Oslo');
    });

    it('opens the matching suggestions with Down after typing', async () => {
      const el = await fixture(`<sk-datalist label="City">${cities}</sk-datalist>`);
      await type(el, 'ber{Escape}');
      expect(isOpen(el)).toBe(false);
      await userEvent.keyboard('{ArrowDown}');
      expect(shown(el)).toEqual(['Berlin', 'Bergen']);
      expect(active(el)!.textContent).toBe('Berlin');
    });

    it('opens without an active suggestion with Alt+Down, and closes with Alt+Up', async () => {
      const el = await fixture(`<sk-datalist label="City">${cities}</sk-datalist>`);
      await type(el, '{Alt>}{ArrowDown}{/Alt}');
      expect(isOpen(el)).toBe(true);
      expect(active(el)).toBeNull();
      await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
      expect(isOpen(el)).toBe(false);
      expect((el as SkDatalist).value).toBe('');
    });

    it('moves to the first and last suggestion with Home and End while one is active', async () => {
      const el = await fixture(`<sk-datalist label="City">${cities}</sk-datalist>`);
      await type(el, '{ArrowDown}{ArrowDown}{End}');
      expect(active(el)!.textContent).toBe('Zürich');
      await userEvent.keyboard('{Home}');
      expect(active(el)!.textContent).toBe('Amsterdam');
    });

    it('moves the text cursor with Home and End while no suggestion is active', async () => {
      const el = await fixture(`<sk-datalist label="City">${cities}</sk-datalist>`);
      await type(el, 'ber');
      expect(isOpen(el)).toBe(true);
      await userEvent.keyboard('{Home}');
      expect(native(el).selectionStart).toBe(0);
      await userEvent.keyboard('{End}');
      expect(native(el).selectionStart).toBe(3);
      expect(active(el)).toBeNull();
    });

    it('moves ten suggestions with Page Down and Page Up', async () => {
      const options = Array.from({ length: 25 }, (_, i) => `<option>Item ${i + 1}</option>`);
      const el = await fixture(`<sk-datalist label="Item">${options.join('')}</sk-datalist>`);
      await type(el, '{ArrowDown}{PageDown}');
      expect(active(el)!.textContent).toBe('Item 11');
      await userEvent.keyboard('{PageDown}{PageDown}');
      expect(active(el)!.textContent).toBe('Item 25');
      await userEvent.keyboard('{PageUp}');
      expect(active(el)!.textContent).toBe('Item 15');
    });

    it('lets the active suggestion go with Left and Right, which move the text cursor', async () => {
      const el = await fixture(`<sk-datalist label="City">${cities}</sk-datalist>`);
      await type(el, 'ber{ArrowDown}');
      expect(active(el)).not.toBeNull();
      await userEvent.keyboard('{ArrowLeft}');
      expect(active(el)).toBeNull();
      expect(native(el).selectionStart).toBe(2);
      expect(isOpen(el)).toBe(true);
      await userEvent.keyboard('{ArrowDown}{ArrowRight}');
      expect(active(el)).toBeNull();
      expect(native(el).selectionStart).toBe(3);
    });

    it('skips disabled suggestions', async () => {
      const el = await fixture(
        '<sk-datalist label="City"><option>Oslo</option><option disabled>Bodø</option><option>Bergen</option></sk-datalist>',
      );
      await type(el, '{ArrowDown}{ArrowDown}');
      expect(active(el)!.textContent).toBe('Bergen');
    });

    it('lets typing go on from an active suggestion, filtering again', async () => {
      const el = await fixture(`<sk-datalist label="City">${cities}</sk-datalist>`);
      await type(el, 'b{ArrowDown}');
      expect(active(el)).not.toBeNull();
      await userEvent.keyboard('erl');
      await settle();
      expect(active(el)).toBeNull();
      expect(shown(el)).toEqual(['Berlin']);
      expect((el as SkDatalist).value).toBe('berl');
    });

    it('chooses the active suggestion with Enter, without submitting the form', async () => {
      const form = await fixture<HTMLFormElement>(
        `<form><sk-datalist label="City" name="city">${cities}</sk-datalist></form>`,
      );
      const onSubmit = vi.fn((event: Event) => event.preventDefault());
      form.addEventListener('submit', onSubmit);
      const el = form.querySelector('sk-datalist')!;
      await type(el, 'os{ArrowDown}{Enter}');
      await settle();
      expect(onSubmit).not.toHaveBeenCalled();
      expect(el.value).toBe('Oslo');
      expect(isOpen(el)).toBe(false);
      expect(el.shadowRoot!.activeElement).toBe(native(el));
      // The list is closed now: Enter submits, as in a native text field.
      await userEvent.keyboard('{Enter}');
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(new FormData(form).get('city')).toBe('Oslo');
    });

    it('submits the typed text on Enter while the list is open with no active suggestion', async () => {
      const form = await fixture<HTMLFormElement>(
        `<form><sk-datalist label="City" name="city">${cities}</sk-datalist></form>`,
      );
      const onSubmit = vi.fn((event: Event) => event.preventDefault());
      form.addEventListener('submit', onSubmit);
      const el = form.querySelector('sk-datalist')!;
      await type(el, 'ber');
      expect(isOpen(el)).toBe(true);
      await userEvent.keyboard('{Enter}');
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(new FormData(form).get('city')).toBe('ber');
      expect(isOpen(el)).toBe(false);
    });

    it('closes the list with Escape and keeps the text, then empties the field with Escape', async () => {
      const el = await fixture<SkDatalist>(`<sk-datalist label="City">${cities}</sk-datalist>`);
      await type(el, 'ber{ArrowDown}{Escape}');
      expect(isOpen(el)).toBe(false);
      expect(el.value).toBe('ber');
      await userEvent.keyboard('{Escape}');
      await settle();
      expect(el.value).toBe('');
      expect(native(el).value).toBe('');
    });

    it('chooses a suggestion with a click, keeping the text cursor in the field', async () => {
      const el = await fixture<SkDatalist>(`<sk-datalist label="City">${cities}</sk-datalist>`);
      await type(el, 'ber');
      const bergen = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]')].find(
        (option) => option.textContent === 'Bergen',
      )!;
      await userEvent.click(bergen);
      await settle();
      expect(el.value).toBe('Bergen');
      expect(isOpen(el)).toBe(false);
      expect(el.shadowRoot!.activeElement).toBe(native(el));
    });
  });

  describe('form', () => {
    runFormControlSuite({
      tag: 'sk-datalist',
      content: cities,
      field: { role: 'combobox' },
      submitsOnEnter: true,
      value: { enter },
      required: { message: en.valueMissing },
      constraints,
    });

    it('submits a chosen suggestion, and restores its value attribute on reset, closing the list', async () => {
      const form = await fixture<HTMLFormElement>(
        `<form><sk-datalist label="City" name="city" value="Oslo">${cities}</sk-datalist></form>`,
      );
      const el = form.querySelector('sk-datalist')!;
      await userEvent.fill(native(el), 'zü');
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await settle();
      expect([...new FormData(form)]).toEqual([['city', 'Zürich']]);
      await userEvent.keyboard('{Backspace}');
      await settle();
      expect(isOpen(el)).toBe(true);
      form.reset();
      await settle();
      expect(isOpen(el)).toBe(false);
      expect([...new FormData(form)]).toEqual([['city', 'Oslo']]);
      expect(native(el).value).toBe('Oslo');
    });

    it('submits text that is not a suggestion, as the free text it is', async () => {
      const form = await fixture<HTMLFormElement>(
        `<form><sk-datalist label="City" name="city" required>${cities}</sk-datalist></form>`,
      );
      await enter(form.querySelector('sk-datalist')!, 'Tromsø');
      expect(form.checkValidity()).toBe(true);
      expect([...new FormData(form)]).toEqual([['city', 'Tromsø']]);
    });
  });

  describe('parts and states', () => {
    it('exposes its control, popup, listbox, option, mark, group and group-label parts', async () => {
      const el = await fixture(
        '<sk-datalist label="Airport" maxlength="20"><optgroup label="Nordic"><option>Oslo</option></optgroup></sk-datalist>',
      );
      await type(el, 'os');
      for (const part of [
        'control',
        'popup',
        'listbox',
        'option',
        'mark',
        'group',
        'group-label',
        'character-count',
      ]) {
        expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).not.toBeNull();
      }
      expect(shadow(el, '[part~="control"]').localName).toBe('input');
    });

    it('is :state(open) while its list is open', async () => {
      const el = await fixture(`<sk-datalist label="City">${cities}</sk-datalist>`);
      expect(el.matches(':state(open)')).toBe(false);
      await type(el, 'b');
      expect(el.matches(':state(open)')).toBe(true);
      await userEvent.keyboard('{Escape}');
      expect(el.matches(':state(open)')).toBe(false);
    });

    it('takes its colours, radius and list height from its custom properties', async () => {
      const options = Array.from({ length: 30 }, (_, i) => `<option>Item ${i}</option>`);
      const el = await fixture(
        `<sk-datalist label="City" style="--sk-datalist-background: var(--sk-color-surface-subtle); --sk-datalist-border-color: var(--sk-color-status-info); --sk-datalist-radius: var(--sk-radius-full); --sk-datalist-list-max-height: 120px">${options.join('')}</sk-datalist>`,
      );
      const style = getComputedStyle(box(el));
      expect(style.backgroundColor).toBe(tokenColor('--sk-color-surface-subtle'));
      expect(style.borderTopColor).toBe(tokenColor('--sk-color-status-info'));
      const probe = document.createElement('div');
      probe.style.borderRadius = 'var(--sk-radius-full)';
      document.body.append(probe);
      expect(style.borderTopLeftRadius).toBe(getComputedStyle(probe).borderTopLeftRadius);
      probe.remove();
      await type(el, '{ArrowDown}');
      expect(shadow(el, '[part~="listbox"]').getBoundingClientRect().height).toBe(120);
    });

    it('looks like sk-input by default, and is not restyled by its custom properties', async () => {
      const wrapper = await fixture(
        '<div style="--sk-input-background: var(--sk-color-status-danger)"><sk-datalist label="City"></sk-datalist></div>',
      );
      expect(getComputedStyle(box(wrapper.firstElementChild!)).backgroundColor).toBe(
        tokenColor('--sk-color-surface'),
      );
      expect(getComputedStyle(box(wrapper.firstElementChild!)).borderTopColor).toBe(
        tokenColor('--sk-color-border-strong'),
      );
    });

    it('darkens its border on hover, and highlights the active suggestion', async () => {
      const el = await fixture(`<sk-datalist label="City">${cities}</sk-datalist>`);
      await userEvent.hover(native(el));
      await expect
        .poll(() => getComputedStyle(box(el)).borderTopColor)
        .toBe(tokenColor('--sk-color-text-subtle'));
      await type(el, '{ArrowDown}');
      const option = active(el)!;
      expect(getComputedStyle(option).backgroundColor).toBe(
        tokenColor('--sk-color-surface-subtle'),
      );
      expect(getComputedStyle(option).borderInlineStartColor).toBe(
        tokenColor('--sk-color-interactive'),
      );
    });

    it('marks the matched text in bold', async () => {
      const el = await fixture(`<sk-datalist label="City">${cities}</sk-datalist>`);
      await type(el, 'lo');
      const mark = shadow(el, '[part~="mark"]');
      expect(Number(getComputedStyle(mark).fontWeight)).toBeGreaterThanOrEqual(700);
      expect(Number(getComputedStyle(mark.parentElement!).fontWeight)).toBeLessThan(700);
    });

    it('draws the focus ring around the whole field while the text has focus', async () => {
      const el = await fixture('<sk-datalist label="City"></sk-datalist>');
      expect(getComputedStyle(box(el)).outlineStyle).toBe('none');
      await userEvent.click(native(el));
      expect(getComputedStyle(box(el)).outlineStyle).toBe('solid');
      expect(getComputedStyle(box(el)).outlineColor).toBe(tokenColor('--sk-color-focus-ring'));
    });

    it('shows the error border once user-invalid, and the success border once corrected', async () => {
      const form = await fixture<HTMLFormElement>(
        `<form><sk-datalist label="City" required>${cities}</sk-datalist></form>`,
      );
      const el = form.querySelector('sk-datalist')!;
      const border = (): string => getComputedStyle(box(el)).borderTopColor;
      form.requestSubmit();
      await settle();
      expect(el.matches(':state(user-invalid)')).toBe(true);
      await expect.poll(border).toBe(tokenColor('--sk-color-status-danger'));
      await type(el, 'os{ArrowDown}{Enter}');
      await settle();
      expect(el.matches(':state(user-valid)')).toBe(true);
      await expect.poll(border).toBe(tokenColor('--sk-color-status-success'));
    });

    it('looks disabled, and is :state(disabled), when disabled', async () => {
      const el = await fixture('<sk-datalist label="City" disabled value="Oslo"></sk-datalist>');
      expect(el.matches(':state(disabled)')).toBe(true);
      expect(getComputedStyle(box(el)).color).toBe(tokenColor('--sk-color-text-subtle'));
      expect(getComputedStyle(box(el)).cursor).toBe('not-allowed');
    });

    it('keeps the field, the list, the active suggestion and the marks visible in forced colors', async () => {
      const wrapper = await fixture(
        `<div><sk-datalist label="City">${cities}</sk-datalist><sk-datalist label="Off" disabled></sk-datalist><span style="color: CanvasText">probe</span><span style="color: GrayText">probe</span><span style="color: Highlight">probe</span></div>`,
      );
      await commands.emulateForcedColors(true);
      const [el, disabled] = wrapper.querySelectorAll('sk-datalist');
      const [canvasText, grayText, highlight] = [...wrapper.querySelectorAll('span')].map(
        (span) => getComputedStyle(span).color,
      );
      expect(getComputedStyle(box(el!)).borderTopColor).toBe(canvasText);
      expect(getComputedStyle(box(disabled!)).borderTopColor).toBe(grayText);
      await type(el!, 'ber{ArrowDown}');
      expect(getComputedStyle(box(el!)).outlineStyle).toBe('solid');
      expect(getComputedStyle(popup(el!)).borderTopColor).toBe(canvasText);
      const option = active(el!)!;
      expect(getComputedStyle(option).outlineStyle).toBe('solid');
      expect(getComputedStyle(option).outlineColor).toBe(highlight);
      expect(getComputedStyle(shadow(el!, '[part~="mark"]')).color).toBe(canvasText);
      expect(getComputedStyle(shadow(el!, '[part~="mark"]')).textDecorationLine).toBe('underline');
    });

    it('opens and closes its list at once under reduced motion', async () => {
      const el = await fixture(`<sk-datalist label="City">${cities}</sk-datalist>`);
      expect(parseFloat(getComputedStyle(popup(el)).transitionDuration)).toBeGreaterThan(0);
      await commands.emulateReducedMotion(true);
      expect(getComputedStyle(popup(el)).transitionDuration).toBe('0s');
      expect(getComputedStyle(box(el)).transitionDuration).toBe('0s');
    });

    it('opens its list under the field, as wide, and mirrors it in right-to-left text', async () => {
      const wrapper = await fixture(
        `<div style="margin: 40px; inline-size: 300px"><sk-datalist label="City">${cities}</sk-datalist></div>`,
      );
      const el = wrapper.querySelector('sk-datalist')!;
      await type(el, '{ArrowDown}');
      const field = box(el).getBoundingClientRect();
      const list = popup(el).getBoundingClientRect();
      expect(list.top).toBeGreaterThanOrEqual(field.bottom);
      // Lined up with the field's border, as wide as the field.
      expect(list.left).toBeCloseTo(field.left, 0);
      expect(list.width).toBeCloseTo(field.width, 0);
      await userEvent.keyboard('{Escape}');
      el.setAttribute('dir', 'rtl');
      await settle();
      await userEvent.keyboard('{ArrowDown}');
      const mirrored = popup(el).getBoundingClientRect();
      expect(mirrored.right).toBeCloseTo(box(el).getBoundingClientRect().right, 0);
      const option = active(el)!;
      // The active suggestion's bar is at its start: on the right.
      expect(getComputedStyle(option).borderRightStyle).toBe('solid');
      expect(getComputedStyle(option).borderRightColor).toBe(tokenColor('--sk-color-interactive'));
    });

    it('flips its list above the field near the bottom of the viewport', async () => {
      const wrapper = await fixture(
        `<div style="position: fixed; inset-block-end: 8px; inset-inline-start: 40px; inline-size: 300px"><sk-datalist label="City">${cities}</sk-datalist></div>`,
      );
      const el = wrapper.querySelector('sk-datalist')!;
      await type(el, '{ArrowDown}');
      const field = box(el).getBoundingClientRect();
      const list = popup(el).getBoundingClientRect();
      expect(list.bottom).toBeLessThanOrEqual(field.top);
      expect(list.top).toBeGreaterThanOrEqual(0);
    });

    it('is never clipped by an overflow:hidden container', async () => {
      const wrapper = await fixture(
        `<div style="overflow: hidden; block-size: 90px; inline-size: 200px; margin: 40px; contain: paint"><sk-datalist label="City">${cities}</sk-datalist></div>`,
      );
      const el = wrapper.querySelector('sk-datalist')!;
      await type(el, '{ArrowDown}');
      const container = wrapper.getBoundingClientRect();
      const list = popup(el).getBoundingClientRect();
      expect(list.bottom).toBeGreaterThan(container.bottom + 40);
      // The last suggestion, outside the container, is what the page shows there and takes clicks.
      const last = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]')].at(-1)!;
      const spot = last.getBoundingClientRect();
      expect(spot.top).toBeGreaterThan(container.bottom);
      const hit = el.shadowRoot!.elementFromPoint(spot.left + 10, spot.top + spot.height / 2);
      expect(hit).toBe(last);
      await userEvent.click(last);
      await settle();
      expect((el as SkDatalist).value).toBe('Zürich');
    });
  });
});
