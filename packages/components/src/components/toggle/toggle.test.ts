import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { fieldLayouts } from '../../base/field.types.js';
import { en } from '../../localization/translations/en.js';
import { fi } from '../../localization/translations/fi.js';
import { accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { captureEvents } from '../../testing/events.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { runFormControlSuite } from '../../testing/form-control-suite.js';
import { type SkToggle } from './toggle.js';
import { toggleLabelPositions } from './toggle.types.js';
import './sk-toggle.js';
import { computedColor } from '../../testing/colors.js';

const switchOf = (el: Element): HTMLInputElement => shadow<HTMLInputElement>(el, '#control');

/** Switches the toggle as a user would, with a click on it. */
async function flip(el: Element): Promise<void> {
  await userEvent.click(switchOf(el));
  await settle();
}

/** Lets the thumb and track transitions run to their end, so positions and colours are final. */
async function motionEnded(el: Element): Promise<void> {
  await Promise.all(
    switchOf(el)
      .getAnimations({ subtree: true })
      .map((a) => a.finished),
  );
}

/** Whether the thumb's centre is in the left half of the track. */
function thumbOnLeft(el: Element): boolean {
  const input = switchOf(el);
  const thumb = getComputedStyle(input, '::before');
  return parseFloat(thumb.left) + parseFloat(thumb.width) / 2 < input.clientWidth / 2;
}

const box = (el: Element, selector: string): DOMRect =>
  shadow(el, selector).getBoundingClientRect();

describe('<sk-toggle>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
    await commands.emulateReducedMotion(false);
  });

  describe('accessibility', () => {
    for (const layout of fieldLayouts) {
      for (const position of toggleLabelPositions) {
        it(`has no axe violations in the ${layout} layout, label-position="${position}", off and on`, async () => {
          const el = await fixture(`<div>
            <sk-toggle layout="${layout}" label-position="${position}" label="Wi-Fi" hint="Joins known networks."></sk-toggle>
            <sk-toggle layout="${layout}" label-position="${position}" label="Bluetooth" checked></sk-toggle>
          </div>`);
          await expectNoAxeViolations(el);
        });
      }
    }

    it('has no axe violations disabled off and on, read-only, and with its error shown', async () => {
      const form = await fixture<HTMLFormElement>(`<form>
        <sk-toggle label="Wi-Fi" disabled></sk-toggle>
        <sk-toggle label="Bluetooth" disabled checked></sk-toggle>
        <sk-toggle label="Airplane mode" readonly checked></sk-toggle>
        <sk-toggle label="I accept the terms" name="terms" required hint="Needed to continue."></sk-toggle>
      </form>`);
      await expectNoAxeViolations(form);
      form.requestSubmit();
      await settle();
      expect(form.querySelector('[required]')!.matches(':state(user-invalid)')).toBe(true);
      await expectNoAxeViolations(form);
    });

    it('has no axe violations in right-to-left text', async () => {
      const el = await fixture(
        '<div dir="rtl" lang="ar"><sk-toggle label="الإشعارات" checked></sk-toggle><sk-toggle label="الصوت" label-position="start"></sk-toggle></div>',
      );
      await expectNoAxeViolations(el);
    });

    it('is a switch named by its label, announced off and then on', async () => {
      const el = await fixture('<sk-toggle label="Email notifications"></sk-toggle>');
      await expect
        .element(page.getByRole('switch', { name: 'Email notifications', checked: false }))
        .toBeInTheDocument();
      const off = await accessibleNode(switchOf(el));
      expect(off.role).toBe('switch');
      expect(off.properties.checked).toBe('false');

      await flip(el);
      await expect
        .element(page.getByRole('switch', { name: 'Email notifications', checked: true }))
        .toBeInTheDocument();
      expect((await accessibleNode(switchOf(el))).properties.checked).toBe('true');
    });

    it('is announced as disabled, and marked read-only for the roles that expose it', async () => {
      const wrapper = await fixture(
        '<div><sk-toggle label="Wi-Fi" disabled></sk-toggle><sk-toggle label="Bluetooth" readonly></sk-toggle></div>',
      );
      const [disabled, readonly] = wrapper.querySelectorAll('sk-toggle');
      expect((await accessibleNode(switchOf(disabled!))).properties.disabled).toBe(true);
      // ARIA 1.2 allows aria-readonly on a switch; Chromium does not expose it for this role yet.
      expect(switchOf(readonly!).getAttribute('aria-readonly')).toBe('true');
      expect((await accessibleNode(switchOf(readonly!))).properties.focusable).toBe(true);
    });
  });

  describe('properties', () => {
    it('has documented defaults', async () => {
      const el = await fixture<SkToggle>('<sk-toggle label="Wi-Fi"></sk-toggle>');
      expect(el.checked).toBe(false);
      expect(el.value).toBe('on');
      expect(el.layout).toBe('inline');
      expect(el.getAttribute('layout')).toBe('inline');
      expect(el.labelPosition).toBe('end');
      expect(el.hasAttribute('label-position')).toBe(false);
      expect(el.required).toBe(false);
      const input = switchOf(el);
      expect(input.type).toBe('checkbox');
      expect(input.getAttribute('role')).toBe('switch');
      expect(input.checked).toBe(false);
    });

    it('starts on with the checked attribute, and follows the checked property', async () => {
      const el = await fixture<SkToggle>('<sk-toggle label="Wi-Fi" checked></sk-toggle>');
      expect(el.checked).toBe(true);
      expect(switchOf(el).checked).toBe(true);
      el.checked = false;
      await settle();
      expect(switchOf(el).checked).toBe(false);
      expect(el.matches(':state(checked)')).toBe(false);
      // The property leaves the attribute alone: it stays the default that reset restores.
      expect(el.hasAttribute('checked')).toBe(true);
    });

    it('shows a state set back by a change listener, as when saving the setting failed', async () => {
      const el = await fixture<SkToggle>('<sk-toggle label="Wi-Fi"></sk-toggle>');
      el.addEventListener('change', () => {
        el.checked = false;
      });
      await flip(el);
      expect(el.checked).toBe(false);
      expect(switchOf(el).checked).toBe(false);
    });

    it('reflects label-position; an invalid one falls back with one SK001, a removed one silently', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkToggle>('<sk-toggle label="Wi-Fi"></sk-toggle>');
      el.labelPosition = 'start';
      await settle();
      expect(el.getAttribute('label-position')).toBe('start');
      el.setAttribute('label-position', 'above');
      await settle();
      expect(el.labelPosition).toBe('end');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-toggle] SK001');
      expect(String(warn.mock.calls[0]?.[0])).toContain('label-position="above"');
      el.setAttribute('label-position', 'start');
      await settle();
      el.removeAttribute('label-position');
      await settle();
      expect(el.labelPosition).toBe('end');
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('cannot be switched while disabled', async () => {
      const el = await fixture<SkToggle>('<sk-toggle label="Wi-Fi" disabled></sk-toggle>');
      expect(switchOf(el).disabled).toBe(true);
      await userEvent.click(switchOf(el), { force: true });
      await settle();
      expect(el.checked).toBe(false);
      el.disabled = false;
      await settle();
      expect(switchOf(el).disabled).toBe(false);
    });

    it('cannot be switched while read-only, by pointer or label, and stays focusable', async () => {
      const el = await fixture<SkToggle>('<sk-toggle label="Wi-Fi" readonly checked></sk-toggle>');
      const log = captureEvents(el, ['input', 'change']);
      await userEvent.click(switchOf(el));
      await userEvent.click(shadow(el, '[part~="label"]'));
      await settle();
      expect(el.checked).toBe(true);
      expect(switchOf(el).checked).toBe(true);
      expect(log.events).toHaveLength(0);
      expect(el.shadowRoot!.activeElement).toBe(switchOf(el));
      expect(switchOf(el).getAttribute('aria-readonly')).toBe('true');

      el.readonly = false;
      await settle();
      expect(switchOf(el).hasAttribute('aria-readonly')).toBe(false);
      await flip(el);
      expect(el.checked).toBe(false);
    });
  });

  describe('events', () => {
    it('fires input, then change, at once on each switch, with the new state in place', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-toggle label="Wi-Fi" name="wifi"></sk-toggle></form>',
      );
      const el = form.querySelector('sk-toggle')!;
      const seen: string[] = [];
      const record = (event: Event): void => {
        seen.push(
          `${event.type}:${el.checked}:${new FormData(form).get('wifi')}:${el.matches(':state(checked)')}`,
        );
      };
      el.addEventListener('input', record);
      el.addEventListener('change', record);
      await flip(el);
      expect(seen).toEqual(['input:true:on:true', 'change:true:on:true']);
      await flip(el);
      expect(seen.slice(2)).toEqual(['input:false:null:false', 'change:false:null:false']);
    });

    it('fires bubbling, composed events that a listener on the document hears', async () => {
      const el = await fixture('<sk-toggle label="Wi-Fi"></sk-toggle>');
      const heard: Event[] = [];
      const listener = (event: Event): void => {
        heard.push(event);
      };
      document.addEventListener('input', listener);
      document.addEventListener('change', listener);
      try {
        await flip(el);
      } finally {
        document.removeEventListener('input', listener);
        document.removeEventListener('change', listener);
      }
      expect(heard.map((e) => [e.type, e.target, e.bubbles, e.composed])).toEqual([
        ['input', el, true, true],
        ['change', el, true, false],
      ]);
    });

    it('switches, with both events, when its label is clicked', async () => {
      const el = await fixture<SkToggle>('<sk-toggle label="Wi-Fi"></sk-toggle>');
      const log = captureEvents(el, ['input', 'change']);
      await userEvent.click(shadow(el, '[part~="label"]'));
      await settle();
      expect(el.checked).toBe(true);
      expect(log.types()).toEqual(['input', 'change']);
    });

    it('fires nothing for a change made by script, or while disabled', async () => {
      const el = await fixture<SkToggle>('<sk-toggle label="Wi-Fi"></sk-toggle>');
      const log = captureEvents(el, ['input', 'change']);
      el.checked = true;
      await settle();
      el.disabled = true;
      await settle();
      await userEvent.click(switchOf(el), { force: true });
      await settle();
      expect(log.events).toHaveLength(0);
      expect(el.checked).toBe(true);
    });

    it('stays as it was when a click listener cancels the click, as a native checkbox does', async () => {
      const el = await fixture<SkToggle>('<sk-toggle label="Wi-Fi"></sk-toggle>');
      const log = captureEvents(el, ['input', 'change']);
      el.addEventListener('click', (event) => event.preventDefault());
      await userEvent.click(switchOf(el));
      await settle();
      expect(el.checked).toBe(false);
      expect(switchOf(el).checked).toBe(false);
      expect(log.events).toHaveLength(0);
    });
  });

  describe('slots', () => {
    it('takes its label from the label slot, and a click on it switches the toggle', async () => {
      const el = await fixture<SkToggle>(
        '<sk-toggle><span slot="label">Dark <b>mode</b></span></sk-toggle>',
      );
      await expect.element(page.getByRole('switch', { name: 'Dark mode' })).toBeInTheDocument();
      await userEvent.click(el.querySelector('b')!);
      await settle();
      expect(el.checked).toBe(true);
    });

    it('takes its hint from the hint slot, as its description', async () => {
      const el = await fixture(
        '<sk-toggle label="Wi-Fi"><span slot="hint">Joins <i>known</i> networks.</span></sk-toggle>',
      );
      expect((await accessibleNode(switchOf(el))).description).toBe('Joins known networks.');
    });
  });

  describe('keyboard', () => {
    it('is one tab stop, on the switch, skipped while disabled', async () => {
      const wrapper = await fixture(
        '<div><button>Before</button><sk-toggle label="Wi-Fi"></sk-toggle><sk-toggle label="Bluetooth" disabled></sk-toggle><button>After</button></div>',
      );
      const [enabled] = wrapper.querySelectorAll('sk-toggle');
      wrapper.querySelector('button')!.focus();
      await userEvent.tab();
      expect(enabled!.shadowRoot!.activeElement).toBe(switchOf(enabled!));
      await userEvent.tab();
      expect(document.activeElement).toBe(wrapper.querySelector('button:last-of-type'));
      await userEvent.tab({ shift: true });
      expect(enabled!.shadowRoot!.activeElement).toBe(switchOf(enabled!));
    });

    it('switches on and off with Space, firing input and change each time', async () => {
      const el = await fixture<SkToggle>('<sk-toggle label="Wi-Fi"></sk-toggle>');
      const log = captureEvents(el, ['input', 'change']);
      el.focus();
      await userEvent.keyboard(' ');
      await settle();
      expect(el.checked).toBe(true);
      await userEvent.keyboard(' ');
      await settle();
      expect(el.checked).toBe(false);
      expect(log.types()).toEqual(['input', 'change', 'input', 'change']);
    });

    it('switches with Enter too, as the APG switch does, without submitting its form', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-toggle label="Wi-Fi" name="wifi"></sk-toggle><button>Save</button></form>',
      );
      const onSubmit = vi.fn((event: Event) => event.preventDefault());
      form.addEventListener('submit', onSubmit);
      const el = form.querySelector('sk-toggle')!;
      const log = captureEvents(el, ['input', 'change']);
      el.focus();
      await userEvent.keyboard('{Enter}');
      await settle();
      expect(el.checked).toBe(true);
      await userEvent.keyboard('{Enter}');
      await settle();
      expect(el.checked).toBe(false);
      expect(log.types()).toEqual(['input', 'change', 'input', 'change']);
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('ignores Space and Enter while read-only', async () => {
      const el = await fixture<SkToggle>('<sk-toggle label="Wi-Fi" readonly></sk-toggle>');
      const log = captureEvents(el, ['input', 'change']);
      el.focus();
      await userEvent.keyboard(' ');
      await userEvent.keyboard('{Enter}');
      await settle();
      expect(el.checked).toBe(false);
      expect(log.events).toHaveLength(0);
    });

    it('shows the focus ring for keyboard focus, and not after a click', async () => {
      const wrapper = await fixture(
        '<div><button>Before</button><sk-toggle label="Wi-Fi"></sk-toggle></div>',
      );
      const el = wrapper.querySelector('sk-toggle')!;
      await userEvent.click(switchOf(el));
      expect(getComputedStyle(switchOf(el)).outlineStyle).toBe('none');
      wrapper.querySelector('button')!.focus();
      await userEvent.tab();
      const style = getComputedStyle(switchOf(el));
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineColor).toBe(computedColor('var(--sk-color-focus-ring)'));
    });
  });

  describe('form', () => {
    runFormControlSuite({
      tag: 'sk-toggle',
      field: { role: 'switch' },
      checked: { toggle: flip },
      required: { message: en.valueMissingChecked },
    });

    it('submits its value only while on, and after a reset only if it started on', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-toggle label="Newsletter" name="newsletter" value="weekly"></sk-toggle></form>',
      );
      const el = form.querySelector('sk-toggle')!;
      expect([...new FormData(form)]).toEqual([]);
      await flip(el);
      expect([...new FormData(form)]).toEqual([['newsletter', 'weekly']]);
      form.reset();
      await settle();
      expect(el.checked).toBe(false);
      expect(el.matches(':state(checked)')).toBe(false);
      expect([...new FormData(form)]).toEqual([]);
    });

    it('requires being on, worded in the language of its nearest lang', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form lang="fi"><sk-toggle label="Hyväksyn ehdot" name="terms" required></sk-toggle></form>',
      );
      const el = form.querySelector('sk-toggle')!;
      expect(form.checkValidity()).toBe(false);
      form.requestSubmit();
      await settle();
      expect(el.validationMessage).toBe(fi.valueMissingChecked);
      expect(shadow(el, '[part~="error"]').textContent?.trim()).toBe(fi.valueMissingChecked);
      await flip(el);
      expect(form.checkValidity()).toBe(true);
      expect(el.matches(':state(user-valid)')).toBe(true);
    });
  });

  describe('parts and states', () => {
    it('exposes the switch as the control part', async () => {
      const el = await fixture('<sk-toggle label="Wi-Fi"></sk-toggle>');
      expect(shadow(el, '[part~="control"]')).toBe(switchOf(el));
    });

    // The toggle writes the field's scaffold out itself, with the switch in the wrapper's place.
    it("renders the field's parts in their order, the switch in place of the control wrapper", async () => {
      const parts = (el: Element): string[] =>
        [...shadow(el, '[part~="form-control"]').children].map(
          (child) => child.getAttribute('part') ?? child.localName,
        );
      const plain = await fixture('<sk-toggle label="Wi-Fi"></sk-toggle>');
      expect(parts(plain)).toEqual(['label', 'control', 'slot']);
      expect(switchOf(plain).classList.contains('control')).toBe(true);

      const form = await fixture<HTMLFormElement>(
        '<form><sk-toggle label="Wi-Fi" hint="Joins known networks." required></sk-toggle></form>',
      );
      const el = form.querySelector('sk-toggle')!;
      form.requestSubmit();
      await settle();
      expect(parts(el)).toEqual(['label', 'control', 'hint', 'error', 'slot']);
      expect(shadow(el, '[part~="label"]').querySelector('[part~="required-marker"]')).not.toBe(
        null,
      );
      expect(switchOf(el).getAttribute('aria-describedby')).toBe('hint error');
      expect(switchOf(el).getAttribute('aria-invalid')).toBe('true');
      expect(switchOf(el).labels?.[0]).toBe(shadow(el, '[part~="label"]'));
    });

    it('is :state(checked) while on, by the user, script and reset', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-toggle label="Wi-Fi" checked></sk-toggle></form>',
      );
      const el = form.querySelector('sk-toggle')!;
      expect(el.matches(':state(checked)')).toBe(true);
      await flip(el);
      expect(el.matches(':state(checked)')).toBe(false);
      form.reset();
      await settle();
      expect(el.matches(':state(checked)')).toBe(true);
      el.checked = false;
      await settle();
      expect(el.matches(':state(checked)')).toBe(false);
    });

    it('colours the track and thumb from its custom properties, off and on', async () => {
      const el = await fixture(
        `<sk-toggle label="Wi-Fi" style="
          --sk-toggle-background: var(--sk-color-status-info-surface);
          --sk-toggle-border-color: var(--sk-color-status-info);
          --sk-toggle-thumb-color: var(--sk-color-status-warning);
          --sk-toggle-checked-background: var(--sk-color-status-success);
          --sk-toggle-checked-thumb-color: var(--sk-color-status-success-surface);
        "></sk-toggle>`,
      );
      const input = switchOf(el);
      await userEvent.hover(document.body);
      await motionEnded(el);
      expect(getComputedStyle(input).backgroundColor).toBe(
        computedColor('var(--sk-color-status-info-surface)'),
      );
      expect(getComputedStyle(input).borderTopColor).toBe(
        computedColor('var(--sk-color-status-info)'),
      );
      expect(getComputedStyle(input, '::before').backgroundColor).toBe(
        computedColor('var(--sk-color-status-warning)'),
      );
      (el as SkToggle).checked = true;
      await settle();
      await motionEnded(el);
      const success = computedColor('var(--sk-color-status-success)');
      expect(getComputedStyle(input).backgroundColor).toBe(success);
      expect(getComputedStyle(input).borderTopColor).toBe(success);
      expect(getComputedStyle(input, '::before').backgroundColor).toBe(
        computedColor('var(--sk-color-status-success-surface)'),
      );
    });

    it('fills the track in the interactive colour while on, and outlines it in danger when in error', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-toggle label="Terms" required></sk-toggle></form>',
      );
      const el = form.querySelector('sk-toggle')!;
      const input = switchOf(el);
      form.requestSubmit();
      await settle();
      await motionEnded(el);
      expect(getComputedStyle(input).borderTopColor).toBe(
        computedColor('var(--sk-color-status-danger)'),
      );
      await userEvent.click(input);
      await settle();
      await userEvent.hover(document.body);
      await motionEnded(el);
      expect(getComputedStyle(input).backgroundColor).toBe(
        computedColor('var(--sk-color-interactive)'),
      );
    });

    it('slides the thumb from the start of the track to its end, mirrored in right-to-left text', async () => {
      const wrapper = await fixture(
        '<div><sk-toggle label="Wi-Fi"></sk-toggle><sk-toggle label="الصوت" dir="rtl"></sk-toggle></div>',
      );
      const [ltr, rtl] = wrapper.querySelectorAll<SkToggle>('sk-toggle');
      for (const el of [ltr!, rtl!]) {
        // Off at the inline start, on at the inline end: left to right, or right to left.
        expect(thumbOnLeft(el), el.dir || 'ltr').toBe(el === ltr);
        el.checked = true;
        await settle();
        await motionEnded(el);
        expect(thumbOnLeft(el), el.dir || 'ltr').toBe(el === rtl);
      }
    });

    it('animates the thumb and the track when switched', async () => {
      const el = await fixture('<sk-toggle label="Wi-Fi"></sk-toggle>');
      // Each transition as it is created, whatever its length: on a loaded machine the click
      // can end after the transitions have, so the running animations would be gone.
      const started = new Set<string>();
      switchOf(el).addEventListener('transitionrun', (event) => {
        started.add((event as TransitionEvent).pseudoElement === '::before' ? 'thumb' : 'track');
      });
      await userEvent.click(switchOf(el));
      await expect.poll(() => [...started].sort()).toEqual(['thumb', 'track']);
    });

    it('puts the label after the switch by default, and before it with label-position="start"', async () => {
      const el = await fixture<SkToggle>(
        '<sk-toggle label="Wi-Fi" hint="Joins known networks." style="inline-size: 30rem"></sk-toggle>',
      );
      expect(box(el, '#control').right).toBeLessThanOrEqual(box(el, '[part~="label"]').left + 1);
      el.labelPosition = 'start';
      await settle();
      const label = box(el, '[part~="label"]');
      const control = box(el, '#control');
      expect(label.right).toBeLessThanOrEqual(control.left + 1);
      // The switch ends the row; the hint stays under the label.
      expect(Math.abs(control.right - el.getBoundingClientRect().right)).toBeLessThanOrEqual(1);
      expect(box(el, '[part~="hint"]').left).toBeCloseTo(label.left, 0);
      expect(box(el, '[part~="hint"]').top).toBeGreaterThanOrEqual(label.bottom - 1);

      el.dir = 'rtl';
      await settle();
      expect(box(el, '[part~="label"]').left).toBeGreaterThanOrEqual(box(el, '#control').right - 1);
    });
  });

  describe('reduced motion', () => {
    it('switches without motion when the reader asks for reduced motion', async () => {
      await commands.emulateReducedMotion(true);
      const el = await fixture('<sk-toggle label="Wi-Fi"></sk-toggle>');
      await userEvent.click(switchOf(el));
      await settle();
      expect(switchOf(el).getAnimations({ subtree: true })).toEqual([]);
      expect(getComputedStyle(switchOf(el), '::before').transitionDuration).toBe('0s');
      // Already at the end: no transition is running.
      expect(thumbOnLeft(el)).toBe(false);
    });
  });

  describe('forced colors', () => {
    it('draws track, thumb and focus ring in system colours, off, on and disabled', async () => {
      const wrapper = await fixture(
        '<div><button>Before</button><sk-toggle label="Wi-Fi"></sk-toggle><sk-toggle label="Bluetooth" disabled></sk-toggle></div>',
      );
      await commands.emulateForcedColors(true);
      expect(matchMedia('(forced-colors: active)').matches).toBe(true);
      const [el, disabled] = wrapper.querySelectorAll<SkToggle>('sk-toggle');
      const input = switchOf(el!);
      const thumb = (): string => getComputedStyle(input, '::before').backgroundColor;
      await motionEnded(el!);
      expect(getComputedStyle(input).borderTopColor).toBe(computedColor('CanvasText'));
      expect(thumb()).toBe(computedColor('CanvasText'));

      wrapper.querySelector('button')!.focus();
      await userEvent.tab();
      await userEvent.keyboard(' ');
      await settle();
      await motionEnded(el!);
      expect(el!.checked).toBe(true);
      expect(getComputedStyle(input).backgroundColor).toBe(computedColor('Highlight'));
      expect(thumb()).toBe(computedColor('HighlightText'));
      expect(getComputedStyle(input).outlineStyle).toBe('solid');
      expect(getComputedStyle(input).outlineColor).toBe(computedColor('Highlight'));

      const off = switchOf(disabled!);
      expect(getComputedStyle(off).borderTopColor).toBe(computedColor('GrayText'));
      expect(getComputedStyle(off, '::before').backgroundColor).toBe(computedColor('GrayText'));
    });
  });
});
