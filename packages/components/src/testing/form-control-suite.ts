import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { SkFormAssociated } from '../base/sk-form-associated.js';
import type { FormValue } from '../base/sk-form-associated.js';
import type { ValidityFlag } from '../validation/validator.js';
import { accessibleNode } from './accessibility.js';
import { expectNoAxeViolations } from './axe.js';
import { fixture, settle, shadow } from './fixture.js';

/** One constraint a control enforces: markup that sets it, a value that breaks it, the message. */
export interface ConstraintCase {
  /** Attributes that set the constraint, e.g. `minlength="3"`. */
  attributes: string;
  /** A value, entered as the user would, that fails it. */
  value: string;
  /** The `ValidityState` flag it sets. */
  flag: ValidityFlag;
  /** The expected message by language, e.g. `{ en: '…', fi: '…' }`; at least two languages. */
  messages: Record<string, string>;
}

/** What a control under test can do, which decides the parts of the suite that apply. */
export interface FormControlSuiteOptions {
  /** The tag, e.g. `sk-button`. */
  tag: string;
  /** Inner markup (a label) the control needs to be accessible and clickable. */
  content?: string;
  /** Button-like controls: `type="submit|reset|button"` acts on the form when clicked. */
  activates?: boolean;
  /** Controls on the field scaffold (`renderField`): the role of their focusable element. */
  field?: { role: string };
  /**
   * Controls whose label names a group of other controls (a radio group, a form group): the role
   * of the element in the shadow root that the label names.
   */
  group?: { role: string };
  /** Single-line fields: Enter submits the form, as in a native text input. */
  submitsOnEnter?: boolean;
  /**
   * Text-valued controls: how the user enters a value, for FormData and reset checks, and
   * `restores: false` for one that saves no state for the browser to restore (a password).
   */
  value?: {
    enter(control: HTMLElement, value: string): Promise<void>;
    restores?: boolean;
    /**
     * A value the control takes in place of each word the suite enters and expects (`typed`,
     * `initial`, `saved`, `changed`, `autofilled`, `filled`, `kept`), for a control whose value
     * has a format, such as a time; the word itself by default.
     */
    sample?: (word: string) => string;
  };
  /** Checkbox-like controls: how the user checks or unchecks it. */
  checked?: { toggle(control: HTMLElement): Promise<void> };
  /** Controls with several values: markup that offers `a`, `b` and `c`, and how the user picks. */
  values?: { attributes: string; choose(control: HTMLElement, values: string[]): Promise<void> };
  /** File controls: how the user chooses files. */
  files?: { choose(control: HTMLElement, files: File[]): Promise<void> };
  /** Controls with `required`: the English message shown while the value is missing. */
  required?: { message: string };
  /** The control's other constraints, each checked with its messages. */
  constraints?: readonly ConstraintCase[];
}

type Control = SkFormAssociated & {
  type?: string;
  checked?: boolean;
  values?: readonly string[];
  files?: readonly File[];
  formStateRestoreCallback(state: FormValue, reason?: 'restore' | 'autocomplete'): void;
};

/** Records each submission with its form data, read while the submitter is still in the form. */
function submits(form: HTMLFormElement): { events: SubmitEvent[]; data: FormData[] } {
  const record = { events: [] as SubmitEvent[], data: [] as FormData[] };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    record.events.push(event);
    record.data.push(new FormData(form, event.submitter));
  });
  return record;
}

/** FormData as comparable pairs, files as `file:name:size`. */
function entries(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form)].map(([key, value]) => [
    key,
    typeof value === 'string' ? value : `file:${value.name}:${value.size}`,
  ]);
}

/** The state the control last handed to `setFormValue`, which the browser would keep. */
function savedState(el: Control): FormValue {
  const spy = vi.spyOn(ElementInternals.prototype, 'setFormValue');
  try {
    void el.validity; // syncs the form value and state now
    return (spy.mock.calls.at(-1)?.[1] ?? null) as FormValue;
  } finally {
    spy.mockRestore();
  }
}

const control = (id: string, el: Element): HTMLElement => shadow(el, `#${id}`);

/*
 * The roles whose required state Chromium's DevTools protocol reports: those ARIA 1.1 allowed
 * `aria-required` on. Chromium hands the state to the platform for the others too (checkbox,
 * switch, searchbox), but leaves it out of this report, so there the suite checks the attribute
 * the state comes from.
 */
const requiredReported = new Set(['textbox', 'combobox', 'listbox', 'spinbutton', 'radiogroup']);

/**
 * The form-association behaviour every Skerry form control shares, run by each control's test
 * file: belonging to a form (as a descendant or by the `form` attribute), disabling from a
 * fieldset, and — depending on the control — submit and reset, the field scaffold (labels, hint,
 * error, layouts, states), Enter submitting, each shape of value with its reset and restore, and
 * constraint validation with messages in several languages.
 */
export function runFormControlSuite(options: FormControlSuiteOptions): void {
  const { tag, content = '' } = options;
  const markup = (attributes = ''): string => `<${tag} ${attributes}>${content}</${tag}>`;
  const word = options.value?.sample ?? ((text: string): string => text);

  /** Gives a required control a value, whatever its shape. */
  async function fill(el: Control): Promise<void> {
    if (options.value) await options.value.enter(el, word('filled'));
    else if (options.checked) await options.checked.toggle(el);
    else if (options.values) await options.values.choose(el, ['a']);
    else if (options.files) await options.files.choose(el, [new File(['x'], 'x.txt')]);
    await settle();
  }
  const valueAttributes = options.values?.attributes ?? '';

  describe('form control', () => {
    it('is form-associated and reports its form', async () => {
      const form = await fixture<HTMLFormElement>(`<form>${markup('name="c"')}</form>`);
      const el = form.querySelector<Control>(tag)!;
      expect((el.constructor as typeof SkFormAssociated).formAssociated).toBe(true);
      expect(el.form).toBe(form);
    });

    it('joins the form named by its form attribute', async () => {
      const wrapper = await fixture(
        `<div><form id="sk-suite-form"></form>${markup('form="sk-suite-form"')}</div>`,
      );
      const el = wrapper.querySelector<Control>(tag)!;
      expect(el.form).toBe(wrapper.querySelector('form'));
    });

    it('is disabled by a disabled fieldset, and enabled again with it', async () => {
      const fieldset = await fixture<HTMLFieldSetElement>(
        `<fieldset disabled>${markup()}</fieldset>`,
      );
      const el = fieldset.querySelector<Control>(tag)!;
      await settle();
      expect(el.isDisabled).toBe(true);
      expect(el.matches(':state(disabled)')).toBe(true);
      el.focus();
      expect(document.activeElement).not.toBe(el);

      fieldset.disabled = false;
      await settle();
      expect(el.isDisabled).toBe(false);
      expect(el.matches(':state(disabled)')).toBe(false);
    });

    if (options.activates) {
      it('submits its form with requestSubmit, including its name and value', async () => {
        const form = await fixture<HTMLFormElement>(
          `<form><input name="q" value="skerry">${markup('type="submit" name="action" value="save"')}</form>`,
        );
        const record = submits(form);
        form.querySelector<Control>(tag)!.click();
        expect(record.events).toHaveLength(1);
        expect([...record.data[0]!]).toEqual([
          ['q', 'skerry'],
          ['action', 'save'],
        ]);
        // The temporary submitter is gone again.
        expect(form.querySelectorAll('button')).toHaveLength(0);
      });

      it('runs constraint validation before submitting, as requestSubmit does', async () => {
        const form = await fixture<HTMLFormElement>(
          `<form><input name="q" required>${markup('type="submit"')}</form>`,
        );
        const record = submits(form);
        form.querySelector<Control>(tag)!.click();
        expect(record.events).toHaveLength(0);
      });

      it('submits a form it joins by the form attribute', async () => {
        const wrapper = await fixture(
          `<div><form id="sk-suite-remote"><input name="q" value="1"></form>${markup('type="submit" form="sk-suite-remote"')}</div>`,
        );
        const record = submits(wrapper.querySelector('form')!);
        wrapper.querySelector<Control>(tag)!.click();
        expect(record.events).toHaveLength(1);
      });

      it('resets its form with type="reset"', async () => {
        const form = await fixture<HTMLFormElement>(
          `<form><input name="q" value="start">${markup('type="reset"')}</form>`,
        );
        const input = form.querySelector('input')!;
        input.value = 'changed';
        form.querySelector<Control>(tag)!.click();
        expect(input.value).toBe('start');
      });

      it('neither submits nor resets with type="button"', async () => {
        const form = await fixture<HTMLFormElement>(
          `<form><input name="q" value="start">${markup('type="button"')}</form>`,
        );
        const record = submits(form);
        const input = form.querySelector('input')!;
        input.value = 'changed';
        form.querySelector<Control>(tag)!.click();
        expect(record.events).toHaveLength(0);
        expect(input.value).toBe('changed');
      });

      it('does not submit when a disabled fieldset disables it', async () => {
        const form = await fixture<HTMLFormElement>(
          `<form><fieldset disabled>${markup('type="submit"')}</fieldset></form>`,
        );
        const record = submits(form);
        await userEvent.click(form.querySelector<Control>(tag)!, { force: true });
        form.querySelector<Control>(tag)!.click();
        expect(record.events).toHaveLength(0);
      });

      it('adds nothing to FormData unless it is the submitter', async () => {
        const form = await fixture<HTMLFormElement>(
          `<form>${markup('name="action" value="save"')}</form>`,
        );
        expect([...new FormData(form)]).toEqual([]);
      });
    }

    const labelled = options.field ?? options.group;
    if (labelled) {
      const { role } = labelled;
      const named = (el: Element): HTMLElement =>
        options.field ? control('control', el) : shadow(el, `[role="${role}"]`);

      it(`is a ${role} named by its label alone when required, its required state apart`, async () => {
        const wrapper = await fixture(
          `<div>${markup(`label="Postcode" required ${valueAttributes}`)}<div lang="fi">${markup(`label="Postinumero" required ${valueAttributes}`)}</div></div>`,
        );
        const [english, finnish] = [...wrapper.querySelectorAll<Control>(tag)];
        const node = await accessibleNode(named(english!));
        expect(node.role).toBe(role);
        expect(node.name).toBe('Postcode');
        expect((await accessibleNode(named(finnish!))).name).toBe('Postinumero');
        // The asterisk is for the eye; a screen reader hears the required state instead.
        const marker = shadow(english!, '[part~="required-marker"]');
        expect(marker.textContent?.trim()).toBe('*');
        expect(marker.closest('[aria-hidden="true"]')).not.toBeNull();
        expect(english!.matches(':state(required)')).toBe(true);
        if (role === 'group') {
          // ARIA gives a group no required state: the group's description says it.
          expect(node.description).toBe('required');
          expect((await accessibleNode(named(finnish!))).description).toBe('pakollinen');
        } else if (requiredReported.has(role)) {
          expect(node.properties.required).toBe(true);
        } else {
          expect(named(english!).getAttribute('aria-required')).toBe('true');
        }
      });
    }

    if (options.field) {
      const { role } = options.field;

      describe('field', () => {
        it(`is a ${role} named by its label attribute`, async () => {
          const el = await fixture(markup(`label="Postcode" ${valueAttributes}`));
          const node = await accessibleNode(control('control', el));
          expect(node.role).toBe(role);
          expect(node.name).toBe('Postcode');
        });

        it('takes its label from the label slot', async () => {
          const el = await fixture(
            `<${tag} ${valueAttributes}><span slot="label">Post <b>code</b></span></${tag}>`,
          );
          expect((await accessibleNode(control('control', el))).name).toBe('Post code');
          expect(shadow(el, '[part~="label"]').hidden).toBe(false);
        });

        it('renders no label when it has none, and one when a label is slotted later', async () => {
          const el = await fixture(markup(valueAttributes));
          expect(shadow(el, '[part~="label"]').hidden).toBe(true);
          const label = document.createElement('span');
          label.slot = 'label';
          label.textContent = 'Later';
          el.append(label);
          await expect.poll(() => shadow(el, '[part~="label"]').hidden).toBe(false);
          expect((await accessibleNode(control('control', el))).name).toBe('Later');
        });

        it('focuses its control when its own label is clicked', async () => {
          const el = await fixture(markup(`label="Postcode" ${valueAttributes}`));
          await userEvent.click(shadow(el, '[part~="label"]'));
          expect(el.shadowRoot!.activeElement).toBe(control('control', el));
        });

        it('focuses its control when the host is focused', async () => {
          const el = await fixture<Control>(markup(`label="Postcode" ${valueAttributes}`));
          el.focus();
          expect(el.shadowRoot!.activeElement).toBe(control('control', el));
        });

        it('is named by an external <label for>, which focuses it when clicked', async () => {
          const wrapper = await fixture(
            `<div><label for="sk-suite-external">Delivery postcode</label>${markup(`id="sk-suite-external" ${valueAttributes}`)}</div>`,
          );
          const el = wrapper.querySelector(tag)!;
          expect((await accessibleNode(control('control', el))).name).toBe('Delivery postcode');
          await userEvent.click(wrapper.querySelector('label')!);
          expect(el.shadowRoot!.activeElement).toBe(control('control', el));
        });

        it('mirrors an external label into the name where referenceTarget is missing', async () => {
          const descriptor = Object.getOwnPropertyDescriptor(
            ShadowRoot.prototype,
            'referenceTarget',
          );
          // As in a browser without the feature: the property is not there at all.
          if (descriptor)
            delete (ShadowRoot.prototype as { referenceTarget?: unknown }).referenceTarget;
          try {
            const wrapper = await fixture(
              `<div><label for="sk-suite-fallback">Delivery</label>${markup(`id="sk-suite-fallback" label="Postcode" required ${valueAttributes}`)}</div>`,
            );
            const el = wrapper.querySelector(tag)!;
            expect((await accessibleNode(control('control', el))).name).toBe('Delivery Postcode');
            await userEvent.click(wrapper.querySelector('label')!);
            expect(el.shadowRoot!.activeElement).toBe(control('control', el));
          } finally {
            if (descriptor)
              Object.defineProperty(ShadowRoot.prototype, 'referenceTarget', descriptor);
          }
        });

        it('is described by its hint, from the attribute or the slot', async () => {
          const wrapper = await fixture(
            `<div>${markup(`label="Postcode" hint="Five digits." ${valueAttributes}`)}<${tag} label="Town" ${valueAttributes}><span slot="hint">As on <i>the</i> map.</span></${tag}></div>`,
          );
          const [first, second] = wrapper.querySelectorAll(tag);
          expect((await accessibleNode(control('control', first!))).description).toBe(
            'Five digits.',
          );
          expect((await accessibleNode(control('control', second!))).description).toBe(
            'As on the map.',
          );
        });

        it('is optional, with no marker, unless required', async () => {
          const el = await fixture<Control>(markup(`label="Postcode" ${valueAttributes}`));
          expect(el.shadowRoot!.querySelector('[part~="required-marker"]')).toBeNull();
          expect(el.matches(':state(optional)')).toBe(true);
          expect((await accessibleNode(control('control', el))).properties.required).toBeFalsy();
        });

        if (options.required) {
          it('is described by its error once shown, and marked invalid', async () => {
            const form = await fixture<HTMLFormElement>(
              `<form>${markup(`name="f" label="Postcode" hint="Five digits." required ${valueAttributes}`)}</form>`,
            );
            const el = form.querySelector<Control>(tag)!;
            const before = await accessibleNode(control('control', el));
            expect(before.description).toBe('Five digits.');
            expect(before.properties.invalid).toBe('false');

            form.requestSubmit();
            await settle();
            const after = await accessibleNode(control('control', el));
            expect(after.description).toBe(`Five digits. ${options.required!.message}`);
            expect(after.properties.invalid).toBe('true');
            expect(shadow(el, '[part~="error"]').textContent?.trim()).toBe(
              options.required!.message,
            );
          });

          it('fires a bubbling, composed sk-invalid when a submit finds it invalid', async () => {
            const form = await fixture<HTMLFormElement>(
              `<form>${markup(`name="f" label="Postcode" required ${valueAttributes}`)}</form>`,
            );
            const heard: CustomEvent<{ message: string }>[] = [];
            const listener = (event: Event): void => {
              heard.push(event as CustomEvent<{ message: string }>);
            };
            document.addEventListener('sk-invalid', listener);
            try {
              form.requestSubmit();
              expect(heard).toHaveLength(1);
              expect(heard[0]!.target).toBe(form.querySelector(tag));
              expect(heard[0]!.detail.message).toBe(options.required!.message);
            } finally {
              document.removeEventListener('sk-invalid', listener);
            }
          });

          it('is :state(user-valid), the success state, once corrected', async () => {
            const form = await fixture<HTMLFormElement>(
              `<form>${markup(`name="f" label="Postcode" required ${valueAttributes}`)}</form>`,
            );
            const el = form.querySelector<Control>(tag)!;
            expect(el.matches(':state(user-valid)')).toBe(false);
            form.requestSubmit();
            await settle();
            expect(el.matches(':state(user-invalid)')).toBe(true);
            expect(el.matches(':state(user-valid)')).toBe(false);
            await fill(el);
            expect(el.matches(':state(user-invalid)')).toBe(false);
            expect(el.matches(':state(user-valid)')).toBe(true);
            form.reset();
            await settle();
            expect(el.matches(':state(user-valid)')).toBe(false);
          });

          it('is not validated while readonly, and still submitted', async () => {
            const form = await fixture<HTMLFormElement>(
              `<form>${markup(`name="f" label="Postcode" required readonly ${valueAttributes}`)}</form>`,
            );
            const el = form.querySelector<Control>(tag)!;
            expect(el.willValidate).toBe(false);
            expect(el.checkValidity()).toBe(true);
            expect(form.checkValidity()).toBe(true);
            expect(el.matches(':state(invalid)')).toBe(false);
            if (options.value) {
              el.setAttribute('value', word('kept'));
              el.value = word('kept');
              await settle();
              expect(entries(form)).toEqual([['f', word('kept')]]);
            }
          });

          it('has no axe violations with a hint, with its error shown, and disabled', async () => {
            const form = await fixture<HTMLFormElement>(
              `<form>${markup(`name="a" label="Postcode" hint="Five digits." required ${valueAttributes}`)}${markup(`name="b" label="Town" disabled ${valueAttributes}`)}</form>`,
            );
            await expectNoAxeViolations(form);
            form.requestSubmit();
            await settle();
            await expectNoAxeViolations(form);
          });
        }

        it('exposes the form-control, label and hint parts, and the error part while it shows one', async () => {
          const el = await fixture<Control>(
            markup(`label="Postcode" hint="Five digits." ${valueAttributes}`),
          );
          for (const part of ['form-control', 'label', 'hint']) {
            expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).not.toBeNull();
          }
          // No empty, hidden error box is rendered for a thousand valid fields.
          expect(el.shadowRoot!.querySelector('[part~="error"]')).toBeNull();
          el.setCustomValidity('Enter five digits.');
          el.reportValidity();
          await settle();
          expect(shadow(el, '[part~="error"]').textContent).toBe('Enter five digits.');
        });

        it('reflects layout; an invalid one falls back with one SK001, a removed one silently', async () => {
          const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
          try {
            const el = await fixture<Control & { layout: string }>(
              markup(`label="Postcode" ${valueAttributes}`),
            );
            const byDefault = el.layout;
            el.layout = 'horizontal';
            await settle();
            expect(el.getAttribute('layout')).toBe('horizontal');
            el.setAttribute('layout', 'sideways');
            await settle();
            expect(el.layout).toBe(byDefault);
            expect(warn).toHaveBeenCalledTimes(1);
            expect(String(warn.mock.calls[0]?.[0])).toContain(`[${tag}] SK001`);
            el.layout = 'compact';
            await settle();
            el.removeAttribute('layout');
            await settle();
            expect(el.layout).toBe(byDefault);
            expect(warn).toHaveBeenCalledTimes(1);
          } finally {
            warn.mockRestore();
          }
        });

        it('places the label above, beside, or after the control by layout', async () => {
          const el = await fixture<Control & { layout: string }>(
            markup(`label="Postcode" ${valueAttributes}`),
          );
          const box = (part: string): DOMRect =>
            shadow(
              el,
              part === 'control' ? '#control' : `[part~="${part}"]`,
            ).getBoundingClientRect();
          for (const layout of ['vertical', 'compact']) {
            el.layout = layout;
            await settle();
            expect(box('label').bottom, layout).toBeLessThanOrEqual(box('control').top + 1);
          }
          el.layout = 'horizontal';
          await settle();
          expect(box('label').right).toBeLessThanOrEqual(box('control').left + 1);
          el.layout = 'inline';
          await settle();
          expect(box('control').right).toBeLessThanOrEqual(box('label').left + 1);
          // Mirrored in right-to-left text: the label column is on the right.
          el.layout = 'horizontal';
          el.dir = 'rtl';
          await settle();
          expect(box('label').left).toBeGreaterThanOrEqual(box('control').right - 1);
        });
      });
    }

    if (options.submitsOnEnter) {
      describe('Enter', () => {
        const press = async (el: Element): Promise<void> => {
          await userEvent.click(control('control', el));
          await userEvent.keyboard('{Enter}');
        };

        it('submits a form with no submit button and no other text field', async () => {
          const form = await fixture<HTMLFormElement>(
            `<form><input type="checkbox" name="c">${markup('name="f" label="Postcode"')}</form>`,
          );
          const record = submits(form);
          await press(form.querySelector(tag)!);
          expect(record.events).toHaveLength(1);
        });

        it("clicks the form's first submit button, which becomes the submitter", async () => {
          const form = await fixture<HTMLFormElement>(
            `<form>${markup('name="f" label="Postcode"')}<input name="other"><button type="button">Help</button><button name="go" value="1">Go</button><button name="alt">Alt</button></form>`,
          );
          const record = submits(form);
          await press(form.querySelector(tag)!);
          expect(record.events).toHaveLength(1);
          expect(record.events[0]!.submitter).toBe(form.querySelector('[name="go"]'));
          expect(record.data[0]!.get('go')).toBe('1');
        });

        it('does nothing when the first submit button is disabled', async () => {
          const form = await fixture<HTMLFormElement>(
            `<form>${markup('name="f" label="Postcode"')}<button disabled>Go</button><button>Other</button></form>`,
          );
          const record = submits(form);
          await press(form.querySelector(tag)!);
          expect(record.events).toHaveLength(0);
        });

        it('does nothing in a form of several text fields and no submit button', async () => {
          const form = await fixture<HTMLFormElement>(
            `<form>${markup('name="f" label="Postcode"')}${markup('name="g" label="Town"')}</form>`,
          );
          const record = submits(form);
          await press(form.querySelector(tag)!);
          expect(record.events).toHaveLength(0);
        });

        it('leaves Enter to a listener that cancels it', async () => {
          const form = await fixture<HTMLFormElement>(
            `<form>${markup('name="f" label="Postcode"')}</form>`,
          );
          const record = submits(form);
          form.addEventListener('keydown', (event) => event.preventDefault(), { capture: true });
          await press(form.querySelector(tag)!);
          expect(record.events).toHaveLength(0);
        });
      });
    }

    if (options.value) {
      const { enter } = options.value;

      it('adds its name and value to FormData', async () => {
        const form = await fixture<HTMLFormElement>(`<form>${markup('name="field"')}</form>`);
        await enter(form.querySelector<Control>(tag)!, word('typed'));
        await settle();
        expect([...new FormData(form)]).toEqual([['field', word('typed')]]);
      });

      it('returns to its value attribute when the form is reset', async () => {
        const form = await fixture<HTMLFormElement>(
          `<form>${markup(`name="field" value="${word('initial')}"`)}</form>`,
        );
        const el = form.querySelector<Control>(tag)!;
        await enter(el, word('typed'));
        form.reset();
        await settle();
        expect(el.value).toBe(word('initial'));
        expect([...new FormData(form)]).toEqual([['field', word('initial')]]);
      });

      it.skipIf(options.value.restores === false)(
        'restores the state it saved, and takes an autofilled value',
        async () => {
          const form = await fixture<HTMLFormElement>(`<form>${markup('name="field"')}</form>`);
          const el = form.querySelector<Control>(tag)!;
          await enter(el, word('saved'));
          const state = savedState(el);
          await enter(el, word('changed'));
          el.formStateRestoreCallback(state, 'restore');
          await settle();
          expect(entries(form)).toEqual([['field', word('saved')]]);
          el.formStateRestoreCallback(word('autofilled'), 'autocomplete');
          await settle();
          expect(el.value).toBe(word('autofilled'));
        },
      );

      it('is invalid with a custom validity message until it is cleared', async () => {
        const el = await fixture<Control>(markup('name="field"'));
        el.setCustomValidity('Taken');
        expect(el.checkValidity()).toBe(false);
        expect(el.validationMessage).toBe('Taken');
        el.setCustomValidity('');
        expect(el.checkValidity()).toBe(true);
      });
    }

    if (options.checked) {
      const { toggle } = options.checked;

      describe('checked value', () => {
        it('is in FormData only while checked, as "on" without a value', async () => {
          const form = await fixture<HTMLFormElement>(
            `<form>${markup('name="a" label="A"')}${markup('name="b" value="yes" label="B"')}</form>`,
          );
          const [a, b] = form.querySelectorAll<Control>(tag);
          expect(entries(form)).toEqual([]);
          await toggle(a!);
          await toggle(b!);
          expect(a!.checked).toBe(true);
          expect(entries(form)).toEqual([
            ['a', 'on'],
            ['b', 'yes'],
          ]);
          await toggle(a!);
          expect(entries(form)).toEqual([['b', 'yes']]);
        });

        it('returns to its checked attribute when the form is reset', async () => {
          const form = await fixture<HTMLFormElement>(
            `<form>${markup('name="a" checked label="A"')}${markup('name="b" label="B"')}</form>`,
          );
          const [a, b] = form.querySelectorAll<Control>(tag);
          expect(a!.checked).toBe(true);
          await toggle(a!);
          await toggle(b!);
          form.reset();
          await settle();
          expect([a!.checked, b!.checked]).toEqual([true, false]);
          expect(entries(form)).toEqual([['a', 'on']]);
        });

        it('follows its checked attribute only until the user or a script sets checked', async () => {
          const form = await fixture<HTMLFormElement>(
            `<form>${markup('name="a" label="A"')}${markup('name="b" label="B"')}</form>`,
          );
          const [a, b] = form.querySelectorAll<Control>(tag);
          // Untouched, the attribute decides, as on a native checkbox.
          a!.setAttribute('checked', '');
          await settle();
          expect(a!.checked).toBe(true);
          expect(entries(form)).toEqual([['a', 'on']]);
          a!.removeAttribute('checked');
          await settle();
          expect(a!.checked).toBe(false);

          // Once the user has checked it ("dirty checkedness"), the attribute no longer does.
          await toggle(a!);
          a!.setAttribute('checked', '');
          a!.removeAttribute('checked');
          await settle();
          expect(a!.checked).toBe(true);
          // Nor once a script has set it.
          b!.checked = false;
          b!.setAttribute('checked', '');
          await settle();
          expect(b!.checked).toBe(false);
          expect(entries(form)).toEqual([['a', 'on']]);

          // A reset returns both to their attributes, which decide again from then on.
          form.reset();
          await settle();
          expect([a!.checked, b!.checked]).toEqual([false, true]);
          b!.removeAttribute('checked');
          await settle();
          expect(b!.checked).toBe(false);
          expect(entries(form)).toEqual([]);
        });

        it('restores the state it saved, and takes an autofilled value', async () => {
          const form = await fixture<HTMLFormElement>(
            `<form>${markup('name="a" value="yes" label="A"')}</form>`,
          );
          const el = form.querySelector<Control>(tag)!;
          await toggle(el);
          const state = savedState(el);
          await toggle(el);
          expect(entries(form)).toEqual([]);
          el.formStateRestoreCallback(state, 'restore');
          await settle();
          expect(entries(form)).toEqual([['a', 'yes']]);
          el.formStateRestoreCallback('no', 'autocomplete');
          await settle();
          expect(el.checked).toBe(false);
          el.formStateRestoreCallback('yes', 'autocomplete');
          await settle();
          expect(el.checked).toBe(true);
        });
      });
    }

    if (options.values) {
      const { choose } = options.values;

      describe('several values', () => {
        it('adds one FormData entry per value, under its name', async () => {
          const form = await fixture<HTMLFormElement>(
            `<form>${markup(`name="m" label="M" ${valueAttributes}`)}${markup(`label="Unnamed" ${valueAttributes}`)}</form>`,
          );
          const [named, unnamed] = form.querySelectorAll<Control>(tag);
          await choose(named!, ['a', 'c']);
          await choose(unnamed!, ['b']);
          expect(entries(form)).toEqual([
            ['m', 'a'],
            ['m', 'c'],
          ]);
        });

        it('returns to its default values when the form is reset', async () => {
          const form = await fixture<HTMLFormElement>(
            `<form>${markup(`name="m" label="M" value="b" ${valueAttributes}`)}</form>`,
          );
          const el = form.querySelector<Control>(tag)!;
          expect(entries(form)).toEqual([['m', 'b']]);
          await choose(el, ['a', 'c']);
          form.reset();
          await settle();
          expect(el.values).toEqual(['b']);
          expect(entries(form)).toEqual([['m', 'b']]);
        });

        it('restores the state it saved, and takes an autofilled value', async () => {
          const form = await fixture<HTMLFormElement>(
            `<form>${markup(`name="m" label="M" ${valueAttributes}`)}</form>`,
          );
          const el = form.querySelector<Control>(tag)!;
          await choose(el, ['a', 'c']);
          const state = savedState(el);
          await choose(el, ['b']);
          el.formStateRestoreCallback(state, 'restore');
          await settle();
          expect(entries(form)).toEqual([
            ['m', 'a'],
            ['m', 'c'],
          ]);
          el.formStateRestoreCallback('b', 'autocomplete');
          await settle();
          expect(entries(form)).toEqual([['m', 'b']]);
        });
      });
    }

    if (options.files) {
      const { choose } = options.files;
      const report = new File(['report'], 'report.pdf', { type: 'application/pdf' });
      const photo = new File(['photo!'], 'photo.jpg', { type: 'image/jpeg' });

      describe('file value', () => {
        it('adds each chosen file to FormData, and one empty file when none is chosen', async () => {
          const form = await fixture<HTMLFormElement>(
            `<form>${markup('name="one" label="One"')}${markup('name="many" multiple label="Many"')}</form>`,
          );
          // As a native <input type=file> with nothing chosen.
          expect(entries(form)).toEqual([
            ['one', 'file::0'],
            ['many', 'file::0'],
          ]);
          const [one, many] = form.querySelectorAll<Control>(tag);
          await choose(one!, [report]);
          await choose(many!, [report, photo]);
          expect(entries(form)).toEqual([
            ['one', 'file:report.pdf:6'],
            ['many', 'file:report.pdf:6'],
            ['many', 'file:photo.jpg:6'],
          ]);
        });

        it('has no files once the form is reset', async () => {
          const form = await fixture<HTMLFormElement>(
            `<form>${markup('name="f" label="F"')}</form>`,
          );
          const el = form.querySelector<Control>(tag)!;
          await choose(el, [report]);
          form.reset();
          await settle();
          expect(el.files).toEqual([]);
          expect(entries(form)).toEqual([['f', 'file::0']]);
        });

        it('restores the files it saved, and ignores autofill', async () => {
          const form = await fixture<HTMLFormElement>(
            `<form>${markup('name="f" multiple label="F"')}</form>`,
          );
          const el = form.querySelector<Control>(tag)!;
          await choose(el, [report, photo]);
          const state = savedState(el);
          await choose(el, [photo]);
          el.formStateRestoreCallback(state, 'restore');
          await settle();
          expect(el.files).toEqual([report, photo]);
          expect(el.files![0]).toBe(report);
          el.formStateRestoreCallback('C:\\fakepath\\x.txt', 'autocomplete');
          await settle();
          expect(el.files![1]).toBe(photo);
        });
      });
    }

    if (options.required) {
      const { message } = options.required;

      it('shows its validation message only after an attempt to submit', async () => {
        const form = await fixture<HTMLFormElement>(
          `<form>${markup(`name="field" required ${valueAttributes}`)}</form>`,
        );
        const el = form.querySelector<Control>(tag)!;
        expect(el.validity.valueMissing).toBe(true);
        expect(el.matches(':state(invalid)')).toBe(true);
        expect(el.matches(':state(user-invalid)')).toBe(false);
        expect(el.shadowRoot!.querySelector('[part~="error"]')).toBeNull();

        form.requestSubmit();
        await settle();
        expect(el.matches(':state(user-invalid)')).toBe(true);
        expect(shadow(el, '[part~="error"]').hidden).toBe(false);
        expect(shadow(el, '[part~="error"]').textContent?.trim()).toBe(message);
      });

      it('becomes valid, and drops the message, once a value is given', async () => {
        const form = await fixture<HTMLFormElement>(
          `<form>${markup(`name="field" required ${valueAttributes}`)}</form>`,
        );
        const el = form.querySelector<Control>(tag)!;
        form.requestSubmit();
        await fill(el);
        expect(el.checkValidity()).toBe(true);
        expect(el.matches(':state(user-invalid)')).toBe(false);
        expect(el.shadowRoot!.querySelector('[part~="error"]')).toBeNull();
      });

      it('clears user-invalid when the form is reset', async () => {
        const form = await fixture<HTMLFormElement>(
          `<form>${markup(`name="field" required ${valueAttributes}`)}</form>`,
        );
        const el = form.querySelector<Control>(tag)!;
        form.requestSubmit();
        await settle();
        form.reset();
        await settle();
        expect(el.matches(':state(user-invalid)')).toBe(false);
      });
    }

    if (options.constraints && options.value) {
      const { enter } = options.value;

      describe('constraints', () => {
        for (const { attributes, value, flag, messages } of options.constraints!) {
          for (const [lang, message] of Object.entries(messages)) {
            it(`sets ${flag} for "${value}" with ${attributes}, worded in ${lang}`, async () => {
              const form = await fixture<HTMLFormElement>(
                `<form lang="${lang}">${markup(`name="f" ${attributes}`)}</form>`,
              );
              const el = form.querySelector<Control>(tag)!;
              await enter(el, value);
              expect(el.validity[flag]).toBe(true);
              expect(el.validationMessage).toBe(message);
              expect(el.matches(':state(user-invalid)')).toBe(true);
              expect(shadow(el, '[part~="error"]').textContent?.trim()).toBe(message);
            });
          }
        }
      });
    }
  });
}
