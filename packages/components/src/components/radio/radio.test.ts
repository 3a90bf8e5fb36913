import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { defineElement } from '../../internal/define.js';
import { en } from '../../localization/translations/en.js';
import { fi } from '../../localization/translations/fi.js';
import { accessibilityTree, accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { captureEvents } from '../../testing/events.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { runFormControlSuite } from '../../testing/form-control-suite.js';
import { SkRadioGroup } from './radio-group.js';
import { SkRadio } from './radio.js';
import { radioGroupOrientations } from './radio.types.js';
import './sk-radio.js';

const options = (...values: string[]): string =>
  values.map((value) => `<sk-radio value="${value}">${value}</sk-radio>`).join('');

/** Three colours, the second of them disabled when `disabled` names it, inside a labelled group. */
const colours = (attributes = '', extra: Record<string, string> = {}): string =>
  `<sk-radio-group label="Colour" ${attributes}>${['red', 'green', 'blue']
    .map((value) => `<sk-radio value="${value}" ${extra[value] ?? ''}>${value}</sk-radio>`)
    .join('')}</sk-radio-group>`;

const radios = (group: Element): SkRadio[] => [...group.querySelectorAll('sk-radio')];
const radio = (group: Element, value: string): SkRadio =>
  group.querySelector<SkRadio>(`sk-radio[value="${value}"]`)!;
const checkedValues = (group: Element): string[] =>
  radios(group)
    .filter((r) => r.checked)
    .map((r) => r.value);
const optionsPart = (group: Element): HTMLElement => shadow(group, '[part~="options"]');
const box = (el: Element): DOMRect => el.getBoundingClientRect();

/** The computed colour of `value` (a token or system colour), read from a probe element. */
function resolvedColor(value: string): string {
  const probe = document.createElement('span');
  probe.style.cssText = `forced-color-adjust: none; color: ${value}`;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

/** A form with one group, and the submissions it records with their data. */
async function formWith(markup: string) {
  const form = await fixture<HTMLFormElement>(`<form>${markup}</form>`);
  const submitted: FormData[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push(new FormData(form));
  });
  return { form, group: form.querySelector<SkRadioGroup>('sk-radio-group')!, submitted };
}

/** Tabs from a button placed before the group into the group. */
async function tabIn(markup: string): Promise<SkRadioGroup> {
  const wrapper = await fixture(
    `<div><button>Before</button>${markup}<button>After</button></div>`,
  );
  wrapper.querySelector('button')!.focus();
  await userEvent.tab();
  return wrapper.querySelector<SkRadioGroup>('sk-radio-group')!;
}

describe('<sk-radio-group> and <sk-radio>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
    await commands.emulateReducedMotion(false);
  });

  describe('accessibility', () => {
    for (const orientation of radioGroupOrientations) {
      for (const layout of ['vertical', 'horizontal', 'compact', 'inline']) {
        it(`has no axe violations as ${layout}, ${orientation}, with a hint and a disabled option`, async () => {
          const el = await fixture(
            colours(`layout="${layout}" orientation="${orientation}" hint="As on the box."`, {
              green: 'disabled',
              blue: 'checked',
            }),
          );
          await expectNoAxeViolations(el);
        });
      }
    }

    it('has no axe violations disabled, readonly, required, and showing its error', async () => {
      const { form } = await formWith(
        `${colours('name="a" required')}${colours('name="b" disabled')}${colours('name="c" readonly value="red"')}`,
      );
      await expectNoAxeViolations(form);
      form.requestSubmit();
      await settle();
      await expectNoAxeViolations(form);
    });

    it('is a radiogroup named by its label, holding radios named by theirs', async () => {
      await fixture(colours('', { blue: 'checked' }));
      await expect.element(page.getByRole('radiogroup', { name: 'Colour' })).toBeInTheDocument();
      // The radios' role is on their internals, which only the browser's own tree shows.
      const tree = (await accessibilityTree()).filter(({ role }) => role.startsWith('radio'));
      expect(tree.map(({ role, name }) => `${role} ${name}`)).toEqual([
        'radiogroup Colour',
        'radio red',
        'radio green',
        'radio blue',
      ]);
    });

    it('announces which radio is checked, and which is disabled', async () => {
      const el = await fixture(colours('', { green: 'disabled', blue: 'checked' }));
      const [red, green, blue] = await Promise.all(radios(el).map((r) => accessibleNode(r)));
      expect([red!.role, red!.name, red!.properties.checked]).toEqual(['radio', 'red', 'false']);
      expect(blue!.properties.checked).toBe('true');
      expect(green!.properties.disabled).toBe(true);
      expect(red!.properties.disabled).toBeFalsy();
      radio(el, 'red').checked = true;
      await settle();
      expect((await accessibleNode(radio(el, 'red'))).properties.checked).toBe('true');
      expect((await accessibleNode(radio(el, 'blue'))).properties.checked).toBe('false');
    });

    it('marks every radio disabled when the group is', async () => {
      const el = await fixture(colours('disabled'));
      for (const r of radios(el)) {
        expect((await accessibleNode(r)).properties.disabled).toBe(true);
      }
    });

    it('marks the radiogroup readonly while readonly', async () => {
      // Chromium keeps aria-readonly of a radiogroup out of its tree; screen readers read the
      // attribute where they support it.
      const el = await fixture<SkRadioGroup>(colours('readonly'));
      expect(optionsPart(el).getAttribute('aria-readonly')).toBe('true');
      el.readonly = false;
      await settle();
      expect(optionsPart(el).hasAttribute('aria-readonly')).toBe(false);
    });
  });

  describe('properties', () => {
    it('has documented defaults', async () => {
      const el = await fixture<SkRadioGroup>(colours());
      expect([el.value, el.orientation, el.layout, el.name]).toEqual([
        '',
        'vertical',
        'vertical',
        '',
      ]);
      expect([el.required, el.disabled, el.readonly]).toEqual([false, false, false]);
      const bare = await fixture<SkRadio>('<sk-radio>Alone</sk-radio>');
      expect([bare.value, bare.checked, bare.disabled]).toEqual(['on', false, false]);
      expect(checkedValues(el)).toEqual([]);
    });

    it('takes its first value from the radio with the checked attribute', async () => {
      const el = await fixture<SkRadioGroup>(colours('', { green: 'checked' }));
      expect(el.value).toBe('green');
      expect(checkedValues(el)).toEqual(['green']);
    });

    it('lets its own value attribute win over a checked radio', async () => {
      const el = await fixture<SkRadioGroup>(colours('value="blue"', { green: 'checked' }));
      expect(el.value).toBe('blue');
      expect(checkedValues(el)).toEqual(['blue']);
    });

    it('checks the radio whose value it is given, and only that one', async () => {
      const el = await fixture<SkRadioGroup>(colours());
      el.value = 'green';
      await settle();
      expect(checkedValues(el)).toEqual(['green']);
      el.value = 'red';
      await settle();
      expect(checkedValues(el)).toEqual(['red']);
      el.value = '';
      await settle();
      expect(checkedValues(el)).toEqual([]);
    });

    it('chooses a radio checked from script, as a native radio does', async () => {
      const el = await fixture<SkRadioGroup>(colours('value="red"'));
      radio(el, 'blue').checked = true;
      await settle();
      expect(el.value).toBe('blue');
      expect(checkedValues(el)).toEqual(['blue']);
      radio(el, 'blue').checked = false;
      await settle();
      expect(el.value).toBe('');
    });

    it('follows the value of the checked radio when it changes', async () => {
      const el = await fixture<SkRadioGroup>(colours('value="red"'));
      radio(el, 'red').value = 'crimson';
      await settle();
      expect(el.value).toBe('crimson');
    });

    it('ignores a value no radio has, with one SK012 warning', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { group, form } = await formWith(colours('name="c" value="red"'));
      group.value = 'purple';
      await settle();
      expect(group.value).toBe('red');
      expect(checkedValues(group)).toEqual(['red']);
      expect([...new FormData(form)]).toEqual([['c', 'red']]);
      expect(warn).toHaveBeenCalledTimes(1);
      const message = String(warn.mock.calls[0]?.[0]);
      expect(message).toContain('[sk-radio-group] SK012');
      expect(message).toContain('value="purple"');
    });

    it('ignores an unknown value attribute, so nothing is chosen', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { group, form } = await formWith(colours('name="c" value="purple"'));
      expect(group.value).toBe('');
      expect([...new FormData(form)]).toEqual([]);
    });

    it('has no value once its checked radio is removed, without a warning', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkRadioGroup>(colours('value="green"'));
      radio(el, 'green').remove();
      await settle();
      expect(el.value).toBe('');
      expect(warn).not.toHaveBeenCalled();
    });

    it('keeps a value until radios arrive, then checks the matching one', async () => {
      const { group, form } = await formWith(
        '<sk-radio-group name="c" label="Colour"></sk-radio-group>',
      );
      group.value = 'blue';
      await settle();
      expect([...new FormData(form)]).toEqual([]);
      group.insertAdjacentHTML('beforeend', options('red', 'blue'));
      await settle();
      expect(checkedValues(group)).toEqual(['blue']);
      expect([...new FormData(form)]).toEqual([['c', 'blue']]);
    });

    it('reflects orientation; an invalid one falls back with one SK001, a removed one silently', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkRadioGroup>(colours());
      expect(el.hasAttribute('orientation')).toBe(false);
      el.orientation = 'horizontal';
      await settle();
      expect(el.getAttribute('orientation')).toBe('horizontal');
      el.setAttribute('orientation', 'diagonal');
      await settle();
      expect(el.orientation).toBe('vertical');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-radio-group] SK001');
      el.setAttribute('orientation', 'horizontal');
      await settle();
      el.removeAttribute('orientation');
      await settle();
      expect(el.orientation).toBe('vertical');
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('sets the options one under another, or side by side, mirrored right to left', async () => {
      const wrapper = await fixture(
        `<div>${colours()}${colours('orientation="horizontal"')}<div dir="rtl">${colours('orientation="horizontal"')}</div></div>`,
      );
      const [vertical, horizontal, rtl] = [...wrapper.querySelectorAll('sk-radio-group')];
      const [a, b] = radios(vertical!).map(box);
      expect(b!.top).toBeGreaterThanOrEqual(a!.bottom);
      const [c, d] = radios(horizontal!).map(box);
      expect(d!.top).toBe(c!.top);
      expect(d!.left).toBeGreaterThan(c!.right);
      const [e, f] = radios(rtl!).map(box);
      expect(f!.right).toBeLessThan(e!.left);
    });

    it('meets the 24px minimum target size with each radio', async () => {
      const el = await fixture(colours());
      for (const r of radios(el)) expect(box(r).height).toBeGreaterThanOrEqual(24);
    });
  });

  describe('events', () => {
    it('fires input, then change, on the group when the user chooses an option', async () => {
      const el = await fixture<SkRadioGroup>(colours());
      const log = captureEvents(document, ['input', 'change']);
      let seen = '';
      el.addEventListener('change', () => (seen = `${el.value} ${checkedValues(el).join()}`));
      await userEvent.click(radio(el, 'green'));
      log.stop();
      expect(log.types()).toEqual(['input', 'change']);
      expect(log.events.every((event) => event.target === el && event.bubbles)).toBe(true);
      expect(log.events[0]!.composed).toBe(true);
      expect(seen).toBe('green green');
    });

    it('fires nothing when the checked radio is clicked again, or the value set from script', async () => {
      const el = await fixture<SkRadioGroup>(colours('value="red"'));
      const log = captureEvents(el, ['input', 'change']);
      await userEvent.click(radio(el, 'red'));
      el.value = 'blue';
      radio(el, 'green').checked = true;
      await settle();
      expect(log.types()).toEqual([]);
      expect(el.value).toBe('green');
    });

    it('ignores a click on a disabled radio, which takes no focus', async () => {
      const el = await fixture<SkRadioGroup>(colours('', { green: 'disabled' }));
      const log = captureEvents(el, ['input', 'change']);
      await userEvent.click(radio(el, 'green'), { force: true });
      expect(log.types()).toEqual([]);
      expect(el.value).toBe('');
      expect(document.activeElement).not.toBe(radio(el, 'green'));
    });

    it('ignores clicks while the group is disabled, and changes nothing while readonly', async () => {
      const wrapper = await fixture(`<div>${colours('disabled')}${colours('readonly')}</div>`);
      const [disabled, readonly] = [...wrapper.querySelectorAll<SkRadioGroup>('sk-radio-group')];
      const log = captureEvents(wrapper, ['input', 'change', 'click']);
      await userEvent.click(radio(disabled!, 'red'), { force: true });
      await userEvent.click(radio(readonly!, 'red'));
      expect(log.types()).toEqual(['click']);
      expect([disabled!.value, readonly!.value]).toEqual(['', '']);
    });
  });

  describe('slots', () => {
    it("names each radio by its default slot's content, markup included", async () => {
      const el = await fixture(
        '<sk-radio-group label="Plan"><sk-radio value="pro">Pro <b>plan</b></sk-radio></sk-radio-group>',
      );
      const slot = shadow<HTMLSlotElement>(radio(el, 'pro'), 'slot[part~="label"]');
      expect(slot.assignedNodes()).toHaveLength(2);
      expect((await accessibleNode(radio(el, 'pro'))).name).toBe('Pro plan');
    });

    it('takes radios wrapped in other elements as its options', async () => {
      const el = await fixture<SkRadioGroup>(
        `<sk-radio-group label="Size"><div>${options('s')}</div><div>${options('m', 'l')}</div></sk-radio-group>`,
      );
      await userEvent.click(radio(el, 's'));
      await userEvent.keyboard('{ArrowDown}');
      expect(el.value).toBe('m');
      expect(document.activeElement).toBe(radio(el, 'm'));
    });

    it('takes its label and hint from their slots', async () => {
      const el = await fixture(
        `<sk-radio-group>${options('a')}<span slot="label">Favourite <b>colour</b></span><span slot="hint">Pick <i>one</i>.</span></sk-radio-group>`,
      );
      const node = await accessibleNode(optionsPart(el));
      expect(node.name).toBe('Favourite colour');
      expect(node.description).toBe('Pick one.');
    });

    it('renders no label without one, and one when a label is slotted later', async () => {
      const el = await fixture(`<sk-radio-group>${options('a')}</sk-radio-group>`);
      expect(shadow(el, '[part~="label"]').hidden).toBe(true);
      el.insertAdjacentHTML('beforeend', '<span slot="label">Later</span>');
      await expect.poll(() => shadow(el, '[part~="label"]').hidden).toBe(false);
      expect((await accessibleNode(optionsPart(el))).name).toBe('Later');
    });
  });

  describe('keyboard', () => {
    it('is one Tab stop, on the checked radio', async () => {
      const el = await tabIn(colours('value="blue"'));
      expect(document.activeElement).toBe(radio(el, 'blue'));
      expect(radios(el).map((r) => r.tabIndex)).toEqual([-1, -1, 0]);
      await userEvent.tab();
      expect(document.activeElement?.textContent).toBe('After');
      await userEvent.tab({ shift: true });
      expect(document.activeElement).toBe(radio(el, 'blue'));
    });

    it('puts the Tab stop on the first enabled radio while none is checked', async () => {
      const el = await tabIn(colours('', { red: 'disabled' }));
      expect(document.activeElement).toBe(radio(el, 'green'));
      expect(el.value).toBe('');
    });

    for (const [key, from, to] of [
      ['ArrowDown', 'red', 'green'],
      ['ArrowRight', 'red', 'green'],
      ['ArrowUp', 'green', 'red'],
      ['ArrowLeft', 'green', 'red'],
      ['ArrowDown', 'blue', 'red'],
      ['ArrowRight', 'blue', 'red'],
      ['ArrowUp', 'red', 'blue'],
      ['ArrowLeft', 'red', 'blue'],
      ['Home', 'blue', 'red'],
      ['End', 'red', 'blue'],
    ] as const) {
      it(`moves from ${from} to ${to} with ${key}, and checks it`, async () => {
        const el = await tabIn(colours(`value="${from}"`));
        const log = captureEvents(el, ['input', 'change']);
        await userEvent.keyboard(`{${key}}`);
        expect(document.activeElement).toBe(radio(el, to));
        expect(el.value).toBe(to);
        expect(checkedValues(el)).toEqual([to]);
        expect(log.types()).toEqual(['input', 'change']);
      });
    }

    it('skips disabled radios', async () => {
      const el = await tabIn(colours('value="red"', { green: 'disabled' }));
      await userEvent.keyboard('{ArrowDown}');
      expect(el.value).toBe('blue');
      await userEvent.keyboard('{ArrowUp}');
      expect(el.value).toBe('red');
    });

    it('mirrors Left and Right in right-to-left text', async () => {
      const el = await tabIn(
        `<div dir="rtl">${colours('value="green" orientation="horizontal"')}</div>`,
      );
      await userEvent.keyboard('{ArrowLeft}');
      expect(el.value).toBe('blue');
      await userEvent.keyboard('{ArrowRight}');
      await userEvent.keyboard('{ArrowRight}');
      expect(el.value).toBe('red');
    });

    it('checks the focused radio with Space', async () => {
      const el = await tabIn(colours());
      expect(el.value).toBe('');
      await userEvent.keyboard(' ');
      expect(el.value).toBe('red');
      expect(checkedValues(el)).toEqual(['red']);
    });

    it('moves focus without choosing while readonly', async () => {
      const el = await tabIn(colours('readonly value="red"'));
      await userEvent.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(radio(el, 'green'));
      await userEvent.keyboard(' ');
      expect(el.value).toBe('red');
    });

    it('is skipped by Tab while disabled', async () => {
      await tabIn(colours('disabled'));
      expect(document.activeElement?.textContent).toBe('After');
    });

    it('submits its form with Enter, as a native radio does', async () => {
      const { group, submitted } = await formWith(
        `${colours('name="colour" value="red"')}<button>Send</button>`,
      );
      group.focus();
      await userEvent.keyboard('{ArrowDown}{Enter}');
      expect(submitted.map((data) => data.get('colour'))).toEqual(['green']);
    });

    it('submits a form with no submit button but another text field, as natively', async () => {
      const { group, submitted } = await formWith(
        `<input name="q" aria-label="Query">${colours('name="colour" value="red"')}`,
      );
      group.focus();
      await userEvent.keyboard('{Enter}');
      expect(submitted).toHaveLength(1);
    });

    it('focuses the checked radio with focus(), the label, and an external label', async () => {
      const wrapper = await fixture(
        `<div><label for="sk-radio-external">Paint</label>${colours('id="sk-radio-external" value="green"')}</div>`,
      );
      const el = wrapper.querySelector<SkRadioGroup>('sk-radio-group')!;
      el.focus();
      expect(document.activeElement).toBe(radio(el, 'green'));
      radio(el, 'green').blur();
      await userEvent.click(shadow(el, '[part~="label"]'));
      expect(document.activeElement).toBe(radio(el, 'green'));
      radio(el, 'green').blur();
      await userEvent.click(wrapper.querySelector('label')!);
      expect(document.activeElement).toBe(radio(el, 'green'));
    });

    it('draws the focus ring round the focused radio, from the focus token', async () => {
      const el = await tabIn(colours());
      expect(radio(el, 'red').matches(':focus-visible')).toBe(true);
      const style = getComputedStyle(radio(el, 'red'));
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineWidth).toBe('2px');
      expect(style.outlineColor).toBe(resolvedColor('var(--sk-color-focus-ring)'));
    });
  });

  describe('form', () => {
    runFormControlSuite({
      tag: 'sk-radio-group',
      group: { role: 'radiogroup' },
      content: options('typed', 'initial', 'saved', 'changed', 'autofilled', 'filled', 'kept'),
      value: {
        enter: async (control, value) => {
          await userEvent.click(radio(control, value));
          await settle();
        },
      },
      required: { message: en.valueMissingOption },
    });

    it('adds nothing to FormData until an option is chosen, as native radios', async () => {
      const { form, group } = await formWith(colours('name="colour"'));
      expect([...new FormData(form)]).toEqual([]);
      await userEvent.click(radio(group, 'blue'));
      expect([...new FormData(form)]).toEqual([['colour', 'blue']]);
    });

    it('returns to the checked radio when the form is reset', async () => {
      const { form, group } = await formWith(colours('name="colour"', { green: 'checked' }));
      await userEvent.click(radio(group, 'blue'));
      form.reset();
      await settle();
      expect(group.value).toBe('green');
      expect(checkedValues(group)).toEqual(['green']);
    });

    it('sends its value to the form named by its form attribute', async () => {
      const wrapper = await fixture(
        `<div><form id="sk-radio-form"></form>${colours('name="colour" form="sk-radio-form" value="red"')}</div>`,
      );
      expect([...new FormData(wrapper.querySelector('form')!)]).toEqual([['colour', 'red']]);
    });

    describe('field', () => {
      it('is described by its hint, and by its error once shown, then marked invalid', async () => {
        const { form, group } = await formWith(colours('name="c" hint="Pick one." required'));
        const before = await accessibleNode(optionsPart(group));
        expect(before.description).toBe('Pick one.');
        expect(before.properties.invalid).not.toBe('true');
        form.requestSubmit();
        await settle();
        const after = await accessibleNode(optionsPart(group));
        expect(after.description).toBe(`Pick one. ${en.valueMissingOption}`);
        expect(after.properties.invalid).toBe('true');
      });

      it('words its error in the language of its nearest lang', async () => {
        const { form, group } = await formWith(
          `<div lang="fi">${colours('name="c" required')}</div>`,
        );
        form.requestSubmit();
        await settle();
        expect(shadow(group, '[part~="error"]').textContent?.trim()).toBe(fi.valueMissingOption);
      });

      it('is named by an external <label for> together with its own label', async () => {
        const wrapper = await fixture(
          `<div><label for="sk-radio-named">Delivery</label>${colours('id="sk-radio-named"')}</div>`,
        );
        const el = wrapper.querySelector('sk-radio-group')!;
        expect((await accessibleNode(optionsPart(el))).name).toBe('Delivery Colour');
      });

      it('focuses its first enabled radio when a submit finds nothing chosen', async () => {
        const { form, group } = await formWith(colours('name="c" required', { red: 'disabled' }));
        form.requestSubmit();
        await settle();
        expect(document.activeElement).toBe(radio(group, 'green'));
      });

      it('fires sk-invalid with its message when a submit finds nothing chosen', async () => {
        const { form, group } = await formWith(colours('name="c" required'));
        const heard: string[] = [];
        group.addEventListener('sk-invalid', (event) => heard.push(event.detail.message));
        form.requestSubmit();
        expect(heard).toEqual([en.valueMissingOption]);
      });

      it('is :state(user-valid), the success state, once an option is chosen', async () => {
        const { form, group } = await formWith(colours('name="c" required'));
        form.requestSubmit();
        await settle();
        expect(group.matches(':state(user-invalid)')).toBe(true);
        await userEvent.click(radio(group, 'red'));
        await settle();
        expect(group.matches(':state(user-invalid)')).toBe(false);
        expect(group.matches(':state(user-valid)')).toBe(true);
        expect(group.shadowRoot!.querySelector('[part~="error"]')).toBeNull();
      });

      it('is not validated while readonly, and still submitted', async () => {
        const { form, group } = await formWith(colours('name="c" required readonly value="red"'));
        expect(group.willValidate).toBe(false);
        expect(form.checkValidity()).toBe(true);
        expect([...new FormData(form)]).toEqual([['c', 'red']]);
      });

      it('places the label above, beside, or before the options on one line, by layout', async () => {
        const el = await fixture<SkRadioGroup>(colours());
        const label = (): DOMRect => box(shadow(el, '[part~="label"]'));
        const group = (): DOMRect => box(optionsPart(el));
        for (const layout of ['vertical', 'compact'] as const) {
          el.layout = layout;
          await settle();
          expect(label().bottom, layout).toBeLessThanOrEqual(group().top + 1);
        }
        el.layout = 'horizontal';
        await settle();
        expect(label().right).toBeLessThanOrEqual(group().left + 1);
        el.layout = 'inline';
        await settle();
        expect(label().right).toBeLessThanOrEqual(group().left + 1);
        const [red, green] = radios(el).map(box);
        expect(green!.top).toBe(red!.top);
        el.layout = 'horizontal';
        el.dir = 'rtl';
        await settle();
        expect(label().left).toBeGreaterThanOrEqual(group().right - 1);
      });

      it('sets the options closer together in the compact layout', async () => {
        const el = await fixture<SkRadioGroup>(colours());
        const gap = (): number => box(radios(el)[1]!).top - box(radios(el)[0]!).bottom;
        const regular = gap();
        el.layout = 'compact';
        await settle();
        expect(gap()).toBeLessThan(regular);
      });
    });
  });

  describe('parts and states', () => {
    it('exposes the field parts and options on the group, control and label on each radio', async () => {
      const el = await fixture(colours('hint="Pick one."'));
      for (const part of ['form-control', 'label', 'hint', 'options']) {
        expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).not.toBeNull();
      }
      // The error part comes with an error (the form-control suite shows it); none while valid.
      expect(el.shadowRoot!.querySelector('[part~="error"]')).toBeNull();
      for (const part of ['control', 'label']) {
        expect(
          radio(el, 'red').shadowRoot!.querySelector(`[part~="${part}"]`),
          part,
        ).not.toBeNull();
      }
    });

    it('matches :state(checked) on the checked radio only', async () => {
      const el = await fixture<SkRadioGroup>(colours('value="red"'));
      expect(radios(el).map((r) => r.matches(':state(checked)'))).toEqual([true, false, false]);
      el.value = 'blue';
      await settle();
      expect(radios(el).map((r) => r.matches(':state(checked)'))).toEqual([false, false, true]);
    });

    it('shows the dot of the checked radio only', async () => {
      await commands.emulateReducedMotion(true);
      const el = await fixture(colours('value="red"'));
      const dot = (value: string): string =>
        getComputedStyle(shadow(radio(el, value), '[part~="control"]'), '::after').transform;
      expect(dot('red')).toBe('matrix(1, 0, 0, 1, 0, 0)');
      expect(dot('green')).toBe('matrix(0, 0, 0, 0, 0, 0)');
    });

    it('matches :state(disabled) on the radios of a group disabled by a fieldset', async () => {
      const fieldset = await fixture<HTMLFieldSetElement>(`<fieldset>${colours()}</fieldset>`);
      const el = fieldset.querySelector('sk-radio-group')!;
      fieldset.disabled = true;
      await settle();
      expect(radios(el).every((r) => r.matches(':state(disabled)'))).toBe(true);
      fieldset.disabled = false;
      await settle();
      expect(radios(el).some((r) => r.matches(':state(disabled)'))).toBe(false);
    });

    it('rings every radio in the danger colour while the group shows its error', async () => {
      const { form, group } = await formWith(colours('name="c" required'));
      const border = (): string =>
        getComputedStyle(shadow(radio(group, 'red'), '[part~="control"]')).borderTopColor;
      const danger = resolvedColor('var(--sk-color-status-danger)');
      expect(border()).not.toBe(danger);
      form.requestSubmit();
      await settle();
      expect(radios(group).every((r) => r.matches(':state(user-invalid)'))).toBe(true);
      await expect.poll(border).toBe(danger);
    });

    it('rings the radios in the success colour once the user has chosen', async () => {
      const { group } = await formWith(colours('name="c" required'));
      const border = (): string =>
        getComputedStyle(shadow(radio(group, 'blue'), '[part~="control"]')).borderTopColor;
      const success = resolvedColor('var(--sk-color-status-success)');
      expect(border()).not.toBe(success);
      await userEvent.click(radio(group, 'red'));
      await settle();
      expect(radios(group).every((r) => r.matches(':state(user-valid)'))).toBe(true);
      await expect.poll(border).toBe(success);
      group.value = '';
      await settle();
      expect(group.matches(':state(user-invalid)')).toBe(true);
      expect(radios(group).some((r) => r.matches(':state(user-valid)'))).toBe(false);
    });

    it('shows no success on the radios of an optional group, where any choice passes', async () => {
      const el = await fixture<SkRadioGroup>(colours());
      await userEvent.click(radio(el, 'red'));
      await settle();
      expect(el.matches(':state(user-valid)')).toBe(true);
      expect(radios(el).some((r) => r.matches(':state(user-valid)'))).toBe(false);
    });

    it('takes its colours from --sk-radio-color, --sk-radio-border-color and --sk-radio-background', async () => {
      await commands.emulateReducedMotion(true);
      const el = await fixture(
        `<sk-radio-group label="Colour" value="a" style="--sk-radio-color: var(--sk-color-status-success); --sk-radio-border-color: var(--sk-color-status-warning); --sk-radio-background: var(--sk-color-surface-subtle)">${options('a', 'b')}</sk-radio-group>`,
      );
      const control = (value: string): HTMLElement => shadow(radio(el, value), '[part~="control"]');
      expect(getComputedStyle(control('a'), '::after').backgroundColor).toBe(
        resolvedColor('var(--sk-color-status-success)'),
      );
      expect(getComputedStyle(control('b')).borderTopColor).toBe(
        resolvedColor('var(--sk-color-status-warning)'),
      );
      expect(getComputedStyle(control('b')).backgroundColor).toBe(
        resolvedColor('var(--sk-color-surface-subtle)'),
      );
    });

    it('changes the ring colour on hover', async () => {
      await commands.emulateReducedMotion(true);
      const el = await fixture(colours());
      const control = shadow(radio(el, 'red'), '[part~="control"]');
      const idle = getComputedStyle(control).borderTopColor;
      await userEvent.hover(radio(el, 'red'));
      expect(getComputedStyle(control).borderTopColor).toBe(
        resolvedColor('var(--sk-color-interactive-hover)'),
      );
      expect(idle).not.toBe(resolvedColor('var(--sk-color-interactive-hover)'));
    });

    it('stops its transitions under reduced motion', async () => {
      const el = await fixture(colours());
      const control = shadow(radio(el, 'red'), '[part~="control"]');
      expect(getComputedStyle(control, '::after').transitionProperty).toBe('transform');
      await commands.emulateReducedMotion(true);
      expect(getComputedStyle(control).transitionProperty).toBe('none');
      expect(getComputedStyle(control, '::after').transitionProperty).toBe('none');
    });

    it('keeps the ring and the dot visible in forced colors', async () => {
      await commands.emulateReducedMotion(true);
      const el = await fixture(colours('value="red"', { blue: 'disabled' }));
      await commands.emulateForcedColors(true);
      const control = (value: string): HTMLElement => shadow(radio(el, value), '[part~="control"]');
      const canvas = resolvedColor('Canvas');
      const dot = getComputedStyle(control('red'), '::after');
      expect(dot.backgroundColor).toBe(resolvedColor('Highlight'));
      expect(dot.backgroundColor).not.toBe(canvas);
      expect(dot.transform).toBe('matrix(1, 0, 0, 1, 0, 0)');
      expect(getComputedStyle(control('red')).borderTopColor).toBe(resolvedColor('Highlight'));
      expect(getComputedStyle(control('green')).borderTopColor).toBe(resolvedColor('CanvasText'));
      expect(getComputedStyle(control('blue')).borderTopColor).toBe(resolvedColor('GrayText'));
      expect(getComputedStyle(radio(el, 'blue')).color).toBe(resolvedColor('GrayText'));
    });

    it('registers both tags, repeat-safe', () => {
      expect(customElements.get('sk-radio-group')).toBe(SkRadioGroup);
      expect(customElements.get('sk-radio')).toBe(SkRadio);
      expect(() => defineElement('sk-radio', class extends SkRadio {})).not.toThrow();
      expect(() => defineElement('sk-radio-group', class extends SkRadioGroup {})).not.toThrow();
      expect(customElements.get('sk-radio')).toBe(SkRadio);
      expect(customElements.get('sk-radio-group')).toBe(SkRadioGroup);
    });
  });
});
