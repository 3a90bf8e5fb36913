import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { en } from '../../localization/translations/en.js';
import { accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { runFormControlSuite } from '../../testing/form-control-suite.js';
import { type SkTextarea } from './textarea.js';
import { textareaResizes } from './textarea.types.js';
import './sk-textarea.js';

const textarea = (el: Element): HTMLTextAreaElement => shadow<HTMLTextAreaElement>(el, '#control');

/** Types `value` into the control as a user would, and commits it (a change event). */
async function enter(control: HTMLElement, value: string): Promise<void> {
  const input = textarea(control);
  await userEvent.fill(input, value);
  input.blur();
  await settle();
}

/** `count` lines of text. */
const lines = (count: number): string =>
  Array.from({ length: count }, (_, i) => `Line ${i + 1}`).join('\n');

/** The colour a CSS colour value resolves to on this page, for comparing computed styles. */
function resolved(color: string, property: 'color' | 'backgroundColor' = 'color'): string {
  const probe = document.createElement('div');
  probe.style[property] = color;
  document.body.append(probe);
  const value = getComputedStyle(probe)[property];
  probe.remove();
  return value;
}

/** A warning spy, muted, whose calls can be read as `[sk-textarea] SKnnn: …` strings. */
function warnings(): { messages(): string[] } {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return { messages: () => warn.mock.calls.map((call) => String(call[0])) };
}

describe('<sk-textarea>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    await commands.emulateForcedColors(false);
    await commands.emulateReducedMotion(false);
  });

  describe('accessibility', () => {
    it('has no axe violations: plain, with hint and count, auto-grow, readonly, disabled', async () => {
      const wrapper = await fixture(
        `<div>
          <sk-textarea label="Message"></sk-textarea>
          <sk-textarea label="Summary" hint="A sentence or two." maxlength="200" placeholder="What happened?"></sk-textarea>
          <sk-textarea label="Notes" auto-grow rows="2" max-rows="6" resize="none"></sk-textarea>
          <sk-textarea label="Reference" readonly value="SK-1234"></sk-textarea>
          <sk-textarea label="Comments" disabled value="Closed"></sk-textarea>
        </div>`,
      );
      await expectNoAxeViolations(wrapper);
    });

    it('has no axe violations in every layout, and right to left', async () => {
      const wrapper = await fixture(
        `<div dir="rtl" lang="ar">
          <sk-textarea label="رسالة" layout="vertical" maxlength="10"></sk-textarea>
          <sk-textarea label="رسالة" layout="horizontal" hint="سطر أو سطران"></sk-textarea>
          <sk-textarea label="رسالة" layout="compact"></sk-textarea>
        </div>`,
      );
      await expectNoAxeViolations(wrapper);
    });

    it('has no axe violations with its error shown, over its limit, and in the success state', async () => {
      const form = await fixture<HTMLFormElement>(
        `<form>
          <sk-textarea name="a" label="Message" required></sk-textarea>
          <sk-textarea name="b" label="Summary" maxlength="3" value="Too long"></sk-textarea>
          <sk-textarea name="c" label="Notes" required></sk-textarea>
        </form>`,
      );
      const [, , notes] = form.querySelectorAll('sk-textarea');
      form.requestSubmit();
      await enter(notes!, 'Fixed');
      expect(notes!.matches(':state(user-valid)')).toBe(true);
      await expectNoAxeViolations(form);
    });

    it('is a multi-line text box named by its label, not its placeholder', async () => {
      const el = await fixture(
        '<sk-textarea label="Message" placeholder="Ask us anything"></sk-textarea>',
      );
      await expect
        .element(page.getByRole('textbox', { name: 'Message', exact: true }))
        .toBeInTheDocument();
      const node = await accessibleNode(textarea(el));
      expect(node.role).toBe('textbox');
      expect(node.name).toBe('Message');
      expect(node.properties.multiline).toBe(true);
      expect(textarea(el).placeholder).toBe('Ask us anything');
    });

    it('is announced as read-only and as disabled', async () => {
      const wrapper = await fixture(
        '<div><sk-textarea label="Reference" readonly></sk-textarea><sk-textarea label="Comments" disabled></sk-textarea></div>',
      );
      const [readonly, disabled] = wrapper.querySelectorAll('sk-textarea');
      expect((await accessibleNode(textarea(readonly!))).properties.readonly).toBe(true);
      expect((await accessibleNode(textarea(disabled!))).properties.disabled).toBe(true);
    });
  });

  describe('properties', () => {
    it('has documented defaults', async () => {
      const el = await fixture<SkTextarea>('<sk-textarea label="Message"></sk-textarea>');
      expect(el.value).toBe('');
      expect(el.rows).toBe(4);
      expect(el.autoGrow).toBe(false);
      expect(el.maxRows).toBeUndefined();
      expect(el.resize).toBe('vertical');
      expect(el.wrap).toBe('soft');
      expect(el.minLength).toBe(-1);
      expect(el.maxLength).toBe(-1);
      expect(el.spellcheck).toBe(true);
      const control = textarea(el);
      expect(control.rows).toBe(4);
      expect(control.wrap).toBe('soft');
      expect(control.spellcheck).toBe(true);
      expect(control.hasAttribute('placeholder')).toBe(false);
      expect(control.hasAttribute('autocomplete')).toBe(false);
      // The default is not written back as attributes.
      expect(el.hasAttribute('resize')).toBe(false);
      expect(el.hasAttribute('auto-grow')).toBe(false);
    });

    it('is as many lines high as rows; a rows that is not a positive number means 4', async () => {
      const wrapper = await fixture(
        `<div>
          <sk-textarea label="A" rows="2"></sk-textarea>
          <sk-textarea label="B" rows="6"></sk-textarea>
          <sk-textarea label="C" rows="0"></sk-textarea>
          <sk-textarea label="D"></sk-textarea>
        </div>`,
      );
      const [two, six, zero, unset] = [...wrapper.querySelectorAll('sk-textarea')].map(textarea);
      const line = parseFloat(getComputedStyle(two!).lineHeight);
      expect(six!.offsetHeight - two!.offsetHeight).toBeCloseTo(4 * line, 0);
      expect(zero!.rows).toBe(4);
      expect(zero!.offsetHeight).toBe(unset!.offsetHeight);
    });

    it('passes placeholder, autocomplete, spellcheck and wrap to the text area', async () => {
      const el = await fixture<SkTextarea>(
        '<sk-textarea label="Address" placeholder="Street and number" autocomplete="street-address" spellcheck="false" wrap="off"></sk-textarea>',
      );
      const control = textarea(el);
      expect(control.placeholder).toBe('Street and number');
      expect(control.getAttribute('autocomplete')).toBe('street-address');
      expect(el.spellcheck).toBe(false);
      expect(control.spellcheck).toBe(false);
      expect(control.wrap).toBe('off');

      el.spellcheck = true;
      el.wrap = 'soft';
      await settle();
      expect(control.spellcheck).toBe(true);
      expect(control.wrap).toBe('soft');
    });

    it('does not wrap long lines with wrap="off", and wraps them by default', async () => {
      const long = 'word '.repeat(80);
      const wrapper = await fixture(
        `<div style="inline-size: 20rem"><sk-textarea label="A" value="${long}"></sk-textarea><sk-textarea label="B" wrap="off" value="${long}"></sk-textarea></div>`,
      );
      const [soft, off] = [...wrapper.querySelectorAll('sk-textarea')].map(textarea);
      expect(soft!.scrollWidth).toBeLessThanOrEqual(soft!.clientWidth);
      expect(off!.scrollWidth).toBeGreaterThan(off!.clientWidth);
    });

    it('shows the value it is given, with line breaks kept', async () => {
      const el = await fixture<SkTextarea>('<sk-textarea label="Message"></sk-textarea>');
      el.value = 'First line\nSecond line';
      await settle();
      expect(textarea(el).value).toBe('First line\nSecond line');
    });

    it('keeps line breaks as LF alone, as a native text area does', async () => {
      const el = await fixture<SkTextarea>('<sk-textarea label="Message"></sk-textarea>');
      el.value = 'one\r\ntwo\rthree';
      await settle();
      expect(el.value).toBe('one\ntwo\nthree');
      expect(textarea(el).value).toBe('one\ntwo\nthree');
    });

    it('can be read but not changed while readonly, and neither while disabled', async () => {
      const wrapper = await fixture(
        '<div><sk-textarea label="A" readonly value="kept"></sk-textarea><sk-textarea label="B" disabled value="off"></sk-textarea></div>',
      );
      const [readonly, disabled] = wrapper.querySelectorAll<SkTextarea>('sk-textarea');
      expect(textarea(readonly!).readOnly).toBe(true);
      await userEvent.click(textarea(readonly!));
      await userEvent.keyboard('typed');
      expect(readonly!.value).toBe('kept');
      expect(textarea(disabled!).disabled).toBe(true);
    });

    it('falls back to the default with one SK001 for an invalid resize or wrap', async () => {
      const warn = warnings();
      const wrapper = await fixture(
        '<div><sk-textarea label="A" resize="sideways"></sk-textarea><sk-textarea label="B" wrap="hard"></sk-textarea></div>',
      );
      const [resized, wrapped] = wrapper.querySelectorAll<SkTextarea>('sk-textarea');
      expect(resized!.resize).toBe('vertical');
      expect(wrapped!.wrap).toBe('soft');
      expect(textarea(wrapped!).wrap).toBe('soft');
      expect(warn.messages()).toEqual([
        expect.stringContaining('[sk-textarea] SK001: resize="sideways"'),
        expect.stringContaining('[sk-textarea] SK001: wrap="hard"'),
      ]);

      // Removing an attribute restores the default silently.
      resized!.setAttribute('resize', 'none');
      await settle();
      expect(resized!.resize).toBe('none');
      resized!.removeAttribute('resize');
      wrapped!.setAttribute('wrap', 'off');
      await settle();
      wrapped!.removeAttribute('wrap');
      await settle();
      expect(resized!.resize).toBe('vertical');
      expect(wrapped!.wrap).toBe('soft');
      expect(warn.messages()).toHaveLength(2);
    });

    it('warns with SK010 when the page gives a value longer than maxlength, and keeps working', async () => {
      const warn = warnings();
      const el = await fixture<SkTextarea>(
        '<sk-textarea label="Summary" maxlength="5" value="Far too long"></sk-textarea>',
      );
      expect(warn.messages()).toHaveLength(1);
      expect(warn.messages()[0]).toContain(
        '[sk-textarea] SK010: The value is 12 characters long, more than maxlength="5"',
      );
      expect(el.value).toBe('Far too long');
      expect(el.validity.tooLong).toBe(true);
      await enter(el, 'Short');
      expect(el.validity.valid).toBe(true);

      const script = await fixture<SkTextarea>(
        '<sk-textarea label="Summary" maxlength="5"></sk-textarea>',
      );
      script.value = 'Set by script';
      await settle();
      expect(warn.messages()).toHaveLength(2);
    });

    it('warns about neither limit once its attribute is removed', async () => {
      const warn = warnings();
      const el = await fixture<SkTextarea>(
        '<sk-textarea label="Notes" maxlength="50" value="Within it" auto-grow rows="2" max-rows="6"></sk-textarea>',
      );
      el.removeAttribute('maxlength');
      el.removeAttribute('max-rows');
      await settle();
      expect(warn.messages()).toEqual([]);
      expect(el.validity.valid).toBe(true);
    });

    it('does not warn when the reader types past maxlength', async () => {
      const warn = warnings();
      const el = await fixture<SkTextarea>(
        '<sk-textarea label="Summary" maxlength="3"></sk-textarea>',
      );
      await enter(el, 'Typed past it');
      expect(el.validity.tooLong).toBe(true);
      expect(warn.messages()).toEqual([]);
    });

    it('warns with SK009 when max-rows is below rows, and stays rows high', async () => {
      const warn = warnings();
      const el = await fixture<SkTextarea>(
        '<sk-textarea label="Notes" auto-grow rows="4" max-rows="2"></sk-textarea>',
      );
      expect(warn.messages()).toHaveLength(1);
      expect(warn.messages()[0]).toContain('[sk-textarea] SK009: max-rows="2" is below rows="4"');
      const control = textarea(el);
      const line = parseFloat(getComputedStyle(control).lineHeight);
      expect(control.clientHeight).toBeGreaterThanOrEqual(4 * line);
    });

    for (const resize of textareaResizes) {
      it(`lets the reader resize it as resize="${resize}" says`, async () => {
        const el = await fixture(`<sk-textarea label="Message" resize="${resize}"></sk-textarea>`);
        // Vertical is the logical `block`: along the block axis in any writing mode.
        const expected = { vertical: 'block', both: 'both', none: 'none' }[resize];
        expect(getComputedStyle(textarea(el)).resize).toBe(expected);
      });
    }

    it('cannot be resized while disabled', async () => {
      const el = await fixture('<sk-textarea label="Message" disabled></sk-textarea>');
      expect(getComputedStyle(textarea(el)).resize).toBe('none');
    });
  });

  describe('auto-grow', () => {
    async function growing(markup: string) {
      const el = await fixture<SkTextarea>(markup);
      const control = textarea(el);
      const line = parseFloat(getComputedStyle(control).lineHeight);
      const height = async (text: string): Promise<number> => {
        await userEvent.fill(control, text);
        await settle();
        return control.offsetHeight;
      };
      return { el, control, line, height };
    }

    it('grows line by line from rows to max-rows, then scrolls', async () => {
      const { control, line, height } = await growing(
        '<sk-textarea label="Notes" auto-grow rows="2" max-rows="4"></sk-textarea>',
      );
      const empty = await height('');
      expect(await height(lines(2))).toBe(empty);
      expect(await height(lines(3))).toBeCloseTo(empty + line, 0);
      expect(await height(lines(4))).toBeCloseTo(empty + 2 * line, 0);
      expect(await height(lines(9))).toBeCloseTo(empty + 2 * line, 0);
      expect(control.scrollHeight).toBeGreaterThan(control.clientHeight);
      // And shrinks again when text is removed.
      expect(await height(lines(1))).toBe(empty);
    });

    it('grows without a limit when max-rows is unset', async () => {
      const { line, height } = await growing(
        '<sk-textarea label="Notes" auto-grow rows="2"></sk-textarea>',
      );
      const empty = await height('');
      expect(await height(lines(12))).toBeCloseTo(empty + 10 * line, 0);
    });

    it('keeps its rows height without auto-grow', async () => {
      const { control, height } = await growing(
        '<sk-textarea label="Notes" rows="2"></sk-textarea>',
      );
      const empty = await height('');
      expect(await height(lines(8))).toBe(empty);
      expect(control.scrollHeight).toBeGreaterThan(control.clientHeight);
    });

    it('measures its content where the browser lacks field-sizing', async () => {
      const supports = CSS.supports.bind(CSS);
      vi.spyOn(CSS, 'supports').mockImplementation((...args: [string, string?]) =>
        args[0] === 'field-sizing' ? false : supports(...(args as [string, string])),
      );
      const { el, control, line, height } = await growing(
        '<sk-textarea label="Notes" auto-grow rows="2" max-rows="4"></sk-textarea>',
      );
      // As in such a browser: the CSS sizing does nothing, so only the measuring can grow it.
      const fixed = document.createElement('style');
      fixed.textContent = '#control { field-sizing: fixed !important; }';
      el.shadowRoot!.append(fixed);
      const empty = await height('');
      expect(await height(lines(3))).toBeCloseTo(empty + line, 0);
      expect(await height(lines(9))).toBeCloseTo(empty + 2 * line, 0);
      expect(await height(lines(1))).toBe(empty);

      // Turned off, it returns to its rows height.
      await height(lines(4));
      el.autoGrow = false;
      await settle();
      expect(control.style.height).toBe('');
      expect(await height(lines(4))).toBe(empty);
    });
  });

  describe('events', () => {
    it('fires input while typing and change when the value is committed', async () => {
      const el = await fixture<SkTextarea>('<sk-textarea label="Message"></sk-textarea>');
      const onInput = vi.fn();
      const onChange = vi.fn();
      el.addEventListener('input', onInput);
      el.addEventListener('change', onChange);
      await userEvent.click(textarea(el));
      await userEvent.keyboard('Hi');
      expect(onInput).toHaveBeenCalledTimes(2);
      expect(onChange).not.toHaveBeenCalled();
      textarea(el).blur();
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(el.value).toBe('Hi');
    });

    it('fires neither for a value set by script', async () => {
      const el = await fixture<SkTextarea>('<sk-textarea label="Message"></sk-textarea>');
      const onEvent = vi.fn();
      el.addEventListener('input', onEvent);
      el.addEventListener('change', onEvent);
      el.value = 'Set';
      await settle();
      expect(onEvent).not.toHaveBeenCalled();
    });
  });

  describe('slots', () => {
    it('takes its label and hint from the label and hint slots', async () => {
      const el = await fixture(
        '<sk-textarea><span slot="label">Your <b>message</b></span><span slot="hint">No personal details.</span></sk-textarea>',
      );
      const node = await accessibleNode(textarea(el));
      expect(node.name).toBe('Your message');
      expect(node.description).toBe('No personal details.');
    });
  });

  describe('keyboard', () => {
    it('is one tab stop, on the text area, and Tab leaves it', async () => {
      const wrapper = await fixture(
        '<div><button>Before</button><sk-textarea label="Message"></sk-textarea><button>After</button></div>',
      );
      const [before, after] = wrapper.querySelectorAll('button');
      const el = wrapper.querySelector('sk-textarea')!;
      before!.focus();
      await userEvent.tab();
      expect(el.shadowRoot!.activeElement).toBe(textarea(el));
      await userEvent.tab();
      expect(document.activeElement).toBe(after);
      expect((el as SkTextarea).value).toBe('');
    });

    it('inserts a line break on Enter and does not submit its form', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-textarea label="Message" name="message"></sk-textarea><button>Send</button></form>',
      );
      const onSubmit = vi.fn((event: Event) => event.preventDefault());
      form.addEventListener('submit', onSubmit);
      const el = form.querySelector<SkTextarea>('sk-textarea')!;
      await userEvent.click(textarea(el));
      await userEvent.keyboard('Hello{Enter}world{Shift>}{Enter}{/Shift}again');
      expect(onSubmit).not.toHaveBeenCalled();
      expect(el.value).toBe('Hello\nworld\nagain');
    });

    it('does not stop an input beside it from submitting on Enter', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><input name="subject" aria-label="Subject"><sk-textarea label="Message" name="message"></sk-textarea></form>',
      );
      const onSubmit = vi.fn((event: Event) => event.preventDefault());
      form.addEventListener('submit', onSubmit);
      await userEvent.click(form.querySelector('input')!);
      await userEvent.keyboard('{Enter}');
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });

    it('lets the reader type past maxlength', async () => {
      const el = await fixture<SkTextarea>(
        '<sk-textarea label="Code" maxlength="3"></sk-textarea>',
      );
      await userEvent.click(textarea(el));
      await userEvent.keyboard('abcde');
      expect(el.value).toBe('abcde');
    });
  });

  describe('character count', () => {
    const count = (el: Element): string =>
      shadow(el, '[part~="character-count"]').textContent!.trim();
    const status = (el: Element): string => shadow(el, '[role="status"]').textContent!.trim();

    it('shows what remains under the field, and describes the field with the limit', async () => {
      const el = await fixture<SkTextarea>(
        '<sk-textarea label="Summary" hint="A sentence or two." maxlength="20"></sk-textarea>',
      );
      expect(count(el)).toBe('You have 20 characters remaining');
      expect((await accessibleNode(textarea(el))).description).toBe(
        'A sentence or two. You can enter up to 20 characters.',
      );
      // GOV.UK: no native maxlength, so nothing the reader pastes or types is cut off.
      expect(textarea(el).hasAttribute('maxlength')).toBe(false);
      await enter(el, 'Hello\nworld');
      expect(count(el)).toBe('You have 9 characters remaining');
    });

    it('shows by how much the value is over, which makes it too long', async () => {
      const el = await fixture<SkTextarea>(
        '<sk-textarea name="s" label="Summary" maxlength="5"></sk-textarea>',
      );
      await enter(el, 'Hello!!');
      expect(count(el)).toBe('You have 2 characters too many');
      expect(el.validity.tooLong).toBe(true);
      expect(el.validationMessage).toBe(
        'Please use no more than 5 characters (you are currently using 7).',
      );
      expect(shadow(el, '[part~="error"]').textContent!.trim()).toBe(el.validationMessage);
      await enter(el, 'Hell');
      expect(count(el)).toBe('You have 1 character remaining');
      expect(el.validity.valid).toBe(true);
    });

    it('announces the count politely once typing pauses', async () => {
      const el = await fixture<SkTextarea>(
        '<sk-textarea label="Summary" maxlength="10"></sk-textarea>',
      );
      expect(shadow(el, '[role="status"]').getAttribute('role')).toBe('status');
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await userEvent.click(textarea(el));
      await userEvent.keyboard('Hi');
      await settle();
      vi.advanceTimersByTime(500);
      await userEvent.keyboard('{Enter}ya');
      await settle();
      vi.advanceTimersByTime(999);
      await el.updateComplete;
      expect(status(el)).toBe('');
      vi.advanceTimersByTime(1);
      await el.updateComplete;
      expect(status(el)).toBe('You have 5 characters remaining');
    });

    it('is worded in the language of its nearest lang, Arabic plurals included', async () => {
      const wrapper = await fixture(
        '<div><sk-textarea lang="fi" label="Viesti" maxlength="4" value="ab"></sk-textarea><sk-textarea lang="ar" dir="rtl" label="رسالة" maxlength="3" value="a"></sk-textarea></div>',
      );
      const [fi, ar] = wrapper.querySelectorAll('sk-textarea');
      await expect.poll(() => count(fi!)).toBe('Jäljellä 2 merkkiä');
      await expect.poll(() => count(ar!)).toBe('تبقّى لديك حرفان');
    });

    it('shows no count without maxlength, and none once it is removed', async () => {
      const el = await fixture<SkTextarea>(
        '<sk-textarea label="Summary" maxlength="10"></sk-textarea>',
      );
      el.removeAttribute('maxlength');
      await settle();
      expect(el.shadowRoot!.querySelector('[part~="character-count"]')).toBeNull();
      expect(textarea(el).hasAttribute('aria-describedby')).toBe(false);
    });
  });

  describe('form', () => {
    runFormControlSuite({
      tag: 'sk-textarea',
      field: { role: 'textbox' },
      value: { enter },
      required: { message: en.valueMissing },
      constraints: [
        {
          attributes: 'minlength="5"',
          value: 'Hi',
          flag: 'tooShort',
          messages: {
            en: 'Please use at least 5 characters (you are currently using 2).',
            fi: 'Käytä vähintään 5 merkkiä (nyt merkkejä on 2).',
          },
        },
        {
          attributes: 'maxlength="3"',
          value: 'Hello',
          flag: 'tooLong',
          messages: {
            en: 'Please use no more than 3 characters (you are currently using 5).',
            fi: 'Käytä enintään 3 merkkiä (nyt merkkejä on 5).',
          },
        },
      ],
    });

    it('gives FormData the same multi-line value a native text area gives', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><textarea name="native" aria-label="Native"></textarea><sk-textarea name="ours" label="Ours"></sk-textarea></form>',
      );
      const native = form.querySelector('textarea')!;
      await userEvent.fill(native, 'one\ntwo');
      await enter(form.querySelector('sk-textarea')!, 'one\ntwo');
      const data = new FormData(form);
      expect(data.get('ours')).toBe(data.get('native'));
      expect(data.get('ours')).toBe('one\ntwo');
    });

    it('sends line breaks as CRLF when the form is submitted, as a native text area does', async () => {
      const wrapper = await fixture(
        `<div>
          <iframe name="sk-textarea-target" title="Submitted"></iframe>
          <form action="/sk-textarea-submitted" target="sk-textarea-target">
            <textarea name="native" aria-label="Native"></textarea>
            <sk-textarea name="ours" label="Ours"></sk-textarea>
          </form>
        </div>`,
      );
      const form = wrapper.querySelector('form')!;
      await userEvent.fill(form.querySelector('textarea')!, 'one\ntwo');
      await enter(form.querySelector('sk-textarea')!, 'one\ntwo');
      form.submit();
      const frame = wrapper.querySelector('iframe')!;
      await expect
        .poll(() => frame.contentWindow?.location.search)
        .toBe('?native=one%0D%0Atwo&ours=one%0D%0Atwo');
    });

    it('returns to a multi-line value attribute when the form is reset', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-textarea name="m" label="Message" value="Dear team,&#10;&#10;Thanks"></sk-textarea></form>',
      );
      const el = form.querySelector<SkTextarea>('sk-textarea')!;
      await enter(el, 'Changed');
      form.reset();
      await settle();
      expect(el.value).toBe('Dear team,\n\nThanks');
      expect(textarea(el).value).toBe('Dear team,\n\nThanks');
    });

    it('is valid empty with minlength, as natively', async () => {
      const el = await fixture<SkTextarea>(
        '<sk-textarea label="Message" minlength="5"></sk-textarea>',
      );
      expect(el.validity.valid).toBe(true);
    });
  });

  describe('parts and states', () => {
    // Colours are read at once: without motion they are final, not the start of a transition.
    beforeEach(async () => {
      await commands.emulateReducedMotion(true);
    });

    it('exposes the control and character-count parts', async () => {
      const el = await fixture('<sk-textarea label="Summary" maxlength="9"></sk-textarea>');
      expect(shadow(el, '[part~="control"]').localName).toBe('textarea');
      expect(shadow(el, '[part~="character-count"]')).toBeTruthy();
    });

    it('is coloured by --sk-textarea-background and --sk-textarea-border-color', async () => {
      const el = await fixture(
        '<sk-textarea label="Message" style="--sk-textarea-background: var(--sk-color-surface-subtle); --sk-textarea-border-color: var(--sk-color-status-warning)"></sk-textarea>',
      );
      const style = getComputedStyle(textarea(el));
      expect(style.backgroundColor).toBe(
        resolved('var(--sk-color-surface-subtle)', 'backgroundColor'),
      );
      expect(style.borderTopColor).toBe(resolved('var(--sk-color-status-warning)'));
    });

    it('has a danger border when user-invalid, a success border when user-valid', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><button type="button">Away</button><sk-textarea name="m" label="Message" required></sk-textarea></form>',
      );
      await userEvent.hover(form.querySelector('button')!);
      const el = form.querySelector('sk-textarea')!;
      const border = (): string => getComputedStyle(textarea(el)).borderTopColor;
      const resting = border();
      expect(resting).toBe(resolved('var(--sk-color-border-strong)'));
      form.requestSubmit();
      await settle();
      expect(el.matches(':state(user-invalid)')).toBe(true);
      expect(border()).toBe(resolved('var(--sk-color-status-danger)'));
      await enter(el, 'Hello');
      expect(el.matches(':state(user-valid)')).toBe(true);
      expect(border()).toBe(resolved('var(--sk-color-status-success)'));
    });

    it('darkens its border on hover, the active state', async () => {
      const wrapper = await fixture(
        '<div><button>Away</button><sk-textarea label="Message"></sk-textarea></div>',
      );
      const el = wrapper.querySelector('sk-textarea')!;
      await userEvent.hover(wrapper.querySelector('button')!);
      expect(getComputedStyle(textarea(el)).borderTopColor).toBe(
        resolved('var(--sk-color-border-strong)'),
      );
      await userEvent.hover(textarea(el));
      expect(getComputedStyle(textarea(el)).borderTopColor).toBe(
        resolved('var(--sk-color-text-subtle)'),
      );
    });

    it('shows a focus ring on keyboard focus', async () => {
      const wrapper = await fixture(
        '<div><button>Before</button><sk-textarea label="Message"></sk-textarea></div>',
      );
      wrapper.querySelector('button')!.focus();
      await userEvent.tab();
      const style = getComputedStyle(textarea(wrapper.querySelector('sk-textarea')!));
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineColor).toBe(resolved('var(--sk-color-focus-ring)'));
    });

    it('matches :state(disabled) when disabled', async () => {
      const el = await fixture('<sk-textarea label="Message" disabled></sk-textarea>');
      expect(el.matches(':state(disabled)')).toBe(true);
    });
  });

  describe('forced colors', () => {
    beforeEach(async () => {
      await commands.emulateReducedMotion(true);
    });

    it('keeps the border, the disabled text and the focus ring visible in system colours', async () => {
      const wrapper = await fixture(
        `<div>
          <button>Before</button>
          <sk-textarea label="Message"></sk-textarea>
          <sk-textarea label="Closed" disabled value="Off"></sk-textarea>
          <span style="color: FieldText">a</span><span style="color: GrayText">b</span><span style="color: Highlight">c</span>
        </div>`,
      );
      await commands.emulateForcedColors(true);
      const before = wrapper.querySelector('button')!;
      await userEvent.hover(before);
      const [enabled, disabled] = [...wrapper.querySelectorAll('sk-textarea')].map(textarea);
      const [field, gray, highlight] = [...wrapper.querySelectorAll('span')].map(
        (span) => getComputedStyle(span).color,
      );
      const style = getComputedStyle(enabled!);
      expect(style.borderTopStyle).toBe('solid');
      expect(parseFloat(style.borderTopWidth)).toBeGreaterThanOrEqual(1);
      expect(style.borderTopColor).toBe(field);
      expect(getComputedStyle(disabled!).borderTopColor).toBe(gray);
      expect(getComputedStyle(disabled!).color).toBe(gray);

      // Hover shows in the border, as colour no longer can.
      await userEvent.hover(enabled!);
      expect(getComputedStyle(enabled!).borderTopColor).toBe(highlight);

      before.focus();
      await userEvent.tab();
      const focused = getComputedStyle(enabled!);
      expect(focused.outlineStyle).toBe('solid');
      expect(parseFloat(focused.outlineWidth)).toBeGreaterThanOrEqual(1);
      expect(focused.outlineColor).toBe(highlight);
    });
  });

  describe('reduced motion', () => {
    it('changes its border colour without a transition', async () => {
      const el = await fixture('<sk-textarea label="Message"></sk-textarea>');
      expect(getComputedStyle(textarea(el)).transitionDuration).not.toBe('0s');
      await commands.emulateReducedMotion(true);
      expect(getComputedStyle(textarea(el)).transitionDuration).toBe('0s');
    });
  });
});
