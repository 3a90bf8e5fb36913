import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import '../button/sk-button.js';
import { en } from '../../localization/translations/en.js';
import { fi } from '../../localization/translations/fi.js';
import { accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { captureEvents } from '../../testing/events.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { runFormControlSuite } from '../../testing/form-control-suite.js';
import { type SkCheckbox } from './checkbox.js';
import './sk-checkbox.js';
import { computedColor } from '../../testing/colors.js';

/** Checks or unchecks the box as a user does, with a click on it. */
async function toggle(el: HTMLElement): Promise<void> {
  await userEvent.click(shadow(el, '#control'));
  await settle();
}

const box = (el: Element): HTMLInputElement => shadow<HTMLInputElement>(el, '#control');

/** The box's computed style once its colour transitions have finished. */
async function boxStyle(el: Element): Promise<CSSStyleDeclaration> {
  // A transition replaced by another one rejects `finished`; the next one is awaited in turn.
  for (let running = box(el).getAnimations(); running.length; running = box(el).getAnimations()) {
    await Promise.allSettled(running.map((animation) => animation.finished));
  }
  return getComputedStyle(box(el));
}

/** The check mark: the `::after` of the control's wrapper, `none` while it shows no mark. */
const mark = (el: Element): CSSStyleDeclaration =>
  getComputedStyle(shadow(el, '.control'), '::after');

/** Records each submission, and the data with its submitter, cancelling the navigation. */
function submits(form: HTMLFormElement): { data: FormData[]; submitters: (HTMLElement | null)[] } {
  const record = { data: [] as FormData[], submitters: [] as (HTMLElement | null)[] };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    record.submitters.push(event.submitter);
    record.data.push(new FormData(form, event.submitter));
  });
  return record;
}

describe('<sk-checkbox>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
    await commands.emulateReducedMotion(false);
  });

  describe('accessibility', () => {
    for (const layout of ['inline', 'vertical', 'horizontal', 'compact']) {
      it(`has no axe violations in every state, in the ${layout} layout`, async () => {
        const el = await fixture(`<form>
          <sk-checkbox layout="${layout}" label="Email me" hint="About once a month."></sk-checkbox>
          <sk-checkbox layout="${layout}" label="Text me" checked></sk-checkbox>
          <sk-checkbox layout="${layout}" label="All channels" indeterminate></sk-checkbox>
          <sk-checkbox layout="${layout}" label="Post" disabled></sk-checkbox>
          <sk-checkbox layout="${layout}" label="Fax" disabled checked></sk-checkbox>
          <sk-checkbox layout="${layout}" label="Phone" readonly checked></sk-checkbox>
          <sk-checkbox layout="${layout}" label="I agree" required></sk-checkbox>
        </form>`);
        await expectNoAxeViolations(el);
        (el as HTMLFormElement).requestSubmit();
        await settle();
        await expectNoAxeViolations(el);
      });
    }

    it('is a checkbox named by its label, announced as checked or not', async () => {
      const el = await fixture<SkCheckbox>('<sk-checkbox label="Email me"></sk-checkbox>');
      await expect
        .element(page.getByRole('checkbox', { name: 'Email me', checked: false }))
        .toBeInTheDocument();
      el.checked = true;
      await settle();
      await expect
        .element(page.getByRole('checkbox', { name: 'Email me', checked: true }))
        .toBeInTheDocument();
      expect((await accessibleNode(box(el))).properties.checked).toBe('true');
    });

    it('is announced as mixed while indeterminate, checked or not', async () => {
      const el = await fixture<SkCheckbox>(
        '<sk-checkbox label="All channels" indeterminate></sk-checkbox>',
      );
      expect((await accessibleNode(box(el))).properties.checked).toBe('mixed');
      el.checked = true;
      await settle();
      expect((await accessibleNode(box(el))).properties.checked).toBe('mixed');
      el.indeterminate = false;
      await settle();
      expect((await accessibleNode(box(el))).properties.checked).toBe('true');
    });

    it('is marked aria-readonly while readonly, and announced as disabled while disabled', async () => {
      const wrapper = await fixture(
        '<div><sk-checkbox label="A" readonly></sk-checkbox><sk-checkbox label="B" disabled></sk-checkbox></div>',
      );
      const [readonly, disabled] = wrapper.querySelectorAll<SkCheckbox>('sk-checkbox');
      // Chromium does not expose read-only for checkboxes; the attribute is for those that do.
      expect(box(readonly!).getAttribute('aria-readonly')).toBe('true');
      expect(box(disabled!).hasAttribute('aria-readonly')).toBe(false);
      expect((await accessibleNode(box(disabled!))).properties.disabled).toBe(true);
      readonly!.readonly = false;
      await settle();
      expect(box(readonly!).hasAttribute('aria-readonly')).toBe(false);
    });
  });

  describe('properties', () => {
    it('has documented defaults', async () => {
      const el = await fixture<SkCheckbox>('<sk-checkbox label="Email me"></sk-checkbox>');
      expect(el.checked).toBe(false);
      expect(el.defaultChecked).toBe(false);
      expect(el.indeterminate).toBe(false);
      expect(el.value).toBe('on');
      expect(el.layout).toBe('inline');
      expect(el.getAttribute('layout')).toBe('inline');
      expect(el.hasAttribute('indeterminate')).toBe(false);
      expect(box(el).type).toBe('checkbox');
    });

    it('shows checked and indeterminate on the box, and reflects indeterminate', async () => {
      const el = await fixture<SkCheckbox>('<sk-checkbox label="Email me"></sk-checkbox>');
      el.checked = true;
      el.indeterminate = true;
      await settle();
      expect(box(el).checked).toBe(true);
      expect(box(el).indeterminate).toBe(true);
      expect(el.hasAttribute('indeterminate')).toBe(true);
      // As natively, checked is a property: its attribute is the default.
      expect(el.hasAttribute('checked')).toBe(false);
      el.removeAttribute('indeterminate');
      await settle();
      expect(el.indeterminate).toBe(false);
      expect(box(el).indeterminate).toBe(false);
    });

    it('takes its value from the attribute, and "on" again when it is removed', async () => {
      const el = await fixture<SkCheckbox>('<sk-checkbox value="news"></sk-checkbox>');
      expect(el.value).toBe('news');
      el.removeAttribute('value');
      await settle();
      expect(el.value).toBe('on');
    });

    it('toggles with click(), as the user does, but not while disabled or readonly', async () => {
      const el = await fixture<SkCheckbox>('<sk-checkbox label="Email me"></sk-checkbox>');
      const log = captureEvents(el, ['input', 'change']);
      el.click();
      await settle();
      expect(el.checked).toBe(true);
      expect(log.types()).toEqual(['input', 'change']);
      el.disabled = true;
      await settle();
      el.click();
      el.disabled = false;
      el.readonly = true;
      await settle();
      el.click();
      await settle();
      expect(el.checked).toBe(true);
      expect(log.types()).toEqual(['input', 'change']);
    });
  });

  describe('events', () => {
    it('fires input, with the new state, then change, each bubbling from the host', async () => {
      const wrapper = await fixture('<div><sk-checkbox label="Email me"></sk-checkbox></div>');
      const el = wrapper.querySelector('sk-checkbox')!;
      const seen: string[] = [];
      for (const type of ['input', 'change']) {
        wrapper.addEventListener(type, (event) => {
          seen.push(`${event.type}:${String(el.checked)}:${(event.target as Element).localName}`);
        });
      }
      await toggle(el);
      await toggle(el);
      expect(seen).toEqual([
        'input:true:sk-checkbox',
        'change:true:sk-checkbox',
        'input:false:sk-checkbox',
        'change:false:sk-checkbox',
      ]);
    });

    it('fires nothing when a script sets checked or indeterminate', async () => {
      const el = await fixture<SkCheckbox>('<sk-checkbox label="Email me"></sk-checkbox>');
      const log = captureEvents(el, ['input', 'change']);
      el.checked = true;
      el.indeterminate = true;
      await settle();
      expect(log.types()).toEqual([]);
    });

    it('checks an indeterminate box when clicked, and clears indeterminate, as natively', async () => {
      const el = await fixture<SkCheckbox>(
        '<sk-checkbox label="All channels" indeterminate></sk-checkbox>',
      );
      const log = captureEvents(el, ['input', 'change']);
      await toggle(el);
      expect(el.checked).toBe(true);
      expect(el.indeterminate).toBe(false);
      expect(el.hasAttribute('indeterminate')).toBe(false);
      expect(log.types()).toEqual(['input', 'change']);
    });

    it('changes nothing when a click listener cancels the click', async () => {
      const el = await fixture<SkCheckbox>(
        '<sk-checkbox label="All channels" indeterminate></sk-checkbox>',
      );
      el.addEventListener('click', (event) => event.preventDefault());
      const log = captureEvents(el, ['input', 'change']);
      await toggle(el);
      expect([el.checked, el.indeterminate]).toEqual([false, true]);
      expect([box(el).checked, box(el).indeterminate]).toEqual([false, true]);
      expect(log.types()).toEqual([]);
    });

    it('shows what a listener sets back, even where the box just changed', async () => {
      const el = await fixture<SkCheckbox>('<sk-checkbox label="Email me"></sk-checkbox>');
      el.addEventListener('input', () => {
        el.checked = false;
      });
      await toggle(el);
      expect(el.checked).toBe(false);
      expect(box(el).checked).toBe(false);
      expect(el.matches(':state(checked)')).toBe(false);
    });
  });

  describe('slots', () => {
    it('takes its label from the label slot, and a click on it toggles the box', async () => {
      const el = await fixture<SkCheckbox>(
        '<sk-checkbox><span slot="label">I accept the <b>terms</b></span></sk-checkbox>',
      );
      await expect
        .element(page.getByRole('checkbox', { name: 'I accept the terms' }))
        .toBeInTheDocument();
      await userEvent.click(el.querySelector('b')!);
      await settle();
      expect(el.checked).toBe(true);
    });

    it('takes its hint from the hint slot, as its description', async () => {
      const el = await fixture(
        '<sk-checkbox label="Email me"><span slot="hint">About <i>once</i> a month.</span></sk-checkbox>',
      );
      expect((await accessibleNode(box(el))).description).toBe('About once a month.');
    });
  });

  describe('keyboard', () => {
    it('is one tab stop, on the box, and skipped while disabled', async () => {
      const wrapper = await fixture(
        '<div><button>Before</button><sk-checkbox label="A" disabled></sk-checkbox><sk-checkbox label="B"></sk-checkbox></div>',
      );
      wrapper.querySelector('button')!.focus();
      await userEvent.tab();
      const b = wrapper.querySelectorAll('sk-checkbox')[1]!;
      expect(document.activeElement).toBe(b);
      expect(b.shadowRoot!.activeElement).toBe(box(b));
    });

    it('toggles with Space, and Space checks an indeterminate box', async () => {
      const el = await fixture<SkCheckbox>(
        '<sk-checkbox label="Email me" indeterminate></sk-checkbox>',
      );
      const log = captureEvents(el, ['input', 'change']);
      box(el).focus();
      await userEvent.keyboard(' ');
      await settle();
      expect([el.checked, el.indeterminate]).toEqual([true, false]);
      await userEvent.keyboard(' ');
      await settle();
      expect(el.checked).toBe(false);
      expect(log.types()).toEqual(['input', 'change', 'input', 'change']);
    });

    it('does not toggle with Space while readonly, and stays focusable', async () => {
      const el = await fixture<SkCheckbox>('<sk-checkbox label="Email me" readonly></sk-checkbox>');
      box(el).focus();
      expect(el.shadowRoot!.activeElement).toBe(box(el));
      await userEvent.keyboard(' ');
      await settle();
      expect(el.checked).toBe(false);
      expect(box(el).checked).toBe(false);
    });

    it('does not toggle with Enter, but submits with the first enabled submit button', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-checkbox name="news" label="Email me" checked></sk-checkbox><button name="skip" disabled>Skip</button><button name="go" value="1">Go</button></form>',
      );
      const record = submits(form);
      const el = form.querySelector('sk-checkbox')!;
      box(el).focus();
      await userEvent.keyboard('{Enter}');
      await settle();
      expect(el.checked).toBe(true);
      expect(record.submitters).toEqual([form.querySelector('[name="go"]')]);
      expect([...record.data[0]!]).toEqual([
        ['news', 'on'],
        ['go', '1'],
      ]);
    });

    it('submits with Enter through an sk-button, which becomes the submitter', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-checkbox name="news" label="Email me" checked></sk-checkbox><sk-button type="submit" name="go" value="save">Save</sk-button></form>',
      );
      const record = submits(form);
      box(form.querySelector('sk-checkbox')!).focus();
      await userEvent.keyboard('{Enter}');
      expect(record.data).toHaveLength(1);
      expect(record.data[0]!.get('go')).toBe('save');
    });

    /** Presses Enter on the form's checkbox, native or ours; the names of the submitters. */
    async function submittersOnEnter(markup: string): Promise<(string | null | undefined)[]> {
      const form = await fixture<HTMLFormElement>(markup);
      const record = submits(form);
      const el = form.querySelector('sk-checkbox');
      (el ? box(el) : form.querySelector<HTMLInputElement>('input[type="checkbox"]')!).focus();
      await userEvent.keyboard('{Enter}');
      await settle();
      return record.submitters.map((submitter) => submitter?.getAttribute('name'));
    }

    // Chromium's own checkbox is the reference, so a change in the browser shows here.
    for (const [shape, rest] of [
      ['a submit button', '<button name="go">Go</button>'],
      [
        'its first submit button disabled',
        '<button name="a" disabled>A</button><button name="b">B</button>',
      ],
      ['no submit button', '<input name="q">'],
    ]) {
      it(`does on Enter what a native checkbox does, in a form with ${shape}`, async () => {
        const native = await submittersOnEnter(
          `<form><input type="checkbox" name="c">${rest}</form>`,
        );
        const ours = await submittersOnEnter(
          `<form><sk-checkbox name="c" label="C"></sk-checkbox>${rest}</form>`,
        );
        expect(ours).toEqual(native);
      });
    }

    it('does nothing on Enter in a form without a submit button, as natively', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-checkbox name="news" label="Email me"></sk-checkbox><input name="q"></form>',
      );
      const record = submits(form);
      box(form.querySelector('sk-checkbox')!).focus();
      await userEvent.keyboard('{Enter}');
      await settle();
      expect(record.data).toHaveLength(0);
    });

    it('leaves the form alone when a page listener cancels Enter', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-checkbox name="news" label="Email me"></sk-checkbox><button>Go</button></form>',
      );
      const record = submits(form);
      // Bubbling, after the box's own listeners: a common way to stop Enter submitting.
      form.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') event.preventDefault();
      });
      box(form.querySelector('sk-checkbox')!).focus();
      await userEvent.keyboard('{Enter}');
      await settle();
      expect(record.data).toHaveLength(0);
    });
  });

  describe('form', () => {
    runFormControlSuite({
      tag: 'sk-checkbox',
      field: { role: 'checkbox' },
      checked: { toggle },
      required: { message: en.valueMissingChecked },
    });

    it('is toggled by a click on its own label, and on an external <label for>', async () => {
      const wrapper = await fixture(
        '<div><label for="sk-checkbox-external">Also by post</label><sk-checkbox id="sk-checkbox-external" label="Email me"></sk-checkbox></div>',
      );
      const el = wrapper.querySelector<SkCheckbox>('sk-checkbox')!;
      await userEvent.click(shadow(el, '[part~="label"]'));
      await settle();
      expect(el.checked).toBe(true);
      await userEvent.click(wrapper.querySelector('label')!);
      await settle();
      expect(el.checked).toBe(false);
    });

    it('submits its value while checked, whether indeterminate or not', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-checkbox name="a" value="1" checked indeterminate></sk-checkbox><sk-checkbox name="b" indeterminate></sk-checkbox></form>',
      );
      expect([...new FormData(form)]).toEqual([['a', '1']]);
    });

    it('submits each checked box of a group under their shared name, in order', async () => {
      const form = await fixture<HTMLFormElement>(`<form><fieldset><legend>Contact me by</legend>
        <sk-checkbox name="contact" value="email" label="Email"></sk-checkbox>
        <sk-checkbox name="contact" value="phone" label="Phone" checked></sk-checkbox>
        <sk-checkbox name="contact" value="post" label="Post"></sk-checkbox>
      </fieldset></form>`);
      await toggle(form.querySelector('[value="post"]')!);
      await toggle(form.querySelector('[value="email"]')!);
      expect(new FormData(form).getAll('contact')).toEqual(['email', 'phone', 'post']);
    });

    it('keeps a readonly box as it is, submits it, and does not validate it', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-checkbox name="a" label="A" readonly checked required></sk-checkbox><sk-checkbox name="b" label="B" readonly required></sk-checkbox></form>',
      );
      const [a, b] = form.querySelectorAll('sk-checkbox');
      await userEvent.click(shadow(a!, '[part~="label"]'));
      await toggle(b!);
      expect([a!.checked, b!.checked]).toEqual([true, false]);
      expect([...new FormData(form)]).toEqual([['a', 'on']]);
      expect(form.checkValidity()).toBe(true);
    });

    it('words its required message in the language of its nearest lang', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form lang="fi"><sk-checkbox name="terms" label="Hyväksyn ehdot" required></sk-checkbox></form>',
      );
      form.requestSubmit();
      await settle();
      const el = form.querySelector('sk-checkbox')!;
      expect(shadow(el, '[part~="error"]').textContent?.trim()).toBe(fi.valueMissingChecked);
    });
  });

  describe('parts and states', () => {
    it('matches :state(checked) and :state(indeterminate) as the user changes it', async () => {
      const el = await fixture<SkCheckbox>(
        '<sk-checkbox label="All channels" indeterminate></sk-checkbox>',
      );
      expect(el.matches(':state(indeterminate)')).toBe(true);
      expect(el.matches(':state(checked)')).toBe(false);
      await toggle(el);
      expect(el.matches(':state(indeterminate)')).toBe(false);
      expect(el.matches(':state(checked)')).toBe(true);
      await toggle(el);
      expect(el.matches(':state(checked)')).toBe(false);
    });

    it('draws a check mark while checked, a dash while indeterminate, nothing otherwise', async () => {
      const el = await fixture<SkCheckbox>('<sk-checkbox label="Email me"></sk-checkbox>');
      await userEvent.unhover(el);
      expect(mark(el).content).toBe('none');
      el.checked = true;
      await settle();
      expect(mark(el).content).not.toBe('none');
      const check = mark(el).clipPath;
      expect(check).toMatch(/^polygon/);
      el.indeterminate = true;
      await settle();
      expect(mark(el).clipPath).toMatch(/^inset/);
      // The mark is drawn in its own colour on the box's fill.
      expect((await boxStyle(el)).backgroundColor).toBe(
        computedColor('var(--sk-color-interactive)'),
      );
      expect(mark(el).backgroundColor).toBe(computedColor('var(--sk-color-on-interactive)'));
    });

    it('exposes the box as the control part, sized and coloured by its custom properties', async () => {
      const el = await fixture(
        '<sk-checkbox label="Email me" checked style="--sk-checkbox-size: 2.5rem; --sk-checkbox-checked-color: var(--sk-color-status-success); --sk-checkbox-mark-color: var(--sk-color-text)"></sk-checkbox>',
      );
      const control = shadow(el, '[part~="control"]');
      expect(control).toBe(box(el));
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
      expect(control.getBoundingClientRect().width).toBeCloseTo(2.5 * rem);
      expect(parseFloat(mark(el).width)).toBeCloseTo(2.5 * rem);
      expect((await boxStyle(el)).backgroundColor).toBe(
        computedColor('var(--sk-color-status-success)'),
      );
      expect(mark(el).backgroundColor).toBe(computedColor('var(--sk-color-text)'));
    });

    it('draws the box 20 px square inside a pointer target of at least 24 px', async () => {
      const el = await fixture('<sk-checkbox label="Email me"></sk-checkbox>');
      const target = box(el).getBoundingClientRect();
      expect(target.width).toBeGreaterThanOrEqual(24);
      expect(target.height).toBeGreaterThanOrEqual(24);
      expect(parseFloat(mark(el).width) || box(el).clientWidth).toBe(20);
      expect((await boxStyle(el)).boxShadow).toContain(
        computedColor('var(--sk-color-border-strong)'),
      );
    });

    it('shows hover on the box while the box or its label is hovered, unless disabled', async () => {
      const el = await fixture<SkCheckbox>('<sk-checkbox label="Email me"></sk-checkbox>');
      const hover = computedColor('var(--sk-color-interactive-hover)');
      await userEvent.unhover(el);
      expect((await boxStyle(el)).boxShadow).not.toContain(hover);
      await userEvent.hover(shadow(el, '[part~="label"]'));
      expect((await boxStyle(el)).boxShadow).toContain(hover);
      el.disabled = true;
      await settle();
      expect((await boxStyle(el)).boxShadow).not.toContain(hover);
    });

    it('fills a required box the user has checked in the success colour', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-checkbox name="terms" label="I agree" required></sk-checkbox><sk-checkbox name="news" label="News"></sk-checkbox></form>',
      );
      const [terms, news] = form.querySelectorAll('sk-checkbox');
      form.requestSubmit();
      await toggle(terms!);
      await toggle(news!);
      await userEvent.unhover(form);
      expect(terms!.matches(':state(user-valid)')).toBe(true);
      expect((await boxStyle(terms!)).backgroundColor).toBe(
        computedColor('var(--sk-color-status-success)'),
      );
      // An optional box has nothing to get right: checked is all it shows.
      expect((await boxStyle(news!)).backgroundColor).toBe(
        computedColor('var(--sk-color-interactive)'),
      );
    });

    it('shows the error colour on the box while :state(user-invalid)', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-checkbox name="terms" label="I agree" required></sk-checkbox></form>',
      );
      const el = form.querySelector('sk-checkbox')!;
      const danger = computedColor('var(--sk-color-status-danger)');
      expect((await boxStyle(el)).boxShadow).not.toContain(danger);
      form.requestSubmit();
      await settle();
      expect(el.matches(':state(user-invalid)')).toBe(true);
      expect((await boxStyle(el)).boxShadow).toContain(danger);
      // Still while hovered.
      await userEvent.hover(shadow(el, '[part~="label"]'));
      expect((await boxStyle(el)).boxShadow).toContain(danger);
    });

    it('puts the box beside the first line of a long label, and after it in RTL', async () => {
      const el = await fixture<SkCheckbox>(
        '<sk-checkbox style="inline-size: 12rem" label="Send me the monthly newsletter with news about the product"></sk-checkbox>',
      );
      const rect = (part: string): DOMRect => shadow(el, part).getBoundingClientRect();
      const label = rect('[part~="label"]');
      const control = rect('#control');
      const line = parseFloat(getComputedStyle(shadow(el, '[part~="label"]')).lineHeight);
      expect(label.height).toBeGreaterThan(line * 1.5);
      // Centred on the first line, within a pixel.
      const firstLine =
        label.top +
        parseFloat(getComputedStyle(shadow(el, '[part~="label"]')).paddingTop) +
        line / 2;
      expect(Math.abs(control.top + control.height / 2 - firstLine)).toBeLessThanOrEqual(1);
      el.dir = 'rtl';
      await settle();
      expect(rect('#control').left).toBeGreaterThanOrEqual(rect('[part~="label"]').right - 1);
    });
  });

  describe('forced colors', () => {
    it('keeps the box, the fill and the mark in system colours that contrast', async () => {
      const wrapper = await fixture(
        '<div><sk-checkbox label="A"></sk-checkbox><sk-checkbox label="B" checked></sk-checkbox><sk-checkbox label="C" indeterminate></sk-checkbox><sk-checkbox label="D" disabled checked></sk-checkbox></div>',
      );
      await commands.emulateForcedColors(true);
      await userEvent.unhover(wrapper);
      const [unchecked, checked, mixed, disabled] = wrapper.querySelectorAll('sk-checkbox');
      expect((await boxStyle(unchecked!)).boxShadow).toContain(computedColor('CanvasText'));
      expect((await boxStyle(unchecked!)).backgroundColor).toBe(computedColor('Canvas'));
      for (const el of [checked!, mixed!]) {
        expect((await boxStyle(el)).backgroundColor).toBe(computedColor('Highlight'));
        expect(mark(el).backgroundColor).toBe(computedColor('HighlightText'));
      }
      expect(computedColor('Highlight')).not.toBe(computedColor('HighlightText'));
      expect((await boxStyle(disabled!)).backgroundColor).toBe(computedColor('GrayText'));
      expect(mark(disabled!).backgroundColor).toBe(computedColor('Canvas'));
    });

    it('keeps the focus ring in the system highlight colour', async () => {
      const el = await fixture('<sk-checkbox label="A"></sk-checkbox>');
      await commands.emulateForcedColors(true);
      box(el).focus();
      await userEvent.keyboard(' ');
      const style = getComputedStyle(box(el));
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineColor).toBe(computedColor('Highlight'));
    });
  });

  describe('reduced motion', () => {
    it('changes colour at once when reduced motion is asked for', async () => {
      const el = await fixture('<sk-checkbox label="A"></sk-checkbox>');
      expect(getComputedStyle(box(el)).transitionProperty).toBe('background-color, box-shadow');
      await commands.emulateReducedMotion(true);
      expect(getComputedStyle(box(el)).transitionProperty).toBe('none');
    });
  });
});
