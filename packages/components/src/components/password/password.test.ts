import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { ar } from '../../localization/translations/ar.js';
import { de } from '../../localization/translations/de.js';
import { en } from '../../localization/translations/en.js';
import { fi } from '../../localization/translations/fi.js';
import { fr } from '../../localization/translations/fr.js';
import { sv } from '../../localization/translations/sv.js';
import { accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { captureEvents } from '../../testing/events.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { type ConstraintCase, runFormControlSuite } from '../../testing/form-control-suite.js';
import { inputSizes } from '../input/input.types.js';
import { type SkPassword } from './password.js';
import './sk-password.js';
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
const toggle = (el: Element): HTMLButtonElement =>
  shadow<HTMLButtonElement>(el, '[part~="toggle-button"]');
/* The toggle's live region; the character count has a status of its own. */
const status = (el: Element): string => shadow(el, '.toggle ~ [role="status"]').textContent!.trim();

/** Records submissions (cancelled, so the page stays) and the input's type as each was sent. */
function submits(form: HTMLFormElement, el: Element): { count: number; types: string[] } {
  const record = { count: 0, types: [] as string[] };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    record.count += 1;
    record.types.push(native(el).type);
  });
  return record;
}

const translations = { en, fi, sv, de, fr, ar };

/* The constraints a password takes from the input, worded in English and one other language. */
const constraints: ConstraintCase[] = [
  {
    attributes: 'minlength="8"',
    value: 'short',
    flag: 'tooShort',
    messages: {
      en: 'Please use at least 8 characters (you are currently using 5).',
      fi: 'Käytä vähintään 8 merkkiä (nyt merkkejä on 5).',
    },
  },
  {
    attributes: 'maxlength="4"',
    value: 'toolong',
    flag: 'tooLong',
    messages: {
      en: 'Please use no more than 4 characters (you are currently using 7).',
      fr: 'Veuillez utiliser au plus 4 caractères (vous en utilisez actuellement 7).',
    },
  },
  {
    attributes: 'pattern=".*[0-9].*"',
    value: 'letters',
    flag: 'patternMismatch',
    messages: { en: 'Please match the requested format.', sv: 'Använd det begärda formatet.' },
  },
];

/** A token's colour as the browser computes it. */
const tokenColor = (token: string): string => computedColor(`var(${token})`);

describe('<sk-password>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
  });

  describe('accessibility', () => {
    it('has no axe violations hidden and shown, in every size, with a hint and a count', async () => {
      const wrapper = await fixture(
        `<div>${inputSizes
          .map(
            (size) =>
              `<sk-password size="${size}" label="Password ${size}" hint="At least 8 characters." maxlength="64" value="secret"></sk-password>`,
          )
          .join('')}</div>`,
      );
      await expectNoAxeViolations(wrapper);
      for (const el of wrapper.querySelectorAll('sk-password')) toggle(el).click();
      await settle();
      await expectNoAxeViolations(wrapper);
    });

    it('has no axe violations when readonly, disabled, showing its error, and corrected', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-password label="Password" required></sk-password><sk-password label="Old password" disabled value="x"></sk-password><sk-password label="Code" readonly value="y"></sk-password></form>',
      );
      form.requestSubmit();
      await settle();
      await expectNoAxeViolations(form);
      const el = form.querySelector('sk-password')!;
      await enter(el, 'correct horse');
      expect(el.matches(':state(user-valid)')).toBe(true);
      await expectNoAxeViolations(form);
    });

    it('is a protected text box named by its label, never by its placeholder', async () => {
      const el = await fixture('<sk-password label="Password" placeholder="••••"></sk-password>');
      const node = await accessibleNode(native(el));
      expect(node.role).toBe('textbox');
      expect(node.name).toBe('Password');
      expect(native(el).type).toBe('password');
    });

    it('has a Show button named "Show password", which becomes Hide, "Hide password"', async () => {
      const el = await fixture('<sk-password label="Password"></sk-password>');
      const button = page.getByRole('button', { name: 'Show password' });
      await expect.element(button).toHaveTextContent('Show');
      expect(toggle(el).getAttribute('aria-controls')).toBe('control');
      await button.click();
      await expect
        .element(page.getByRole('button', { name: 'Hide password' }))
        .toHaveTextContent('Hide');
      expect(native(el).type).toBe('text');
      expect((await accessibleNode(native(el))).role).toBe('textbox');
    });

    it('announces politely that the password is shown, then hidden, and nothing before', async () => {
      const el = await fixture('<sk-password label="Password" value="secret"></sk-password>');
      expect(status(el)).toBe('');
      toggle(el).click();
      await settle();
      expect(status(el)).toBe('Your password is shown');
      toggle(el).click();
      await settle();
      expect(status(el)).toBe('Your password is hidden');
      const region = await accessibleNode(shadow(el, '.toggle ~ [role="status"]'));
      expect(region.properties.live).toBe('polite');
    });

    for (const [lang, strings] of Object.entries(translations)) {
      it(`words the button and announcement in ${lang}, the visible word within the name`, async () => {
        const el = await fixture(
          `<div lang="${lang}"><sk-password label="P" value="x"></sk-password></div>`,
        );
        const field = el.querySelector('sk-password')!;
        await expect.poll(() => toggle(field).textContent!.trim()).toBe(strings.showPassword);
        const name = toggle(field).getAttribute('aria-label')!;
        expect(name).toBe(strings.showPasswordLabel);
        // The name holds the visible word, so speech users can say what they see (WCAG 2.5.3).
        expect(name.toLowerCase()).toContain(String(strings.showPassword).toLowerCase());
        toggle(field).click();
        await settle();
        expect(toggle(field).textContent!.trim()).toBe(strings.hidePassword);
        expect(toggle(field).getAttribute('aria-label')).toBe(strings.hidePasswordLabel);
        expect(String(strings.hidePasswordLabel).toLowerCase()).toContain(
          String(strings.hidePassword).toLowerCase(),
        );
        expect(status(field)).toBe(strings.announcePasswordShown);
        toggle(field).click();
        await settle();
        expect(status(field)).toBe(strings.announcePasswordHidden);
      });
    }
  });

  describe('properties', () => {
    it('is a password field by default, with the hints a password manager needs', async () => {
      const el = await fixture<SkPassword>('<sk-password label="Password"></sk-password>');
      const input = native(el);
      expect(input.type).toBe('password');
      expect(input.getAttribute('autocomplete')).toBe('current-password');
      expect(input.getAttribute('spellcheck')).toBe('false');
      expect(input.getAttribute('autocapitalize')).toBe('none');
      expect(input.getAttribute('autocorrect')).toBe('off');
      // The host carries the name and the value; an inner name would be a second, stray one.
      expect(input.hasAttribute('name')).toBe(false);
      expect(el.autocomplete).toBe('current-password');
      for (const name of ['type', 'autocomplete', 'value'])
        expect(el.hasAttribute(name)).toBe(false);
    });

    it('passes autocomplete="new-password" to the native input; removing it restores the default', async () => {
      const el = await fixture<SkPassword>(
        '<sk-password label="New password" name="password" autocomplete="new-password"></sk-password>',
      );
      expect(native(el).autocomplete).toBe('new-password');
      expect(native(el).hasAttribute('name')).toBe(false);
      el.removeAttribute('autocomplete');
      await settle();
      expect(native(el).autocomplete).toBe('current-password');
    });

    it('never writes its value into an attribute, on the host or the native input', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-password label="Password" name="password"></sk-password></form>',
      );
      const el = form.querySelector<SkPassword>('sk-password')!;
      await enter(el, 'hunter2-secret');
      el.value = 'set-by-script';
      await settle();
      toggle(el).click();
      await settle();
      for (const node of [el, ...el.shadowRoot!.querySelectorAll('*')]) {
        for (const attribute of node.getAttributeNames()) {
          expect(node.getAttribute(attribute), attribute).not.toContain('secret');
          expect(node.getAttribute(attribute), attribute).not.toContain('set-by-script');
        }
      }
      expect(el.hasAttribute('value')).toBe(false);
      expect(native(el).hasAttribute('value')).toBe(false);
      expect(native(el).value).toBe('set-by-script');
    });

    it('ignores a type attribute with one SK001 warning, and stays a password field', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const wrapper = await fixture(
        '<div><sk-password label="A" type="text"></sk-password><sk-password label="B" type="password"></sk-password><sk-password label="C"></sk-password></div>',
      );
      const [typed, password, plain] = wrapper.querySelectorAll('sk-password');
      for (const el of [typed!, password!, plain!]) {
        expect(native(el).type).toBe('password');
        expect(el.type).toBe('text');
      }
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-password] SK001');
      expect(String(warn.mock.calls[0]?.[0])).toContain('type="text"');
      typed!.setAttribute('type', 'email');
      await settle();
      expect(native(typed!).type).toBe('password');
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('stays a password field, never spell-checked, whatever a script sets', async () => {
      const el = await fixture<SkPassword>(
        '<sk-password label="Password" spellcheck="true"></sk-password>',
      );
      expect(native(el).getAttribute('spellcheck')).toBe('false');
      el.type = 'email';
      el.spellcheck = true;
      el.value = 'not-an-email';
      await settle();
      expect(el.type).toBe('text');
      expect(el.spellcheck).toBe(false);
      expect(native(el).type).toBe('password');
      expect(native(el).getAttribute('spellcheck')).toBe('false');
      expect(el.validity.valid).toBe(true);
      toggle(el).click();
      await settle();
      expect(native(el).getAttribute('spellcheck')).toBe('false');
    });

    it('keeps the text and the caret where they were when shown and hidden', async () => {
      const el = await fixture<SkPassword>('<sk-password label="Password"></sk-password>');
      await userEvent.click(native(el));
      await userEvent.keyboard('abc');
      toggle(el).click();
      await settle();
      expect(native(el).value).toBe('abc');
      await userEvent.click(native(el));
      await userEvent.keyboard('{End}d');
      expect(el.value).toBe('abcd');
      expect(native(el).type).toBe('text');
    });

    it('disables its button, and hides the password, while disabled or readonly', async () => {
      const el = await fixture<SkPassword>(
        '<sk-password label="Password" value="x"></sk-password>',
      );
      toggle(el).click();
      await settle();
      expect(native(el).type).toBe('text');
      for (const lock of ['readonly', 'disabled'] as const) {
        el[lock] = true;
        await settle();
        expect(toggle(el).disabled, lock).toBe(true);
        expect(native(el).type, lock).toBe('password');
        expect(el.matches(':state(shown)'), lock).toBe(false);
        el[lock] = false;
        await settle();
        expect(toggle(el).disabled, lock).toBe(false);
      }
      expect(native(el).readOnly).toBe(false);
    });

    it('disables its button inside a disabled fieldset', async () => {
      const fieldset = await fixture<HTMLFieldSetElement>(
        '<fieldset disabled><sk-password label="Password"></sk-password></fieldset>',
      );
      await settle();
      expect(toggle(fieldset.querySelector('sk-password')!).disabled).toBe(true);
    });

    it('counts characters against maxlength, as the input does', async () => {
      const el = await fixture<SkPassword>(
        '<sk-password label="PIN" maxlength="6" value="1234"></sk-password>',
      );
      expect(shadow(el, '[part~="character-count"]').textContent!.trim()).toBe(
        'You have 2 characters remaining',
      );
    });
  });

  describe('events', () => {
    it('fires input while typing and change when the value is committed', async () => {
      const el = await fixture<SkPassword>('<sk-password label="Password"></sk-password>');
      const log = captureEvents(el, ['input', 'change']);
      await enter(el, 'secret');
      expect(log.types().filter((type) => type === 'input').length).toBeGreaterThan(0);
      expect(log.types().filter((type) => type === 'change')).toHaveLength(1);
      expect(el.value).toBe('secret');
    });

    it('fires no input or change when the password is shown or hidden', async () => {
      const el = await fixture<SkPassword>(
        '<sk-password label="Password" value="x"></sk-password>',
      );
      const log = captureEvents(document, ['input', 'change']);
      await userEvent.click(toggle(el));
      await userEvent.click(toggle(el));
      await settle();
      expect(log.types()).toEqual([]);
    });
  });

  describe('slots', () => {
    it('takes its label from the label slot', async () => {
      const el = await fixture(
        '<sk-password><span slot="label">Your password</span></sk-password>',
      );
      expect((await accessibleNode(native(el))).name).toBe('Your password');
    });

    it('puts the button after the text and before the end slot, mirrored in RTL', async () => {
      const el = await fixture(
        '<sk-password label="Password"><span slot="end">🔒</span></sk-password>',
      );
      const rect = (node: Element): DOMRect => node.getBoundingClientRect();
      const end = el.querySelector('[slot="end"]')!;
      expect(rect(toggle(el)).left).toBeGreaterThanOrEqual(rect(native(el)).right);
      expect(rect(end).left).toBeGreaterThanOrEqual(rect(toggle(el)).right);
      expect(rect(toggle(el)).right).toBeLessThanOrEqual(rect(box(el)).right);
      el.setAttribute('dir', 'rtl');
      await settle();
      expect(rect(toggle(el)).right).toBeLessThanOrEqual(rect(native(el)).left);
      expect(rect(end).right).toBeLessThanOrEqual(rect(toggle(el)).left);
    });
  });

  describe('keyboard', () => {
    it('is two tab stops: the field, then its button', async () => {
      const wrapper = await fixture(
        '<div><button>Before</button><sk-password label="Password"></sk-password><button>After</button></div>',
      );
      const el = wrapper.querySelector('sk-password')!;
      wrapper.querySelector('button')!.focus();
      await userEvent.tab();
      expect(el.shadowRoot!.activeElement).toBe(native(el));
      await userEvent.tab();
      expect(el.shadowRoot!.activeElement).toBe(toggle(el));
      await userEvent.tab();
      expect(document.activeElement).toBe(wrapper.querySelector('button:last-child'));
    });

    it('shows and hides with Enter and Space on the button, keeping focus there', async () => {
      const el = await fixture('<sk-password label="Password" value="x"></sk-password>');
      toggle(el).focus();
      await userEvent.keyboard('{Enter}');
      await settle();
      expect(native(el).type).toBe('text');
      expect(el.shadowRoot!.activeElement).toBe(toggle(el));
      await userEvent.keyboard(' ');
      await settle();
      expect(native(el).type).toBe('password');
      expect(el.shadowRoot!.activeElement).toBe(toggle(el));
    });

    it('never submits its form from the button: click, Enter or Space', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-password label="Password" name="password" value="x"></sk-password><button>Sign in</button></form>',
      );
      const el = form.querySelector('sk-password')!;
      const record = submits(form, el);
      await userEvent.click(toggle(el));
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await settle();
      expect(record.count).toBe(0);
      // Three presses: shown, hidden, shown.
      expect(native(el).type).toBe('text');
    });

    it('submits its form on Enter in the field, and the password is hidden as it goes', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-password label="Password" name="password"></sk-password></form>',
      );
      const el = form.querySelector('sk-password')!;
      const record = submits(form, el);
      await userEvent.click(native(el));
      await userEvent.keyboard('secret');
      toggle(el).click();
      await settle();
      await userEvent.click(native(el));
      await userEvent.keyboard('{Enter}');
      expect(record.count).toBe(1);
      expect(record.types).toEqual(['password']);
      expect(new FormData(form).get('password')).toBe('secret');
    });
  });

  describe('form', () => {
    runFormControlSuite({
      tag: 'sk-password',
      content: '',
      field: { role: 'textbox' },
      submitsOnEnter: true,
      // A password saves no state for the browser to restore ("saves no state" below).
      value: { enter, restores: false },
      required: { message: en.valueMissing },
      constraints,
    });

    it('saves no state for the browser to restore, as a native password field, yet submits its value', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-password label="Password" name="password"></sk-password></form>',
      );
      const el = form.querySelector<SkPassword>('sk-password')!;
      const setFormValue = vi.spyOn(ElementInternals.prototype, 'setFormValue');
      await enter(el, 'secret');
      void el.validity;
      expect(setFormValue.mock.calls.at(-1)).toEqual(['secret', null]);
      expect([...new FormData(form)]).toEqual([['password', 'secret']]);
    });

    it('takes a password the browser autofills into its input, or hands over', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-password label="Password" name="password"></sk-password></form>',
      );
      const el = form.querySelector<SkPassword>('sk-password')!;
      // A password manager writes the native input and fires input, as typing does.
      native(el).value = 'filled';
      native(el).dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
      await settle();
      expect([...new FormData(form)]).toEqual([['password', 'filled']]);
      el.formStateRestoreCallback('autofilled', 'autocomplete');
      await settle();
      expect(native(el).value).toBe('autofilled');
    });

    it('is hidden again when its form is submitted, before the data is sent', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-password label="Password" name="password" value="x"></sk-password><button>Sign in</button></form>',
      );
      const el = form.querySelector('sk-password')!;
      const record = submits(form, el);
      toggle(el).click();
      await settle();
      await userEvent.click(form.querySelector('button')!);
      expect(record.types).toEqual(['password']);
      await settle();
      expect(toggle(el).textContent!.trim()).toBe('Show');
      expect(el.matches(':state(shown)')).toBe(false);
      expect(status(el)).toBe('Your password is hidden');
    });

    it('is hidden again when the form it joins by the form attribute is submitted', async () => {
      const wrapper = await fixture(
        '<div><form id="sign-in"></form><sk-password label="Password" name="p" form="sign-in" value="x"></sk-password></div>',
      );
      const el = wrapper.querySelector('sk-password')!;
      const record = submits(wrapper.querySelector('form')!, el);
      toggle(el).click();
      await settle();
      wrapper.querySelector('form')!.requestSubmit();
      expect(record.types).toEqual(['password']);
    });

    it('follows its form when moved to another one', async () => {
      const wrapper = await fixture(
        '<div><form></form><form><sk-password label="Password" name="p" value="x"></sk-password></form></div>',
      );
      const [first, second] = wrapper.querySelectorAll('form');
      const el = wrapper.querySelector('sk-password')!;
      first!.append(el);
      await settle();
      const old = submits(second!, el);
      const current = submits(first!, el);
      toggle(el).click();
      await settle();
      second!.requestSubmit();
      expect(old.types).toEqual(['text']);
      first!.requestSubmit();
      expect(current.types).toEqual(['password']);
    });

    it('is hidden again when its form is reset, and when the page is shown from the cache', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-password label="Password" name="password" value="x"></sk-password></form>',
      );
      const el = form.querySelector('sk-password')!;
      toggle(el).click();
      await settle();
      form.reset();
      await settle();
      expect(native(el).type).toBe('password');
      toggle(el).click();
      await settle();
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      await settle();
      expect(native(el).type).toBe('password');
      expect(toggle(el).getAttribute('aria-label')).toBe('Show password');
    });
  });

  describe('parts and states', () => {
    it('exposes its toggle-button and control parts', async () => {
      const el = await fixture('<sk-password label="Password"></sk-password>');
      expect(toggle(el).localName).toBe('button');
      expect(toggle(el).type).toBe('button');
      expect(shadow(el, '[part~="control"]').localName).toBe('input');
    });

    it('is :state(shown) while the password shows', async () => {
      const el = await fixture('<sk-password label="Password"></sk-password>');
      expect(el.matches(':state(shown)')).toBe(false);
      toggle(el).click();
      await settle();
      expect(el.matches(':state(shown)')).toBe(true);
    });

    it('colours its button by --sk-password-toggle-color, the interactive colour by default', async () => {
      const wrapper = await fixture(
        '<div><sk-password label="A"></sk-password><sk-password label="B" style="--sk-password-toggle-color: var(--sk-color-status-danger)"></sk-password><sk-password label="C" disabled></sk-password></div>',
      );
      const [plain, tuned, disabled] = wrapper.querySelectorAll('sk-password');
      expect(getComputedStyle(toggle(plain!)).color).toBe(tokenColor('--sk-color-interactive'));
      expect(getComputedStyle(toggle(tuned!)).color).toBe(tokenColor('--sk-color-status-danger'));
      expect(getComputedStyle(toggle(disabled!)).color).toBe(tokenColor('--sk-color-text-subtle'));
    });

    it('takes the input’s field styles: the error border once user-invalid', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-password label="Password" required></sk-password></form>',
      );
      const el = form.querySelector('sk-password')!;
      form.requestSubmit();
      await settle();
      await expect
        .poll(() => getComputedStyle(box(el)).borderTopColor)
        .toBe(tokenColor('--sk-color-status-danger'));
    });

    it('keeps its button’s text, the field border and the focus rings visible in forced colors', async () => {
      const wrapper = await fixture(
        '<div><sk-password label="Password" value="x"></sk-password><sk-password label="Off" disabled></sk-password><span style="color: CanvasText">probe</span><span style="color: GrayText">probe</span><button>probe</button></div>',
      );
      await commands.emulateForcedColors(true);
      const [el, disabled] = wrapper.querySelectorAll('sk-password');
      const [canvasText, grayText] = [...wrapper.querySelectorAll('span')].map(
        (span) => getComputedStyle(span).color,
      );
      const buttonText = getComputedStyle(wrapper.querySelector('button')!).color;
      expect(getComputedStyle(toggle(el!)).color).toBe(buttonText);
      expect(getComputedStyle(toggle(disabled!)).color).toBe(grayText);
      expect(getComputedStyle(box(el!)).borderTopColor).toBe(canvasText);
      await userEvent.click(native(el!));
      await userEvent.tab();
      expect(el!.shadowRoot!.activeElement).toBe(toggle(el!));
      const ring = getComputedStyle(toggle(el!));
      expect(ring.outlineStyle).toBe('solid');
      expect(ring.outlineColor).not.toBe(getComputedStyle(box(el!)).backgroundColor);
    });
  });
});
