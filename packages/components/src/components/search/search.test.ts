import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { en } from '../../localization/translations/en.js';
import { accessibilityTree, accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { captureEvents, oneEvent } from '../../testing/events.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { type ConstraintCase, runFormControlSuite } from '../../testing/form-control-suite.js';
import { type SkSearch } from './search.js';
import './sk-search.js';
import { computedColor } from '../../testing/colors.js';

/** Types `value` into the field as a user would, then leaves it, which commits it (change). */
async function enter(control: HTMLElement, value: string): Promise<void> {
  const input = shadow<HTMLInputElement>(control, '#control');
  await userEvent.fill(input, value);
  input.blur();
  await settle();
}

const native = (el: Element): HTMLInputElement => shadow<HTMLInputElement>(el, '#control');
const box = (el: Element): HTMLElement => shadow(el, '.control');
const icon = (el: Element): SVGElement => shadow<SVGElement>(el, '[part~="icon"]');
const clearButton = (el: Element): HTMLButtonElement | null =>
  el.shadowRoot!.querySelector('[part~="clear-button"]');
/** The values (and labels) the native input's `list` offers, read through the input itself. */
const offered = (el: Element): string[] =>
  [...(native(el).list?.options ?? [])].map(({ value, label }) =>
    label && label !== value ? `${value}: ${label}` : value,
  );

/** The search landmarks in the page's accessibility tree, by name, as a screen reader lists them. */
async function searchLandmarks(): Promise<string[]> {
  return (await accessibilityTree())
    .filter((node) => node.role === 'search')
    .map((node) => node.name);
}

/*
 * How far a long value scrolls in `input`: the text's width less the room the field gives it,
 * which a browser cancel button, where shown, takes a share of.
 */
function scrollRange(input: HTMLInputElement): number {
  input.scrollLeft = 1e6;
  const range = input.scrollLeft;
  input.scrollLeft = 0;
  return range;
}

/* The constraints a search term can be given, worded in English and one other language. */
const constraints: ConstraintCase[] = [
  {
    attributes: 'minlength="3"',
    value: 'ab',
    flag: 'tooShort',
    messages: {
      en: 'Please use at least 3 characters (you are currently using 2).',
      sv: 'Använd minst 3 tecken (du använder nu 2).',
    },
  },
  {
    attributes: 'pattern="[A-Z]{2}[0-9]+"',
    value: 'order 12',
    flag: 'patternMismatch',
    messages: { en: 'Please match the requested format.', fi: 'Noudata pyydettyä muotoa.' },
  },
];

/** A token's colour as the browser computes it. */
const tokenColor = (token: string): string => computedColor(`var(${token})`);

describe('<sk-search>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
    await commands.emulateReducedMotion(false);
  });

  describe('accessibility', () => {
    it('has no axe violations empty, with a value and suggestions, and in every size', async () => {
      const wrapper = await fixture(
        `<div>
          <sk-search label="Search the site" hint="Pages, components and tokens."></sk-search>
          <sk-search label="Search orders" value="Oslo" size="small" landmark="none"></sk-search>
          <sk-search label="Search people" value="Ada" size="large" landmark="none"><datalist><option value="Ada Lovelace"></option></datalist></sk-search>
        </div>`,
      );
      await expectNoAxeViolations(wrapper);
    });

    it('has no axe violations inside an author’s search landmark, and in a form', async () => {
      const wrapper = await fixture(
        `<div>
          <search><sk-search label="Search the help"></sk-search></search>
          <form role="search" aria-label="Products"><sk-search label="Search products" name="q"></sk-search><button>Search</button></form>
        </div>`,
      );
      await expectNoAxeViolations(wrapper);
    });

    it('has no axe violations when readonly, disabled, showing its error, and corrected', async () => {
      const form = await fixture<HTMLFormElement>(
        `<form>
          <sk-search label="Order number" name="q" required minlength="3" landmark="none"></sk-search>
          <sk-search label="Archived" disabled value="2019" landmark="none"></sk-search>
          <sk-search label="Saved search" readonly value="harbour" landmark="none"></sk-search>
        </form>`,
      );
      form.requestSubmit();
      await settle();
      await expectNoAxeViolations(form);
      const field = form.querySelector('sk-search')!;
      await enter(field, 'AB123');
      expect(field.matches(':state(user-valid)')).toBe(true);
      await expectNoAxeViolations(form);
    });

    it('is a search box named by its label, on a native type="search" input', async () => {
      const el = await fixture(
        '<sk-search label="Search the site" placeholder="Pages"></sk-search>',
      );
      const node = await accessibleNode(native(el));
      expect(node.role).toBe('searchbox');
      expect(node.name).toBe('Search the site');
      expect(native(el).type).toBe('search');
      await expect
        .element(page.getByRole('searchbox', { name: 'Search the site' }))
        .toBeInTheDocument();
    });

    it('is a search landmark named by its label when it stands alone', async () => {
      await fixture('<div><sk-search label="Search the site"></sk-search></div>');
      expect(await searchLandmarks()).toEqual(['Search the site']);
    });

    it('names its landmark by a slotted label too', async () => {
      await fixture('<sk-search><span slot="label">Search <b>recipes</b></span></sk-search>');
      expect(await searchLandmarks()).toEqual(['Search recipes']);
    });

    it('adds no second landmark inside <search> or form[role=search], even past a shadow root', async () => {
      const wrapper = await fixture(
        `<div>
          <search aria-label="Help"><sk-search label="Search the help"></sk-search></search>
          <form role="search" aria-label="Products"><sk-search label="Search products"></sk-search></form>
          <search aria-label="Shop"><div id="host"></div></search>
        </div>`,
      );
      // A field inside another component's shadow root, which sits in a landmark.
      const root = wrapper.querySelector('#host')!.attachShadow({ mode: 'open' });
      root.innerHTML = '<sk-search label="Search the shop"></sk-search>';
      await settle(root);
      expect(await searchLandmarks()).toEqual(['Help', 'Products', 'Shop']);
    });

    it('is no landmark with landmark="none", and one again with auto', async () => {
      const el = await fixture<SkSearch>(
        '<sk-search label="Filter the table" landmark="none"></sk-search>',
      );
      expect(await searchLandmarks()).toEqual([]);
      el.landmark = 'auto';
      await settle();
      expect(await searchLandmarks()).toEqual(['Filter the table']);
    });

    it('names its one clear button in the language of its nearest lang', async () => {
      await fixture(
        `<div>
          <sk-search label="Search" value="Oslo" landmark="none"></sk-search>
          <sk-search lang="fi" label="Haku" value="Oulu" landmark="none"></sk-search>
          <sk-search lang="ar" dir="rtl" label="بحث" value="عمان" landmark="none"></sk-search>
        </div>`,
      );
      for (const name of [en.clearEntry, 'Tyhjennä kenttä', 'مسح الإدخال']) {
        await expect.element(page.getByRole('button', { name })).toBeInTheDocument();
      }
      expect(page.getByRole('button').all()).toHaveLength(3);
    });

    it('tells assistive technology that it offers suggestions', async () => {
      const el = await fixture<SkSearch>('<sk-search label="City"></sk-search>');
      expect((await accessibleNode(native(el))).properties.autocomplete).toBeUndefined();
      el.suggestions = ['Oslo', 'Bergen'];
      await settle();
      const node = await accessibleNode(native(el));
      expect(node.role).toBe('searchbox');
      expect(node.properties.autocomplete).toBe('list');
    });

    it('hides the magnifier from assistive technology', async () => {
      const el = await fixture('<sk-search label="Search"></sk-search>');
      expect(icon(el).getAttribute('aria-hidden')).toBe('true');
    });
  });

  describe('properties', () => {
    it('has documented defaults, and writes no attribute for them', async () => {
      const el = await fixture<SkSearch>('<sk-search label="Search"></sk-search>');
      expect(el.type).toBe('text');
      expect(el.landmark).toBe('auto');
      expect(el.suggestions).toEqual([]);
      for (const name of ['type', 'clearable', 'landmark']) {
        expect(el.hasAttribute(name), name).toBe(false);
      }
      expect(native(el).type).toBe('search');
      expect(native(el).hasAttribute('list')).toBe(false);
    });

    it('always offers its clear button while it has a value, whatever clearable says', async () => {
      const el = await fixture<SkSearch>('<sk-search label="Search"></sk-search>');
      expect(clearButton(el)).toBeNull();
      el.value = 'harbour';
      await settle();
      expect(clearButton(el)).not.toBeNull();
      el.clearable = false;
      await settle();
      expect(clearButton(el)).not.toBeNull();
      el.value = '';
      await settle();
      expect(clearButton(el)).toBeNull();
    });

    it('falls back to type="text" and landmark="auto" with one SK001 each; removing is silent', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const wrapper = await fixture(
        '<div><sk-search label="A" type="email"></sk-search><sk-search label="B" landmark="never"></sk-search></div>',
      );
      const [typed, marked] = wrapper.querySelectorAll('sk-search');
      expect(typed!.type).toBe('text');
      expect(native(typed!).type).toBe('search');
      expect(marked!.landmark).toBe('auto');
      expect(warn.mock.calls.map((call) => String(call[0]).slice(0, 17))).toEqual([
        '[sk-search] SK001',
        '[sk-search] SK001',
      ]);
      // An email-shaped check would fail this; a search term has no format.
      await enter(typed!, 'not an address');
      expect(typed!.validity.valid).toBe(true);
      marked!.setAttribute('landmark', 'none');
      await settle();
      expect(marked!.landmark).toBe('none');
      marked!.removeAttribute('landmark');
      await settle();
      expect(marked!.landmark).toBe('auto');
      expect(warn).toHaveBeenCalledTimes(2);
    });

    it('offers its suggestions through a working native list', async () => {
      const el = await fixture<SkSearch>('<sk-search label="City"></sk-search>');
      el.suggestions = ['Oslo', 'Bergen'];
      await settle();
      // The list resolves only when the datalist is in the input's own tree.
      expect(native(el).list).not.toBeNull();
      expect(offered(el)).toEqual(['Oslo', 'Bergen']);
      el.suggestions = [];
      await settle();
      expect(native(el).hasAttribute('list')).toBe(false);
      expect(native(el).list).toBeNull();
    });

    it('gives the browser its placeholder, autocomplete and keyboard hints', async () => {
      const el = await fixture(
        '<sk-search label="Search" placeholder="Pages and components" autocomplete="off" enterkeyhint="search" spellcheck="false"></sk-search>',
      );
      const input = native(el);
      expect(input.placeholder).toBe('Pages and components');
      expect(input.autocomplete).toBe('off');
      expect(input.enterKeyHint).toBe('search');
      expect(input.spellcheck).toBe(false);
    });
  });

  describe('events', () => {
    it('fires sk-search with the query on Enter, bubbling out of shadow roots', async () => {
      const el = await fixture<SkSearch>('<sk-search label="Search"></sk-search>');
      native(el).focus();
      await userEvent.keyboard('harbour');
      const heard = oneEvent(document, 'sk-search');
      await userEvent.keyboard('{Enter}');
      const event = await heard;
      expect(event.target).toBe(el);
      expect(event.detail).toEqual({ query: 'harbour' });
      expect([event.bubbles, event.composed, event.cancelable]).toEqual([true, true, true]);
    });

    it('fires sk-search before its form’s submit, and input while typing', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-search label="Search" name="q"></sk-search></form>',
      );
      form.addEventListener('submit', (event) => event.preventDefault());
      const log = captureEvents(form, ['input', 'sk-search', 'submit']);
      native(form.querySelector('sk-search')!).focus();
      await userEvent.keyboard('ab{Enter}');
      log.stop();
      expect(log.types()).toEqual(['input', 'input', 'sk-search', 'submit']);
    });

    it('clears with the clear button: sk-clear, input, change, and focus back in the field', async () => {
      const el = await fixture<SkSearch>('<sk-search label="Search" value="harbour"></sk-search>');
      const log = captureEvents(document, ['sk-clear', 'input', 'change']);
      await userEvent.click(clearButton(el)!);
      await settle();
      log.stop();
      expect(log.types()).toEqual(['sk-clear', 'input', 'change']);
      expect(log.events.every((event) => event.target === el)).toBe(true);
      expect(el.value).toBe('');
      expect(el.shadowRoot!.activeElement).toBe(native(el));
      expect(clearButton(el)).toBeNull();
    });

    it('clears with Escape: the same sk-clear, input and change', async () => {
      const el = await fixture<SkSearch>('<sk-search label="Search" value="harbour"></sk-search>');
      native(el).focus();
      const log = captureEvents(document, ['sk-clear', 'input', 'change']);
      await userEvent.keyboard('{Escape}');
      await settle();
      log.stop();
      expect(log.types()).toEqual(['sk-clear', 'input', 'change']);
      expect(el.value).toBe('');
      expect(native(el).value).toBe('');
    });

    it('keeps the value when sk-clear is refused, from Escape or the button', async () => {
      const el = await fixture<SkSearch>('<sk-search label="Search" value="harbour"></sk-search>');
      el.addEventListener('sk-clear', (event) => event.preventDefault());
      const onChange = vi.fn();
      el.addEventListener('change', onChange);
      native(el).focus();
      await userEvent.keyboard('{Escape}');
      await userEvent.click(clearButton(el)!);
      await settle();
      expect(el.value).toBe('harbour');
      // The browser's own Escape clearing of a search field is held back too.
      expect(native(el).value).toBe('harbour');
      expect(onChange).not.toHaveBeenCalled();
    });
  });

  describe('slots', () => {
    it('offers the options of a slotted <datalist>, labels included, through the native list', async () => {
      const el = await fixture(
        `<sk-search label="City">
          <datalist>
            <option value="Oslo"></option>
            <option value="Bergen">Bergen, on the west coast</option>
            <option value="Tromsø" disabled></option>
          </datalist>
        </sk-search>`,
      );
      expect(native(el).getAttribute('list')).toBe('suggestions');
      expect(offered(el)).toEqual(['Oslo', 'Bergen: Bergen, on the west coast']);
      // The slotted datalist itself is not shown.
      expect(el.querySelector('datalist')!.assignedSlot?.hidden).toBe(true);
    });

    it('follows the options as the page changes them, and the datalist’s removal', async () => {
      const el = await fixture<SkSearch>(
        '<sk-search label="City"><datalist><option value="Oslo"></option></datalist></sk-search>',
      );
      el.suggestions = ['Trondheim'];
      const datalist = el.querySelector('datalist')!;
      datalist.append(new Option('', 'Bergen'));
      await expect.poll(() => offered(el)).toEqual(['Trondheim', 'Oslo', 'Bergen']);
      datalist.querySelector('option')!.value = 'Stavanger';
      await expect.poll(() => offered(el)).toEqual(['Trondheim', 'Stavanger', 'Bergen']);
      datalist.remove();
      el.suggestions = [];
      await expect.poll(() => native(el).hasAttribute('list')).toBe(false);
    });

    it('puts the cursor in the field when the magnifier is clicked', async () => {
      const el = await fixture('<sk-search label="Search"></sk-search>');
      await userEvent.click(icon(el));
      expect(el.shadowRoot!.activeElement).toBe(native(el));
    });

    it('puts the magnifier and the start slot before the text, mirrored in RTL', async () => {
      const el = await fixture(
        '<sk-search label="Search"><span slot="start">in Orders</span></sk-search>',
      );
      const rect = (node: Element): DOMRect => node.getBoundingClientRect();
      const start = el.querySelector('[slot="start"]')!;
      expect(rect(icon(el)).right).toBeLessThanOrEqual(rect(start).left);
      expect(rect(start).right).toBeLessThanOrEqual(rect(native(el)).left);
      el.setAttribute('dir', 'rtl');
      await settle();
      expect(rect(icon(el)).left).toBeGreaterThanOrEqual(rect(start).right);
      expect(rect(start).left).toBeGreaterThanOrEqual(rect(native(el)).right);
    });
  });

  describe('keyboard', () => {
    it('is one tab stop while empty; with a value, Tab reaches the clear button', async () => {
      const wrapper = await fixture(
        '<div><button>Before</button><sk-search label="Search"></sk-search><button>After</button></div>',
      );
      const el = wrapper.querySelector('sk-search')!;
      wrapper.querySelector('button')!.focus();
      await userEvent.tab();
      expect(el.shadowRoot!.activeElement).toBe(native(el));
      await userEvent.keyboard('harbour');
      await settle();
      await userEvent.tab();
      expect(el.shadowRoot!.activeElement).toBe(clearButton(el));
      await userEvent.keyboard('{Enter}');
      await settle();
      expect(el.value).toBe('');
      expect(el.shadowRoot!.activeElement).toBe(native(el));
      await userEvent.tab();
      expect(document.activeElement).toBe(wrapper.querySelector('button:last-child'));
    });

    it('stops an Escape that clears, so a modal around it stays open; the next one closes it', async () => {
      const dialog = await fixture<HTMLDialogElement>(
        '<dialog><sk-search label="Search" value="harbour"></sk-search></dialog>',
      );
      const el = dialog.querySelector('sk-search')!;
      const heard = vi.fn();
      document.addEventListener('keydown', heard);
      try {
        dialog.showModal();
        native(el).focus();
        await userEvent.keyboard('{Escape}');
        await settle();
        expect(el.value).toBe('');
        expect(heard).not.toHaveBeenCalled();
        expect(dialog.open).toBe(true);
        // Empty now: Escape is the page's, and closes the dialog.
        await userEvent.keyboard('{Escape}');
        expect(heard).toHaveBeenCalledTimes(1);
        expect((heard.mock.calls[0]![0] as KeyboardEvent).defaultPrevented).toBe(false);
        await expect.poll(() => dialog.open).toBe(false);
      } finally {
        document.removeEventListener('keydown', heard);
      }
    });

    it('leaves Escape to the page in a readonly field, and keeps its value', async () => {
      const el = await fixture<SkSearch>(
        '<sk-search label="Saved search" readonly value="harbour"></sk-search>',
      );
      const onClear = vi.fn();
      el.addEventListener('sk-clear', onClear);
      const heard = oneEvent(document, 'keydown');
      native(el).focus();
      await userEvent.keyboard('{Escape}');
      expect((await heard).key).toBe('Escape');
      expect(el.value).toBe('harbour');
      expect(onClear).not.toHaveBeenCalled();
    });

    it('submits its form on Enter, with the query in the data', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-search label="Search" name="q"></sk-search></form>',
      );
      const sent: [string, FormDataEntryValue][][] = [];
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        sent.push([...new FormData(form)]);
      });
      native(form.querySelector('sk-search')!).focus();
      await userEvent.keyboard('harbour{Enter}');
      expect(sent).toEqual([[['q', 'harbour']]]);
    });

    it('does not submit its form when sk-search is refused', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-search label="Search" name="q"></sk-search><button>Search</button></form>',
      );
      const onSubmit = vi.fn((event: Event) => event.preventDefault());
      form.addEventListener('submit', onSubmit);
      const el = form.querySelector('sk-search')!;
      el.addEventListener('sk-search', (event) => event.preventDefault());
      native(el).focus();
      await userEvent.keyboard('harbour{Enter}');
      await settle();
      expect(onSubmit).not.toHaveBeenCalled();
      // The form's own button still submits: only the Enter request was refused.
      await userEvent.click(form.querySelector('button')!);
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });

    it('neither searches nor submits on an Enter that ends a composition (IME)', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-search label="Search" name="q" value="東京"></sk-search></form>',
      );
      const onSubmit = vi.fn((event: Event) => event.preventDefault());
      const onSearch = vi.fn();
      form.addEventListener('submit', onSubmit);
      form.addEventListener('sk-search', onSearch);
      native(form.querySelector('sk-search')!).dispatchEvent(
        new KeyboardEvent('keydown', {
          key: 'Enter',
          isComposing: true,
          bubbles: true,
          composed: true,
          cancelable: true,
        }),
      );
      await settle();
      expect(onSearch).not.toHaveBeenCalled();
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('form', () => {
    runFormControlSuite({
      tag: 'sk-search',
      content: '',
      field: { role: 'searchbox' },
      submitsOnEnter: true,
      value: { enter },
      required: { message: en.valueMissing },
      constraints,
    });

    it('sends an emptied field as an empty query, and restores the value attribute on reset', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-search label="Search" name="q" value="harbour"></sk-search></form>',
      );
      const el = form.querySelector('sk-search')!;
      native(el).focus();
      await userEvent.keyboard('{Escape}');
      await settle();
      expect([...new FormData(form)]).toEqual([['q', '']]);
      form.reset();
      await settle();
      expect([...new FormData(form)]).toEqual([['q', 'harbour']]);
      expect(native(el).value).toBe('harbour');
    });
  });

  describe('parts and states', () => {
    it('exposes its icon, control and clear-button parts, and the field’s', async () => {
      // The hint's box is rendered only with a hint.
      const el = await fixture(
        '<sk-search label="Search" hint="A street or a place." value="harbour"></sk-search>',
      );
      for (const part of ['icon', 'control', 'clear-button', 'start', 'end', 'label', 'hint']) {
        expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).not.toBeNull();
      }
      expect(shadow(el, '[part~="control"]').localName).toBe('input');
    });

    it('hides the browser’s own cancel button, so the field has one clear button', async () => {
      const long = 'harbour '.repeat(20);
      const wrapper = await fixture(
        `<div><input type="search" value="${long}" style="inline-size: 12rem"><sk-search label="Search" value="${long}"></sk-search></div>`,
      );
      const plain = wrapper.querySelector('input')!;
      const input = native(wrapper.querySelector('sk-search')!);
      // Without the rule, the cancel button takes room from the text, as in a plain field.
      const plainRange = scrollRange(plain);
      plain.type = 'text';
      expect(scrollRange(plain)).toBeLessThan(plainRange);
      const range = scrollRange(input);
      input.type = 'text';
      expect(scrollRange(input)).toBe(range);
      input.type = 'search';
      expect(
        wrapper.querySelector('sk-search')!.shadowRoot!.querySelectorAll('button'),
      ).toHaveLength(1);
    });

    it('takes its colours and radius from sk-input’s custom properties', async () => {
      const el = await fixture(
        '<sk-search label="Search" style="--sk-input-background: var(--sk-color-surface-subtle); --sk-input-radius: var(--sk-radius-full)"></sk-search>',
      );
      const probe = document.createElement('div');
      probe.style.cssText =
        'background: var(--sk-color-surface-subtle); border-radius: var(--sk-radius-full)';
      document.body.append(probe);
      const style = getComputedStyle(box(el));
      expect(style.backgroundColor).toBe(getComputedStyle(probe).backgroundColor);
      expect(style.borderTopLeftRadius).toBe(getComputedStyle(probe).borderTopLeftRadius);
      probe.remove();
    });

    it('shows the error border once user-invalid, and the success border once corrected', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-search label="Search" required></sk-search></form>',
      );
      const el = form.querySelector('sk-search')!;
      const border = (): string => getComputedStyle(box(el)).borderTopColor;
      form.requestSubmit();
      await settle();
      expect(el.matches(':state(user-invalid)')).toBe(true);
      await expect.poll(border).toBe(tokenColor('--sk-color-status-danger'));
      await enter(el, 'harbour');
      expect(el.matches(':state(user-valid)')).toBe(true);
      await expect.poll(border).toBe(tokenColor('--sk-color-status-success'));
    });

    it('draws the magnifier in the subtle text colour, and as the text when disabled', async () => {
      const wrapper = await fixture(
        '<div><sk-search label="A"></sk-search><sk-search label="B" disabled landmark="none"></sk-search></div>',
      );
      const [enabled, disabled] = wrapper.querySelectorAll('sk-search');
      expect(getComputedStyle(icon(enabled!)).stroke).toBe(tokenColor('--sk-color-text-subtle'));
      expect(disabled!.matches(':state(disabled)')).toBe(true);
      expect(getComputedStyle(icon(disabled!)).stroke).toBe(getComputedStyle(box(disabled!)).color);
    });

    it('keeps its border, text, magnifier and focus ring visible in forced colors', async () => {
      const wrapper = await fixture(
        `<div>
          <sk-search label="Search" value="harbour"></sk-search>
          <sk-search label="Off" disabled landmark="none"></sk-search>
          <span style="color: CanvasText">probe</span><span style="color: GrayText">probe</span>
        </div>`,
      );
      await commands.emulateForcedColors(true);
      const [el, disabled] = wrapper.querySelectorAll('sk-search');
      const [canvasText, grayText] = [...wrapper.querySelectorAll('span')].map(
        (span) => getComputedStyle(span).color,
      );
      expect(getComputedStyle(box(el!)).borderTopColor).toBe(canvasText);
      expect(getComputedStyle(native(el!)).color).toBe(canvasText);
      expect(getComputedStyle(icon(el!)).stroke).toBe(canvasText);
      expect(getComputedStyle(box(disabled!)).borderTopColor).toBe(grayText);
      expect(getComputedStyle(icon(disabled!)).stroke).toBe(grayText);
      await userEvent.click(native(el!));
      const style = getComputedStyle(box(el!));
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineColor).not.toBe(style.backgroundColor);
    });

    it('changes its border colour at once under reduced motion', async () => {
      const el = await fixture('<sk-search label="Search"></sk-search>');
      expect(parseFloat(getComputedStyle(box(el)).transitionDuration)).toBeGreaterThan(0);
      await commands.emulateReducedMotion(true);
      expect(getComputedStyle(box(el)).transitionDuration).toBe('0s');
    });
  });
});
