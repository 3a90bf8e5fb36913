import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { bundledLocales } from '../../localization/bundled.js';
import { accessibilityTree, accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { computedColor } from '../../testing/colors.js';
import { captureEvents } from '../../testing/events.js';
import { fixture, shadow } from '../../testing/fixture.js';
import { type SkDivider } from './divider.js';
import { dividerOrientations } from './divider.types.js';
import './sk-divider.js';

const part = (el: Element, name: string): HTMLElement => shadow(el, `[part~="${name}"]`);
const box = (el: Element, name?: string): DOMRect =>
  (name ? part(el, name) : el).getBoundingClientRect();
const lines = (el: Element): HTMLElement[] => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="line"]'),
];
const labelShown = (el: Element): boolean => part(el, 'label').checkVisibility();

/** What a screen reader meets for the divider: its role, name and orientation. */
async function heard(el: Element): Promise<[string, string, unknown]> {
  const node = await accessibleNode(el);
  return [node.role, node.name, node.properties.orientation];
}

/** Every divider shape in one row of content, as a page would hold them. */
const shapes = (orientation: string, attributes = ''): string => `
  <div style="display: flex; flex-direction: ${orientation === 'vertical' ? 'row' : 'column'}; align-items: center; block-size: 6rem">
    <p>Sign in with a passkey</p>
    <sk-divider orientation="${orientation}" ${attributes}></sk-divider>
    <p>Sign in with email</p>
    <sk-divider orientation="${orientation}" ${attributes}>or</sk-divider>
    <p>Create an account</p>
  </div>`;

describe('<sk-divider>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
  });

  describe('accessibility', () => {
    for (const orientation of dividerOrientations) {
      for (const decorative of [false, true]) {
        const attributes = decorative ? 'decorative' : '';
        it(`has no axe violations ${orientation}${decorative ? ', decorative' : ''}, plain and labelled`, async () => {
          const el = await fixture(shapes(orientation, attributes));
          await expectNoAxeViolations(el);
        });
      }
    }

    it('has no axe violations in right-to-left Arabic text', async () => {
      const el = await fixture(
        `<div lang="ar" dir="rtl">${shapes('horizontal').replaceAll('>or<', '>أو<')}</div>`,
      );
      await expectNoAxeViolations(el);
    });

    it('is itself a separator, with its orientation, through its internals only', async () => {
      const wrapper = await fixture(
        '<div><sk-divider></sk-divider><sk-divider orientation="vertical"></sk-divider></div>',
      );
      const [horizontal, vertical] = wrapper.querySelectorAll('sk-divider');
      expect(await heard(horizontal!)).toEqual(['separator', '', 'horizontal']);
      expect(await heard(vertical!)).toEqual(['separator', '', 'vertical']);
      // The author's markup gains no attributes: the role lives on ElementInternals.
      for (const attribute of ['role', 'aria-orientation', 'aria-label']) {
        expect(horizontal!.hasAttribute(attribute), attribute).toBe(false);
        expect(vertical!.hasAttribute(attribute), attribute).toBe(false);
      }
    });

    it('follows a change of orientation', async () => {
      const el = await fixture<SkDivider>('<sk-divider></sk-divider>');
      el.orientation = 'vertical';
      await el.updateComplete;
      expect(await heard(el)).toEqual(['separator', '', 'vertical']);
      el.removeAttribute('orientation');
      await el.updateComplete;
      expect(await heard(el)).toEqual(['separator', '', 'horizontal']);
    });

    it('is named by its label, which is read once, as the name', async () => {
      await fixture('<div><p>Passkey</p><sk-divider>  or\n  <b>else</b> </sk-divider></div>');
      const tree = await accessibilityTree();
      const separators = tree.filter((node) => node.role === 'separator');
      expect(separators.map((node) => node.name)).toEqual(['or else']);
      // Not again as text inside the separator.
      expect(tree.filter((node) => /\bor\b/.test(node.name))).toHaveLength(1);
    });

    it('is renamed when its label changes, even without a new node', async () => {
      const el = await fixture<SkDivider>('<sk-divider>or</sk-divider>');
      (el.firstChild as Text).data = 'and';
      await expect.poll(async () => (await heard(el))[1]).toBe('and');
      el.append(' then');
      await expect.poll(async () => (await heard(el))[1]).toBe('and then');
      el.replaceChildren();
      await expect.poll(async () => (await heard(el))[1]).toBe('');
    });

    it('picks up a label changed while it was out of the document', async () => {
      const wrapper = await fixture('<div><sk-divider>or</sk-divider></div>');
      const el = wrapper.querySelector<SkDivider>('sk-divider')!;
      el.remove();
      el.textContent = 'and';
      wrapper.append(el);
      await expect.poll(async () => (await heard(el))[1]).toBe('and');
      el.remove();
      el.replaceChildren();
      wrapper.append(el);
      await expect.poll(() => lines(el).length).toBe(1);
    });

    it('ignores comments and content given to another slot when it names itself', async () => {
      const el = await fixture<SkDivider>(
        '<sk-divider><!--?lit$123$--><span slot="other">Hidden</span> or </sk-divider>',
      );
      expect(await heard(el)).toEqual(['separator', 'or', 'horizontal']);
    });

    it('keeps a name the author gives it with aria-label', async () => {
      const el = await fixture<SkDivider>('<sk-divider aria-label="Older messages">↓</sk-divider>');
      expect((await heard(el))[1]).toBe('Older messages');
    });

    it('is hidden from assistive technology when decorative, its label read as plain text', async () => {
      await fixture('<div><p>Passkey</p><sk-divider decorative>or</sk-divider></div>');
      const el = document.querySelector<SkDivider>('sk-divider')!;
      const node = await accessibleNode(el);
      expect([node.role, node.name, node.properties.orientation]).toEqual(['none', '', undefined]);
      const tree = await accessibilityTree();
      expect(tree.filter((n) => n.role === 'separator')).toEqual([]);
      expect(tree).toContainEqual({ role: 'StaticText', name: 'or', description: '' });
    });

    it('becomes a separator again when decorative is removed', async () => {
      const el = await fixture<SkDivider>('<sk-divider decorative>or</sk-divider>');
      el.decorative = false;
      await el.updateComplete;
      expect(await heard(el)).toEqual(['separator', 'or', 'horizontal']);
      const tree = await accessibilityTree();
      expect(tree.filter((n) => n.name === 'or').map((n) => n.role)).toEqual(['separator']);
    });

    for (const locale of bundledLocales) {
      it(`says nothing of its own in ${locale}: an unlabelled line has no name`, async () => {
        const wrapper = await fixture(
          `<div lang="${locale}"><sk-divider></sk-divider><sk-divider>·</sk-divider></div>`,
        );
        const [plain, labelled] = wrapper.querySelectorAll('sk-divider');
        expect((await heard(plain!))[1]).toBe('');
        expect(plain!.shadowRoot!.textContent!.trim()).toBe('');
        expect((await heard(labelled!))[1]).toBe('·');
      });
    }
  });

  describe('properties', () => {
    it('has documented defaults, and writes no attribute for them', async () => {
      const el = await fixture<SkDivider>('<sk-divider></sk-divider>');
      expect([el.orientation, el.decorative]).toEqual(['horizontal', false]);
      expect(el.hasAttribute('orientation')).toBe(false);
      expect(el.hasAttribute('decorative')).toBe(false);
    });

    it('reflects orientation and decorative to attributes, and reads them back', async () => {
      const el = await fixture<SkDivider>('<sk-divider></sk-divider>');
      el.orientation = 'vertical';
      el.decorative = true;
      await el.updateComplete;
      expect(el.getAttribute('orientation')).toBe('vertical');
      expect(el.hasAttribute('decorative')).toBe(true);
      el.setAttribute('orientation', 'horizontal');
      el.removeAttribute('decorative');
      await el.updateComplete;
      expect([el.orientation, el.decorative]).toEqual(['horizontal', false]);
    });

    it('falls back to orientation="horizontal" with one SK001 warning for an invalid value', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkDivider>('<sk-divider orientation="diagonal"></sk-divider>');
      expect(el.orientation).toBe('horizontal');
      expect(await heard(el)).toEqual(['separator', '', 'horizontal']);
      // Drawn as a horizontal line: wider than high.
      expect(box(el, 'line').width).toBeGreaterThan(box(el, 'line').height);
      expect(warn).toHaveBeenCalledTimes(1);
      const message = String(warn.mock.calls[0]?.[0]);
      expect(message).toContain('[sk-divider] SK001');
      expect(message).toContain('orientation="diagonal"');
      expect(message).toContain(dividerOrientations.join(', '));
      expect(message).toContain('https://skerry.design/core-components/divider/api/');
      el.setAttribute('orientation', 'sideways');
      await el.updateComplete;
      expect(el.orientation).toBe('horizontal');
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('restores the default silently when orientation is removed', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkDivider>('<sk-divider orientation="vertical"></sk-divider>');
      expect(el.orientation).toBe('vertical');
      el.removeAttribute('orientation');
      await el.updateComplete;
      expect(el.orientation).toBe('horizontal');
      expect(box(el).width).toBe(el.parentElement!.getBoundingClientRect().width);
      expect(warn).not.toHaveBeenCalled();
    });

    it('draws a horizontal line across its container, a thin border from the tokens', async () => {
      const wrapper = await fixture(
        '<div style="inline-size: 300px"><p>A</p><sk-divider></sk-divider><p>B</p></div>',
      );
      const el = wrapper.querySelector('sk-divider')!;
      expect(box(el).width).toBe(300);
      expect(lines(el)).toHaveLength(1);
      expect(box(el, 'line').width).toBe(300);
      expect(box(el, 'line').height).toBe(1);
      const line = getComputedStyle(part(el, 'line'));
      expect(line.borderTopStyle).toBe('solid');
      expect(line.borderTopColor).toBe(computedColor('var(--sk-color-border)'));
      // Spaced from the content above and below by --sk-space-4.
      const style = getComputedStyle(el);
      expect([style.marginTop, style.marginBottom]).toEqual(['16px', '16px']);
    });

    it('fills a flex column that centres its items, and takes its own line in a wrapping row', async () => {
      const wrapper = await fixture(`<div style="inline-size: 300px">
        <div style="display: flex; flex-direction: column; align-items: center"><p>A</p><sk-divider></sk-divider></div>
        <div style="display: flex; flex-wrap: wrap; align-items: center; gap: 8px"><span>A</span><sk-divider></sk-divider><span>B</span></div>
        <div style="display: flex; flex-direction: column"><sk-divider style="margin-inline-start: 40px"></sk-divider></div>
      </div>`);
      const [column, row, inset] = wrapper.querySelectorAll('sk-divider');
      expect(box(column!).width).toBe(300);
      expect(box(row!).width).toBe(300);
      const [a, b] = wrapper.querySelectorAll('span');
      expect(box(row!).top).toBeGreaterThan(a!.getBoundingClientRect().bottom);
      expect(b!.getBoundingClientRect().top).toBeGreaterThan(box(row!).bottom);
      // An inset divider keeps inside its container: as wide as the room its margin leaves.
      expect([box(inset!).left - wrapper.getBoundingClientRect().left, box(inset!).width]).toEqual([
        40, 260,
      ]);
    });

    it('runs the full height of a flex row when vertical, between the items', async () => {
      const wrapper = await fixture(
        '<div style="display: flex; align-items: center; block-size: 120px"><span>Edit</span><sk-divider orientation="vertical"></sk-divider><span>Share</span></div>',
      );
      const el = wrapper.querySelector('sk-divider')!;
      const [edit, share] = wrapper.querySelectorAll('span');
      expect(box(el).height).toBe(120);
      expect(box(el, 'line').height).toBe(120);
      expect(box(el, 'line').width).toBe(1);
      expect(getComputedStyle(part(el, 'line')).borderLeftColor).toBe(
        computedColor('var(--sk-color-border)'),
      );
      // --sk-space-4 on each side, none above or below.
      expect(box(el).left - edit!.getBoundingClientRect().right).toBe(16);
      expect(share!.getBoundingClientRect().left - box(el).right).toBe(16);
      expect(getComputedStyle(el).marginTop).toBe('0px');
    });

    it('stands as high as its type, within the line, when vertical in running text', async () => {
      const wrapper = await fixture(
        '<p style="font-size: 20px">Edit<sk-divider orientation="vertical"></sk-divider>Share</p>',
      );
      const el = wrapper.querySelector('sk-divider')!;
      // 1em of the small type of its label (14 px), centred on the line of text.
      expect(box(el, 'line').height).toBe(14);
      expect(box(el, 'line').width).toBe(1);
      const text = wrapper.getBoundingClientRect();
      expect(box(el).top).toBeGreaterThan(text.top);
      expect(box(el).bottom).toBeLessThan(text.bottom);
    });
  });

  describe('events', () => {
    it('fires no event of its own as its orientation, role or label change', async () => {
      const el = await fixture<SkDivider>('<sk-divider></sk-divider>');
      const log = captureEvents(document, [
        'sk-open',
        'sk-close',
        'sk-after-open',
        'sk-after-close',
        'change',
        'input',
      ]);
      el.orientation = 'vertical';
      el.decorative = true;
      el.textContent = 'or';
      await expect.poll(() => labelShown(el)).toBe(true);
      log.stop();
      expect(log.types()).toEqual([]);
    });

    it('lets a click on it reach the element it sits in', async () => {
      const wrapper = await fixture('<div><sk-divider>or</sk-divider></div>');
      const onClick = vi.fn();
      wrapper.addEventListener('click', onClick);
      await userEvent.click(wrapper.querySelector('sk-divider')!);
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });

  describe('slots', () => {
    it('draws the line on both sides of a label in the middle', async () => {
      const wrapper = await fixture(
        '<div style="inline-size: 300px"><sk-divider>or</sk-divider></div>',
      );
      const el = wrapper.querySelector('sk-divider')!;
      const slot = shadow<HTMLSlotElement>(el, '[part~="label"] slot');
      expect(slot.assignedNodes().map((n) => n.textContent)).toEqual(['or']);
      expect(lines(el)).toHaveLength(2);
      const [start, label, end] = [box(el, 'line-start'), box(el, 'label'), box(el, 'line-end')];
      expect(start.left).toBe(0);
      expect(start.right).toBeCloseTo(label.left, 0);
      expect(end.left).toBeCloseTo(label.right, 0);
      expect(end.right).toBe(300);
      // In the middle: both stretches of line are as long as each other.
      expect(start.width).toBeCloseTo(end.width, 0);
      // The line runs through the middle of the text.
      expect(start.top + start.height / 2).toBeCloseTo(label.top + label.height / 2, 0);
    });

    it('sets a label in the subtle text colour, at the small font size', async () => {
      const el = await fixture('<sk-divider>or</sk-divider>');
      const style = getComputedStyle(part(el, 'label'));
      expect(style.color).toBe(computedColor('var(--sk-color-text-subtle)'));
      expect(style.fontSize).toBe('14px');
    });

    it('puts a label between an upper and a lower line when vertical', async () => {
      const wrapper = await fixture(
        '<div style="display: flex; block-size: 200px"><span>A</span><sk-divider orientation="vertical">or</sk-divider><span>B</span></div>',
      );
      const el = wrapper.querySelector('sk-divider')!;
      const [start, label, end] = [box(el, 'line-start'), box(el, 'label'), box(el, 'line-end')];
      expect(start.bottom).toBeCloseTo(label.top, 0);
      expect(end.top).toBeCloseTo(label.bottom, 0);
      expect(start.top).toBe(box(el).top);
      expect(end.bottom).toBe(box(el).bottom);
      expect(start.height).toBeCloseTo(end.height, 0);
      expect(start.width).toBe(1);
    });

    it('wraps a long label between the lines instead of overflowing', async () => {
      const wrapper = await fixture(
        '<div style="inline-size: 200px"><sk-divider>Messages older than thirty days, kept in the archive</sk-divider></div>',
      );
      const el = wrapper.querySelector('sk-divider')!;
      expect(box(el, 'label').height).toBeGreaterThan(30);
      expect(box(el, 'line-start').width).toBeGreaterThanOrEqual(16);
      expect(box(el, 'line-end').right).toBeLessThanOrEqual(200);
    });

    it('draws one unbroken line without a label, whitespace and comments included', async () => {
      const el = await fixture('<sk-divider>  <!-- a marker -->\n </sk-divider>');
      expect(lines(el)).toHaveLength(1);
      expect(labelShown(el)).toBe(false);
    });

    it('counts an element without text, such as an icon, as a label', async () => {
      const el = await fixture(
        '<sk-divider><svg viewBox="0 0 8 8" width="8" height="8" aria-hidden="true"><circle cx="4" cy="4" r="4"></circle></svg></sk-divider>',
      );
      expect(lines(el)).toHaveLength(2);
      expect(labelShown(el)).toBe(true);
    });

    it('adds and removes the label as its content changes', async () => {
      const el = await fixture<SkDivider>('<sk-divider></sk-divider>');
      el.append('or');
      await expect.poll(() => lines(el).length).toBe(2);
      expect(labelShown(el)).toBe(true);
      el.replaceChildren();
      await expect.poll(() => lines(el).length).toBe(1);
      expect(labelShown(el)).toBe(false);
    });
  });

  describe('keyboard', () => {
    it('is no tab stop: focus moves past it to the next control', async () => {
      const wrapper = await fixture(
        '<div><button>Before</button><sk-divider>or</sk-divider><sk-divider orientation="vertical"></sk-divider><button>After</button></div>',
      );
      const [before, after] = wrapper.querySelectorAll('button');
      before!.focus();
      await userEvent.tab();
      expect(document.activeElement).toBe(after);
      for (const el of wrapper.querySelectorAll('sk-divider')) {
        expect(el.tabIndex).toBe(-1);
        expect(el.shadowRoot!.activeElement).toBeNull();
      }
    });

    it('does not take arrow keys, which a focusable splitter would', async () => {
      const wrapper = await fixture('<div><button>Before</button><sk-divider></sk-divider></div>');
      const button = wrapper.querySelector('button')!;
      button.focus();
      const onKey = vi.fn((event: KeyboardEvent) => event.defaultPrevented);
      wrapper.addEventListener('keydown', onKey);
      await userEvent.keyboard('{ArrowDown}{ArrowUp}');
      expect(onKey.mock.results.map((r) => r.value as boolean)).toEqual([false, false]);
      expect(document.activeElement).toBe(button);
    });
  });

  describe('form', () => {
    it('adds nothing to form data, and sits between fields without changing them', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><input name="email" value="ada@example.com" aria-label="Email"><sk-divider>or</sk-divider><input name="phone" value="555" aria-label="Phone"></form>',
      );
      expect([...new FormData(form)]).toEqual([
        ['email', 'ada@example.com'],
        ['phone', '555'],
      ]);
      expect(form.elements).toHaveLength(2);
    });
  });

  describe('parts and states', () => {
    it('exposes base, line, line-start, line-end and label parts', async () => {
      const el = await fixture('<sk-divider>or</sk-divider>');
      const names = [...el.shadowRoot!.querySelectorAll('[part]')].map((n) =>
        n.getAttribute('part'),
      );
      expect(names).toEqual(['base', 'line line-start', 'label', 'line line-end']);
      expect(part(el, 'base').contains(part(el, 'label'))).toBe(true);
    });

    it('matches :state(labelled) only while it has a label', async () => {
      const el = await fixture<SkDivider>('<sk-divider>or</sk-divider>');
      expect(el.matches(':state(labelled)')).toBe(true);
      el.replaceChildren();
      await expect.poll(() => el.matches(':state(labelled)')).toBe(false);
    });

    it('takes its colour, thickness, style and spacing from the --sk-divider-* properties', async () => {
      const wrapper = await fixture(`<div>
        <sk-divider style="--sk-divider-color: var(--sk-color-border-strong); --sk-divider-thickness: var(--sk-border-width-thick); --sk-divider-style: dashed; --sk-divider-spacing: var(--sk-space-8)">or</sk-divider>
        <sk-divider orientation="vertical" style="--sk-divider-style: dotted; --sk-divider-spacing: var(--sk-space-2)"></sk-divider>
      </div>`);
      const [horizontal, vertical] = wrapper.querySelectorAll('sk-divider');
      for (const line of lines(horizontal!)) {
        const style = getComputedStyle(line);
        expect(style.borderTopColor).toBe(computedColor('var(--sk-color-border-strong)'));
        expect(style.borderTopWidth).toBe('2px');
        expect(style.borderTopStyle).toBe('dashed');
      }
      expect(getComputedStyle(horizontal!).marginTop).toBe('32px');
      expect(getComputedStyle(part(vertical!, 'line')).borderLeftStyle).toBe('dotted');
      expect(getComputedStyle(vertical!).marginLeft).toBe('8px');
      expect(getComputedStyle(vertical!).marginRight).toBe('8px');
    });

    it('lets an author margin replace its spacing', async () => {
      const el = await fixture('<sk-divider style="margin-block: 0"></sk-divider>');
      expect(getComputedStyle(el).marginTop).toBe('0px');
    });

    it('is a registered custom element', async () => {
      const el = await fixture('<sk-divider></sk-divider>');
      expect(customElements.get('sk-divider')).toBe(el.constructor);
    });
  });

  describe('right-to-left', () => {
    it('starts the line on the right of a label in right-to-left text', async () => {
      const wrapper = await fixture(
        '<div dir="rtl" lang="ar" style="inline-size: 300px"><sk-divider>أو</sk-divider></div>',
      );
      const el = wrapper.querySelector('sk-divider')!;
      expect(box(el, 'line-start').right).toBe(box(el).right);
      expect(box(el, 'line-start').left).toBeCloseTo(box(el, 'label').right, 0);
      expect(box(el, 'line-end').left).toBe(box(el).left);
    });

    it('sits between the items of a right-to-left row, spaced on both sides', async () => {
      const wrapper = await fixture(
        '<div dir="rtl" style="display: flex; block-size: 40px"><span>تعديل</span><sk-divider orientation="vertical"></sk-divider><span>مشاركة</span></div>',
      );
      const el = wrapper.querySelector('sk-divider')!;
      const [first, second] = wrapper.querySelectorAll('span');
      expect(first!.getBoundingClientRect().left - box(el).right).toBe(16);
      expect(box(el).left - second!.getBoundingClientRect().right).toBe(16);
    });
  });

  describe('forced colors', () => {
    it('keeps every line, and the label, visible in system colours', async () => {
      const wrapper = await fixture(`<div style="display: flex; flex-direction: column">
        <sk-divider></sk-divider>
        <sk-divider>or</sk-divider>
        <sk-divider decorative style="--sk-divider-color: var(--sk-color-surface)"></sk-divider>
        <div style="display: flex; block-size: 40px"><sk-divider orientation="vertical"></sk-divider></div>
      </div>`);
      await commands.emulateForcedColors(true);
      expect(matchMedia('(forced-colors: active)').matches).toBe(true);
      const text = computedColor('CanvasText');
      const dividers = [...wrapper.querySelectorAll('sk-divider')];
      for (const el of dividers) {
        const vertical = el.getAttribute('orientation') === 'vertical';
        for (const line of lines(el)) {
          const style = getComputedStyle(line);
          const side = vertical ? 'borderLeft' : 'borderTop';
          expect(style[`${side}Color`]).toBe(text);
          expect(style[`${side}Style`]).toBe('solid');
          expect(style[`${side}Width`]).toBe('1px');
          expect(line.getBoundingClientRect()[vertical ? 'height' : 'width']).toBeGreaterThan(0);
        }
      }
      expect(getComputedStyle(part(dividers[1]!, 'label')).color).toBe(text);
    });
  });
});
