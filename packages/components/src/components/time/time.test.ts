import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { fieldLayouts } from '../../base/field.types.js';
import { en } from '../../localization/translations/en.js';
import { accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { computedColor } from '../../testing/colors.js';
import { captureEvents, oneEvent } from '../../testing/events.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { runFormControlSuite } from '../../testing/form-control-suite.js';
import { type SkTime } from './time.js';
import './sk-time.js';

const inputOf = (el: Element): HTMLInputElement => shadow<HTMLInputElement>(el, '#control');
const buttonOf = (el: Element): HTMLButtonElement =>
  shadow<HTMLButtonElement>(el, '[part~="button"]');
const popupOf = (el: Element): HTMLElement => shadow(el, '[part~="popup"]');
const optionsOf = (el: Element): HTMLElement[] => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]'),
];
const texts = (el: Element): string[] => optionsOf(el).map((o) => o.textContent!);
const activeText = (el: Element): string | undefined =>
  el.shadowRoot!.querySelector('[role="option"][active]')?.textContent ?? undefined;
const isOpen = (el: Element): boolean => el.matches(':state(open)');
const shown = (el: Element): string => inputOf(el).value;
/* The text of a time as `Intl` writes it, whose space before AM/PM may be a narrow one. */
const plain = (text: string | undefined): string | undefined => text?.replace(/\s/g, ' ');

/** Types `text` into the field as a user would, and commits it by leaving the field. */
async function enter(control: HTMLElement, text: string): Promise<void> {
  const input = inputOf(control);
  await userEvent.fill(input, text);
  input.blur();
  await settle();
}

/** Focuses the field and presses `keys`, then waits for the element to render the result. */
async function press(el: Element, keys: string): Promise<void> {
  if (el.shadowRoot!.activeElement !== inputOf(el)) inputOf(el).focus();
  await userEvent.keyboard(keys);
  await settle();
}

/** Opens the list with Down and waits until it shows. */
async function open(el: Element): Promise<void> {
  await press(el, '{ArrowDown}');
  await expect.poll(() => isOpen(el)).toBe(true);
}

/* Form values the shared suite enters in place of its words. */
const samples: Record<string, string> = {
  typed: '09:30',
  initial: '08:00',
  saved: '10:15',
  changed: '11:45',
  autofilled: '12:30',
  filled: '13:00',
  kept: '14:00',
};

describe('<sk-time>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
    await commands.emulateReducedMotion(false);
  });

  describe('accessibility', () => {
    for (const layout of fieldLayouts.filter((l) => l !== 'inline')) {
      it(`has no axe violations in the ${layout} layout, empty and with a time`, async () => {
        const el = await fixture(`<div>
          <sk-time layout="${layout}" label="Start" hint="For example, 2:30 PM."></sk-time>
          <sk-time layout="${layout}" label="End" value="17:30"></sk-time>
        </div>`);
        await expectNoAxeViolations(el);
      });
    }

    it('has no axe violations disabled, read-only, in error and in success', async () => {
      const form = await fixture<HTMLFormElement>(`<form>
        <sk-time label="Disabled" disabled value="09:00"></sk-time>
        <sk-time label="Read only" readonly value="09:00"></sk-time>
        <sk-time label="Error" name="e" required></sk-time>
        <sk-time label="Success" name="s" required></sk-time>
      </form>`);
      const [, , error, success] = form.querySelectorAll<SkTime>('sk-time');
      form.requestSubmit();
      await enter(success!, '10');
      expect(error!.matches(':state(user-invalid)')).toBe(true);
      expect(success!.matches(':state(user-valid)')).toBe(true);
      await expectNoAxeViolations(form);
    });

    it('has no axe violations with the list open, and in right-to-left text', async () => {
      const wrapper = await fixture(
        '<div dir="rtl" lang="ar"><sk-time label="وقت الوصول" value="09:30"></sk-time></div>',
      );
      const el = wrapper.querySelector('sk-time')!;
      // Checked once the list has faded in: contrast is measured on the final colours.
      const opened = oneEvent(el, 'sk-after-open');
      await open(el);
      await opened;
      await expectNoAxeViolations(wrapper);
    });

    it('is a collapsed combobox named by its label, expanded while its list shows', async () => {
      const el = await fixture('<sk-time label="Arrival" hint="Local time."></sk-time>');
      const closed = await accessibleNode(inputOf(el));
      expect(closed.role).toBe('combobox');
      expect(closed.name).toBe('Arrival');
      expect(closed.description).toBe('Local time.');
      expect(closed.properties.expanded).toBe(false);
      expect(closed.properties.autocomplete).toBe('list');
      await open(el);
      expect((await accessibleNode(inputOf(el))).properties.expanded).toBe(true);
      expect(inputOf(el).getAttribute('aria-controls')).toBe('list');
    });

    it('points to the active time, which is announced by its text and selection', async () => {
      const el = await fixture('<sk-time label="Arrival" value="09:30"></sk-time>');
      await open(el);
      const id = inputOf(el).getAttribute('aria-activedescendant')!;
      const option = el.shadowRoot!.getElementById(id)!;
      const node = await accessibleNode(option);
      expect(node.role).toBe('option');
      expect(plain(node.name)).toBe('9:30 AM');
      expect(node.properties.selected).toBe(true);
      expect((await accessibleNode(shadow(el, '[role="listbox"]'))).name).toBe(en.timeList);
    });

    it('has a clock button out of the tab order, named and with its expanded state', async () => {
      const el = await fixture('<sk-time label="Arrival"></sk-time>');
      const button = buttonOf(el);
      expect(button.tabIndex).toBe(-1);
      const node = await accessibleNode(button);
      expect(node.role).toBe('button');
      expect(node.name).toBe(en.timeList);
      expect(node.properties.expanded).toBe(false);
      await userEvent.click(button);
      await expect.poll(() => isOpen(el)).toBe(true);
      expect((await accessibleNode(button)).properties.expanded).toBe(true);
    });
  });

  describe('properties', () => {
    it('has documented defaults: no value, no bounds, a one-minute step', async () => {
      const el = await fixture<SkTime>('<sk-time label="Start"></sk-time>');
      expect([el.value, el.min, el.max, el.step]).toEqual(['', '', '', '']);
      expect(shown(el)).toBe('');
    });

    it("shows its value in the locale's form, following lang", async () => {
      const wrapper = await fixture(`<div>
        <sk-time lang="en-US" value="21:30"></sk-time>
        <sk-time lang="en-GB" value="09:05"></sk-time>
        <sk-time lang="fi" value="21:30"></sk-time>
        <sk-time lang="de" value="21:30"></sk-time>
        <sk-time lang="ar-EG" value="21:30"></sk-time>
      </div>`);
      const fields = [...wrapper.querySelectorAll('sk-time')];
      expect(fields.map((el) => plain(shown(el)))).toEqual([
        '9:30 PM',
        '09:05',
        '21.30',
        '21:30',
        '٩:٣٠ م',
      ]);
      fields[0]!.setAttribute('lang', 'sv');
      await settle();
      expect(shown(fields[0]!)).toBe('21:30');
    });

    it('keeps its value as HH:MM, or HH:MM:SS when the step is under a minute', async () => {
      const el = await fixture<SkTime>('<sk-time value="09:30:00"></sk-time>');
      expect(el.value).toBe('09:30');
      el.step = '30';
      await settle();
      expect(el.value).toBe('09:30:00');
      expect(plain(shown(el))).toBe('9:30:00 AM');
      el.step = '';
      el.value = '09:30:15';
      await settle();
      // Seconds a minute step cannot show are kept (and reported), never rounded away.
      expect(el.value).toBe('09:30:15');
      expect(plain(shown(el))).toBe('9:30:15 AM');
    });

    it('lists every 30 minutes of the day by default, in the locale’s form', async () => {
      const el = await fixture('<sk-time lang="de"></sk-time>');
      await open(el);
      const all = texts(el);
      expect(all).toHaveLength(48);
      expect(all.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
      expect(all.at(-1)).toBe('23:30');
    });

    it('lists times from min to max at step, or at a multiple of a short step', async () => {
      const cases: [string, number, string, string][] = [
        ['min="09:00" max="17:00"', 17, '09:00', '17:00'],
        ['step="900"', 96, '00:00', '23:45'],
        ['step="3600" min="08:00"', 16, '08:00', '23:00'],
        ['step="300"', 48, '00:00', '23:30'],
        ['step="420" max="02:00"', 4, '00:00', '01:45'],
        ['step="any" min="09:15" max="11:00"', 4, '09:15', '10:45'],
      ];
      for (const [attributes, count, first, last] of cases) {
        const el = await fixture(`<sk-time lang="de" ${attributes}></sk-time>`);
        await open(el);
        const all = texts(el);
        expect([all.length, all[0], all.at(-1)], attributes).toEqual([count, first, last]);
        await press(el, '{Escape}');
      }
    });

    it('lists times with seconds when the step is under a minute', async () => {
      const el = await fixture('<sk-time lang="de" step="45" max="01:00"></sk-time>');
      await open(el);
      expect(texts(el)).toEqual(['00:00:00', '00:30:00', '01:00:00']);
    });

    it('lists the times again when min, max, step or the language change', async () => {
      const el = await fixture<SkTime>('<sk-time lang="de" min="09:00" max="10:00"></sk-time>');
      await open(el);
      expect(texts(el)).toEqual(['09:00', '09:30', '10:00']);
      el.max = '11:00';
      el.lang = 'fi';
      await settle();
      expect(texts(el)).toEqual(['9.00', '9.30', '10.00', '10.30', '11.00']);
    });

    it('ignores a value, min or max that is not a time, with one SK018 warning each', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const wrapper = await fixture(`<form>
        <sk-time name="a" value="9:30"></sk-time>
        <sk-time name="b" min="nine" max="10:00"></sk-time>
        <sk-time name="c" value="25:00" max="soon"></sk-time>
      </form>`);
      const [a, b, c] = wrapper.querySelectorAll<SkTime>('sk-time');
      expect(a!.value).toBe('');
      expect(shown(a!)).toBe('');
      expect(c!.value).toBe('');
      expect([...new FormData(wrapper as HTMLFormElement)]).toEqual([
        ['a', ''],
        ['b', ''],
        ['c', ''],
      ]);
      const messages = warn.mock.calls.map((call) => String(call[0]));
      // One per element and code, however many of its attributes are unreadable.
      expect(messages).toHaveLength(3);
      expect(messages.every((m) => /^\[sk-time\] SK018/.test(m))).toBe(true);
      expect(messages[0]).toContain('value="9:30"');
      expect(messages[1]).toContain('min="nine"');
      // The unreadable min is no bound: the list starts at midnight.
      await open(b!);
      expect(plain(texts(b!)[0])).toBe('12:00 AM');
      expect(texts(b!)).toHaveLength(21);
    });

    it('uses a one-minute step, with one SK014 warning, for a step that is not a number', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkTime>('<sk-time step="often" value="09:30"></sk-time>');
      expect(el.checkValidity()).toBe(true);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-time] SK014');
      el.step = 'any';
      await settle();
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('returns to the defaults silently when an attribute is removed', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkTime>(
        '<sk-time lang="de" min="09:00" max="10:00" step="1800" value="09:30"></sk-time>',
      );
      for (const name of ['min', 'max', 'step', 'value']) el.removeAttribute(name);
      await settle();
      expect([el.value, el.min, el.max, el.step]).toEqual(['', '', '', '']);
      await open(el);
      expect(texts(el)).toHaveLength(48);
      expect(warn).not.toHaveBeenCalled();
    });
  });

  describe('events', () => {
    it('fires input on each keystroke and change once the time is committed', async () => {
      const el = await fixture<SkTime>('<sk-time label="Start"></sk-time>');
      const log = captureEvents(el, ['input', 'change']);
      const values: string[] = [];
      el.addEventListener('input', () => values.push(el.value));
      inputOf(el).focus();
      await userEvent.keyboard('9:3');
      await userEvent.keyboard('0');
      expect(values).toEqual(['09:00', '', '', '09:30']);
      inputOf(el).blur();
      await settle();
      expect(log.types()).toEqual(['input', 'input', 'input', 'input', 'change']);
      expect(el.value).toBe('09:30');
      expect(plain(shown(el))).toBe('9:30 AM');
    });

    it('fires no change when the committed text reads as the time it had', async () => {
      const el = await fixture<SkTime>('<sk-time label="Start" value="09:30"></sk-time>');
      const onChange = vi.fn();
      el.addEventListener('change', onChange);
      await enter(el, '930');
      expect(onChange).not.toHaveBeenCalled();
      expect(plain(shown(el))).toBe('9:30 AM');
      await enter(el, '9:45 pm');
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(el.value).toBe('21:45');
    });

    it('fires input then change when a time is picked from the list', async () => {
      const el = await fixture<SkTime>('<sk-time label="Start" min="09:00" max="11:00"></sk-time>');
      await userEvent.click(buttonOf(el));
      await expect.poll(() => isOpen(el)).toBe(true);
      const log = captureEvents(el, ['input', 'change']);
      await userEvent.click(optionsOf(el)[2]!);
      await settle();
      expect(log.types()).toEqual(['input', 'change']);
      expect(el.value).toBe('10:00');
      expect(isOpen(el)).toBe(false);
      expect(el.shadowRoot!.activeElement).toBe(inputOf(el));
    });

    it('asks before opening and closing, and tells after', async () => {
      const el = await fixture('<sk-time label="Start"></sk-time>');
      const log = captureEvents(el, ['sk-open', 'sk-after-open', 'sk-close', 'sk-after-close']);
      const opened = oneEvent(el, 'sk-after-open');
      await press(el, '{ArrowDown}');
      await opened;
      const closing = oneEvent(el, 'sk-close');
      const closed = oneEvent(el, 'sk-after-close');
      await press(el, '{Escape}');
      expect((await closing).detail.source).toBe('escape');
      await closed;
      expect(log.types()).toEqual(['sk-open', 'sk-after-open', 'sk-close', 'sk-after-close']);
    });

    it('closes without sk-close when a time is picked, and then fires sk-after-close', async () => {
      const el = await fixture('<sk-time label="Start"></sk-time>');
      await open(el);
      const log = captureEvents(el, ['sk-close', 'sk-after-close', 'change']);
      const closed = oneEvent(el, 'sk-after-close');
      await press(el, '{Enter}');
      await closed;
      expect(log.types()).toEqual(['change', 'sk-after-close']);
      expect((el as SkTime).value).toBe('00:00');
    });

    it('asks to close with the source trigger from the clock button and Alt+Up', async () => {
      const el = await fixture('<sk-time label="Start"></sk-time>');
      await open(el);
      let closing = oneEvent(el, 'sk-close');
      await press(el, '{Alt>}{ArrowUp}{/Alt}');
      expect((await closing).detail.source).toBe('trigger');
      await userEvent.click(buttonOf(el));
      await expect.poll(() => isOpen(el)).toBe(true);
      closing = oneEvent(el, 'sk-close');
      await userEvent.click(buttonOf(el));
      expect(['trigger', 'light-dismiss']).toContain((await closing).detail.source);
      await expect.poll(() => isOpen(el)).toBe(false);
    });

    it('stays closed when sk-open is cancelled, and open when sk-close is', async () => {
      const el = await fixture('<sk-time label="Start"></sk-time>');
      const refuse = (event: Event): void => event.preventDefault();
      el.addEventListener('sk-open', refuse);
      await press(el, '{ArrowDown}');
      expect(isOpen(el)).toBe(false);
      el.removeEventListener('sk-open', refuse);
      await open(el);
      el.addEventListener('sk-close', refuse);
      await press(el, '{Escape}');
      expect(isOpen(el)).toBe(true);
    });
  });

  describe('slots', () => {
    it('takes its label and hint from slots', async () => {
      const el = await fixture(
        '<sk-time><span slot="label">Pick-up <b>time</b></span><span slot="hint">Between 9 and 5.</span></sk-time>',
      );
      const node = await accessibleNode(inputOf(el));
      expect(node.name).toBe('Pick-up time');
      expect(node.description).toBe('Between 9 and 5.');
      await expect.element(page.getByRole('combobox', { name: 'Pick-up time' })).toBeVisible();
    });
  });

  describe('keyboard', () => {
    it('is one tab stop, on the text field', async () => {
      const wrapper = await fixture(
        '<div><button>Before</button><sk-time label="Start"></sk-time><button>After</button></div>',
      );
      wrapper.querySelector('button')!.focus();
      await userEvent.tab();
      const el = wrapper.querySelector('sk-time')!;
      expect(el.shadowRoot!.activeElement).toBe(inputOf(el));
      await userEvent.tab();
      expect(document.activeElement).toBe(wrapper.querySelector('button:last-child'));
    });

    it('opens with Down at its own time, or at the nearest later one', async () => {
      const el = await fixture<SkTime>('<sk-time lang="de" value="09:30"></sk-time>');
      await open(el);
      expect(activeText(el)).toBe('09:30');
      await press(el, '{Escape}');
      el.value = '09:40';
      await settle();
      await open(el);
      expect(activeText(el)).toBe('10:00');
    });

    it('opens with Down at the first time when empty, and with Up as well', async () => {
      const el = await fixture('<sk-time lang="de" min="08:00"></sk-time>');
      await open(el);
      expect(activeText(el)).toBe('08:00');
      await press(el, '{Escape}');
      await press(el, '{ArrowUp}');
      expect(isOpen(el)).toBe(true);
      expect(activeText(el)).toBe('08:00');
    });

    it('opens with Alt+Down without an active time unless its own is listed', async () => {
      const el = await fixture<SkTime>('<sk-time lang="de" value="09:40"></sk-time>');
      await press(el, '{Alt>}{ArrowDown}{/Alt}');
      expect(isOpen(el)).toBe(true);
      expect(activeText(el)).toBeUndefined();
      expect(inputOf(el).hasAttribute('aria-activedescendant')).toBe(false);
      // The nearest time is scrolled into view.
      const listbox = shadow(el, '[role="listbox"]').getBoundingClientRect();
      const ten = optionsOf(el)
        .find((o) => o.textContent === '10:00')!
        .getBoundingClientRect();
      expect(ten.top).toBeGreaterThanOrEqual(listbox.top);
      expect(ten.bottom).toBeLessThanOrEqual(listbox.bottom);
      // Down then starts from it.
      await press(el, '{ArrowDown}');
      expect(activeText(el)).toBe('10:00');
    });

    it('moves with Up, Down, Home, End, Page Up and Page Down', async () => {
      const el = await fixture('<sk-time lang="de" value="09:00"></sk-time>');
      await open(el);
      await press(el, '{ArrowDown}');
      expect(activeText(el)).toBe('09:30');
      await press(el, '{ArrowUp}{ArrowUp}');
      expect(activeText(el)).toBe('08:30');
      await press(el, '{PageDown}');
      expect(activeText(el)).toBe('13:30');
      await press(el, '{PageUp}');
      expect(activeText(el)).toBe('08:30');
      await press(el, '{End}');
      expect(activeText(el)).toBe('23:30');
      await press(el, '{Home}');
      expect(activeText(el)).toBe('00:00');
      expect(inputOf(el).getAttribute('aria-activedescendant')).toBe(
        el.shadowRoot!.querySelector('[active]')!.id,
      );
    });

    it('picks the active time with Enter, without submitting the form', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-time lang="de" name="t" value="09:00"></sk-time></form>',
      );
      const onSubmit = vi.fn((event: Event) => event.preventDefault());
      form.addEventListener('submit', onSubmit);
      const el = form.querySelector<SkTime>('sk-time')!;
      const onChange = vi.fn();
      el.addEventListener('change', onChange);
      await open(el);
      await press(el, '{ArrowDown}{Enter}');
      expect(el.value).toBe('09:30');
      expect(shown(el)).toBe('09:30');
      expect(isOpen(el)).toBe(false);
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onSubmit).not.toHaveBeenCalled();
      await open(el);
      expect(el.shadowRoot!.querySelector('[aria-selected="true"]')!.textContent).toBe('09:30');
    });

    it('closes with Escape and with Alt+Up, keeping the time', async () => {
      const el = await fixture<SkTime>('<sk-time lang="de" value="09:00"></sk-time>');
      await open(el);
      await press(el, '{ArrowDown}{Escape}');
      expect(isOpen(el)).toBe(false);
      expect(el.value).toBe('09:00');
      await open(el);
      await press(el, '{ArrowDown}{Alt>}{ArrowUp}{/Alt}');
      expect(isOpen(el)).toBe(false);
      expect(el.value).toBe('09:00');
    });

    it('closes when Tab leaves the field', async () => {
      const wrapper = await fixture(
        '<div><sk-time label="Start"></sk-time><button>After</button></div>',
      );
      const el = wrapper.querySelector('sk-time')!;
      await open(el);
      await userEvent.tab();
      await expect.poll(() => isOpen(el)).toBe(false);
    });

    it('moves the list to what is typed: its time active, or the nearest in view', async () => {
      const el = await fixture<SkTime>('<sk-time lang="de"></sk-time>');
      await open(el);
      await press(el, '1430');
      expect(activeText(el)).toBe('14:30');
      await press(el, '{Backspace}{Backspace}45');
      expect(el.value).toBe('14:45');
      expect(activeText(el)).toBeUndefined();
      // Enter takes what was typed, not a listed time.
      await press(el, '{Enter}');
      expect(isOpen(el)).toBe(false);
      expect(el.value).toBe('14:45');
      expect(shown(el)).toBe('14:45');
      await press(el, '{ArrowDown}');
      expect(activeText(el)).toBe('15:00');
    });

    it('commits typed text with Enter, and then submits the form as a text field does', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-time label="Start" name="t"></sk-time></form>',
      );
      const data: [string, FormDataEntryValue][][] = [];
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        data.push([...new FormData(form)]);
      });
      const el = form.querySelector<SkTime>('sk-time')!;
      await press(el, '7pm{Enter}');
      expect(data).toEqual([[['t', '19:00']]]);
      expect(plain(shown(el))).toBe('7:00 PM');
    });

    it('closes its list when it becomes disabled', async () => {
      const el = await fixture<SkTime>('<sk-time label="Start"></sk-time>');
      await open(el);
      el.disabled = true;
      await settle();
      await expect.poll(() => isOpen(el)).toBe(false);
    });

    it('does not open while read-only or disabled', async () => {
      const wrapper = await fixture(
        '<div><sk-time readonly value="09:00"></sk-time><sk-time disabled></sk-time></div>',
      );
      const [readonly, disabled] = wrapper.querySelectorAll('sk-time');
      await press(readonly!, '{ArrowDown}');
      expect(isOpen(readonly!)).toBe(false);
      expect(buttonOf(readonly!).disabled).toBe(true);
      expect(buttonOf(disabled!).disabled).toBe(true);
      expect(inputOf(disabled!).disabled).toBe(true);
    });
  });

  describe('pointer', () => {
    it('opens and closes the list with the clock button, keeping focus in the field', async () => {
      const el = await fixture('<sk-time label="Start"></sk-time>');
      await userEvent.click(buttonOf(el));
      await expect.poll(() => isOpen(el)).toBe(true);
      expect(el.shadowRoot!.activeElement).toBe(inputOf(el));
      await userEvent.click(buttonOf(el));
      await expect.poll(() => isOpen(el)).toBe(false);
      expect(el.shadowRoot!.activeElement).toBe(inputOf(el));
    });

    it('closes when the reader clicks elsewhere', async () => {
      const wrapper = await fixture('<div><p>Elsewhere</p><sk-time label="Start"></sk-time></div>');
      const el = wrapper.querySelector('sk-time')!;
      await userEvent.click(buttonOf(el));
      await expect.poll(() => isOpen(el)).toBe(true);
      await userEvent.click(wrapper.querySelector('p')!);
      await expect.poll(() => isOpen(el)).toBe(false);
    });
  });

  describe('popup', () => {
    it('flips above the field near the bottom of the viewport', async () => {
      const wrapper = await fixture(
        '<div style="position: fixed; inset-block-end: 8px; inset-inline-start: 100px; inline-size: 200px"><sk-time label="Start"></sk-time></div>',
      );
      const el = wrapper.querySelector('sk-time')!;
      await open(el);
      const field = inputOf(el).getBoundingClientRect();
      await expect
        .poll(() => popupOf(el).getBoundingClientRect().bottom)
        .toBeLessThanOrEqual(field.top);
      expect(popupOf(el).getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    });

    it('opens below the field where there is room', async () => {
      const el = await fixture('<sk-time label="Start"></sk-time>');
      await open(el);
      await expect
        .poll(() => popupOf(el).getBoundingClientRect().top)
        .toBeGreaterThanOrEqual(inputOf(el).getBoundingClientRect().bottom);
    });

    it('is never clipped by an overflow:hidden ancestor', async () => {
      const box = await fixture(
        '<div style="overflow: hidden; inline-size: 160px; block-size: 60px; margin: 20px"><sk-time label="Start" lang="de"></sk-time></div>',
      );
      const el = box.querySelector('sk-time')!;
      await open(el);
      await expect
        .poll(() => popupOf(el).getBoundingClientRect().bottom)
        .toBeGreaterThan(box.getBoundingClientRect().bottom + 100);
      const option = optionsOf(el)[2]!;
      const rect = option.getBoundingClientRect();
      const hit = el.shadowRoot!.elementFromPoint(
        rect.left + rect.width / 2,
        rect.top + rect.height / 2,
      );
      expect(hit).toBe(option);
      await userEvent.click(option);
      expect((el as SkTime).value).toBe('01:00');
    });
  });

  describe('form', () => {
    runFormControlSuite({
      tag: 'sk-time',
      field: { role: 'combobox' },
      submitsOnEnter: true,
      value: { enter, sample: (word) => samples[word] ?? word },
      required: { message: en.valueMissing },
      constraints: [
        {
          attributes: 'min="09:00"',
          value: '8:30',
          flag: 'rangeUnderflow',
          messages: {
            en: 'Value must be 9:00 AM or later.',
            fi: 'Ajan on oltava aikaisintaan 9.00.',
          },
        },
        {
          attributes: 'max="17:00"',
          value: '17:30',
          flag: 'rangeOverflow',
          messages: {
            en: 'Value must be 5:00 PM or earlier.',
            de: 'Der Wert muss 17:00 oder früher sein.',
          },
        },
        {
          attributes: 'step="900"',
          value: '9:10',
          flag: 'stepMismatch',
          messages: {
            en: 'Please enter a valid value. The two nearest valid values are 9:00 AM and 9:15 AM.',
            fi: 'Anna kelvollinen arvo. Lähimmät kelvolliset arvot ovat 9.00 ja 9.15.',
          },
        },
        {
          attributes: '',
          value: 'half past nine',
          flag: 'badInput',
          messages: {
            en: 'Please enter a time, such as 2:30 PM.',
            fi: 'Anna kellonaika, esimerkiksi 14.30.',
            ar: 'يُرجى إدخال وقت، مثل 2:30 م.',
          },
        },
      ],
    });

    it('submits HH:MM, or HH:MM:SS when the step is under a minute', async () => {
      const form = await fixture<HTMLFormElement>(`<form>
        <sk-time name="a"></sk-time>
        <sk-time name="b" step="1"></sk-time>
      </form>`);
      const [a, b] = form.querySelectorAll<SkTime>('sk-time');
      await enter(a!, '9:30 pm');
      await enter(b!, '9:30:15 pm');
      expect([...new FormData(form)]).toEqual([
        ['a', '21:30'],
        ['b', '21:30:15'],
      ]);
    });

    it('submits nothing for text that is not a time, and shows why once committed', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-time label="Start" name="t" value="09:00"></sk-time></form>',
      );
      const el = form.querySelector<SkTime>('sk-time')!;
      inputOf(el).focus();
      await userEvent.fill(inputOf(el), 'soon');
      await settle();
      expect(el.value).toBe('');
      expect([...new FormData(form)]).toEqual([['t', '']]);
      expect(el.validity.badInput).toBe(true);
      expect(el.shadowRoot!.querySelector('[part~="error"]')).toBeNull();
      inputOf(el).blur();
      await settle();
      expect(shown(el)).toBe('soon');
      expect(el.matches(':state(user-invalid)')).toBe(true);
      expect(plain(shadow(el, '[part~="error"]').textContent!.trim())).toBe(
        'Please enter a time, such as 2:30 PM.',
      );
      expect(form.checkValidity()).toBe(false);
      form.reset();
      await settle();
      expect(plain(shown(el))).toBe('9:00 AM');
      expect(el.validity.valid).toBe(true);
    });

    it('shows a time set by script in place of text the reader typed', async () => {
      const el = await fixture<SkTime>('<sk-time lang="de" label="Start"></sk-time>');
      await enter(el, 'soon');
      expect(shown(el)).toBe('soon');
      el.value = '10:00';
      await settle();
      expect(shown(el)).toBe('10:00');
      expect(el.validity.valid).toBe(true);
    });

    it('words its messages with the times in the reader’s form', async () => {
      const wrapper = await fixture(`<div>
        <sk-time lang="en-US" min="13:00" value="09:00"></sk-time>
        <sk-time lang="fr" min="13:00" value="09:00"></sk-time>
        <sk-time lang="ar-EG" max="08:00" value="09:00"></sk-time>
      </div>`);
      const [us, fr, eg] = wrapper.querySelectorAll<SkTime>('sk-time');
      expect(plain(us!.validationMessage)).toBe('Value must be 1:00 PM or later.');
      expect(fr!.validationMessage).toBe('La valeur doit être postérieure ou égale à 13:00.');
      expect(plain(eg!.validationMessage)).toBe('يجب أن يكون الوقت ٨:٠٠ ص أو قبله.');
    });
  });

  describe('parts and states', () => {
    it('exposes its parts', async () => {
      const el = await fixture('<sk-time label="Start"></sk-time>');
      await open(el);
      for (const part of ['control', 'button', 'popup', 'listbox', 'option']) {
        expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).not.toBeNull();
      }
    });

    it('is :state(open) while its list shows', async () => {
      const el = await fixture('<sk-time label="Start"></sk-time>');
      expect(isOpen(el)).toBe(false);
      await open(el);
      expect(isOpen(el)).toBe(true);
      await press(el, '{Escape}');
      expect(isOpen(el)).toBe(false);
    });

    it('takes its colours from --sk-time-background and --sk-time-border-color', async () => {
      const el = await fixture(
        '<sk-time label="Start" style="--sk-time-background: var(--sk-color-surface-subtle); --sk-time-border-color: var(--sk-color-status-info)"></sk-time>',
      );
      const box = getComputedStyle(shadow(el, '.control'));
      expect(box.backgroundColor).toBe(computedColor('var(--sk-color-surface-subtle)'));
      expect(box.borderTopColor).toBe(computedColor('var(--sk-color-status-info)'));
    });

    it('draws its border in the danger colour in error, and the success colour once corrected', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-time label="Start" name="t" required></sk-time></form>',
      );
      const el = form.querySelector<SkTime>('sk-time')!;
      const border = (): string => getComputedStyle(shadow(el, '.control')).borderTopColor;
      expect(border()).toBe(computedColor('var(--sk-color-border-strong)'));
      form.requestSubmit();
      await settle();
      await expect.poll(border).toBe(computedColor('var(--sk-color-status-danger)'));
      await enter(el, '9');
      await expect.poll(border).toBe(computedColor('var(--sk-color-status-success)'));
    });
  });

  describe('right-to-left', () => {
    it('puts the clock button on the left and aligns the list with the field', async () => {
      const wrapper = await fixture(
        '<div dir="rtl" lang="ar" style="inline-size: 300px"><sk-time label="الوقت"></sk-time></div>',
      );
      const el = wrapper.querySelector('sk-time')!;
      expect(buttonOf(el).getBoundingClientRect().right).toBeLessThanOrEqual(
        inputOf(el).getBoundingClientRect().left,
      );
      await open(el);
      const field = shadow(el, '.control').getBoundingClientRect();
      await expect
        .poll(() => Math.round(popupOf(el).getBoundingClientRect().right))
        .toBe(Math.round(field.right));
      expect(plain(texts(el)[0])).toBe('12:00 ص');
    });
  });

  describe('reduced motion', () => {
    it('opens and closes the list without motion when the reader asks for it', async () => {
      await commands.emulateReducedMotion(true);
      const el = await fixture('<sk-time label="Start"></sk-time>');
      await open(el);
      expect(getComputedStyle(popupOf(el)).transitionDuration).toBe('0s');
      expect(popupOf(el).getAnimations()).toEqual([]);
      expect(getComputedStyle(shadow(el, '.control')).transitionDuration).toBe('0s');
    });
  });

  describe('forced colors', () => {
    it('draws the field, button, focus ring and active time in system colours', async () => {
      const wrapper = await fixture(
        '<div><button>Before</button><sk-time label="Start" value="09:00"></sk-time><sk-time label="Off" disabled></sk-time></div>',
      );
      await commands.emulateForcedColors(true);
      expect(matchMedia('(forced-colors: active)').matches).toBe(true);
      const [el, disabled] = wrapper.querySelectorAll('sk-time');
      const box = shadow(el!, '.control');
      expect(getComputedStyle(box).borderTopColor).toBe(computedColor('CanvasText'));
      expect(getComputedStyle(buttonOf(el!)).color).toBe(computedColor('ButtonText'));
      wrapper.querySelector('button')!.focus();
      await userEvent.tab();
      expect(getComputedStyle(box).outlineStyle).toBe('solid');
      expect(getComputedStyle(box).outlineColor).toBe(computedColor('Highlight'));
      await open(el!);
      const active = el!.shadowRoot!.querySelector('[active]')!;
      expect(getComputedStyle(active).outlineColor).toBe(computedColor('Highlight'));
      expect(getComputedStyle(popupOf(el!)).borderTopColor).toBe(computedColor('CanvasText'));
      const off = shadow(disabled!, '.control');
      expect(getComputedStyle(off).borderTopColor).toBe(computedColor('GrayText'));
      expect(getComputedStyle(off).color).toBe(computedColor('GrayText'));
    });
  });
});
