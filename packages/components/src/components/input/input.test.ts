import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { en } from '../../localization/translations/en.js';
import { accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { captureEvents, oneEvent } from '../../testing/events.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { type ConstraintCase, runFormControlSuite } from '../../testing/form-control-suite.js';
import { textConstraints } from '../../testing/text-constraints.js';
import { type SkInput } from './input.js';
import { inputSizes, inputTypes } from './input.types.js';
import './sk-input.js';
import { computedColor } from '../../testing/colors.js';

/** Types `value` into the field as a user would, then leaves it, which commits it (change). */
async function enter(control: HTMLElement, value: string): Promise<void> {
  const input = shadow<HTMLInputElement>(control, '#control');
  await userEvent.fill(input, value);
  input.blur();
  await settle();
}

const native = (el: Element): HTMLInputElement => shadow<HTMLInputElement>(el, '#control');
const box = (el: Element): HTMLElement => shadow(el, '.control');
const clearButton = (el: Element): HTMLButtonElement | null =>
  el.shadowRoot!.querySelector('[part~="clear-button"]');
const count = (el: Element): string => shadow(el, '[part~="character-count"]').textContent!.trim();

/* Every constraint sk-input enforces, worded in English and one other bundled language. */
const constraints: ConstraintCase[] = [
  ...textConstraints,
  {
    attributes: 'type="number"',
    value: '12abc',
    flag: 'badInput',
    messages: { en: 'Please enter a number.', ar: 'يُرجى إدخال رقم.' },
  },
];

/** A token's colour as the browser computes it. */
const tokenColor = (token: string): string => computedColor(`var(${token})`);

describe('<sk-input>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
    await commands.emulateReducedMotion(false);
  });

  describe('accessibility', () => {
    for (const type of inputTypes) {
      it(`has no axe violations as type="${type}"`, async () => {
        const el = await fixture(
          `<sk-input type="${type}" label="Contact" hint="We reply within a day."></sk-input>`,
        );
        await expectNoAxeViolations(el);
      });
    }

    it('has no axe violations in every size, with a prefix, suffix, count and clear button', async () => {
      const wrapper = await fixture(
        `<div>${inputSizes
          .map(
            (size) =>
              `<sk-input size="${size}" label="Price ${size}" clearable value="12" maxlength="6"><span slot="start">€</span><span slot="end">per month</span></sk-input>`,
          )
          .join('')}</div>`,
      );
      await expectNoAxeViolations(wrapper);
    });

    it('has no axe violations when readonly, disabled, showing its error, and corrected', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-input label="City" required></sk-input><sk-input label="Country" disabled value="Norway"></sk-input><sk-input label="Code" readonly value="NO"></sk-input></form>',
      );
      form.requestSubmit();
      await settle();
      await expectNoAxeViolations(form);
      const city = form.querySelector('sk-input')!;
      await enter(city, 'Oslo');
      expect(city.matches(':state(user-valid)')).toBe(true);
      await expectNoAxeViolations(form);
    });

    it('is a text box named by its label, for every type, numbers included', async () => {
      for (const type of inputTypes) {
        const el = await fixture(`<sk-input type="${type}" label="Field ${type}"></sk-input>`);
        const node = await accessibleNode(native(el));
        expect(node.role, type).toBe('textbox');
        expect(node.name, type).toBe(`Field ${type}`);
      }
    });

    it('is named by its label, never by its placeholder', async () => {
      const el = await fixture(
        '<sk-input label="Phone" hint="For example, 040 123 4567." placeholder="040 123 4567"></sk-input>',
      );
      const node = await accessibleNode(native(el));
      expect(node.name).toBe('Phone');
      expect(native(el).placeholder).toBe('040 123 4567');
    });

    it('is described by its hint and its character limit, once', async () => {
      const el = await fixture(
        '<sk-input label="Nickname" hint="As others will see it." maxlength="12"></sk-input>',
      );
      expect((await accessibleNode(native(el))).description).toBe(
        'As others will see it. You can enter up to 12 characters.',
      );
      // The changing count is for the eyes; a screen reader hears it through the live region.
      expect(shadow(el, '[part~="character-count"]').getAttribute('aria-hidden')).toBe('true');
    });

    it('announces the count politely once typing pauses', async () => {
      const el = await fixture('<sk-input label="Nickname" maxlength="5"></sk-input>');
      native(el).focus();
      await userEvent.keyboard('Ada');
      const status = shadow(el, '[role="status"]');
      await expect.poll(() => status.textContent!.trim()).toBe('You have 2 characters remaining');
    });

    it('names its clear button in the language of its nearest lang', async () => {
      await fixture(
        '<div><sk-input label="City" clearable value="Oslo"></sk-input><sk-input lang="fi" label="Kaupunki" clearable value="Oulu"></sk-input></div>',
      );
      await expect.element(page.getByRole('button', { name: 'Clear entry' })).toBeInTheDocument();
      await expect
        .element(page.getByRole('button', { name: 'Tyhjennä kenttä' }))
        .toBeInTheDocument();
    });

    it('hides the clear button’s drawing from assistive technology', async () => {
      const el = await fixture('<sk-input label="City" clearable value="Oslo"></sk-input>');
      expect(clearButton(el)!.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
      expect(clearButton(el)!.type).toBe('button');
    });
  });

  describe('properties', () => {
    it('has documented defaults, and writes no attribute for them', async () => {
      const el = await fixture<SkInput>('<sk-input label="City"></sk-input>');
      expect(el.type).toBe('text');
      expect(el.size).toBe('medium');
      expect(el.value).toBe('');
      expect(el.clearable).toBe(false);
      expect(el.maxLength).toBe(-1);
      expect(el.minLength).toBe(-1);
      for (const name of ['type', 'size', 'clearable']) expect(el.hasAttribute(name)).toBe(false);
      const input = native(el);
      expect(input.type).toBe('text');
      for (const name of [
        'placeholder',
        'autocomplete',
        'inputmode',
        'enterkeyhint',
        'spellcheck',
      ]) {
        expect(input.hasAttribute(name), name).toBe(false);
      }
    });

    it('renders the native type for each type; a number is text with a numeric keyboard', async () => {
      const el = await fixture<SkInput>('<sk-input label="Contact"></sk-input>');
      for (const type of ['email', 'tel', 'url'] as const) {
        el.type = type;
        await settle();
        expect(native(el).type).toBe(type);
        expect(el.getAttribute('type')).toBe(type);
      }
      el.type = 'number';
      await settle();
      // No spin buttons, no wheel that changes the value, and the typed text is kept as typed.
      expect(native(el).type).toBe('text');
      expect(native(el).inputMode).toBe('decimal');
      el.inputMode = 'numeric';
      await settle();
      expect(native(el).inputMode).toBe('numeric');
    });

    it('shows the value it is given', async () => {
      const el = await fixture<SkInput>('<sk-input label="Email" type="email"></sk-input>');
      el.value = 'ada@example.com';
      await settle();
      expect(native(el).value).toBe('ada@example.com');
    });

    it('falls back to the default type and size with one SK001 each; removing restores silently', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const wrapper = await fixture(
        '<div><sk-input label="City" type="password"></sk-input><sk-input label="Town" size="huge"></sk-input></div>',
      );
      const [typed, sized] = wrapper.querySelectorAll('sk-input');
      expect(typed!.type).toBe('text');
      expect(native(typed!).type).toBe('text');
      expect(sized!.size).toBe('medium');
      expect(warn.mock.calls.map((call) => String(call[0]).slice(0, 16))).toEqual([
        '[sk-input] SK001',
        '[sk-input] SK001',
      ]);
      for (const [el, name, value] of [
        [typed!, 'type', 'email'],
        [sized!, 'size', 'small'],
      ] as const) {
        el.setAttribute(name, value);
        await settle();
        expect(el[name]).toBe(value);
        el.removeAttribute(name);
        await settle();
      }
      expect([typed!.type, sized!.size]).toEqual(['text', 'medium']);
      expect(warn).toHaveBeenCalledTimes(2);
    });

    it('gives the browser its autocomplete, placeholder and keyboard hints', async () => {
      const el = await fixture<SkInput>(
        '<sk-input label="Email" type="email" autocomplete="email" placeholder="ada@example.com" inputmode="email" enterkeyhint="send" spellcheck="false"></sk-input>',
      );
      const input = native(el);
      expect(input.autocomplete).toBe('email');
      expect(input.getAttribute('autocomplete')).toBe('email');
      expect(input.placeholder).toBe('ada@example.com');
      expect(input.inputMode).toBe('email');
      expect(input.enterKeyHint).toBe('send');
      expect(input.spellcheck).toBe(false);

      el.autocomplete = 'off';
      el.enterKeyHint = 'next';
      el.spellcheck = true;
      await settle();
      expect(input.autocomplete).toBe('off');
      expect(input.enterKeyHint).toBe('next');
      expect(input.hasAttribute('spellcheck')).toBe(false);
    });

    it('is readonly and disabled on the native input too', async () => {
      const el = await fixture<SkInput>('<sk-input label="Code" value="NO"></sk-input>');
      el.readonly = true;
      await settle();
      expect(native(el).readOnly).toBe(true);
      el.readonly = false;
      el.disabled = true;
      await settle();
      expect(native(el).disabled).toBe(true);
      expect(native(el).readOnly).toBe(false);
    });

    it('counts characters against maxlength, and lets the reader type past it', async () => {
      const el = await fixture<SkInput>('<sk-input label="Code" maxlength="4"></sk-input>');
      // As GOV.UK: the native input has no limit, so a pasted value is not cut short unseen.
      expect(native(el).hasAttribute('maxlength')).toBe(false);
      expect(count(el)).toBe('You have 4 characters remaining');
      await enter(el, 'abc');
      expect(count(el)).toBe('You have 1 character remaining');
      expect(el.validity.valid).toBe(true);
      await enter(el, 'abcdef');
      expect(el.value).toBe('abcdef');
      expect(count(el)).toBe('You have 2 characters too many');
      expect(el.validity.tooLong).toBe(true);
      el.maxLength = -1;
      await settle();
      expect(el.shadowRoot!.querySelector('[part~="character-count"]')).toBeNull();
      expect(el.validity.valid).toBe(true);
    });

    it('words the count in the language of its nearest lang', async () => {
      const wrapper = await fixture(
        '<div lang="sv"><sk-input label="Kod" maxlength="4" value="ab"></sk-input></div>',
      );
      await expect.poll(() => count(wrapper.firstElementChild!)).toBe('Du har 2 tecken kvar');
    });

    it('gives its value as a number', async () => {
      const el = await fixture<SkInput>('<sk-input label="Amount" type="number"></sk-input>');
      expect(el.valueAsNumber).toBeNaN();
      el.value = ' -1.5e2 ';
      expect(el.valueAsNumber).toBe(-150);
      el.value = '0x10';
      expect(el.valueAsNumber).toBeNaN();
    });

    it('makes each size taller than the one before', async () => {
      const wrapper = await fixture(
        `<div>${inputSizes.map((size) => `<sk-input label="${size}" size="${size}"></sk-input>`).join('')}</div>`,
      );
      const heights = [...wrapper.querySelectorAll('sk-input')].map(
        (el) => box(el).getBoundingClientRect().height,
      );
      // 32, 40 and 48 pixels, as the button sizes.
      expect(heights).toEqual([32, 40, 48]);
    });
  });

  describe('development warnings', () => {
    it('warns once (SK010) when the page sets a value longer than maxlength, and keeps it', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkInput>(
        '<sk-input label="Code" maxlength="3" value="abcdef"></sk-input>',
      );
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-input] SK010');
      expect(el.value).toBe('abcdef');
      expect(el.validity.tooLong).toBe(true);
    });

    it('does not warn when the reader types past maxlength', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkInput>('<sk-input label="Code" maxlength="3"></sk-input>');
      await enter(el, 'abcdef');
      expect(el.validity.tooLong).toBe(true);
      expect(warn).not.toHaveBeenCalled();
    });

    it('warns (SK008) for a pattern that is not a regular expression, and keeps working', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkInput>('<sk-input label="Code" pattern="[0-9"></sk-input>');
      await enter(el, 'abc');
      expect(el.validity.valid).toBe(true);
      expect(el.value).toBe('abc');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-input] SK008');
    });

    it('warns (SK009) when min is above max, and still checks each', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkInput>(
        '<sk-input label="Guests" type="number" min="10" max="2"></sk-input>',
      );
      await enter(el, '5');
      expect(el.validity.rangeUnderflow).toBe(true);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-input] SK009');
    });
  });

  describe('events', () => {
    it('fires input while typing and change when the value is committed', async () => {
      const el = await fixture<SkInput>('<sk-input label="City"></sk-input>');
      const log = captureEvents(el, ['input', 'change']);
      await enter(el, 'Oslo');
      expect(log.types().filter((type) => type === 'input').length).toBeGreaterThan(0);
      expect(log.types().at(-1)).toBe('change');
      expect(log.types().filter((type) => type === 'change')).toHaveLength(1);
      expect(el.value).toBe('Oslo');
    });

    it('clears with sk-clear, then input and change, and puts focus back in the field', async () => {
      const el = await fixture<SkInput>(
        '<sk-input label="City" clearable value="Oslo"></sk-input>',
      );
      const log = captureEvents(document, ['sk-clear', 'input', 'change']);
      await userEvent.click(clearButton(el)!);
      await settle();
      log.stop();
      expect(log.types()).toEqual(['sk-clear', 'input', 'change']);
      const [clear, input] = log.events;
      expect(clear!.target).toBe(el);
      expect(clear!.cancelable).toBe(true);
      expect(input!.target).toBe(el);
      expect(el.value).toBe('');
      expect(native(el).value).toBe('');
      expect(el.shadowRoot!.activeElement).toBe(native(el));
      expect(clearButton(el)).toBeNull();
    });

    it('keeps the value when sk-clear is cancelled', async () => {
      const el = await fixture<SkInput>(
        '<sk-input label="City" clearable value="Oslo"></sk-input>',
      );
      const onChange = vi.fn();
      el.addEventListener('change', onChange);
      const cleared = oneEvent(el, 'sk-clear', { cancel: true });
      await userEvent.click(clearButton(el)!);
      await cleared;
      await settle();
      expect(el.value).toBe('Oslo');
      expect(onChange).not.toHaveBeenCalled();
    });
  });

  describe('slots', () => {
    it('takes its label from the label slot', async () => {
      await fixture('<sk-input><span slot="label">Town</span></sk-input>');
      await expect.element(page.getByRole('textbox', { name: 'Town' })).toBeInTheDocument();
    });

    it('puts the start slot before the text and the end slot after it, mirrored in RTL', async () => {
      const el = await fixture(
        '<sk-input label="Price"><span slot="start">€</span><span slot="end">per month</span></sk-input>',
      );
      const start = el.querySelector('[slot="start"]')!;
      const end = el.querySelector('[slot="end"]')!;
      const rect = (node: Element): DOMRect => node.getBoundingClientRect();
      const field = rect(box(el));
      for (const node of [start, end]) {
        expect(rect(node).left).toBeGreaterThanOrEqual(field.left);
        expect(rect(node).right).toBeLessThanOrEqual(field.right);
      }
      expect(rect(start).right).toBeLessThanOrEqual(rect(native(el)).left);
      expect(rect(end).left).toBeGreaterThanOrEqual(rect(native(el)).right);
      el.setAttribute('dir', 'rtl');
      await settle();
      expect(rect(start).left).toBeGreaterThanOrEqual(rect(native(el)).right);
      expect(rect(end).right).toBeLessThanOrEqual(rect(native(el)).left);
    });

    it('puts the cursor in the field when its prefix or border is clicked', async () => {
      const wrapper = await fixture(
        '<div><sk-input label="Price"><span slot="start">€</span></sk-input><sk-input label="Weight"></sk-input></div>',
      );
      const [price, weight] = wrapper.querySelectorAll('sk-input');
      await userEvent.click(price!.querySelector('[slot="start"]')!);
      expect(price!.shadowRoot!.activeElement).toBe(native(price!));
      // The padding at the start of the border, beside the text.
      await userEvent.click(box(weight!), { position: { x: 4, y: 10 } });
      expect(weight!.shadowRoot!.activeElement).toBe(native(weight!));
    });

    it('exposes the slots as the start and end parts', async () => {
      const el = await fixture('<sk-input label="Price"></sk-input>');
      expect(shadow(el, 'slot[name="start"]').getAttribute('part')).toBe('start');
      expect(shadow(el, 'slot[name="end"]').getAttribute('part')).toBe('end');
    });
  });

  describe('keyboard', () => {
    it('is one tab stop, on the input, while empty', async () => {
      const wrapper = await fixture(
        '<div><button>Before</button><sk-input label="City" clearable></sk-input><button>After</button></div>',
      );
      wrapper.querySelector('button')!.focus();
      await userEvent.tab();
      const el = wrapper.querySelector('sk-input')!;
      expect(el.shadowRoot!.activeElement).toBe(native(el));
      await userEvent.tab();
      expect(document.activeElement).toBe(wrapper.querySelector('button:last-child'));
    });

    it('reaches the clear button with Tab once there is a value, and clears with Enter', async () => {
      const wrapper = await fixture(
        '<div><sk-input label="City" clearable></sk-input><button>After</button></div>',
      );
      const el = wrapper.querySelector('sk-input')!;
      native(el).focus();
      await userEvent.keyboard('Oslo');
      await settle();
      await userEvent.tab();
      expect(el.shadowRoot!.activeElement).toBe(clearButton(el));
      await userEvent.keyboard('{Enter}');
      await settle();
      expect(el.value).toBe('');
      expect(el.shadowRoot!.activeElement).toBe(native(el));
    });

    it('clears with Space on the clear button', async () => {
      const el = await fixture<SkInput>(
        '<sk-input label="City" clearable value="Oslo"></sk-input>',
      );
      clearButton(el)!.focus();
      await userEvent.keyboard(' ');
      await settle();
      expect(el.value).toBe('');
    });

    it('has no clear button while disabled or readonly', async () => {
      const wrapper = await fixture(
        '<div><sk-input label="A" clearable disabled value="x"></sk-input><sk-input label="B" clearable readonly value="y"></sk-input></div>',
      );
      for (const el of wrapper.querySelectorAll('sk-input')) expect(clearButton(el)).toBeNull();
    });

    it('submits its form on Enter, as a native text field does, numbers included', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-input label="Guests" name="guests" type="number"></sk-input></form>',
      );
      const onSubmit = vi.fn((event: Event) => event.preventDefault());
      form.addEventListener('submit', onSubmit);
      await userEvent.click(native(form.querySelector('sk-input')!));
      await userEvent.keyboard('3{Enter}');
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(new FormData(form).get('guests')).toBe('3');
    });

    it('does not submit its form from the clear button', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-input label="City" name="city" clearable value="Oslo"></sk-input></form>',
      );
      const onSubmit = vi.fn((event: Event) => event.preventDefault());
      form.addEventListener('submit', onSubmit);
      clearButton(form.querySelector('sk-input')!)!.focus();
      await userEvent.keyboard('{Enter}');
      await settle();
      expect(onSubmit).not.toHaveBeenCalled();
      expect([...new FormData(form)]).toEqual([['city', '']]);
    });
  });

  describe('form', () => {
    runFormControlSuite({
      tag: 'sk-input',
      content: '',
      field: { role: 'textbox' },
      submitsOnEnter: true,
      value: { enter },
      required: { message: en.valueMissing },
      constraints,
    });

    it('restores its value attribute on reset after being cleared', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-input label="City" name="city" clearable value="Oslo"></sk-input></form>',
      );
      const el = form.querySelector('sk-input')!;
      await userEvent.click(clearButton(el)!);
      await settle();
      expect([...new FormData(form)]).toEqual([['city', '']]);
      form.reset();
      await settle();
      expect([...new FormData(form)]).toEqual([['city', 'Oslo']]);
      expect(native(el).value).toBe('Oslo');
    });

    it('takes a value the browser autofills into its input', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-input label="Email" name="email" type="email" autocomplete="email"></sk-input></form>',
      );
      const input = native(form.querySelector('sk-input')!);
      // Autofill writes the native input and fires input, as typing does.
      input.value = 'ada@example.com';
      input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
      await settle();
      expect([...new FormData(form)]).toEqual([['email', 'ada@example.com']]);
    });
  });

  describe('parts and states', () => {
    it('exposes its control, clear-button and character-count parts', async () => {
      const el = await fixture(
        '<sk-input label="City" clearable value="Oslo" maxlength="9"></sk-input>',
      );
      for (const part of ['control', 'clear-button', 'character-count', 'start', 'end']) {
        expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).not.toBeNull();
      }
      expect(shadow(el, '[part~="control"]').localName).toBe('input');
    });

    it('takes its colours and radius from its custom properties', async () => {
      const el = await fixture(
        '<sk-input label="City" style="--sk-input-background: var(--sk-color-surface-subtle); --sk-input-border-color: var(--sk-color-status-info); --sk-input-radius: var(--sk-radius-full)"></sk-input>',
      );
      const style = getComputedStyle(box(el));
      const probe = document.createElement('div');
      probe.style.cssText =
        'background: var(--sk-color-surface-subtle); border-radius: var(--sk-radius-full)';
      document.body.append(probe);
      expect(style.backgroundColor).toBe(getComputedStyle(probe).backgroundColor);
      expect(style.borderTopLeftRadius).toBe(getComputedStyle(probe).borderTopLeftRadius);
      probe.remove();
      expect(style.borderTopColor).toBe(tokenColor('--sk-color-status-info'));
    });

    it('darkens its border on hover, the active state', async () => {
      const el = await fixture('<sk-input label="City"></sk-input>');
      expect(getComputedStyle(box(el)).borderTopColor).toBe(tokenColor('--sk-color-border-strong'));
      await userEvent.hover(native(el));
      await expect
        .poll(() => getComputedStyle(box(el)).borderTopColor)
        .toBe(tokenColor('--sk-color-text-subtle'));
    });

    it('draws the focus ring around the whole field while the text has focus', async () => {
      const el = await fixture('<sk-input label="City"><span slot="start">@</span></sk-input>');
      expect(getComputedStyle(box(el)).outlineStyle).toBe('none');
      await userEvent.click(native(el));
      const style = getComputedStyle(box(el));
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineColor).toBe(tokenColor('--sk-color-focus-ring'));
    });

    it('shows the error border once user-invalid, and the success border once corrected', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-input label="City" required></sk-input></form>',
      );
      const el = form.querySelector('sk-input')!;
      const border = (): string => getComputedStyle(box(el)).borderTopColor;
      expect(el.matches(':state(user-invalid)')).toBe(false);
      expect(border()).toBe(tokenColor('--sk-color-border-strong'));
      form.requestSubmit();
      await settle();
      expect(el.matches(':state(user-invalid)')).toBe(true);
      // The border colour eases in; the poll waits for the transition's end.
      await expect.poll(border).toBe(tokenColor('--sk-color-status-danger'));
      await enter(el, 'Oslo');
      expect(el.matches(':state(user-valid)')).toBe(true);
      await expect.poll(border).toBe(tokenColor('--sk-color-status-success'));
    });

    it('looks disabled, and is :state(disabled), when disabled', async () => {
      const el = await fixture('<sk-input label="City" disabled value="Oslo"></sk-input>');
      expect(el.matches(':state(disabled)')).toBe(true);
      expect(getComputedStyle(box(el)).color).toBe(tokenColor('--sk-color-text-subtle'));
      expect(getComputedStyle(box(el)).cursor).toBe('not-allowed');
    });

    it('keeps its border, text and focus ring visible in forced colors', async () => {
      const wrapper = await fixture(
        '<div><sk-input label="City" value="Oslo" clearable></sk-input><sk-input label="Off" disabled></sk-input><span style="color: CanvasText">probe</span><span style="color: GrayText">probe</span></div>',
      );
      await commands.emulateForcedColors(true);
      const [el, disabled] = wrapper.querySelectorAll('sk-input');
      const [canvasText, grayText] = [...wrapper.querySelectorAll('span')].map(
        (span) => getComputedStyle(span).color,
      );
      const style = getComputedStyle(box(el!));
      expect(style.borderTopStyle).toBe('solid');
      expect(style.borderTopColor).toBe(canvasText);
      expect(getComputedStyle(native(el!)).color).toBe(canvasText);
      expect(getComputedStyle(box(disabled!)).borderTopColor).toBe(grayText);
      await userEvent.click(native(el!));
      expect(getComputedStyle(box(el!)).outlineStyle).toBe('solid');
      expect(getComputedStyle(box(el!)).outlineColor).not.toBe(
        getComputedStyle(box(el!)).backgroundColor,
      );
      clearButton(el!)!.focus();
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
      expect(el!.shadowRoot!.activeElement).toBe(clearButton(el!));
      expect(getComputedStyle(clearButton(el!)!).outlineStyle).toBe('solid');
    });

    it('changes its border colour at once under reduced motion', async () => {
      const el = await fixture('<sk-input label="City"></sk-input>');
      expect(parseFloat(getComputedStyle(box(el)).transitionDuration)).toBeGreaterThan(0);
      await commands.emulateReducedMotion(true);
      expect(getComputedStyle(box(el)).transitionDuration).toBe('0s');
    });
  });
});
