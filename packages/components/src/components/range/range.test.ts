import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { fieldLayouts } from '../../base/field.types.js';
import { accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { captureEvents } from '../../testing/events.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { runFormControlSuite } from '../../testing/form-control-suite.js';
import { type SkRange } from './range.js';
import './sk-range.js';
import { computedColor } from '../../testing/colors.js';

const sliderOf = (el: Element): HTMLInputElement => shadow<HTMLInputElement>(el, '#control');

/** Presses `key` on the focused slider and waits for the element to render the result. */
async function press(key: string): Promise<void> {
  await userEvent.keyboard(`{${key}}`);
  await settle();
}

/** The value's text as the reader sees it beside the track. */
const shownValue = (el: Element): string => shadow(el, '[part~="value"]').textContent!.trim();

const channels = (color: string): number[] => (color.match(/[\d.]+/g) ?? []).map(Number);

/**
 * Checks painted colours against CSS colours, as a screenshot holds them: a translucent colour
 * (a forced-colors Highlight) over the page's Canvas, each channel within rounding.
 */
function expectPainted(painted: string[], colors: string[]): void {
  const [br = 0, bg = 0, bb = 0] = channels(computedColor('Canvas'));
  const expected = colors.map((color) => {
    const [r = 0, g = 0, b = 0, a = 1] = channels(computedColor(color));
    return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)];
  });
  const close = painted.every((color, i) =>
    channels(color).every((channel, c) => Math.abs(channel - expected[i]![c]!) <= 2),
  );
  expect(close, `${painted.join(' ')} painted for ${colors.join(' ')}`).toBe(true);
}

/** Where on the slider, in its own CSS pixels, the thumb's centre is for `fraction` of the range. */
function thumbX(el: Element, fraction: number): number {
  const input = sliderOf(el);
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
  const thumb =
    parseFloat(getComputedStyle(input).getPropertyValue('--_sk-range-thumb-size')) * rem;
  return thumb / 2 + (input.clientWidth - thumb) * fraction;
}

/**
 * The colours painted on the slider at each `x` along its middle line, from a screenshot. Its
 * track and thumb are pseudo-elements whose computed styles Chromium does not report, so what
 * is painted is what a test can check.
 */
async function paintedAt(el: Element, xs: number[]): Promise<string[]> {
  const input = sliderOf(el);
  // Away from the slider and its label, whose hover is the slider's too.
  const body = document.body.getBoundingClientRect();
  await userEvent.hover(document.body, { position: { x: body.width - 1, y: body.height - 1 } });
  expect(input.matches(':hover')).toBe(false);
  const shot = await page.screenshot({ element: input, save: false });
  const image = new Image();
  image.src = `data:image/png;base64,${shot}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d')!;
  context.drawImage(image, 0, 0);
  const scale = image.naturalWidth / input.getBoundingClientRect().width;
  return xs.map((x) => {
    const [r, g, b] = context.getImageData(
      Math.round(x * scale),
      Math.round((input.clientHeight / 2) * scale),
      1,
      1,
    ).data;
    return `rgb(${r}, ${g}, ${b})`;
  });
}

describe('<sk-range>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
    await commands.emulateReducedMotion(false);
  });

  describe('accessibility', () => {
    for (const layout of fieldLayouts) {
      it(`has no axe violations in the ${layout} layout, with a hint, limits and labels`, async () => {
        const el = await fixture(`<div>
          <sk-range layout="${layout}" label="Volume" hint="Applies to every speaker." unit="percent" show-limits></sk-range>
          <sk-range layout="${layout}" label="Bass" min-label="Less" max-label="More" hide-value></sk-range>
        </div>`);
        await expectNoAxeViolations(el);
      });
    }

    it('has no axe violations disabled, read-only, required, and with its error shown', async () => {
      const form = await fixture<HTMLFormElement>(`<form>
        <sk-range label="Volume" disabled></sk-range>
        <sk-range label="Balance" readonly value="20"></sk-range>
        <sk-range label="Speed" required></sk-range>
        <sk-range label="Budget" name="budget" hint="Up to 80."></sk-range>
      </form>`);
      await expectNoAxeViolations(form);
      const budget = form.querySelector<SkRange>('[name="budget"]')!;
      budget.setCustomValidity('Choose 80 or less.');
      form.requestSubmit();
      await settle();
      expect(budget.matches(':state(user-invalid)')).toBe(true);
      await expectNoAxeViolations(form);
    });

    it('has no axe violations in right-to-left text', async () => {
      const el = await fixture(
        '<div dir="rtl" lang="ar"><sk-range label="مستوى الصوت" unit="percent" show-limits></sk-range></div>',
      );
      await expectNoAxeViolations(el);
    });

    it('is a slider named by its label, with its bounds and value', async () => {
      const el = await fixture(
        '<sk-range label="Volume" hint="For every speaker." min="10" max="90" value="30"></sk-range>',
      );
      await expect.element(page.getByRole('slider', { name: 'Volume' })).toBeInTheDocument();
      const node = await accessibleNode(sliderOf(el));
      expect(node.role).toBe('slider');
      expect(node.name).toBe('Volume');
      expect(node.description).toBe('For every speaker.');
      expect(node.properties.valuemin).toBe(10);
      expect(node.properties.valuemax).toBe(90);
      expect(node.properties.valuetext).toBe('30');
    });

    it('announces the value in the reader’s language and unit, through aria-valuetext', async () => {
      // Chromium's DevTools protocol does not report aria-valuetext, so the attribute is read.
      const wrapper = await fixture(`<div>
        <sk-range label="Distance" max="5000" step="0.5" value="1234.5"></sk-range>
        <sk-range label="Entfernung" lang="de" max="5000" step="0.5" value="1234.5"></sk-range>
        <sk-range label="Lämpötila" lang="fi" min="-20" max="40" value="20" unit="celsius"></sk-range>
        <sk-range label="Volume" value="30" unit="percent"></sk-range>
      </div>`);
      // Intl puts a no-break space (of one width or another) between a number and its unit.
      const texts = [...wrapper.querySelectorAll('sk-range')].map((el) =>
        sliderOf(el).getAttribute('aria-valuetext')!.replace(/\s/g, ' '),
      );
      expect(texts).toEqual(['1,234.5', '1.234,5', '20 °C', '30%']);
    });

    it('shows the announced text beside the track, hidden from screen readers, which hear it from the slider', async () => {
      const el = await fixture('<sk-range label="Volume" value="30" unit="percent"></sk-range>');
      const value = shadow(el, '[part~="value"]');
      expect(shownValue(el)).toBe('30%');
      expect(value.getAttribute('aria-hidden')).toBe('true');
    });

    it('is announced as disabled, and marked read-only while staying focusable', async () => {
      const wrapper = await fixture(
        '<div><sk-range label="Volume" disabled></sk-range><sk-range label="Bass" readonly></sk-range></div>',
      );
      const [disabled, readonly] = wrapper.querySelectorAll('sk-range');
      expect((await accessibleNode(sliderOf(disabled!))).properties.disabled).toBe(true);
      expect(sliderOf(readonly!).getAttribute('aria-readonly')).toBe('true');
      expect((await accessibleNode(sliderOf(readonly!))).properties.focusable).toBe(true);
      expect(sliderOf(disabled!).hasAttribute('aria-readonly')).toBe(false);
    });
  });

  describe('properties', () => {
    it('has documented defaults: 0 to 100 by 1, starting in the middle', async () => {
      const el = await fixture<SkRange>('<sk-range label="Volume"></sk-range>');
      expect([el.min, el.max, el.step]).toEqual([0, 100, 1]);
      expect(el.value).toBe('50');
      expect(el.valueAsNumber).toBe(50);
      expect(el.unit).toBe('');
      expect(el.showLimits).toBe(false);
      expect(el.hideValue).toBe(false);
      const input = sliderOf(el);
      expect(input.type).toBe('range');
      expect([input.min, input.max, input.step, input.value]).toEqual(['0', '100', '1', '50']);
      expect(el.shadowRoot!.querySelector('.limits')).toBeNull();
    });

    it('settles every value where a native range would', async () => {
      const cases: [string, string][] = [
        ['min="0" max="10" step="3"', ''],
        ['min="0" max="10" step="3"', '10'],
        ['min="0" max="10" step="3"', '4.5'],
        ['min="-5" max="5" step="2"', '0'],
        ['min="0" max="1" step="0.1"', '0.35'],
        ['min="10" max="20"', '5'],
        ['min="10" max="20"', '25'],
        ['min="0" max="100" step="7"', '99'],
        ['min="0.5" max="2.5" step="0.25"', '1.3'],
        ['', 'abc'],
      ];
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      for (const [bounds, value] of cases) {
        const wrapper = await fixture(
          `<div><sk-range label="R" ${bounds} value="${value}"></sk-range><input type="range" ${bounds} value="${value}"></div>`,
        );
        const native = wrapper.querySelector('input')!;
        expect(
          wrapper.querySelector<SkRange>('sk-range')!.value,
          `${bounds} value="${value}"`,
        ).toBe(native.value);
      }
    });

    it('moves the thumb and the fill for a value set by script, without events', async () => {
      const el = await fixture<SkRange>('<sk-range label="Volume"></sk-range>');
      const log = captureEvents(el, ['input', 'change']);
      el.value = '20';
      await settle();
      expect(sliderOf(el).value).toBe('20');
      expect(shownValue(el)).toBe('20');
      expect(getComputedStyle(sliderOf(el)).getPropertyValue('--_sk-range-fill')).toBe('0.2');
      el.valueAsNumber = 75;
      await settle();
      expect(el.value).toBe('75');
      expect(sliderOf(el).value).toBe('75');
      expect(log.events).toHaveLength(0);
    });

    it('clamps a value outside the range and snaps one between steps, with one SK014', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const form = await fixture<HTMLFormElement>(
        '<form><sk-range label="Volume" name="volume" step="10" value="150"></sk-range></form>',
      );
      const el = form.querySelector<SkRange>('sk-range')!;
      expect(el.value).toBe('100');
      expect(sliderOf(el).value).toBe('100');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-range] SK014');
      expect(String(warn.mock.calls[0]?.[0])).toContain('value="150"');
      // The form has what the slider shows at once, before the element has rendered again.
      el.value = '34';
      expect(el.valueAsNumber).toBe(30);
      expect(new FormData(form).get('volume')).toBe('100');
      expect(el.validity.valid).toBe(true);
      expect(new FormData(form).get('volume')).toBe('30');
      await settle();
      expect(el.value).toBe('30');
      expect(shownValue(el)).toBe('30');
    });

    it('starts in the middle for a value that is not a number', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkRange>(
        '<sk-range label="Volume" min="0" max="10" value="loud"></sk-range>',
      );
      expect(el.value).toBe('5');
    });

    it('takes the value with it when the bounds move past it, silently', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkRange>('<sk-range label="Volume" value="80"></sk-range>');
      el.max = 60;
      await settle();
      expect(el.value).toBe('60');
      expect(sliderOf(el).value).toBe('60');
      expect(warn).not.toHaveBeenCalled();
    });

    it('swaps min above max with one SK009, and stays usable', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkRange>(
        '<sk-range label="Volume" min="100" max="0" value="30"></sk-range>',
      );
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-range] SK009');
      const input = sliderOf(el);
      expect([input.min, input.max, el.value]).toEqual(['0', '100', '30']);
      input.focus();
      await press('ArrowRight');
      expect(el.value).toBe('31');
      await press('End');
      expect(el.value).toBe('100');
    });

    it('uses the default for a min, max or step it cannot use, with SK014; a removed one silently', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkRange>(
        '<sk-range label="Volume" min="low" max="10" step="0"></sk-range>',
      );
      const input = sliderOf(el);
      expect([input.min, input.max, input.step]).toEqual(['0', '10', '1']);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-range] SK014');
      el.setAttribute('step', '2');
      el.removeAttribute('max');
      await settle();
      expect([input.max, input.step]).toEqual(['100', '2']);
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('lands decimal steps on round numbers', async () => {
      const el = await fixture<SkRange>(
        '<sk-range label="Gain" min="0" max="1" step="0.1" value="0"></sk-range>',
      );
      sliderOf(el).focus();
      for (let i = 0; i < 3; i++) await press('ArrowRight');
      expect(el.value).toBe('0.3');
      expect(shownValue(el)).toBe('0.3');
    });

    it('writes the value with its unit; an unknown unit falls back with one SK001, a removed one silently', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkRange>(
        '<sk-range label="Speed" value="30" unit="kilometer-per-hour"></sk-range>',
      );
      expect(shownValue(el)).toBe('30 km/h');
      el.setAttribute('unit', 'parsec-per-week');
      await settle();
      expect(el.unit).toBe('');
      expect(shownValue(el)).toBe('30');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-range] SK001');
      el.setAttribute('unit', 'percent');
      await settle();
      expect(shownValue(el)).toBe('30%');
      el.removeAttribute('unit');
      await settle();
      expect(shownValue(el)).toBe('30');
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('words the value, its announcement and its limits with valueFormatter, in the element’s language', async () => {
      const el = await fixture<SkRange>(
        '<sk-range label="Budget" lang="fi" max="500" step="50" value="150" show-limits></sk-range>',
      );
      const langs: string[] = [];
      el.valueFormatter = (value, lang) => {
        langs.push(lang);
        return new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(value);
      };
      await settle();
      expect(shownValue(el)).toBe('150,00\u00a0€');
      expect(sliderOf(el).getAttribute('aria-valuetext')).toBe('150,00\u00a0€');
      expect(shadow(el, '[part~="max-label"]').textContent!.trim()).toBe('500,00\u00a0€');
      expect(new Set(langs)).toEqual(new Set(['fi']));
    });

    it('hides the value with hide-value, and shows min and max under the track with show-limits', async () => {
      const el = await fixture<SkRange>(
        '<sk-range label="Volume" min="10" max="90" unit="percent"></sk-range>',
      );
      expect(shadow(el, '[part~="value"]').hidden).toBe(false);
      el.hideValue = true;
      el.showLimits = true;
      await settle();
      expect(el.getAttribute('hide-value')).toBe('');
      expect(shadow(el, '[part~="value"]').hidden).toBe(true);
      expect(shadow(el, '.limits').hidden).toBe(false);
      expect(shadow(el, '[part~="min-label"]').textContent!.trim()).toBe('10%');
      expect(shadow(el, '[part~="max-label"]').textContent!.trim()).toBe('90%');
    });

    it('shows min-label and max-label under the ends of the track, in place of the numbers', async () => {
      const el = await fixture<SkRange>(
        '<sk-range label="Volume" min-label="Quiet" max-label="Loud" show-limits style="inline-size: 20rem"></sk-range>',
      );
      const min = shadow(el, '[part~="min-label"]');
      const max = shadow(el, '[part~="max-label"]');
      expect([min.textContent!.trim(), max.textContent!.trim()]).toEqual(['Quiet', 'Loud']);
      const track = sliderOf(el).getBoundingClientRect();
      expect(Math.abs(min.getBoundingClientRect().left - track.left)).toBeLessThanOrEqual(1);
      expect(Math.abs(max.getBoundingClientRect().right - track.right)).toBeLessThanOrEqual(1);
      expect(min.getBoundingClientRect().top).toBeGreaterThanOrEqual(track.bottom - 1);
    });

    it('keeps the track the same width whatever the value', async () => {
      const el = await fixture<SkRange>(
        '<sk-range label="Volume" value="0" max="1000" style="inline-size: 20rem"></sk-range>',
      );
      const width = sliderOf(el).getBoundingClientRect().width;
      el.value = '1000';
      await settle();
      expect(sliderOf(el).getBoundingClientRect().width).toBe(width);
    });
  });

  describe('events', () => {
    it('fires input, then change, for each key, with the new value already in place', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-range label="Volume" name="volume"></sk-range></form>',
      );
      const el = form.querySelector<SkRange>('sk-range')!;
      const seen: string[] = [];
      const record = (event: Event): void => {
        seen.push(`${event.type}:${el.value}:${new FormData(form).get('volume')}`);
      };
      el.addEventListener('input', record);
      el.addEventListener('change', record);
      sliderOf(el).focus();
      await press('ArrowRight');
      expect(seen).toEqual(['input:51:51', 'change:51:51']);
    });

    it('fires input while the thumb is dragged, and change once it is let go', async () => {
      const el = await fixture<SkRange>(
        '<sk-range label="Volume" value="0" style="inline-size: 20rem"></sk-range>',
      );
      const input = sliderOf(el);
      const log = captureEvents(el, ['input', 'change']);
      const y = input.clientHeight / 2;
      await userEvent.dragAndDrop(input, input, {
        sourcePosition: { x: thumbX(el, 0), y },
        targetPosition: { x: thumbX(el, 0.75), y },
      } as Parameters<typeof userEvent.dragAndDrop>[2]);
      await settle();
      expect(el.valueAsNumber).toBeGreaterThanOrEqual(74);
      expect(el.valueAsNumber).toBeLessThanOrEqual(76);
      const types = log.types();
      expect(types.at(-1)).toBe('change');
      expect(types.filter((type) => type === 'change')).toHaveLength(1);
      expect(types[0]).toBe('input');
    });

    it('moves to a point of the track that is clicked, with input and change', async () => {
      const el = await fixture<SkRange>(
        '<sk-range label="Volume" value="0" style="inline-size: 20rem"></sk-range>',
      );
      const log = captureEvents(el, ['input', 'change']);
      const input = sliderOf(el);
      await userEvent.click(input, {
        position: { x: thumbX(el, 0.4), y: input.clientHeight / 2 },
      } as Parameters<typeof userEvent.click>[1]);
      await settle();
      expect(el.valueAsNumber).toBeGreaterThanOrEqual(39);
      expect(el.valueAsNumber).toBeLessThanOrEqual(41);
      expect(log.types()).toEqual(['input', 'change']);
    });

    it('fires bubbling events, input composed, that a listener on the document hears', async () => {
      const el = await fixture('<sk-range label="Volume"></sk-range>');
      const heard: Event[] = [];
      const listener = (event: Event): void => {
        heard.push(event);
      };
      document.addEventListener('input', listener);
      document.addEventListener('change', listener);
      try {
        sliderOf(el).focus();
        await press('ArrowUp');
      } finally {
        document.removeEventListener('input', listener);
        document.removeEventListener('change', listener);
      }
      expect(heard.map((e) => [e.type, e.target, e.bubbles, e.composed])).toEqual([
        ['input', el, true, true],
        ['change', el, true, false],
      ]);
    });

    it('fires nothing while disabled, and nothing and changes nothing while read-only', async () => {
      const wrapper = await fixture(
        '<div style="inline-size: 20rem"><sk-range label="Volume" disabled></sk-range><sk-range label="Bass" readonly></sk-range></div>',
      );
      const [disabled, readonly] = wrapper.querySelectorAll<SkRange>('sk-range');
      for (const el of [disabled!, readonly!]) {
        const log = captureEvents(el, ['input', 'change']);
        const input = sliderOf(el);
        await userEvent.click(input, {
          position: { x: thumbX(el, 0.9), y: input.clientHeight / 2 },
          force: true,
        } as Parameters<typeof userEvent.click>[1]);
        await settle();
        expect(el.value).toBe('50');
        expect(log.events).toHaveLength(0);
      }
    });
  });

  describe('slots', () => {
    it('takes its label from the label slot', async () => {
      await fixture('<sk-range><span slot="label">Bass <b>level</b></span></sk-range>');
      await expect.element(page.getByRole('slider', { name: 'Bass level' })).toBeInTheDocument();
    });

    it('takes its hint from the hint slot, as its description', async () => {
      const el = await fixture(
        '<sk-range label="Volume"><span slot="hint">For <i>every</i> speaker.</span></sk-range>',
      );
      expect((await accessibleNode(sliderOf(el))).description).toBe('For every speaker.');
    });

    it('shows markup from the min-label and max-label slots, also when added later', async () => {
      const el = await fixture<SkRange>(
        '<sk-range label="Volume" show-limits><span slot="min-label">Mute</span></sk-range>',
      );
      expect(shadow(el, '.limits').hidden).toBe(false);
      const slot = shadow<HTMLSlotElement>(el, 'slot[name="min-label"]');
      expect(slot.assignedElements()[0]?.textContent).toBe('Mute');
      // Where nothing is slotted, the number stands.
      expect(shadow(el, '[part~="max-label"]').textContent!.trim()).toBe('100');

      const bare = await fixture<SkRange>('<sk-range label="Bass"></sk-range>');
      expect(bare.shadowRoot!.querySelector('.limits')).toBeNull();
      const icon = document.createElement('span');
      icon.slot = 'max-label';
      icon.textContent = 'Max';
      bare.append(icon);
      await expect
        .poll(() => bare.shadowRoot!.querySelector<HTMLElement>('.limits')?.hidden)
        .toBe(false);
    });
  });

  describe('keyboard', () => {
    it('is one tab stop, on the slider, skipped while disabled', async () => {
      const wrapper = await fixture(
        '<div><button>Before</button><sk-range label="Volume"></sk-range><sk-range label="Bass" disabled></sk-range><button>After</button></div>',
      );
      const [enabled] = wrapper.querySelectorAll('sk-range');
      wrapper.querySelector('button')!.focus();
      await userEvent.tab();
      expect(enabled!.shadowRoot!.activeElement).toBe(sliderOf(enabled!));
      await userEvent.tab();
      expect(document.activeElement).toBe(wrapper.querySelector('button:last-of-type'));
    });

    it('moves by one step with the arrow keys: Right and Up increase, Left and Down decrease', async () => {
      const el = await fixture<SkRange>('<sk-range label="Volume" step="5"></sk-range>');
      sliderOf(el).focus();
      const values: string[] = [];
      for (const key of ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'ArrowDown']) {
        await press(key);
        values.push(el.value);
      }
      expect(values).toEqual(['55', '60', '55', '50', '45']);
    });

    it('mirrors Left and Right in right-to-left text, so the thumb moves the way the arrow points', async () => {
      const el = await fixture<SkRange>(
        '<sk-range label="الصوت" dir="rtl" style="inline-size: 20rem"></sk-range>',
      );
      sliderOf(el).focus();
      await press('ArrowLeft');
      expect(el.value).toBe('51');
      await press('ArrowRight');
      await press('ArrowRight');
      expect(el.value).toBe('49');
      // Up and Down, Home and End, do not depend on direction.
      await press('ArrowUp');
      expect(el.value).toBe('50');
      await press('Home');
      expect(el.value).toBe('0');
    });

    it('moves a tenth of the range with Page Up and Page Down, in whole steps', async () => {
      const wrapper = await fixture(`<div>
        <sk-range label="By one" value="50"></sk-range>
        <sk-range label="By three" step="3" value="0"></sk-range>
        <sk-range label="By thirty" step="30" value="0"></sk-range>
      </div>`);
      const [one, three, thirty] = wrapper.querySelectorAll<SkRange>('sk-range');
      const pages = async (el: SkRange, keys: string[]): Promise<string[]> => {
        sliderOf(el).focus();
        const values: string[] = [];
        for (const key of keys) {
          await press(key);
          values.push(el.value);
        }
        return values;
      };
      expect(await pages(one!, ['PageUp', 'PageUp', 'PageDown'])).toEqual(['60', '70', '60']);
      // A tenth of 0–100 is 3⅓ steps of 3: three steps. A step larger than a tenth: one step.
      expect(await pages(three!, ['PageUp', 'PageUp', 'PageDown'])).toEqual(['9', '18', '9']);
      expect(await pages(thirty!, ['PageUp', 'PageUp', 'PageDown'])).toEqual(['30', '60', '30']);
    });

    it('goes to the minimum with Home and the maximum with End, and stops there', async () => {
      const el = await fixture<SkRange>(
        '<sk-range label="Temperature" min="-10" max="40"></sk-range>',
      );
      sliderOf(el).focus();
      await press('End');
      expect(el.value).toBe('40');
      const log = captureEvents(el, ['input', 'change']);
      await press('ArrowRight');
      await press('PageUp');
      expect(el.value).toBe('40');
      expect(log.events).toHaveLength(0);
      await press('Home');
      expect(el.value).toBe('-10');
      expect(log.types()).toEqual(['input', 'change']);
    });

    it('ignores every moving key while read-only, and lets Tab leave', async () => {
      const wrapper = await fixture(
        '<div><sk-range label="Volume" readonly value="50"></sk-range><button>After</button></div>',
      );
      const el = wrapper.querySelector<SkRange>('sk-range')!;
      const log = captureEvents(el, ['input', 'change']);
      sliderOf(el).focus();
      for (const key of [
        'ArrowRight',
        'ArrowUp',
        'ArrowLeft',
        'ArrowDown',
        'PageUp',
        'PageDown',
        'Home',
        'End',
      ]) {
        await press(key);
      }
      expect(el.value).toBe('50');
      expect(sliderOf(el).value).toBe('50');
      expect(log.events).toHaveLength(0);
      await userEvent.tab();
      expect(document.activeElement).toBe(wrapper.querySelector('button'));
    });

    it('shows the focus ring for keyboard focus, and not after a click', async () => {
      const wrapper = await fixture(
        '<div><button>Before</button><sk-range label="Volume"></sk-range></div>',
      );
      const el = wrapper.querySelector('sk-range')!;
      await userEvent.click(sliderOf(el));
      expect(getComputedStyle(sliderOf(el)).outlineStyle).toBe('none');
      wrapper.querySelector('button')!.focus();
      await userEvent.tab();
      const style = getComputedStyle(sliderOf(el));
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineColor).toBe(computedColor('var(--sk-color-focus-ring)'));
    });
  });

  describe('form', () => {
    runFormControlSuite({ tag: 'sk-range', field: { role: 'slider' } });

    it('adds its name and value, as a number, to FormData', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-range label="Volume" name="volume" step="0.5" value="20"></sk-range><sk-range label="Unnamed"></sk-range></form>',
      );
      expect([...new FormData(form)]).toEqual([['volume', '20']]);
      sliderOf(form.querySelector('sk-range')!).focus();
      await press('ArrowLeft');
      expect([...new FormData(form)]).toEqual([['volume', '19.5']]);
    });

    it('returns to its value attribute when the form is reset, or to the middle without one', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-range label="A" name="a" value="20"></sk-range><sk-range label="B" name="b"></sk-range></form>',
      );
      const [a, b] = form.querySelectorAll<SkRange>('sk-range');
      for (const el of [a!, b!]) {
        sliderOf(el).focus();
        await press('End');
      }
      expect([...new FormData(form)]).toEqual([
        ['a', '100'],
        ['b', '100'],
      ]);
      form.reset();
      await settle();
      expect([a!.value, b!.value]).toEqual(['20', '50']);
      expect(sliderOf(a!).value).toBe('20');
      expect([...new FormData(form)]).toEqual([
        ['a', '20'],
        ['b', '50'],
      ]);
    });

    it('restores the value it saved, and takes an autofilled one, clamped to its range', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-range label="Volume" name="volume" max="60"></sk-range></form>',
      );
      const el = form.querySelector<SkRange>('sk-range')!;
      const spy = vi.spyOn(ElementInternals.prototype, 'setFormValue');
      sliderOf(el).focus();
      await press('Home');
      const saved = spy.mock.calls.at(-1)?.[1];
      spy.mockRestore();
      expect(saved).toBe('0');
      await press('End');
      el.formStateRestoreCallback('0', 'restore');
      await settle();
      expect(sliderOf(el).value).toBe('0');
      expect([...new FormData(form)]).toEqual([['volume', '0']]);
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      el.formStateRestoreCallback('75', 'autocomplete');
      await settle();
      expect(el.value).toBe('60');
      expect([...new FormData(form)]).toEqual([['volume', '60']]);
    });

    it('shows a custom validity message after the user changes it, and success once corrected', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-range label="Volume" name="volume" value="70" hint="Up to 80."></sk-range></form>',
      );
      const el = form.querySelector<SkRange>('sk-range')!;
      el.addEventListener('change', () => {
        el.setCustomValidity(el.valueAsNumber > 80 ? 'Choose 80 or less.' : '');
      });
      sliderOf(el).focus();
      await press('PageUp');
      await press('PageUp');
      expect(el.matches(':state(user-invalid)')).toBe(true);
      expect(shadow(el, '[part~="error"]').textContent?.trim()).toBe('Choose 80 or less.');
      const node = await accessibleNode(sliderOf(el));
      expect(node.description).toBe('Up to 80. Choose 80 or less.');
      expect(node.properties.invalid).toBe('true');
      expect(form.checkValidity()).toBe(false);

      await press('PageDown');
      expect(el.matches(':state(user-invalid)')).toBe(false);
      expect(el.matches(':state(user-valid)')).toBe(true);
      expect(el.shadowRoot!.querySelector('[part~="error"]')).toBeNull();
    });

    it('shows an error set by the application at once, and is invalid until it is removed', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-range label="Storage" name="storage" error="Your plan allows 80 GB at most."></sk-range></form>',
      );
      const el = form.querySelector<SkRange>('sk-range')!;
      const message = 'Your plan allows 80 GB at most.';
      expect(el.matches(':state(user-invalid)')).toBe(true);
      expect(shadow(el, '[part~="error"]').textContent?.trim()).toBe(message);
      const node = await accessibleNode(sliderOf(el));
      expect(node.description).toBe(message);
      expect(node.properties.invalid).toBe('true');
      expect(el.validity.customError).toBe(true);
      expect(form.checkValidity()).toBe(false);

      el.removeAttribute('error');
      await settle();
      expect(el.validity.valid).toBe(true);
      expect(el.matches(':state(user-invalid)')).toBe(false);
      expect(el.shadowRoot!.querySelector('[part~="error"]')).toBeNull();
    });

    it('is always valid, required or not: a range always has a value, as natively', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-range label="Volume" name="volume" required></sk-range></form>',
      );
      expect(form.checkValidity()).toBe(true);
      expect([...new FormData(form)]).toEqual([['volume', '50']]);
    });
  });

  describe('parts and states', () => {
    it('exposes the slider, the value and the limits as parts', async () => {
      const el = await fixture('<sk-range label="Volume" show-limits></sk-range>');
      expect(shadow(el, '[part~="control"]')).toBe(sliderOf(el));
      for (const part of ['value', 'min-label', 'max-label']) {
        expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).not.toBeNull();
      }
    });

    it('fills the track up to the thumb, in colours its custom properties set', async () => {
      const el = await fixture<SkRange>(
        `<sk-range label="Volume" value="50" hide-value style="inline-size: 20rem;
          --sk-range-track-color: var(--sk-color-status-info);
          --sk-range-fill-color: var(--sk-color-status-success);
          --sk-range-thumb-color: var(--sk-color-status-warning);
        "></sk-range>`,
      );
      // The filled part, the thumb at the middle, the rest of the track.
      const at = [thumbX(el, 0.2), thumbX(el, 0.5), thumbX(el, 0.8)];
      expectPainted(await paintedAt(el, at), [
        'var(--sk-color-status-success)',
        'var(--sk-color-status-warning)',
        'var(--sk-color-status-info)',
      ]);
    });

    it('paints the theme’s colours by default, and the danger colour in error', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-range label="Volume" value="50" hide-value style="inline-size: 20rem"></sk-range></form>',
      );
      const el = form.querySelector<SkRange>('sk-range')!;
      const at = [thumbX(el, 0.2), thumbX(el, 0.5), thumbX(el, 0.8)];
      expectPainted(await paintedAt(el, at), [
        'var(--sk-color-interactive)',
        'var(--sk-color-interactive)',
        'var(--sk-color-border-strong)',
      ]);
      el.setCustomValidity('Too loud.');
      form.requestSubmit();
      await settle();
      expectPainted((await paintedAt(el, at)).slice(0, 2), [
        'var(--sk-color-status-danger)',
        'var(--sk-color-status-danger)',
      ]);
    });

    it('fills from the right in right-to-left text, where the range starts', async () => {
      const el = await fixture<SkRange>(
        '<sk-range label="الصوت" dir="rtl" value="25" hide-value style="inline-size: 20rem"></sk-range>',
      );
      // From the left edge: the unfilled three quarters, then the filled quarter at the right.
      expectPainted(await paintedAt(el, [thumbX(el, 0.3), thumbX(el, 0.9)]), [
        'var(--sk-color-border-strong)',
        'var(--sk-color-interactive)',
      ]);
    });

    it('is :state(disabled) and greyed while disabled, by its attribute or a fieldset', async () => {
      const wrapper = await fixture(`<div style="inline-size: 20rem">
        <sk-range label="Volume" disabled hide-value></sk-range>
        <fieldset disabled><sk-range label="Bass" hide-value></sk-range></fieldset>
      </div>`);
      for (const el of wrapper.querySelectorAll('sk-range')) {
        expect(el.matches(':state(disabled)')).toBe(true);
        expectPainted(await paintedAt(el, [thumbX(el, 0.2), thumbX(el, 0.8)]), [
          'var(--sk-color-border-strong)',
          'var(--sk-color-border)',
        ]);
      }
    });
  });

  describe('reduced motion', () => {
    it('moves the thumb without any transition, whether or not reduced motion is asked for', async () => {
      for (const reduce of [false, true]) {
        await commands.emulateReducedMotion(reduce);
        const el = await fixture<SkRange>('<sk-range label="Volume"></sk-range>');
        sliderOf(el).focus();
        await press('End');
        expect(el.shadowRoot!.getAnimations()).toEqual([]);
      }
    });
  });

  describe('forced colors', () => {
    it('draws track, fill, thumb and focus ring in system colours, and disabled in GrayText', async () => {
      const wrapper = await fixture(
        `<div style="inline-size: 20rem"><button>Before</button>
          <sk-range label="Volume" value="50" hide-value></sk-range>
          <sk-range label="Bass" value="50" hide-value disabled></sk-range></div>`,
      );
      await commands.emulateForcedColors(true);
      expect(matchMedia('(forced-colors: active)').matches).toBe(true);
      const [el, disabled] = wrapper.querySelectorAll<SkRange>('sk-range');
      const at = [thumbX(el!, 0.2), thumbX(el!, 0.5), thumbX(el!, 0.8)];
      expectPainted(await paintedAt(el!, at), ['Highlight', 'CanvasText', 'CanvasText']);
      expectPainted(await paintedAt(disabled!, at), ['GrayText', 'GrayText', 'GrayText']);

      wrapper.querySelector('button')!.focus();
      await userEvent.tab();
      const style = getComputedStyle(sliderOf(el!));
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineColor).toBe(computedColor('Highlight'));
    });
  });
});
