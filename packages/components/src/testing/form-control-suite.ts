import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { SkFormControl } from '../base/sk-form-control.js';
import { fixture, settle, shadow } from './fixture.js';

/** What a control under test can do, which decides the parts of the suite that apply. */
export interface FormControlSuiteOptions {
  /** The tag, e.g. `sk-button`. */
  tag: string;
  /** Inner markup (a label) the control needs to be accessible and clickable. */
  content?: string;
  /** Button-like controls: `type="submit|reset|button"` acts on the form when clicked. */
  activates?: boolean;
  /** Value-bearing controls: how the user enters a value, for FormData and reset checks. */
  value?: { enter(control: SkFormControl, value: string): Promise<void> };
  /** Controls with `required`: the localized message shown when the value is missing. */
  required?: { message: string };
}

type Control = SkFormControl & { type?: string };

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

/**
 * The form-association behaviour every Skerry form control shares, run by each control's test
 * file: belonging to a form (as a descendant or by the `form` attribute), disabling from a
 * fieldset, and — depending on the control — submit and reset, FormData, reset and restore, and
 * constraint validation with a visible message.
 */
export function runFormControlSuite(options: FormControlSuiteOptions): void {
  const { tag, content = '' } = options;
  const control = (attributes = ''): string => `<${tag} ${attributes}>${content}</${tag}>`;

  describe('form control', () => {
    it('is form-associated and reports its form', async () => {
      const form = await fixture<HTMLFormElement>(`<form>${control('name="c"')}</form>`);
      const el = form.querySelector<Control>(tag)!;
      expect((el.constructor as typeof SkFormControl).formAssociated).toBe(true);
      expect(el.form).toBe(form);
    });

    it('joins the form named by its form attribute', async () => {
      const wrapper = await fixture(
        `<div><form id="sk-suite-form"></form>${control('form="sk-suite-form"')}</div>`,
      );
      const el = wrapper.querySelector<Control>(tag)!;
      expect(el.form).toBe(wrapper.querySelector('form'));
    });

    it('is disabled by a disabled fieldset, and enabled again with it', async () => {
      const fieldset = await fixture<HTMLFieldSetElement>(
        `<fieldset disabled>${control()}</fieldset>`,
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
          `<form><input name="q" value="skerry">${control('type="submit" name="action" value="save"')}</form>`,
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
          `<form><input name="q" required>${control('type="submit"')}</form>`,
        );
        const record = submits(form);
        form.querySelector<Control>(tag)!.click();
        expect(record.events).toHaveLength(0);
      });

      it('submits a form it joins by the form attribute', async () => {
        const wrapper = await fixture(
          `<div><form id="sk-suite-remote"><input name="q" value="1"></form>${control('type="submit" form="sk-suite-remote"')}</div>`,
        );
        const record = submits(wrapper.querySelector('form')!);
        wrapper.querySelector<Control>(tag)!.click();
        expect(record.events).toHaveLength(1);
      });

      it('resets its form with type="reset"', async () => {
        const form = await fixture<HTMLFormElement>(
          `<form><input name="q" value="start">${control('type="reset"')}</form>`,
        );
        const input = form.querySelector('input')!;
        input.value = 'changed';
        form.querySelector<Control>(tag)!.click();
        expect(input.value).toBe('start');
      });

      it('neither submits nor resets with type="button"', async () => {
        const form = await fixture<HTMLFormElement>(
          `<form><input name="q" value="start">${control('type="button"')}</form>`,
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
          `<form><fieldset disabled>${control('type="submit"')}</fieldset></form>`,
        );
        const record = submits(form);
        await userEvent.click(form.querySelector<Control>(tag)!, { force: true });
        form.querySelector<Control>(tag)!.click();
        expect(record.events).toHaveLength(0);
      });

      it('adds nothing to FormData unless it is the submitter', async () => {
        const form = await fixture<HTMLFormElement>(
          `<form>${control('name="action" value="save"')}</form>`,
        );
        expect([...new FormData(form)]).toEqual([]);
      });
    }

    if (options.value) {
      const { enter } = options.value;

      it('adds its name and value to FormData', async () => {
        const form = await fixture<HTMLFormElement>(`<form>${control('name="field"')}</form>`);
        await enter(form.querySelector<Control>(tag)!, 'typed');
        await settle();
        expect([...new FormData(form)]).toEqual([['field', 'typed']]);
      });

      it('returns to its value attribute when the form is reset', async () => {
        const form = await fixture<HTMLFormElement>(
          `<form>${control('name="field" value="initial"')}</form>`,
        );
        const el = form.querySelector<Control>(tag)!;
        await enter(el, 'typed');
        form.reset();
        await settle();
        expect(el.value).toBe('initial');
        expect([...new FormData(form)]).toEqual([['field', 'initial']]);
      });

      it('restores a saved state', async () => {
        const el = await fixture<Control>(control('name="field"'));
        el.formStateRestoreCallback('restored');
        await settle();
        expect(el.value).toBe('restored');
      });

      it('is invalid with a custom validity message until it is cleared', async () => {
        const el = await fixture<Control>(control('name="field"'));
        el.setCustomValidity('Taken');
        expect(el.checkValidity()).toBe(false);
        expect(el.validationMessage).toBe('Taken');
        el.setCustomValidity('');
        expect(el.checkValidity()).toBe(true);
      });
    }

    if (options.required) {
      const { message } = options.required;

      it('shows its validation message only after an attempt to submit', async () => {
        const form = await fixture<HTMLFormElement>(
          `<form>${control('name="field" required')}</form>`,
        );
        const el = form.querySelector<Control>(tag)!;
        expect(el.validity.valueMissing).toBe(true);
        expect(el.matches(':state(invalid)')).toBe(true);
        expect(el.matches(':state(user-invalid)')).toBe(false);
        expect(el.shadowRoot!.querySelector('[part~="validation-message"]')).toBeNull();

        form.requestSubmit();
        await settle();
        expect(el.matches(':state(user-invalid)')).toBe(true);
        expect(shadow(el, '[part~="validation-message"]').textContent?.trim()).toBe(message);
      });

      it('becomes valid, and drops the message, once a value is entered', async () => {
        const form = await fixture<HTMLFormElement>(
          `<form>${control('name="field" required')}</form>`,
        );
        const el = form.querySelector<Control>(tag)!;
        form.requestSubmit();
        await options.value?.enter(el, 'filled');
        await settle();
        expect(el.checkValidity()).toBe(true);
        expect(el.matches(':state(user-invalid)')).toBe(false);
        expect(el.shadowRoot!.querySelector('[part~="validation-message"]')).toBeNull();
      });

      it('clears user-invalid when the form is reset', async () => {
        const form = await fixture<HTMLFormElement>(
          `<form>${control('name="field" required')}</form>`,
        );
        const el = form.querySelector<Control>(tag)!;
        form.requestSubmit();
        await settle();
        form.reset();
        await settle();
        expect(el.matches(':state(user-invalid)')).toBe(false);
      });
    }
  });
}
