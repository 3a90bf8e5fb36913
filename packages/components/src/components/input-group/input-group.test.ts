import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import '../button/sk-button.js';
import '../icon-button/sk-icon-button.js';
import { SkInput } from '../input/input.js';
import '../input/sk-input.js';
import '../password/sk-password.js';
import '../search/sk-search.js';
import { type SkInputGroup } from './input-group.js';
import { inputGroupLayouts } from './input-group.types.js';
import './sk-input-group.js';

const searchIcon =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="11" cy="11" r="7"/><path d="m20 20-4-4"/></svg>';

/* The typical groups: text addons, a copy button, a search button, a native input. */
const price =
  '<sk-input-group label="Price" hint="Including VAT"><span slot="start">€</span><sk-input name="price"></sk-input><span slot="end">EUR</span></sk-input-group>';
const copy =
  '<sk-input-group label="Share link"><sk-input name="link" readonly value="https://skerry.design/"></sk-input><sk-button slot="end" variant="secondary">Copy</sk-button></sk-input-group>';
const search = `<sk-input-group label="Search the site"><sk-input name="q"></sk-input><sk-icon-button slot="end" variant="primary" type="submit" label="Search">${searchIcon}</sk-icon-button></sk-input-group>`;
const weight =
  '<sk-input-group label="Weight" hint="Round to the nearest kilogram."><input name="weight" inputmode="decimal"><span slot="end">kg</span></sk-input-group>';

const group = (root: Element): SkInputGroup =>
  root.localName === 'sk-input-group'
    ? (root as SkInputGroup)
    : root.querySelector('sk-input-group')!;
/** The native `<input>` a screen reader meets: inside an `sk-input`, or the slotted one. */
const textbox = (el: Element): HTMLInputElement => {
  const control = group(el).control!;
  return control instanceof HTMLInputElement ? control : shadow<HTMLInputElement>(control, 'input');
};
/** An `sk-input`'s box, which draws its border. */
const box = (input: Element): HTMLElement => shadow(input, '.control');
const part = (el: Element, name: string): HTMLElement => shadow(el, `[part~="${name}"]`);
const ring = (el: Element): CSSStyleDeclaration => getComputedStyle(part(el, 'group'), '::after');

/** The computed value of a token, as the browser resolves `property: var(token)` on this page. */
function resolved(property: 'color' | 'border-top-left-radius', value: string): string {
  const probe = document.createElement('div');
  probe.style.setProperty(property, value);
  document.body.append(probe);
  const result = getComputedStyle(probe).getPropertyValue(property);
  probe.remove();
  return result;
}

/** Focuses a button just before `el`, so the next Tab goes to the first part of `el`. */
function focusBefore(el: Element): void {
  const before = document.createElement('button');
  before.textContent = 'Before';
  el.before(before);
  before.focus();
}

describe('<sk-input-group>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
  });

  describe('accessibility', () => {
    const variants: Record<string, string> = {
      'text addons': price,
      'a copy button': copy,
      'a search button': search,
      'a native input': weight,
      'right-to-left text': `<div dir="rtl" lang="ar">${price.replace('Price', 'السعر')}</div>`,
      'a required, invalid field': `<form>${price.replace('<sk-input ', '<sk-input required ')}</form>`,
      'a disabled field': copy.replace('readonly', 'disabled'),
      'small and large sizes': `<div>${price.replace('<sk-input ', '<sk-input size="small" ')}${search.replace('<sk-input ', '<sk-input size="large" ')}</div>`,
      ...Object.fromEntries(
        inputGroupLayouts.map((layout) => [
          `the ${layout} layout`,
          price.replace('<sk-input-group ', `<sk-input-group layout="${layout}" `),
        ]),
      ),
    };
    for (const [name, markup] of Object.entries(variants)) {
      it(`has no axe violations with ${name}`, async () => {
        const el = await fixture(markup);
        const form = el.closest('form') ?? el.querySelector('form');
        if (form) {
          form.requestSubmit();
          await settle();
        }
        await expectNoAxeViolations(el);
      });
    }

    it('has no axe violations while the field has focus, and while a button has', async () => {
      const el = await fixture(copy);
      await userEvent.click(textbox(el));
      await expectNoAxeViolations(el);
      await userEvent.tab();
      await expectNoAxeViolations(el);
    });

    it('names a Skerry field with its label followed by the attached text', async () => {
      const el = await fixture(price);
      const node = await accessibleNode(textbox(el));
      expect(node.role).toBe('textbox');
      expect(node.name).toBe('Price € EUR');
    });

    it('names a native input with its label and the attached unit', async () => {
      const el = await fixture(weight);
      expect((await accessibleNode(textbox(el))).name).toBe('Weight kg');
    });

    it('reads the hint as the field’s description, shown under the field by the field', async () => {
      const el = await fixture(price);
      expect((await accessibleNode(textbox(el))).description).toBe('Including VAT');
      expect(el.querySelector<SkInput>('sk-input')!.hint).toBe('Including VAT');
      expect(part(el, 'hint').hidden).toBe(true);
    });

    it('describes a native input with the hint, which the group shows under itself', async () => {
      const el = await fixture(weight);
      expect((await accessibleNode(textbox(el))).description).toBe(
        'Round to the nearest kilogram.',
      );
      expect(part(el, 'hint').hidden).toBe(false);
      expect(part(el, 'hint').textContent).toBe('Round to the nearest kilogram.');
    });

    it('shows the label once, above the group, and keeps the field’s own out of view', async () => {
      const el = await fixture(price);
      const shown = part(el, 'label');
      expect(shown.textContent!.trim()).toBe('Price');
      expect(shown.getAttribute('aria-hidden')).toBe('true');
      expect(shown.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        part(el, 'group').getBoundingClientRect().top,
      );
      const own = part(group(el).control!, 'label');
      expect(own.textContent!.trim()).toBe('Price € EUR');
      expect(own.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    });

    it('names an sk-password and an sk-search as it names an sk-input', async () => {
      const el = await fixture(
        `<form role="search"><sk-input-group label="Search"><sk-search name="q"></sk-search><sk-icon-button slot="end" type="submit" label="Search">${searchIcon}</sk-icon-button></sk-input-group><sk-input-group label="Code"><sk-password name="code"></sk-password><span slot="end">PIN</span></sk-input-group></form>`,
      );
      const [query, code] = [...el.querySelectorAll('sk-input-group')].map(textbox);
      expect((await accessibleNode(query!)).name).toBe('Search');
      expect((await accessibleNode(code!)).name).toBe('Code PIN');
      await expectNoAxeViolations(el);
    });

    it('keeps attached buttons out of the name, each named by its own label', async () => {
      const el = await fixture(`<div>${copy}${search}</div>`);
      await expect.element(page.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
      await expect.element(page.getByRole('button', { name: 'Search' })).toBeInTheDocument();
      const [link, query] = [...el.querySelectorAll('sk-input-group')].map(textbox);
      expect((await accessibleNode(link!)).name).toBe('Share link');
      expect((await accessibleNode(query!)).name).toBe('Search the site');
    });

    it('leaves attached text hidden with aria-hidden out of the name', async () => {
      const el = await fixture(
        '<sk-input-group label="Amount"><span slot="start" aria-hidden="true">€</span><sk-input></sk-input></sk-input-group>',
      );
      expect((await accessibleNode(textbox(el))).name).toBe('Amount');
    });

    it('takes the name of attached text from its aria-label', async () => {
      const el = await fixture(
        '<sk-input-group label="Amount"><span slot="start" aria-label="euros">€</span><sk-input></sk-input></sk-input-group>',
      );
      expect((await accessibleNode(textbox(el))).name).toBe('Amount euros');
    });

    it('adds no role of its own, so the field and buttons are met directly', async () => {
      const el = await fixture(copy);
      expect(el.getAttribute('role')).toBeNull();
      expect((await accessibleNode(el)).role).not.toBe('group');
    });

    it('marks a required field’s label with an asterisk, leaving "required" to the field', async () => {
      const el = await fixture(price.replace('<sk-input ', '<sk-input required '));
      expect(part(el, 'required-marker').closest('[aria-hidden="true"]')).not.toBeNull();
      const node = await accessibleNode(textbox(el));
      expect(node.name).toBe('Price € EUR');
      expect(node.properties.required).toBe(true);
      el.querySelector('sk-input')!.removeAttribute('required');
      await settle();
      expect(el.shadowRoot!.querySelector('[part~="required-marker"]')).toBeNull();
    });
  });

  describe('properties', () => {
    it('has documented defaults', async () => {
      const el = await fixture<SkInputGroup>(
        '<sk-input-group><input aria-label="x"></sk-input-group>',
      );
      expect(el.label).toBe('');
      expect(el.hint).toBe('');
      expect(el.layout).toBe('vertical');
      expect(el.control).toBe(el.querySelector('input'));
    });

    it('reflects layout, and falls back to vertical with one SK001 warning', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkInputGroup>(
        weight.replace('<sk-input-group ', '<sk-input-group layout="sideways" '),
      );
      expect(el.layout).toBe('vertical');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-input-group] SK001');
      el.layout = 'horizontal';
      await el.updateComplete;
      expect(el.getAttribute('layout')).toBe('horizontal');
      el.removeAttribute('layout');
      await el.updateComplete;
      expect(el.layout).toBe('vertical');
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('follows a changed label, and takes back the label it gave when it is removed', async () => {
      const el = await fixture<SkInputGroup>(price);
      el.label = 'Unit price';
      await settle();
      expect((await accessibleNode(textbox(el))).name).toBe('Unit price € EUR');
      expect(part(el, 'label').textContent!.trim()).toBe('Unit price');
      el.label = '';
      await settle();
      expect((el.control as SkInput).label).toBe('');
      expect(part(el, 'label').hidden).toBe(true);
    });

    it('gives a changed hint to the field, and keeps a hint the field has of its own', async () => {
      const el = await fixture<SkInputGroup>(
        `<div>${price}${price.replace('<sk-input ', '<sk-input hint="Its own hint." ')}</div>`,
      );
      const [given, own] = [...el.querySelectorAll('sk-input-group')] as SkInputGroup[];
      given!.hint = 'Without VAT';
      own!.hint = 'Without VAT';
      await settle();
      expect((given!.control as SkInput).hint).toBe('Without VAT');
      expect((own!.control as SkInput).hint).toBe('Its own hint.');
      given!.hint = '';
      await settle();
      expect((given!.control as SkInput).hint).toBe('');
    });

    it('takes back the label and hint it gave a control that leaves the group', async () => {
      const el = await fixture<SkInputGroup>(`<div>${weight}${price}</div>`);
      const [native, skerry] = [el.querySelector('input')!, el.querySelector<SkInput>('sk-input')!];
      expect(native.getAttribute('aria-label')).toBe('Weight kg');
      expect(native.getAttribute('aria-description')).toBe('Round to the nearest kilogram.');
      expect([skerry.label, skerry.hint]).toEqual(['Price € EUR', 'Including VAT']);
      document.body.append(native, skerry);
      await settle();
      expect(native.hasAttribute('aria-label')).toBe(false);
      expect(native.hasAttribute('aria-description')).toBe(false);
      expect([skerry.label, skerry.hint]).toEqual(['', '']);
      expect(group(el).control).toBeUndefined();
      native.remove();
      skerry.remove();
    });

    it('keeps a label the control has of its own, and shows it above the group', async () => {
      const el = await fixture<SkInputGroup>(
        '<sk-input-group label="Amount"><span slot="start">€</span><sk-input label="Price"></sk-input></sk-input-group>',
      );
      expect((el.control as SkInput).label).toBe('Price');
      expect((await accessibleNode(textbox(el))).name).toBe('Price');
      expect(part(el, 'label').textContent!.trim()).toBe('Price');
    });

    it('labels a field defined after the group, once it is defined', async () => {
      const el = await fixture<SkInputGroup>(
        '<sk-input-group label="Price" hint="Including VAT."><span slot="start">€</span><sk-test-late-input></sk-test-late-input></sk-input-group>',
      );
      const late = el.querySelector('sk-test-late-input')!;
      expect(late.hasAttribute('aria-label')).toBe(false);
      expect(late.hasAttribute('aria-description')).toBe(false);
      customElements.define('sk-test-late-input', class extends SkInput {});
      await settle();
      expect([(late as SkInput).label, (late as SkInput).hint]).toEqual([
        'Price €',
        'Including VAT.',
      ]);
      expect(late.hasAttribute('aria-label')).toBe(false);
      expect((await accessibleNode(textbox(el))).name).toBe('Price €');
    });

    it('keeps an aria-label a native control has of its own', async () => {
      const el = await fixture<SkInputGroup>(
        '<sk-input-group label="Weight"><input aria-label="Weight in kilograms"><span slot="end">kg</span></sk-input-group>',
      );
      expect(el.querySelector('input')!.getAttribute('aria-label')).toBe('Weight in kilograms');
    });
  });

  describe('events', () => {
    it('lets the field’s input and change events through, and fires none of its own', async () => {
      const el = await fixture(price);
      const heard: string[] = [];
      for (const type of ['input', 'change', 'focusin']) {
        el.addEventListener(type, (event) =>
          heard.push(`${type}:${(event.target as Element).localName}`),
        );
      }
      await userEvent.type(textbox(el), '5');
      textbox(el).blur();
      expect(heard).toEqual(['focusin:sk-input', 'input:sk-input', 'change:sk-input']);
    });

    it('lets an attached button’s click through to the page', async () => {
      const el = await fixture(copy);
      const onClick = vi.fn();
      el.addEventListener('click', onClick);
      await userEvent.click(el.querySelector('sk-button')!);
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });

  describe('slots', () => {
    it('shows start, control and end in that order, whatever the order of the markup', async () => {
      const el = await fixture(
        '<sk-input-group label="Price"><span slot="end">EUR</span><sk-input></sk-input><span slot="start">€</span></sk-input-group>',
      );
      const [end, input, start] = [...el.children].map((child) => child.getBoundingClientRect());
      expect(start!.left).toBeLessThan(input!.left);
      expect(input!.right).toBeLessThan(end!.right);
      expect((await accessibleNode(textbox(el))).name).toBe('Price € EUR');
    });

    it('puts the start part on the right in right-to-left text', async () => {
      const el = await fixture(`<div dir="rtl">${price}</div>`);
      const start = el.querySelector('[slot="start"]')!.getBoundingClientRect();
      const end = el.querySelector('[slot="end"]')!.getBoundingClientRect();
      const input = el.querySelector('sk-input')!.getBoundingClientRect();
      expect(start.left).toBeGreaterThan(input.left);
      expect(end.right).toBeLessThan(input.right);
    });

    it('follows parts added later, in the name and in the look', async () => {
      const el = await fixture<SkInputGroup>(
        '<sk-input-group label="Weight"><sk-input></sk-input></sk-input-group>',
      );
      const unit = document.createElement('span');
      unit.slot = 'end';
      unit.textContent = 'kg';
      el.append(unit);
      await settle();
      await expect.poll(async () => (await accessibleNode(textbox(el))).name).toBe('Weight kg');
      unit.textContent = 'g';
      await expect.poll(async () => (await accessibleNode(textbox(el))).name).toBe('Weight g');
      expect(getComputedStyle(box(el.control!)).borderTopRightRadius).toBe('0px');
    });
  });

  describe('keyboard', () => {
    it('reaches every part with Tab in visual order, and back with Shift+Tab', async () => {
      const el = await fixture(
        '<div><sk-input-group label="Code"><sk-button slot="end">Apply</sk-button><sk-input></sk-input><sk-button slot="start" variant="secondary">Scan</sk-button></sk-input-group></div>',
      );
      const [apply, input, scan] = [...el.querySelector('sk-input-group')!.children];
      focusBefore(el);
      await userEvent.tab();
      expect(document.activeElement).toBe(scan);
      await userEvent.tab();
      expect(document.activeElement).toBe(input);
      await userEvent.tab();
      expect(document.activeElement).toBe(apply);
      await userEvent.tab({ shift: true });
      expect(document.activeElement).toBe(input);
    });

    it('moves focus to the field when its label is clicked, and with focus()', async () => {
      const el = await fixture<SkInputGroup>(price);
      await userEvent.click(part(el, 'label'));
      expect(document.activeElement).toBe(el.control);
      expect(el.control!.shadowRoot!.activeElement).toBe(textbox(el));
      textbox(el).blur();
      el.focus();
      expect(el.control!.shadowRoot!.activeElement).toBe(textbox(el));
    });

    it('leaves Enter to the field, which submits its form', async () => {
      const form = await fixture<HTMLFormElement>(`<form>${price}</form>`);
      const onSubmit = vi.fn((event: Event) => event.preventDefault());
      form.addEventListener('submit', onSubmit);
      await userEvent.type(textbox(form), '12{Enter}');
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
  });

  describe('form', () => {
    it('adds nothing to the form data: the controls inside send their own', async () => {
      const form = await fixture<HTMLFormElement>(
        `<form>${price.replace('<sk-input ', '<sk-input value="12" ')}${weight.replace('<input ', '<input value="3" ')}</form>`,
      );
      expect([...new FormData(form)]).toEqual([
        ['price', '12'],
        ['weight', '3'],
      ]);
    });

    it('submits the form with an attached submit button, with the field’s value', async () => {
      const form = await fixture<HTMLFormElement>(`<form>${search}</form>`);
      let sent: [string, FormDataEntryValue][] = [];
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        sent = [...new FormData(form)];
      });
      await userEvent.type(textbox(form), 'tokens');
      await userEvent.click(form.querySelector('sk-icon-button')!);
      expect(sent).toEqual([['q', 'tokens']]);
    });
  });

  describe('parts and states', () => {
    it('rings the whole group while the field has focus, in place of the field’s own ring', async () => {
      const el = await fixture<SkInputGroup>(copy);
      expect(ring(el).outlineStyle).toBe('none');
      focusBefore(el);
      await userEvent.tab();
      expect(el.matches(':state(control-focus)')).toBe(true);
      const style = ring(el);
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineColor).toBe(resolved('color', 'var(--sk-color-focus-ring)'));
      const group = part(el, 'group').getBoundingClientRect();
      expect(parseFloat(style.inlineSize)).toBe(group.width);
      expect(getComputedStyle(box(el.control!)).outlineStyle).toBe('none');
    });

    it('shows only the button’s own ring while an attached button has focus', async () => {
      const el = await fixture<SkInputGroup>(copy);
      focusBefore(el);
      await userEvent.tab();
      await userEvent.tab();
      expect(el.matches(':state(control-focus)')).toBe(false);
      expect(ring(el).outlineStyle).toBe('none');
      const button = el.querySelector('sk-button')!;
      expect(getComputedStyle(part(button, 'base')).outlineStyle).toBe('solid');
      await userEvent.tab();
      expect(el.matches(':state(control-focus)')).toBe(false);
    });

    it('shows only the clear button’s ring while the field’s own clear button has focus', async () => {
      const el = await fixture<SkInputGroup>(
        price.replace('<sk-input ', '<sk-input clearable value="12" '),
      );
      focusBefore(el);
      await userEvent.tab();
      expect(el.matches(':state(control-focus)')).toBe(true);
      await userEvent.tab();
      expect(el.control!.shadowRoot!.activeElement?.getAttribute('part')).toBe('clear-button');
      expect(el.matches(':state(control-focus)')).toBe(false);
    });

    it('shows only the show-password button’s ring while it has focus', async () => {
      const el = await fixture<SkInputGroup>(
        '<sk-input-group label="Code"><sk-password value="1234"></sk-password><span slot="end">PIN</span></sk-input-group>',
      );
      focusBefore(el);
      await userEvent.tab();
      expect(el.matches(':state(control-focus)')).toBe(true);
      expect(getComputedStyle(box(el.control!)).outlineStyle).toBe('none');
      await userEvent.tab();
      expect(el.control!.shadowRoot!.activeElement?.localName).toBe('button');
      expect(el.matches(':state(control-focus)')).toBe(false);
    });

    it('keeps a field outside a group ringed by itself', async () => {
      const input = await fixture<SkInput>('<sk-input label="Alone"></sk-input>');
      focusBefore(input);
      await userEvent.tab();
      expect(getComputedStyle(box(input)).outlineStyle).toBe('solid');
    });

    it('joins the parts on one border line, rounding only the outer corners', async () => {
      const el = await fixture<SkInputGroup>(price);
      const [start, input, end] = [...el.children] as HTMLElement[];
      const thin = parseFloat(resolved('border-top-left-radius', 'var(--sk-border-width-thin)'));
      expect(start!.getBoundingClientRect().right - input!.getBoundingClientRect().left).toBe(thin);
      expect(input!.getBoundingClientRect().right - end!.getBoundingClientRect().left).toBe(thin);
      const radius = resolved('border-top-left-radius', 'var(--sk-radius-md)');
      const field = getComputedStyle(box(input!));
      expect([field.borderTopLeftRadius, field.borderTopRightRadius]).toEqual(['0px', '0px']);
      expect(getComputedStyle(start!).borderTopLeftRadius).toBe(radius);
      expect(getComputedStyle(start!).borderTopRightRadius).toBe('0px');
      expect(getComputedStyle(end!).borderBottomRightRadius).toBe(radius);
      expect(getComputedStyle(end!).borderBottomLeftRadius).toBe('0px');
    });

    it('squares an attached button’s inner corners, and mirrors them in right-to-left text', async () => {
      const el = await fixture(`<div>${copy}<div dir="rtl">${copy}</div></div>`);
      const radius = resolved('border-top-left-radius', 'var(--sk-radius-md)');
      const [ltr, rtl] = [...el.querySelectorAll('sk-input-group')].map((g) => ({
        field: getComputedStyle(box(g.querySelector('sk-input')!)),
        button: getComputedStyle(part(g.querySelector('sk-button')!, 'base')),
      }));
      expect([ltr!.field.borderTopLeftRadius, ltr!.field.borderTopRightRadius]).toEqual([
        radius,
        '0px',
      ]);
      expect([ltr!.button.borderTopLeftRadius, ltr!.button.borderTopRightRadius]).toEqual([
        '0px',
        radius,
      ]);
      expect([rtl!.field.borderTopLeftRadius, rtl!.field.borderTopRightRadius]).toEqual([
        '0px',
        radius,
      ]);
      expect([rtl!.button.borderTopLeftRadius, rtl!.button.borderTopRightRadius]).toEqual([
        radius,
        '0px',
      ]);
    });

    it('gives attached text the height of the field in each size', async () => {
      const el = await fixture(
        `<div>${['small', 'medium', 'large'].map((size) => price.replace('<sk-input ', `<sk-input size="${size}" `)).join('')}</div>`,
      );
      const heights = [...el.querySelectorAll('sk-input-group')].map((g) => {
        const field = box(g.querySelector('sk-input')!).getBoundingClientRect().height;
        const addon = g.querySelector('[slot="start"]')!.getBoundingClientRect().height;
        return [addon, field];
      });
      for (const [addon, field] of heights) expect(addon).toBe(field);
      expect(new Set(heights.map(([height]) => height)).size).toBe(3);
    });

    it('takes --sk-input-group-radius and the addon colours from custom properties', async () => {
      const el = await fixture<SkInputGroup>(
        price.replace(
          '<sk-input-group ',
          '<sk-input-group style="--sk-input-group-radius: 0px; --sk-input-group-addon-background: var(--sk-color-status-info-surface)" ',
        ),
      );
      const start = getComputedStyle(el.querySelector('[slot="start"]')!);
      expect(start.borderTopLeftRadius).toBe('0px');
      expect(getComputedStyle(box(el.control!)).borderTopRightRadius).toBe('0px');
      expect(start.backgroundColor).toBe(resolved('color', 'var(--sk-color-status-info-surface)'));
    });

    it('keeps the field’s error colour on the edges it shares with attached parts', async () => {
      const form = await fixture<HTMLFormElement>(
        `<form>${price.replace('<sk-input ', '<sk-input required ')}</form>`,
      );
      form.requestSubmit();
      await settle();
      const input = form.querySelector('sk-input')!;
      const start = form.querySelector<HTMLElement>('[slot="start"]')!;
      expect(input.matches(':state(user-invalid)')).toBe(true);
      // The field's border colour changes with a transition: wait for it to end.
      await expect
        .poll(() => getComputedStyle(box(input)).borderLeftColor)
        .toBe(resolved('color', 'var(--sk-color-status-danger)'));
      expect(Number(getComputedStyle(input).zIndex)).toBeGreaterThan(
        Number(getComputedStyle(start).zIndex) || 0,
      );
    });

    it('puts the label beside the group in the horizontal layout', async () => {
      const el = await fixture(
        price.replace('<sk-input-group ', '<sk-input-group layout="horizontal" '),
      );
      const label = part(el, 'label').getBoundingClientRect();
      expect(label.right).toBeLessThanOrEqual(part(el, 'group').getBoundingClientRect().left);
    });

    it('exposes the form-control, label, group and hint parts', async () => {
      const el = await fixture(weight);
      for (const name of ['form-control', 'label', 'group', 'hint']) {
        expect(el.shadowRoot!.querySelector(`[part~="${name}"]`)).not.toBeNull();
      }
    });

    it('keeps every border and the focus ring visible in forced colors', async () => {
      await commands.emulateForcedColors(true);
      const el = await fixture<SkInputGroup>(
        `<div><span style="color: CanvasText">probe</span>${weight}${price}</div>`,
      );
      const canvasText = getComputedStyle(el.querySelector('span')!).color;
      const [native, skerry] = [...el.querySelectorAll('sk-input-group')] as SkInputGroup[];
      for (const part of [
        native!.querySelector('input')!,
        native!.querySelector('[slot="end"]')!,
      ]) {
        const style = getComputedStyle(part);
        expect(style.borderTopStyle).toBe('solid');
        expect(style.borderTopColor).toBe(canvasText);
      }
      expect(getComputedStyle(box(skerry!.control!)).borderTopColor).toBe(canvasText);
      native!.focus();
      expect(native!.matches(':state(control-focus)')).toBe(true);
      const style = ring(native!);
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineColor).not.toBe(getComputedStyle(native!).backgroundColor);
    });
  });
});
