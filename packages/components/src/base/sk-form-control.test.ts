import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../components/button/sk-button.js';
import { en } from '../localization/translations/en.js';
import { accessibleNode } from '../testing/accessibility.js';
import '../testing/controls/checked-control.js';
import '../testing/controls/file-control.js';
import '../testing/controls/multi-value-control.js';
import type { SkTestText } from '../testing/controls/text-control.js';
import '../testing/controls/text-control.js';
import { fixture, settle, shadow } from '../testing/fixture.js';
import { runFormControlSuite } from '../testing/form-control-suite.js';
import { textConstraints } from '../testing/text-constraints.js';

/** Enters `value` as a user would: an input event per edit, then a change event to commit. */
async function enter(control: HTMLElement, value: string): Promise<void> {
  const input = shadow<HTMLInputElement>(control, '#control');
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

async function toggle(control: HTMLElement): Promise<void> {
  await userEvent.click(shadow(control, '#control'));
  await settle();
}

async function choose(control: HTMLElement, values: string[]): Promise<void> {
  const select = shadow<HTMLSelectElement>(control, '#control');
  for (const option of select.options) option.selected = values.includes(option.value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

async function chooseFiles(control: HTMLElement, files: File[]): Promise<void> {
  const input = shadow<HTMLInputElement>(control, '#control');
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

/* Every text validator, each worded in English and one other bundled language. */
const constraints = textConstraints;

describe('SkFormControl', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('with text (sk-test-text)', () => {
    runFormControlSuite({
      tag: 'sk-test-text',
      field: { role: 'textbox' },
      submitsOnEnter: true,
      value: { enter },
      required: { message: en.valueMissing },
      constraints,
    });
  });

  describe('with a checked value (sk-test-checkbox)', () => {
    runFormControlSuite({
      tag: 'sk-test-checkbox',
      field: { role: 'checkbox' },
      checked: { toggle },
      required: { message: en.valueMissingChecked },
    });
  });

  describe('with several values (sk-test-multi)', () => {
    runFormControlSuite({
      tag: 'sk-test-multi',
      field: { role: 'listbox' },
      values: { attributes: 'options="a,b,c"', choose },
      required: { message: en.valueMissingChoice },
    });
  });

  describe('with files (sk-test-file)', () => {
    runFormControlSuite({
      tag: 'sk-test-file',
      field: { role: 'button' },
      files: { choose: chooseFiles },
      required: { message: en.valueMissingFile },
    });
  });

  it('words the validation message in the language of its nearest lang', async () => {
    const form = await fixture<HTMLFormElement>(
      '<form lang="de"><sk-test-text name="f" required></sk-test-text></form>',
    );
    form.requestSubmit();
    await settle();
    const el = form.querySelector('sk-test-text')!;
    expect(shadow(el, '[part~="error"]').textContent?.trim()).toBe(
      'Bitte füllen Sie dieses Feld aus.',
    );
  });

  it('is valid in :state(valid) once the value satisfies its constraints', async () => {
    const el = await fixture<SkTestText>('<sk-test-text required value="x"></sk-test-text>');
    expect(el.matches(':state(valid)')).toBe(true);
    expect(el.reportValidity()).toBe(true);
  });

  it('reports the first constraint that fails, in the order the control lists them', async () => {
    const el = await fixture<SkTestText>(
      '<sk-test-text minlength="4" pattern="[a-z]+" value="A1"></sk-test-text>',
    );
    expect(el.validity.tooShort).toBe(true);
    expect(el.validity.patternMismatch).toBe(false);
  });

  it('ignores a pattern that is not a regular expression, with one SK008 warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = await fixture<SkTestText>('<sk-test-text pattern="[a-" value="x"></sk-test-text>');
    expect(el.checkValidity()).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-test-text] SK008');
  });

  it('warns once with SK009 when min is above max', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = await fixture<SkTestText>(
      '<sk-test-text type="number" min="10" max="5" value="7"></sk-test-text>',
    );
    el.value = '8';
    await el.updateComplete;
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-test-text] SK009');
  });

  it('takes a form id set as a property, as frameworks set a form prop, and can leave it', async () => {
    const root = await fixture<HTMLDivElement>(
      '<div><form id="outer"><sk-test-text name="q" label="Search"></sk-test-text></form><form id="other"></form></div>',
    );
    const control = root.querySelector<SkTestText>('sk-test-text')!;
    const [outer, other] = root.querySelectorAll('form');
    expect(control.form).toBe(outer);
    control.form = 'other';
    expect(control.getAttribute('form')).toBe('other');
    expect(control.form).toBe(other);
    control.form = null;
    expect(control.hasAttribute('form')).toBe(false);
    expect(control.form).toBe(outer);
  });

  it('clicks an sk-button that is the default button when Enter is pressed', async () => {
    const form = await fixture<HTMLFormElement>(
      '<form><sk-test-text name="q" label="Search"></sk-test-text><sk-button type="submit" name="go" value="search">Search</sk-button></form>',
    );
    const submitted: FormData[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(new FormData(form, event.submitter));
    });
    await userEvent.click(shadow(form.querySelector('sk-test-text')!, '#control'));
    await userEvent.keyboard('Oslo{Enter}');
    expect(submitted).toHaveLength(1);
    expect([...submitted[0]!]).toEqual([
      ['q', 'Oslo'],
      ['go', 'search'],
    ]);
  });

  it('names a control that is not labelable with aria-labelledby, and focuses it on click', async () => {
    const el = await fixture<SkTestText>('<sk-test-text label="Colour"></sk-test-text>');
    // A control built from a generic element, as a custom listbox would be.
    const generic = document.createElement('div');
    generic.id = 'control';
    generic.tabIndex = 0;
    generic.setAttribute('role', 'combobox');
    shadow(el, '#control').replaceWith(generic);
    el.requestUpdate();
    await el.updateComplete;
    expect(generic.getAttribute('aria-labelledby')).toBe('label');
    expect((await accessibleNode(generic)).name).toBe('Colour');
    await userEvent.click(shadow(el, '[part~="label"]'));
    expect(el.shadowRoot!.activeElement).toBe(generic);
  });

  describe('character count', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    const status = (el: Element) => shadow(el, '[role="status"]').textContent!.trim();
    const count = (el: Element) => shadow(el, '[part~="character-count"]');

    it('describes the control with its limit and shows what remains, hidden from readers', async () => {
      const el = await fixture<SkTestText>(
        '<sk-test-text label="Summary" hint="One sentence." maxlength="10" show-count></sk-test-text>',
      );
      const input = shadow(el, '#control');
      expect((await accessibleNode(input)).description).toBe(
        'One sentence. You can enter up to 10 characters.',
      );
      expect(count(el).textContent!.trim()).toBe('You have 10 characters remaining');
      expect(count(el).getAttribute('aria-hidden')).toBe('true');
      expect(input.hasAttribute('maxlength')).toBe(false);
      await enter(el, 'Hello');
      expect(count(el).textContent!.trim()).toBe('You have 5 characters remaining');
      expect(count(el).classList.contains('over')).toBe(false);
    });

    it('shows by how much a value is over the limit, and the value is too long', async () => {
      const el = await fixture<SkTestText>(
        '<sk-test-text label="Code" maxlength="3" show-count></sk-test-text>',
      );
      await enter(el, 'abcd');
      expect(count(el).textContent!.trim()).toBe('You have 1 character too many');
      expect(count(el).classList.contains('over')).toBe(true);
      expect(el.validity.tooLong).toBe(true);
    });

    it('words the count in the language of its nearest lang', async () => {
      const host = await fixture(
        '<div lang="fi"><sk-test-text label="Nimi" maxlength="4" show-count value="ab"></sk-test-text></div>',
      );
      await expect
        .poll(() => count(host.firstElementChild!).textContent!.trim())
        .toBe('Jäljellä 2 merkkiä');
    });

    it('announces the count once typing pauses, not on every key', async () => {
      const el = await fixture<SkTestText>(
        '<sk-test-text label="Summary" maxlength="10" show-count></sk-test-text>',
      );
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      shadow(el, '#control').focus();
      await enter(el, 'Hi');
      await enter(el, 'Hiya');
      vi.advanceTimersByTime(999);
      await el.updateComplete;
      expect(status(el)).toBe('');
      vi.advanceTimersByTime(1);
      await el.updateComplete;
      expect(status(el)).toBe('You have 6 characters remaining');
    });

    it('does not announce a value set by script while the reader is elsewhere', async () => {
      const el = await fixture<SkTestText>(
        '<sk-test-text label="Summary" maxlength="10" show-count></sk-test-text>',
      );
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      el.value = 'Set by script';
      await el.updateComplete;
      vi.advanceTimersByTime(5000);
      await el.updateComplete;
      expect(status(el)).toBe('');
      expect(count(el).textContent!.trim()).toBe('You have 3 characters too many');
    });

    it('shows no count without a limit', async () => {
      const el = await fixture('<sk-test-text label="Summary" show-count></sk-test-text>');
      expect(el.shadowRoot!.querySelector('[part~="character-count"]')).toBeNull();
      expect(shadow(el, '#control').hasAttribute('aria-describedby')).toBe(false);
    });
  });
});
