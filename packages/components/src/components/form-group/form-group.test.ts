import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { accessibleDescendants, accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import '../../testing/controls/checked-control.js';
import { captureEvents, oneEvent } from '../../testing/events.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { runFormControlSuite } from '../../testing/form-control-suite.js';
import { type SkFormGroup } from './form-group.js';
import { formGroupLayouts, formGroupOrientations } from './form-group.types.js';
import './sk-form-group.js';

/*
 * The group is tested with native controls and the test-only `sk-test-checkbox`, never with
 * `sk-checkbox` or `sk-radio`, so these tests stand on finished code only.
 */
const native = (name = 'contact') =>
  `<label><input type="checkbox" name="${name}" value="email"> Email</label>
   <label><input type="checkbox" name="${name}" value="phone"> Phone</label>`;
const radios = `<label><input type="radio" name="plan" value="basic"> Basic</label>
   <label><input type="radio" name="plan" value="pro"> Pro</label>`;
const skerry = `<sk-test-checkbox name="contact" value="email" label="Email"></sk-test-checkbox>
   <sk-test-checkbox name="contact" value="phone" label="Phone"></sk-test-checkbox>`;

/** A form with one group and a submit button; submissions are recorded, never sent. */
async function formWith(group: string): Promise<{
  form: HTMLFormElement;
  el: SkFormGroup;
  submitted: FormData[];
}> {
  const form = await fixture<HTMLFormElement>(`<form>${group}<p><button>Send</button></p></form>`);
  const submitted: FormData[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push(new FormData(form));
  });
  const el = form.querySelector<SkFormGroup>('sk-form-group')!;
  // A Skerry control knows its kind once rendered; the group checks again after its controls.
  await expect.poll(() => el.matches(':state(valid), :state(invalid)')).toBe(true);
  await settle();
  return { form, el, submitted };
}

const base = (el: Element) => shadow(el, '[part~="base"]');

describe('<sk-form-group>', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  runFormControlSuite({ tag: 'sk-form-group', group: { role: 'group' }, content: native() });

  describe('accessibility', () => {
    for (const layout of formGroupLayouts) {
      for (const orientation of formGroupOrientations) {
        it(`has no axe violations in the ${layout} layout, ${orientation}, with checkboxes, radios and Skerry controls`, async () => {
          const el = await fixture(`<div>
            <sk-form-group layout="${layout}" orientation="${orientation}" label="Contact" hint="Choose all that apply">${native()}</sk-form-group>
            <sk-form-group layout="${layout}" orientation="${orientation}" label="Plan" required>${radios}</sk-form-group>
            <sk-form-group layout="${layout}" orientation="${orientation}" label="Updates" disabled>${skerry}</sk-form-group>
          </div>`);
          await expectNoAxeViolations(el);
        });
      }
    }

    it('has no axe violations with its error shown, and once corrected', async () => {
      const { form, el } = await formWith(
        `<sk-form-group label="Contact" hint="Choose all that apply" required>${native()}</sk-form-group>`,
      );
      form.requestSubmit();
      await expect.element(shadow(el, '[part~="error"]')).toBeVisible();
      await expectNoAxeViolations(el);
      await userEvent.click(page.getByRole('checkbox', { name: 'Phone' }));
      await settle();
      expect(el.matches(':state(user-valid)')).toBe(true);
      await expectNoAxeViolations(el);
    });

    it('is a group named by its label and described by its hint', async () => {
      const el = await fixture(
        `<sk-form-group label="How should we contact you?" hint="Choose all that apply">${native()}</sk-form-group>`,
      );
      await expect
        .element(page.getByRole('group', { name: 'How should we contact you?' }))
        .toBeInTheDocument();
      const group = await accessibleNode(base(el));
      expect(group.role).toBe('group');
      expect(group.name).toBe('How should we contact you?');
      expect(group.description).toBe('Choose all that apply');
    });

    it('holds its slotted controls in the accessibility tree, across the shadow root', async () => {
      const el = await fixture(
        `<sk-form-group label="Contact">${native()}${skerry}</sk-form-group>`,
      );
      expect(await accessibleDescendants(base(el), 'checkbox')).toEqual([
        'Email',
        'Phone',
        'Email',
        'Phone',
      ]);
      const outside = await fixture(`<div>${native()}</div>`);
      expect(await accessibleDescendants(base(el), 'checkbox')).toHaveLength(4);
      expect(outside.querySelectorAll('input')).toHaveLength(2);
    });

    it('says required in its description, not its name, and adds the error after a submit', async () => {
      const { form, el } = await formWith(
        `<sk-form-group label="Contact" hint="Choose all that apply" required>${native()}</sk-form-group>`,
      );
      expect(await accessibleNode(base(el))).toMatchObject({
        name: 'Contact',
        description: 'required Choose all that apply',
      });
      form.requestSubmit();
      await settle();
      expect((await accessibleNode(base(el))).description).toBe(
        'required Choose all that apply Select at least one option for “Contact”',
      );
      el.required = false;
      await settle();
      expect(await accessibleNode(base(el))).toMatchObject({
        name: 'Contact',
        description: 'Choose all that apply',
      });
    });

    it('is named by markup in the label slot and described by the hint slot', async () => {
      const el = await fixture(`<sk-form-group>
        <span slot="label">Where do you <em>live</em>?</span>
        <span slot="hint">Your <strong>main</strong> home</span>${radios}</sk-form-group>`);
      expect(await accessibleNode(base(el))).toMatchObject({
        role: 'group',
        name: 'Where do you live?',
        description: 'Your main home',
      });
    });

    it('is unnamed and undescribed without a label or hint, referring to nothing hidden', async () => {
      const el = await fixture(`<sk-form-group>${native()}</sk-form-group>`);
      expect(base(el).hasAttribute('aria-labelledby')).toBe(false);
      expect(base(el).hasAttribute('aria-describedby')).toBe(false);
      expect((await accessibleNode(base(el))).name).toBe('');
    });

    it('is exposed as disabled while disabled', async () => {
      const el = await fixture<SkFormGroup>(
        `<sk-form-group label="Contact" disabled>${native()}</sk-form-group>`,
      );
      expect((await accessibleNode(base(el))).properties.disabled).toBe(true);
      el.disabled = false;
      await settle();
      expect((await accessibleNode(base(el))).properties.disabled).toBeUndefined();
    });
  });

  describe('properties', () => {
    it('has documented defaults', async () => {
      const el = await fixture<SkFormGroup>(`<sk-form-group>${native()}</sk-form-group>`);
      expect([el.label, el.hint, el.layout, el.orientation, el.required, el.disabled]).toEqual([
        '',
        '',
        'vertical',
        'vertical',
        false,
        false,
      ]);
      for (const attribute of ['layout', 'orientation', 'required', 'disabled']) {
        expect(el.hasAttribute(attribute), attribute).toBe(false);
      }
    });

    it('reflects layout, orientation, required and disabled', async () => {
      const el = await fixture<SkFormGroup>(`<sk-form-group>${native()}</sk-form-group>`);
      el.layout = 'inline';
      el.orientation = 'horizontal';
      el.required = true;
      el.disabled = true;
      await el.updateComplete;
      expect(el.getAttribute('layout')).toBe('inline');
      expect(el.getAttribute('orientation')).toBe('horizontal');
      expect(el.hasAttribute('required')).toBe(true);
      expect(el.hasAttribute('disabled')).toBe(true);
    });

    it('renders its label and hint attributes, and updates them', async () => {
      const el = await fixture<SkFormGroup>(
        `<sk-form-group label="Contact" hint="Any">${native()}</sk-form-group>`,
      );
      expect(shadow(el, '[part~="label"]').textContent?.trim()).toBe('Contact');
      expect(shadow(el, '[part~="hint"]').textContent?.trim()).toBe('Any');
      el.hint = '';
      await el.updateComplete;
      expect(shadow(el, '[part~="hint"]').hidden).toBe(true);
    });

    for (const [attribute, allowed] of [
      ['layout', formGroupLayouts],
      ['orientation', formGroupOrientations],
    ] as const) {
      it(`falls back to ${attribute}="vertical" with one SK001 warning, and restores it silently`, async () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        const el = await fixture<SkFormGroup>(
          `<sk-form-group ${attribute}="sideways">${native()}</sk-form-group>`,
        );
        expect(el[attribute]).toBe('vertical');
        expect(warn).toHaveBeenCalledTimes(1);
        const message = String(warn.mock.calls[0]?.[0]);
        expect(message).toContain('[sk-form-group] SK001');
        expect(message).toContain(allowed.join(', '));
        el.setAttribute(attribute, allowed[1]);
        await el.updateComplete;
        expect(el[attribute]).toBe(allowed[1]);
        el.removeAttribute(attribute);
        await el.updateComplete;
        expect(el[attribute]).toBe('vertical');
        expect(warn).toHaveBeenCalledTimes(1);
      });
    }

    it('stacks the controls, or sets them side by side when horizontal, mirrored right to left', async () => {
      const wrapper = await fixture(`<div style="inline-size: 600px">
        <sk-form-group label="A">${native()}</sk-form-group>
        <sk-form-group label="B" orientation="horizontal">${native()}</sk-form-group>
        <sk-form-group label="C" orientation="horizontal" dir="rtl">${native()}</sk-form-group>
      </div>`);
      const boxes = [...wrapper.querySelectorAll('sk-form-group')].map((group) =>
        [...group.querySelectorAll('label')].map((label) => label.getBoundingClientRect()),
      );
      const [stacked, inline, rtl] = boxes as [DOMRect[], DOMRect[], DOMRect[]];
      expect(stacked[1]!.top).toBeGreaterThanOrEqual(stacked[0]!.bottom);
      expect(stacked[1]!.left).toBe(stacked[0]!.left);
      expect(inline[1]!.top).toBe(inline[0]!.top);
      expect(inline[1]!.left).toBeGreaterThan(inline[0]!.right);
      expect(rtl[1]!.right).toBeLessThan(rtl[0]!.left);
    });

    it('puts the label first and the controls after it on one line in the inline layout', async () => {
      const el = await fixture<SkFormGroup>(
        `<sk-form-group label="Contact" hint="Any" layout="inline" style="inline-size: 600px">${native()}</sk-form-group>`,
      );
      const label = shadow(el, '[part~="label"]').getBoundingClientRect();
      const [email, phone] = [...el.querySelectorAll('label')].map((box) =>
        box.getBoundingClientRect(),
      );
      expect(email!.left).toBeGreaterThan(label.right);
      expect(phone!.left).toBeGreaterThan(email!.right);
      expect(label.bottom).toBeGreaterThan(email!.top);
      expect(shadow(el, '[part~="hint"]').getBoundingClientRect().left).toBe(email!.left);
    });

    it('puts the label beside the controls horizontally, in the fields’ label column', async () => {
      const el = await fixture<SkFormGroup>(
        `<sk-form-group label="Contact" layout="horizontal" style="inline-size: 500px; --sk-field-label-width: 40%">${native()}</sk-form-group>`,
      );
      const label = shadow(el, '[part~="label"]').getBoundingClientRect();
      const controls = shadow(el, '[part~="controls"]').getBoundingClientRect();
      expect(label.width).toBe(200);
      expect(controls.left).toBeGreaterThan(label.right);
      expect(controls.top).toBe(label.top);
    });

    it('sets everything closer together in the compact layout', async () => {
      const wrapper = await fixture(`<div>
        <sk-form-group label="A" hint="H">${native()}</sk-form-group>
        <sk-form-group label="B" hint="H" layout="compact">${native()}</sk-form-group>
      </div>`);
      const [normal, compact] = [...wrapper.querySelectorAll('sk-form-group')].map(
        (el) => el.getBoundingClientRect().height,
      );
      expect(compact).toBeLessThan(normal!);
    });

    it('disables every control inside while disabled, native and Skerry, as a fieldset does', async () => {
      const el = await fixture<SkFormGroup>(`<sk-form-group label="Contact">
        ${native()}${skerry}<div><input aria-label="Other" name="other"></div>
        <button type="button">Help</button></sk-form-group>`);
      const controls = [...el.querySelectorAll<HTMLElement>('input, sk-test-checkbox, button')];
      el.disabled = true;
      await settle();
      for (const control of controls)
        expect(control.matches(':disabled'), control.outerHTML).toBe(true);
      const skerryControl = el.querySelector('sk-test-checkbox')!;
      expect(skerryControl.matches(':state(disabled)')).toBe(true);
      el.disabled = false;
      await settle();
      for (const control of controls) expect(control.matches(':disabled')).toBe(false);
    });

    it('enables again only the controls it disabled', async () => {
      const el = await fixture<SkFormGroup>(`<sk-form-group label="Contact">
        <label><input type="checkbox" disabled> Fax</label>${native()}</sk-form-group>`);
      const [fax, email] = el.querySelectorAll('input');
      el.disabled = true;
      await settle();
      expect(email!.disabled).toBe(true);
      el.disabled = false;
      await settle();
      expect(fax!.disabled).toBe(true);
      expect(email!.disabled).toBe(false);
    });

    it('disables controls added while it is disabled, and enables one moved out of it', async () => {
      const el = await fixture<SkFormGroup>(
        `<sk-form-group label="Contact" disabled>${native()}</sk-form-group>`,
      );
      const added = document.createElement('input');
      added.type = 'checkbox';
      added.setAttribute('aria-label', 'Post');
      el.append(added);
      await expect.poll(() => added.disabled).toBe(true);
      const moved = el.querySelector('input')!;
      el.after(moved);
      await expect.poll(() => moved.disabled).toBe(false);
    });
  });

  describe('events', () => {
    it('fires a bubbling, composed sk-invalid naming the group when a submit finds no choice', async () => {
      const { form, el, submitted } = await formWith(
        `<sk-form-group label="Contact" required>${native()}</sk-form-group>`,
      );
      const event = oneEvent(document, 'sk-invalid');
      form.requestSubmit();
      const { detail, target, bubbles, composed } = await event;
      expect(target).toBe(el);
      expect([bubbles, composed]).toEqual([true, true]);
      expect(detail.message).toBe('Select at least one option for “Contact”');
      expect(submitted).toHaveLength(0);
    });

    it('fires sk-invalid from checkValidity(), and none while valid', async () => {
      const { el } = await formWith(
        `<sk-form-group label="Contact" required>${native()}</sk-form-group>`,
      );
      const log = captureEvents(document, ['sk-invalid']);
      expect(el.checkValidity()).toBe(false);
      el.querySelector('input')!.click();
      await settle();
      expect(el.checkValidity()).toBe(true);
      expect(log.types()).toEqual(['sk-invalid']);
      log.stop();
    });

    it('lets its controls’ input and change events through, and fires none of its own', async () => {
      const { form } = await formWith(`<sk-form-group label="Contact">${native()}</sk-form-group>`);
      const log = captureEvents(form, ['input', 'change']);
      await userEvent.click(page.getByRole('checkbox', { name: 'Email' }));
      expect(log.types()).toEqual(['input', 'change']);
      expect(log.events.every((event) => event.target instanceof HTMLInputElement)).toBe(true);
      log.stop();
    });
  });

  describe('slots', () => {
    it('renders its controls in the default slot, inside the controls part', async () => {
      const el = await fixture(`<sk-form-group label="Contact">${native()}</sk-form-group>`);
      const slot = shadow<HTMLSlotElement>(el, '[part~="controls"] slot:not([name])');
      expect(slot.assignedElements().map((label) => label.textContent?.trim())).toEqual([
        'Email',
        'Phone',
      ]);
    });

    it('shows a label or hint slotted after the first render', async () => {
      const el = await fixture(`<sk-form-group>${native()}</sk-form-group>`);
      expect(shadow(el, '[part~="label"]').hidden).toBe(true);
      el.insertAdjacentHTML('afterbegin', '<span slot="label">Contact</span>');
      el.insertAdjacentHTML('afterbegin', '<span slot="hint">Any</span>');
      await expect.element(shadow(el, '[part~="label"]')).toBeVisible();
      await expect.element(shadow(el, '[part~="hint"]')).toBeVisible();
      expect((await accessibleNode(base(el))).name).toBe('Contact');
    });

    it('names the group in its message with the text of a slotted label', async () => {
      const { el } = await formWith(
        `<sk-form-group required><span slot="label">Your <em>plan</em></span>${radios}</sk-form-group>`,
      );
      expect(el.validationMessage).toBe('Select an option for “Your plan”');
    });
  });

  describe('keyboard', () => {
    it('is no tab stop itself: Tab goes through its controls in order', async () => {
      const wrapper = await fixture(
        `<div><input aria-label="Before"><sk-form-group label="Contact">${native()}</sk-form-group></div>`,
      );
      wrapper.querySelector('input')!.focus();
      await userEvent.tab();
      expect(document.activeElement).toBe(page.getByRole('checkbox', { name: 'Email' }).element());
      await userEvent.tab();
      expect(document.activeElement).toBe(page.getByRole('checkbox', { name: 'Phone' }).element());
    });

    it('checks a focused checkbox with Space, which counts as the choice', async () => {
      const { el } = await formWith(
        `<sk-form-group label="Contact" required>${native()}</sk-form-group>`,
      );
      el.focus();
      await userEvent.keyboard(' ');
      await settle();
      expect(el.checkValidity()).toBe(true);
      expect(el.matches(':state(user-valid)')).toBe(true);
    });

    it('moves focus to its first enabled control with focus(), as an error summary link does', async () => {
      const el = await fixture<SkFormGroup>(`<sk-form-group label="Contact">
        <label><input type="checkbox" disabled> Fax</label>${skerry}</sk-form-group>`);
      el.focus();
      expect(document.activeElement).toBe(el.querySelector('sk-test-checkbox'));
      expect(el.querySelector('sk-test-checkbox')!.shadowRoot!.activeElement?.id).toBe('control');
    });

    it('moves focus to its first control when a submit finds it invalid', async () => {
      const { form } = await formWith(
        `<sk-form-group label="Plan" required>${radios}</sk-form-group>`,
      );
      form.requestSubmit();
      expect(document.activeElement).toBe(page.getByRole('radio', { name: 'Basic' }).element());
    });
  });

  describe('form', () => {
    it('adds nothing to form data, even with a name; its controls add theirs', async () => {
      const { form, el } = await formWith(
        `<sk-form-group name="group" label="Contact">${native()}${skerry}</sk-form-group>`,
      );
      await userEvent.click(page.getByRole('checkbox', { name: 'Email' }).first());
      await userEvent.click(page.getByRole('checkbox', { name: 'Phone' }).last());
      expect([...new FormData(form)]).toEqual([
        ['contact', 'email'],
        ['contact', 'phone'],
      ]);
      expect(el.form).toBe(form);
    });

    for (const [kind, controls, message] of [
      ['native checkboxes', native(), 'Select at least one option for “Contact”'],
      ['Skerry checkboxes', skerry, 'Select at least one option for “Contact”'],
      ['radios', radios, 'Select an option for “Contact”'],
    ] as const) {
      it(`blocks the submit of a required group of ${kind} until one is chosen`, async () => {
        const { form, el, submitted } = await formWith(
          `<sk-form-group label="Contact" required>${controls}</sk-form-group>`,
        );
        expect(el.validity.valueMissing).toBe(true);
        expect(el.validationMessage).toBe(message);
        form.requestSubmit();
        expect(submitted).toHaveLength(0);

        const [first] = [...el.querySelectorAll<HTMLElement>('input, sk-test-checkbox')];
        await userEvent.click(first!);
        await settle();
        expect(el.validity.valid).toBe(true);
        form.requestSubmit();
        expect(submitted).toHaveLength(1);
      });
    }

    it('knows its Skerry controls once they have rendered, before anything reads its validity', async () => {
      const form = await fixture<HTMLFormElement>(
        `<form><sk-form-group label="Contact" required>${skerry}</sk-form-group></form>`,
      );
      const el = form.querySelector('sk-form-group')!;
      await expect.poll(() => el.matches(':state(invalid)')).toBe(true);
      const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
      form.addEventListener('submit', submit);
      form.requestSubmit();
      expect(submit).not.toHaveBeenCalled();
    });

    it('shows its error only after a failed submit, and hides it once a choice is made', async () => {
      const { form, el } = await formWith(
        `<sk-form-group label="Contact" required>${native()}</sk-form-group>`,
      );
      const error = shadow(el, '[part~="error"]');
      expect(el.matches(':state(invalid)')).toBe(true);
      expect(el.matches(':state(user-invalid)')).toBe(false);
      expect(error.hidden).toBe(true);

      form.requestSubmit();
      await settle();
      expect(el.matches(':state(user-invalid)')).toBe(true);
      expect(error.hidden).toBe(false);
      expect(error.textContent).toBe('Select at least one option for “Contact”');

      await userEvent.click(page.getByRole('checkbox', { name: 'Phone' }));
      await settle();
      expect(el.matches(':state(user-invalid)')).toBe(false);
      expect(el.matches(':state(user-valid)')).toBe(true);
      expect(error.hidden).toBe(true);
    });

    it('shows its error when the user clears the last choice, without a submit', async () => {
      const { el } = await formWith(
        `<sk-form-group label="Contact" required>${skerry}</sk-form-group>`,
      );
      const email = el.querySelector<HTMLElement>('sk-test-checkbox')!;
      await userEvent.click(email);
      await settle();
      expect(el.matches(':state(user-valid)')).toBe(true);
      await userEvent.click(email);
      await settle();
      expect(el.matches(':state(user-invalid)')).toBe(true);
      expect(shadow(el, '[part~="error"]').hidden).toBe(false);
    });

    it('follows checked attributes and controls that come and go, and checkValidity() reads the state now', async () => {
      const { el } = await formWith(
        `<sk-form-group label="Contact" required>${native()}</sk-form-group>`,
      );
      const [email] = el.querySelectorAll('input');
      email!.setAttribute('checked', '');
      await expect.poll(() => el.matches(':state(valid)')).toBe(true);
      email!.closest('label')!.remove();
      await expect.poll(() => el.matches(':state(invalid)')).toBe(true);
      // A property set from script fires no event; reading the validity checks again.
      el.querySelector('input')!.checked = true;
      expect(el.checkValidity()).toBe(true);
    });

    it('is valid when required but without an enabled checkbox or radio (the parts of a date)', async () => {
      const { form, submitted, el } = await formWith(`<sk-form-group label="Date of birth" required>
        <input aria-label="Day" name="day"><input aria-label="Month" name="month">
        <label><input type="checkbox" disabled> Unknown</label></sk-form-group>`);
      expect(el.validity.valid).toBe(true);
      form.requestSubmit();
      expect(submitted).toHaveLength(1);
    });

    it('does not count a checked control that is disabled', async () => {
      const { el } = await formWith(`<sk-form-group label="Contact" required>
        <label><input type="checkbox" checked disabled> Fax</label>${native()}</sk-form-group>`);
      expect(el.validity.valueMissing).toBe(true);
    });

    it('is barred from validation while disabled, and its controls are not submitted', async () => {
      const { form, submitted } = await formWith(
        `<sk-form-group label="Contact" required disabled><label><input type="checkbox" name="c" checked> A</label></sk-form-group>`,
      );
      form.requestSubmit();
      expect(submitted).toHaveLength(1);
      expect([...submitted[0]!]).toEqual([]);
    });

    it('clears its error on reset, and is checked again after its controls reset', async () => {
      const { form, el } = await formWith(
        `<sk-form-group label="Contact" required><label><input type="checkbox" checked> A</label></sk-form-group>`,
      );
      const box = el.querySelector('input')!;
      await userEvent.click(box);
      await settle();
      expect(el.matches(':state(user-invalid)')).toBe(true);
      form.reset();
      await settle();
      expect(box.checked).toBe(true);
      expect(el.matches(':state(valid)')).toBe(true);
      expect(el.matches(':state(user-invalid), :state(user-valid)')).toBe(false);
    });

    it('words its message in the language of its nearest lang', async () => {
      const messages = {
        en: ['Select at least one option for “Yhteys”', 'Select an option for “Yhteys”'],
        fi: [
          'Valitse vähintään yksi vaihtoehto kohtaan ”Yhteys”',
          'Valitse vaihtoehto kohtaan ”Yhteys”',
        ],
        sv: ['Välj minst ett alternativ för ”Yhteys”', 'Välj ett alternativ för ”Yhteys”'],
        de: [
          'Wählen Sie mindestens eine Option für „Yhteys“ aus',
          'Wählen Sie eine Option für „Yhteys“ aus',
        ],
        fr: [
          'Sélectionnez au moins une option pour «\u00a0Yhteys\u00a0»',
          'Sélectionnez une option pour «\u00a0Yhteys\u00a0»',
        ],
        ar: ['اختر خيارًا واحدًا على الأقل في «Yhteys»', 'اختر خيارًا في «Yhteys»'],
      };
      for (const [lang, [checkboxes, radio]] of Object.entries(messages)) {
        const wrapper = await fixture(`<div lang="${lang}">
          <sk-form-group label="Yhteys" required>${native()}</sk-form-group>
          <sk-form-group label="Yhteys" required>${radios}</sk-form-group></div>`);
        const [a, b] = wrapper.querySelectorAll<SkFormGroup>('sk-form-group');
        await expect.poll(() => a!.validationMessage, { message: lang }).toBe(checkboxes);
        expect(b!.validationMessage, lang).toBe(radio);
      }
    });

    it('says what to do without naming a group that has no label', async () => {
      const wrapper = await fixture(`<div>
        <sk-form-group required>${native()}</sk-form-group>
        <sk-form-group required>${radios}</sk-form-group></div>`);
      const [a, b] = wrapper.querySelectorAll<SkFormGroup>('sk-form-group');
      expect(a!.validationMessage).toBe('Select at least one option');
      expect(b!.validationMessage).toBe('Select an option');
    });

    it('takes a custom validity message, and drops it when cleared', async () => {
      const { el } = await formWith(`<sk-form-group label="Contact">${native()}</sk-form-group>`);
      el.setCustomValidity('Choose how we should reach you');
      expect(el.checkValidity()).toBe(false);
      expect(el.validationMessage).toBe('Choose how we should reach you');
      el.setCustomValidity('');
      expect(el.checkValidity()).toBe(true);
    });

    it('leaves its controls to a disabled fieldset around it, and enables none it did not disable', async () => {
      const fieldset = await fixture<HTMLFieldSetElement>(
        `<fieldset disabled><sk-form-group label="Contact">${native()}</sk-form-group></fieldset>`,
      );
      const el = fieldset.querySelector<SkFormGroup>('sk-form-group')!;
      await settle();
      expect(el.matches(':state(disabled)')).toBe(true);
      const boxes = [...el.querySelectorAll('input')];
      expect(boxes.every((box) => box.matches(':disabled') && !box.disabled)).toBe(true);
      fieldset.disabled = false;
      await settle();
      expect(el.matches(':state(disabled)')).toBe(false);
      expect(boxes.some((box) => box.matches(':disabled'))).toBe(false);
    });
  });

  describe('parts and states', () => {
    it('exposes the base, label, required-marker, hint, error and controls parts', async () => {
      const { form, el } = await formWith(
        `<sk-form-group label="Contact" hint="Any" required>${native()}</sk-form-group>`,
      );
      form.requestSubmit();
      await settle();
      for (const part of ['base', 'label', 'required-marker', 'hint', 'error', 'controls']) {
        expect(
          shadow(el, `[part~="${part}"]`).getBoundingClientRect().height,
          part,
        ).toBeGreaterThan(0);
      }
      expect(shadow(el, '[part~="required-marker"]').textContent).toBe('*');
    });

    it('matches :state(required) or :state(optional)', async () => {
      const el = await fixture<SkFormGroup>(`<sk-form-group>${native()}</sk-form-group>`);
      expect(el.matches(':state(optional):not(:state(required))')).toBe(true);
      el.required = true;
      await el.updateComplete;
      expect(el.matches(':state(required):not(:state(optional))')).toBe(true);
    });

    it('matches :state(disabled) while disabled', async () => {
      const el = await fixture<SkFormGroup>(`<sk-form-group disabled>${native()}</sk-form-group>`);
      expect(el.matches(':state(disabled)')).toBe(true);
    });

    it('marks the error with a bar along its start edge, in the danger colour', async () => {
      const { form, el } = await formWith(
        `<sk-form-group label="Contact" required>${native()}</sk-form-group>`,
      );
      expect(getComputedStyle(base(el)).borderInlineStartStyle).toBe('none');
      form.requestSubmit();
      await settle();
      const style = getComputedStyle(base(el));
      expect(parseFloat(style.borderInlineStartWidth)).toBeGreaterThan(1);
      expect(style.borderInlineStartColor).toBe(
        getComputedStyle(shadow(el, '[part~="error"]')).color,
      );
    });

    it('sets the space between controls from --sk-form-group-gap', async () => {
      const el = await fixture(
        `<sk-form-group label="Contact" style="--sk-form-group-gap: 30px">${native()}</sk-form-group>`,
      );
      const [a, b] = [...el.querySelectorAll('label')].map((label) =>
        label.getBoundingClientRect(),
      );
      expect(b!.top - a!.bottom).toBe(30);
    });

    it('keeps the error bar, the error and a disabled label visible in forced colors', async () => {
      const { form, el } = await formWith(
        `<div><sk-form-group label="Contact" required>${native()}</sk-form-group>
         <sk-form-group label="Off" disabled>${native('off')}</sk-form-group>
         <span style="color: CanvasText">probe</span><span style="color: GrayText">probe</span></div>`,
      );
      await commands.emulateForcedColors(true);
      try {
        form.requestSubmit();
        await settle();
        const [canvasText, grayText] = [...form.querySelectorAll('span')].map(
          (span) => getComputedStyle(span).color,
        );
        const style = getComputedStyle(base(el));
        expect(parseFloat(style.borderInlineStartWidth)).toBeGreaterThan(1);
        expect(style.borderInlineStartColor).toBe(canvasText);
        expect(getComputedStyle(shadow(el, '[part~="error"]')).color).toBe(canvasText);
        const disabled = form.querySelectorAll('sk-form-group')[1]!;
        expect(getComputedStyle(shadow(disabled, '[part~="label"]')).color).toBe(grayText);
      } finally {
        await commands.emulateForcedColors(false);
      }
    });
  });
});
