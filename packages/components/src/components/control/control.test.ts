import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { oneEvent } from '../../testing/events.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { type SkControl } from './control.js';
import { controlLayouts } from './control.types.js';
import './sk-control.js';

const frameOf = (root: Element): SkControl => {
  const frame = root.localName === 'sk-control' ? root : root.querySelector('sk-control');
  if (!frame) throw new Error('no sk-control');
  return frame as SkControl;
};

/** The frame's slotted `<input>` (or the element matching `selector`). */
function inner<T extends Element = HTMLInputElement>(root: Element, selector = 'input'): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

/** Submits `form` as a click on its submit button does, and waits for the frames to update. */
async function submit(form: HTMLFormElement): Promise<void> {
  form.requestSubmit();
  await settle(form);
}

describe('<sk-control>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
  });

  describe('accessibility', () => {
    const cases: [string, string][] = [
      [
        'a labelled input with a hint',
        '<sk-control label="Postcode" hint="Five digits."><input></sk-control>',
      ],
      [
        'a required select',
        '<sk-control label="Country"><select required><option value="">Choose</option><option>Finland</option></select></sk-control>',
      ],
      [
        'a textarea in error',
        '<sk-control label="Message" error="Write a message."><textarea></textarea></sk-control>',
      ],
      [
        'a widget with a role',
        '<sk-control label="Colour" hint="Pick one."><div role="combobox" tabindex="0" aria-expanded="false" aria-controls="colours"></div><ul id="colours" role="listbox" hidden></ul></sk-control>',
      ],
      [
        'a label and hint given as markup',
        '<sk-control><span slot="label">Postcode <em>(UK)</em></span><span slot="hint">As on <b>the</b> letter.</span><input></sk-control>',
      ],
      ...controlLayouts.map((layout): [string, string] => [
        `the ${layout} layout`,
        layout === 'inline'
          ? '<sk-control layout="inline" label="I agree" hint="Required to continue."><input type="checkbox" required></sk-control>'
          : `<sk-control layout="${layout}" label="Town" hint="Where you live."><input required></sk-control>`,
      ]),
    ];
    for (const [name, markup] of cases) {
      it(`has no axe violations: ${name}`, async () => {
        const el = await fixture(`<div>${markup}</div>`);
        await expectNoAxeViolations(el);
      });
    }

    it('has no axe violations after a failed submit, and once corrected', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-control label="Email" hint="For the receipt."><input type="email" required></sk-control></form>',
      );
      await submit(form);
      expect(frameOf(form).matches(':state(user-invalid)')).toBe(true);
      await expectNoAxeViolations(form);
      await userEvent.type(inner(form), 'ada@example.com');
      await settle(form);
      expect(frameOf(form).matches(':state(user-valid)')).toBe(true);
      await expectNoAxeViolations(form);
    });

    it('names a native input with its label and describes it with its hint', async () => {
      const el = await fixture(
        '<sk-control label="Postcode" hint="Five digits."><input></sk-control>',
      );
      const node = await accessibleNode(inner(el));
      expect(node.role).toBe('textbox');
      expect(node.name).toBe('Postcode');
      expect(node.description).toBe('Five digits.');
    });

    it('labels the control with a real <label for>, giving it an id when it has none', async () => {
      const el = await fixture('<sk-control label="Postcode"><input></sk-control>');
      const input = inner(el);
      expect(input.id).not.toBe('');
      const label = inner<HTMLLabelElement>(el, 'label');
      expect(label.control).toBe(input);
      expect([...(input.labels ?? [])]).toEqual([label]);
    });

    it("keeps the control's own id", async () => {
      const el = await fixture('<sk-control label="Postcode"><input id="postcode"></sk-control>');
      expect(inner(el).id).toBe('postcode');
      expect(inner<HTMLLabelElement>(el, 'label').htmlFor).toBe('postcode');
    });

    it('shows a required marker hidden from the name, which is the label alone', async () => {
      const el = await fixture(
        '<div><sk-control label="Postcode"><input required></sk-control><div lang="fi"><sk-control label="Postinumero"><input required></sk-control></div></div>',
      );
      const [english, finnish] = [...el.querySelectorAll('sk-control')];
      const marker = shadow(english!, '[part~="required-marker"]');
      expect(marker.textContent?.trim()).toBe('*');
      expect(marker.getAttribute('aria-hidden')).toBe('true');
      const node = await accessibleNode(inner(english!));
      expect(node.name).toBe('Postcode');
      expect(node.properties.required).toBe(true);
      expect((await accessibleNode(inner(finnish!))).name).toBe('Postinumero');
    });

    it('shows no marker while the control is optional, and follows its required attribute', async () => {
      const el = await fixture('<sk-control label="Postcode"><input></sk-control>');
      expect(el.shadowRoot!.querySelector('[part~="required-marker"]')).toBeNull();
      inner(el).required = true;
      await expect
        .poll(() => el.shadowRoot!.querySelector('[part~="required-marker"]'))
        .not.toBeNull();
      const node = await accessibleNode(inner(el));
      expect(node.name).toBe('Postcode');
      expect(node.properties.required).toBe(true);
    });

    it('names a widget with a role through aria-labelledby, and marks aria-required ones', async () => {
      const el = await fixture(
        '<sk-control label="Colour" hint="Pick one."><div role="combobox" tabindex="0" aria-expanded="false" aria-required="true"></div></sk-control>',
      );
      const widget = inner(el, '[role="combobox"]');
      const node = await accessibleNode(widget);
      expect(node.name).toBe('Colour');
      expect(node.description).toBe('Pick one.');
      expect(node.properties.required).toBe(true);
      expect(el.shadowRoot!.querySelector('[part~="required-marker"]')).not.toBeNull();
      expect(inner<HTMLLabelElement>(el, 'label').hasAttribute('for')).toBe(false);
    });

    it('finds the control inside a wrapper, as a widget renders it', async () => {
      const el = await fixture(
        '<sk-control label="Search" hint="Titles and authors."><div class="widget"><span>🔍</span><input type="search"></div></sk-control>',
      );
      const node = await accessibleNode(inner(el));
      expect(node.name).toBe('Search');
      expect(node.description).toBe('Titles and authors.');
      expect((el as SkControl).control).toBe(inner(el));
    });

    it('names and describes the control with label and hint markup, keeping their ids', async () => {
      const el = await fixture(
        '<sk-control label="Ignored"><span slot="label" id="mine">Postcode <em>(UK)</em></span><span slot="hint">As on <b>the</b> letter.</span><input></sk-control>',
      );
      const node = await accessibleNode(inner(el));
      expect(node.name).toBe('Postcode (UK)');
      expect(node.description).toBe('As on the letter.');
      expect(inner(el, '[slot="label"]').id).toBe('mine');
      expect(el.querySelector('label')).toBeNull();
    });

    it("appends to the control's own aria-describedby, and removes only its own", async () => {
      const el = await fixture<SkControl>(
        '<div><p id="rules">No PO boxes.</p><sk-control label="Address" hint="Street and number."><input aria-describedby="rules"></sk-control></div>',
      );
      const frame = frameOf(el);
      const input = inner(el);
      expect((await accessibleNode(input)).description).toBe('No PO boxes. Street and number.');
      frame.hint = '';
      await frame.updateComplete;
      expect(input.getAttribute('aria-describedby')).toBe('rules');
      expect((await accessibleNode(input)).description).toBe('No PO boxes.');
    });

    it('adds its references again when a framework rewrites the attribute', async () => {
      const el = await fixture(
        '<div><p id="rules">No PO boxes.</p><sk-control label="Address" hint="Street and number."><input></sk-control></div>',
      );
      const input = inner(el);
      input.setAttribute('aria-describedby', 'rules');
      await expect
        .poll(async () => (await accessibleNode(input)).description)
        .toBe('No PO boxes. Street and number.');
    });

    it('adds no role of its own, so only the control is announced', async () => {
      const el = await fixture('<sk-control label="Postcode"><input></sk-control>');
      expect(el.getAttribute('role')).toBeNull();
      await expect.element(page.getByRole('textbox', { name: 'Postcode' })).toBeInTheDocument();
    });

    it('describes the control with the error attribute and marks it invalid', async () => {
      const el = await fixture(
        '<sk-control label="Email" hint="For the receipt." error="This address is already registered."><input type="email"></sk-control>',
      );
      const node = await accessibleNode(inner(el));
      expect(node.description).toBe('For the receipt. This address is already registered.');
      expect(node.properties.invalid).toBe('true');
      expect(inner(el).getAttribute('aria-invalid')).toBe('true');
    });

    it("leaves the author's own aria-invalid alone", async () => {
      const el = await fixture<SkControl>(
        '<sk-control label="Email" error="Taken."><input aria-invalid="spelling"></sk-control>',
      );
      expect(inner(el).getAttribute('aria-invalid')).toBe('spelling');
      el.error = '';
      await el.updateComplete;
      expect(inner(el).getAttribute('aria-invalid')).toBe('spelling');
    });
  });

  describe('properties', () => {
    it('has documented defaults', async () => {
      const el = await fixture<SkControl>('<sk-control><input aria-label="Name"></sk-control>');
      expect(el.label).toBe('');
      expect(el.hint).toBe('');
      expect(el.error).toBe('');
      expect(el.layout).toBe('vertical');
      expect(el.control).toBe(inner(el));
    });

    it('takes every layout and reflects it', async () => {
      const el = await fixture<SkControl>('<sk-control label="A"><input></sk-control>');
      for (const layout of controlLayouts) {
        el.layout = layout;
        await el.updateComplete;
        expect(el.getAttribute('layout')).toBe(layout);
      }
    });

    it('falls back to layout="vertical" with one SK001 warning, and silently when removed', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkControl>(
        '<sk-control label="A" layout="sideways"><input></sk-control>',
      );
      expect(el.layout).toBe('vertical');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-control] SK001');
      el.setAttribute('layout', 'horizontal');
      await el.updateComplete;
      el.removeAttribute('layout');
      await el.updateComplete;
      expect(el.layout).toBe('vertical');
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('follows label changes, and takes everything back when the label goes', async () => {
      const el = await fixture<SkControl>('<sk-control label="Town"><input required></sk-control>');
      const input = inner(el);
      el.label = 'City';
      await el.updateComplete;
      expect((await accessibleNode(input)).name).toBe('City');
      el.label = '';
      await el.updateComplete;
      expect(el.querySelector('label')).toBeNull();
      expect(input.hasAttribute('aria-labelledby')).toBe(false);
      expect(shadow(el, '[part~="label"]').hidden).toBe(true);
    });

    it('warns once with SK013 when its content holds no control', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await fixture('<sk-control label="Nothing"><p>Just text.</p></sk-control>');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-control] SK013');
    });

    it('does not warn while it is empty, waiting for a control', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await fixture('<sk-control label="Later"></sk-control>');
      expect(warn).not.toHaveBeenCalled();
    });
  });

  describe('events', () => {
    it('fires sk-invalid on the control with the message shown when its form fails to submit', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form lang="fi"><sk-control label="Postinumero"><input required></sk-control></form>',
      );
      const heard = oneEvent(form, 'sk-invalid');
      form.requestSubmit();
      const event = await heard;
      expect(event.target).toBe(inner(form));
      // The frame's wording in the page's language, not the browser's own message.
      expect(event.detail.message).toBe('Täytä tämä kenttä.');
      expect(inner(form, '[slot="error"]').textContent).toBe(event.detail.message);
      expect(event.composed).toBe(true);
    });

    it('lets the control’s own input and change events through', async () => {
      const el = await fixture('<div><sk-control label="Name"><input></sk-control></div>');
      const onInput = vi.fn();
      const onChange = vi.fn();
      el.addEventListener('input', onInput);
      el.addEventListener('change', onChange);
      await userEvent.type(inner(el), 'Ada');
      await userEvent.tab();
      expect(onInput).toHaveBeenCalledTimes(3);
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange.mock.calls[0]?.[0].target).toBe(inner(el));
    });
  });

  describe('slots', () => {
    it('shows the control in the default slot, between the label and the hint', async () => {
      const el = await fixture(
        '<sk-control label="Name" hint="As in your passport."><input></sk-control>',
      );
      const slot = shadow<HTMLSlotElement>(el, '.control slot');
      expect(slot.assignedElements()).toEqual([inner(el)]);
      const parts = [...el.shadowRoot!.querySelectorAll('[part], .control')].map(
        (part) => part.getAttribute('part') ?? 'control',
      );
      expect(parts).toEqual(['form-control', 'label', 'control', 'hint', 'error']);
    });

    it('wires a control that replaces the first, and takes back what it gave the old one', async () => {
      const el = await fixture<SkControl>(
        '<sk-control label="Country" hint="Where you live." error="Choose again."><input aria-describedby="own"></sk-control>',
      );
      const old = inner(el);
      const select = document.createElement('select');
      select.innerHTML = '<option>Finland</option>';
      old.replaceWith(select);
      await expect.poll(() => el.control).toBe(select);
      await el.updateComplete;
      const node = await accessibleNode(select);
      expect(node.name).toBe('Country');
      expect(node.description).toBe('Where you live. Choose again.');
      expect(inner<HTMLLabelElement>(el, 'label').control).toBe(select);
      for (const attribute of ['id', 'aria-labelledby', 'aria-invalid']) {
        expect(old.hasAttribute(attribute)).toBe(false);
      }
      expect(old.getAttribute('aria-describedby')).toBe('own');
    });

    it('wires a control added later', async () => {
      const el = await fixture<SkControl>(
        '<sk-control label="Later" hint="Added by script."></sk-control>',
      );
      const input = document.createElement('input');
      el.append(input);
      await expect.poll(() => el.control).toBe(input);
      await el.updateComplete;
      const node = await accessibleNode(input);
      expect(node.name).toBe('Later');
      expect(node.description).toBe('Added by script.');
    });

    it('lets label markup added later take the place of the label attribute', async () => {
      const el = await fixture<SkControl>('<sk-control label="Plain"><input></sk-control>');
      const label = document.createElement('span');
      label.slot = 'label';
      label.innerHTML = 'Rich <em>label</em>';
      el.append(label);
      await expect.poll(async () => (await accessibleNode(inner(el))).name).toBe('Rich label');
      expect(el.querySelector('label')).toBeNull();
      expect(label.id).not.toBe('');
    });
  });

  describe('keyboard', () => {
    it('is no tab stop itself: Tab reaches the control', async () => {
      const el = await fixture(
        '<div><button>Before</button><sk-control label="Name"><input></sk-control></div>',
      );
      el.querySelector('button')!.focus();
      await userEvent.tab();
      expect(document.activeElement).toBe(inner(el));
    });

    it('focuses a native control when its label is clicked', async () => {
      const el = await fixture('<sk-control label="Name"><input></sk-control>');
      await userEvent.click(inner(el, 'label'));
      expect(document.activeElement).toBe(inner(el));
    });

    it('checks a native checkbox when its label is clicked, as a label does', async () => {
      const el = await fixture(
        '<sk-control layout="inline" label="I agree"><input type="checkbox"></sk-control>',
      );
      await userEvent.click(inner(el, 'label'));
      expect(inner(el).checked).toBe(true);
    });

    it('focuses a widget when its label is clicked', async () => {
      const el = await fixture(
        '<sk-control label="Colour"><div role="combobox" tabindex="0" aria-expanded="false"></div></sk-control>',
      );
      await userEvent.click(inner(el, 'label'));
      expect(document.activeElement).toBe(inner(el, '[role="combobox"]'));
    });

    it('focuses the control when label markup or the required marker is clicked', async () => {
      const el = await fixture(
        '<div><sk-control><span slot="label">Post<em>code</em></span><input required></sk-control><button>Away</button></div>',
      );
      await userEvent.click(inner(el, 'em'));
      expect(document.activeElement).toBe(inner(el));
      el.querySelector('button')!.focus();
      await userEvent.click(shadow(frameOf(el), '[part~="required-marker"]'));
      expect(document.activeElement).toBe(inner(el));
    });

    it('focuses the control when focus() is called on it', async () => {
      const el = await fixture<SkControl>('<sk-control label="Name"><input></sk-control>');
      el.focus();
      expect(document.activeElement).toBe(inner(el));
    });
  });

  describe('form', () => {
    it('adds nothing to the form data: the control submits its own value', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-control label="City"><input name="city" value="Oslo"></sk-control></form>',
      );
      expect([...new FormData(form)]).toEqual([['city', 'Oslo']]);
    });

    it('shows no error for an untouched required control', async () => {
      const el = await fixture('<sk-control label="Name"><input required></sk-control>');
      expect(shadow(el, '[part~="error"]').hidden).toBe(true);
      expect(inner(el).hasAttribute('aria-invalid')).toBe(false);
      expect((await accessibleNode(inner(el))).properties.invalid).toBe('false');
      expect(el.matches(':state(user-invalid)')).toBe(false);
    });

    it('shows the error after a failed submit, and clears it as the value is corrected', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-control label="Postcode" hint="Five digits."><input required pattern="[0-9]{5}"></sk-control></form>',
      );
      const frame = frameOf(form);
      const input = inner(form);
      await submit(form);
      expect(shadow(frame, '[part~="error"]').hidden).toBe(false);
      let node = await accessibleNode(input);
      expect(node.description).toBe('Five digits. Please fill out this field.');
      expect(node.properties.invalid).toBe('true');
      expect(frame.matches(':state(user-invalid)')).toBe(true);
      await userEvent.type(input, '123');
      await settle(form);
      expect((await accessibleNode(input)).description).toBe(
        'Five digits. Please match the requested format.',
      );
      await userEvent.type(input, '45');
      await settle(form);
      node = await accessibleNode(input);
      expect(node.description).toBe('Five digits.');
      expect(input.hasAttribute('aria-invalid')).toBe(false);
      expect(frame.matches(':state(user-invalid)')).toBe(false);
      expect(frame.matches(':state(user-valid)')).toBe(true);
    });

    it('describes the control with the error before the browser focuses it', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-control label="Postcode"><input required></sk-control></form>',
      );
      const input = inner(form);
      let describedOnFocus = '';
      input.addEventListener('focus', () => {
        describedOnFocus = input.getAttribute('aria-describedby') ?? '';
      });
      form.requestSubmit();
      expect(document.activeElement).toBe(input);
      expect(describedOnFocus).toContain(inner(form, '[slot="error"]').id);
    });

    it('shows the error once a changed value is committed', async () => {
      const el = await fixture(
        '<div><sk-control label="Email"><input type="email"></sk-control><button>Next</button></div>',
      );
      await userEvent.type(inner(el), 'ada');
      await settle(el);
      expect(shadow(frameOf(el), '[part~="error"]').hidden).toBe(true);
      await userEvent.tab();
      await settle(el);
      expect(inner(el, '[slot="error"]').textContent).toBe('Please enter an email address.');
    });

    it("words the browser's verdict in the page's language", async () => {
      const form = await fixture<HTMLFormElement>(
        '<form lang="fi"><sk-control label="Sähköposti"><input type="email" required></sk-control></form>',
      );
      await submit(form);
      expect(inner(form, '[slot="error"]').textContent).toBe('Täytä tämä kenttä.');
    });

    const messages: [string, string, string][] = [
      [
        'a select',
        '<select required><option value="">Choose</option><option>Oslo</option></select>',
        'Please select an item in the list.',
      ],
      [
        'a checkbox',
        '<input type="checkbox" required>',
        'Please check this box if you want to proceed.',
      ],
      ['a file field', '<input type="file" required>', 'Please select a file.'],
      ['a number below min', '<input type="number" min="5" value="2">', 'Value must be 5 or more.'],
      ['a url', '<input type="url" value="not a url">', 'Please enter a URL.'],
    ];
    for (const [name, control, message] of messages) {
      it(`shows Skerry's message for ${name}`, async () => {
        const form = await fixture<HTMLFormElement>(
          `<form><sk-control label="Field">${control}</sk-control></form>`,
        );
        await submit(form);
        expect(inner(form, '[slot="error"]').textContent).toBe(message);
      });
    }

    it("shows the control's own message where Skerry has none, or the page set one", async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-control label="Size"><input type="radio" name="size" required></sk-control><sk-control label="Name"><input name="n"></sk-control></form>',
      );
      const [radio, name] = [...form.querySelectorAll('input')];
      name!.setCustomValidity('That name is taken.');
      await submit(form);
      const [first, second] = [...form.querySelectorAll('[slot="error"]')];
      expect(first?.textContent).toBe(radio!.validationMessage);
      expect(first?.textContent).not.toBe('');
      expect(second?.textContent).toBe('That name is taken.');
    });

    it('clears the error and the states when the form is reset', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-control label="Name"><input required></sk-control></form>',
      );
      const frame = frameOf(form);
      await submit(form);
      expect(frame.matches(':state(user-invalid)')).toBe(true);
      form.reset();
      await settle(form);
      expect(frame.matches(':state(user-invalid)')).toBe(false);
      expect(frame.matches(':state(user-valid)')).toBe(false);
      expect(form.querySelector('[slot="error"]')).toBeNull();
      expect(inner(form).hasAttribute('aria-invalid')).toBe(false);
    });

    it('does not stop the form from submitting with the error attribute', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-control label="Email" error="Already registered."><input name="e" value="a@b.fi"></sk-control></form>',
      );
      const submitted = oneEvent(form, 'submit', { cancel: true });
      form.requestSubmit();
      expect((await submitted).type).toBe('submit');
    });

    it('shows no error and no success for a control barred from validation', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><fieldset disabled><sk-control label="Name"><input required></sk-control></fieldset></form>',
      );
      const frame = frameOf(form);
      inner(form).dispatchEvent(new Event('change', { bubbles: true }));
      await settle(form);
      expect(frame.matches(':state(user-invalid)')).toBe(false);
      expect(frame.matches(':state(user-valid)')).toBe(false);
    });
  });

  describe('parts and states', () => {
    it('matches :state(required) or :state(optional) as its control does', async () => {
      const el = await fixture<SkControl>('<sk-control label="Name"><input required></sk-control>');
      expect(el.matches(':state(required)')).toBe(true);
      expect(el.matches(':state(optional)')).toBe(false);
      inner(el).required = false;
      await expect.poll(() => el.matches(':state(optional)')).toBe(true);
      expect(el.matches(':state(required)')).toBe(false);
    });

    it('matches :state(user-invalid) with the error attribute', async () => {
      const el = await fixture<SkControl>(
        '<sk-control label="Name" error="Taken."><input></sk-control>',
      );
      expect(el.matches(':state(user-invalid)')).toBe(true);
      expect(shadow(el, '[part~="error"]').hidden).toBe(false);
      el.error = '';
      await el.updateComplete;
      expect(el.matches(':state(user-invalid)')).toBe(false);
      expect(shadow(el, '[part~="error"]').hidden).toBe(true);
    });

    it('styles the label, hint and error as the fields do', async () => {
      const el = await fixture(
        '<sk-control label="Name" hint="Hint" error="Error"><input required></sk-control>',
      );
      const color = (selector: string): string => getComputedStyle(inner(el, selector)).color;
      expect(color('[slot="error"]')).not.toBe(color('[slot="hint"]'));
      expect(color('[slot="hint"]')).not.toBe(color('label'));
      expect(getComputedStyle(inner(el, 'label')).fontWeight).toBe(
        getComputedStyle(shadow(el, '[part~="label"]')).fontWeight,
      );
      const marker = getComputedStyle(shadow(el, '[part~="required-marker"]'));
      expect(marker.color).toBe(color('[slot="error"]'));
    });

    it('puts the label beside the control in the horizontal layout, mirrored right to left', async () => {
      const el = await fixture(
        '<div style="inline-size: 40rem"><sk-control layout="horizontal" label="Name" hint="Hint"><input></sk-control><sk-control dir="rtl" layout="horizontal" label="Name"><input></sk-control></div>',
      );
      const [ltr, rtl] = [...el.querySelectorAll('sk-control')];
      const box = (frame: Element, selector: string): DOMRect =>
        inner(frame, selector).getBoundingClientRect();
      expect(box(ltr!, 'label').right).toBeLessThanOrEqual(box(ltr!, 'input').left);
      expect(box(ltr!, '[slot="hint"]').left).toBe(box(ltr!, 'input').left);
      expect(box(rtl!, 'label').left).toBeGreaterThanOrEqual(box(rtl!, 'input').right);
    });

    it('sets the horizontal label column with --sk-field-label-width', async () => {
      const el = await fixture(
        '<div style="inline-size: 40rem"><sk-control layout="horizontal" label="Name" style="--sk-field-label-width: 10rem"><input></sk-control></div>',
      );
      const frame = frameOf(el);
      const field = shadow(frame, '[part~="form-control"]').getBoundingClientRect();
      const start = inner(el).getBoundingClientRect().left - field.left;
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
      expect(start).toBeGreaterThanOrEqual(10 * rem);
      expect(start).toBeLessThan(12 * rem);
    });

    it('puts the label after a checkbox on one line in the inline layout', async () => {
      const el = await fixture(
        '<sk-control layout="inline" label="I agree"><input type="checkbox"></sk-control>',
      );
      const label = inner(el, 'label').getBoundingClientRect();
      const box = inner(el).getBoundingClientRect();
      expect(label.left).toBeGreaterThanOrEqual(box.right);
      expect(label.top).toBeLessThan(box.bottom);
    });

    it('sets less space and smaller text in the compact layout', async () => {
      const el = await fixture(
        '<div><sk-control label="A" hint="Hint"><input></sk-control><sk-control layout="compact" label="A" hint="Hint"><input></sk-control></div>',
      );
      const [vertical, compact] = [...el.querySelectorAll('sk-control')].map((frame) =>
        getComputedStyle(shadow(frame, '[part~="form-control"]')),
      );
      expect(parseFloat(compact!.rowGap)).toBeLessThan(parseFloat(vertical!.rowGap));
      const [normal, small] = [...el.querySelectorAll('label')].map((label) =>
        parseFloat(getComputedStyle(label).fontSize),
      );
      expect(small).toBeLessThan(normal!);
    });
  });

  describe('forced colors', () => {
    it('keeps the label, marker, hint and error visible in forced colors', async () => {
      const el = await fixture(
        '<div><sk-control label="Name" hint="Hint" error="Error"><input required></sk-control><span style="color: CanvasText">probe</span></div>',
      );
      await commands.emulateForcedColors(true);
      const text = getComputedStyle(el.querySelector('span[style]')!).color;
      for (const selector of ['label', '[slot="hint"]', '[slot="error"]']) {
        expect(getComputedStyle(inner(el, selector)).color).toBe(text);
      }
      expect(getComputedStyle(shadow(frameOf(el), '[part~="required-marker"]')).color).toBe(text);
    });
  });
});
