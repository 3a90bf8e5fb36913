import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { formatNumber } from '../../localization/format.js';
import { ar } from '../../localization/translations/ar.js';
import { de } from '../../localization/translations/de.js';
import { en } from '../../localization/translations/en.js';
import { fi } from '../../localization/translations/fi.js';
import { fr } from '../../localization/translations/fr.js';
import { sv } from '../../localization/translations/sv.js';
import { accessibilityTree, accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { computedColor } from '../../testing/colors.js';
import { captureEvents } from '../../testing/events.js';
import { fixture, shadow } from '../../testing/fixture.js';
import { type SkBadge } from './badge.js';
import { badgeSizes, badgeVariants } from './badge.types.js';
import './sk-badge.js';

const base = (el: Element): HTMLElement => shadow(el, '[part~="base"]');

/** What the badge shows on screen: the text of its base part, or its slotted text. */
const shown = (el: Element): string => {
  const part = el.shadowRoot!.querySelector('[part~="base"]');
  if (!part) return '';
  const slot = part.querySelector('slot');
  return (slot ? el.textContent! : part.textContent!).trim();
};

/** Whether the badge takes up space on the page. */
const isDisplayed = (el: Element): boolean => el.getBoundingClientRect().width > 0;

/**
 * What a screen reader hears for a badge beside a heading's text: the heading's accessible
 * name, as Chromium computes it for assistive technology.
 */
async function heard(badgeMarkup: string, lang = 'en'): Promise<string> {
  const heading = await fixture(`<h2 lang="${lang}">Inbox ${badgeMarkup}</h2>`);
  return (await accessibleNode(heading)).name;
}

/** Every warning logged while `run` runs, as text. */
async function warningsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await run();
  const logged = warn.mock.calls.map((call) => String(call[0]));
  warn.mockRestore();
  return logged;
}

/* A string of a locale with its placeholders filled as the registry does (numbers formatted). */
function filled(lang: string, template: unknown, params: Record<string, string | number>): string {
  return String(template).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]!;
    return typeof value === 'number' ? formatNumber(lang, value) : value;
  });
}

const locales = { en, fi, sv, de, fr, ar };

describe('<sk-badge>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
  });

  describe('accessibility', () => {
    for (const variant of badgeVariants) {
      for (const size of badgeSizes) {
        it(`has no axe violations as ${variant} ${size}: text, count, overflow and dot`, async () => {
          const el = await fixture(`<div>
            <sk-badge variant="${variant}" size="${size}">New</sk-badge>
            <sk-badge variant="${variant}" size="${size}" count="7" label="unread"></sk-badge>
            <sk-badge variant="${variant}" size="${size}" count="150" label="unread"></sk-badge>
            <sk-badge variant="${variant}" size="${size}" count="0" show-zero></sk-badge>
            <sk-badge variant="${variant}" size="${size}" dot label="Online"></sk-badge>
          </div>`);
          await expectNoAxeViolations(el);
        });
      }
    }

    it('has no axe violations inside a button, a tab and a link, in Arabic right-to-left text', async () => {
      const el = await fixture(`<div lang="ar" dir="rtl">
        <button type="button">الرسائل <sk-badge count="150" label="غير مقروءة"></sk-badge></button>
        <div role="tablist" aria-label="الأقسام"><div role="tab" aria-selected="true" tabindex="0">الوارد <sk-badge variant="danger" count="3"></sk-badge></div></div>
        <p>أعضاء <a href="#team">الفريق <sk-badge dot variant="success" label="متصل"></sk-badge></a> اليوم</p>
      </div>`);
      await expectNoAxeViolations(el);
    });

    it('adds no role, is no live region, and takes no focus', async () => {
      const el = await fixture<SkBadge>('<sk-badge count="3" label="unread"></sk-badge>');
      expect(el.getAttribute('role')).toBeNull();
      expect(['generic', 'none']).toContain((await accessibleNode(el)).role);
      expect(el.shadowRoot!.querySelector('[role], [aria-live], [tabindex]')).toBeNull();
      const regions = (await accessibilityTree()).filter((node) =>
        ['status', 'alert', 'log', 'marquee', 'timer'].includes(node.role),
      );
      expect(regions).toEqual([]);
      expect(el.tabIndex).toBe(-1);
    });

    it('reads a count over max as the real number with its label, while it shows "99+"', async () => {
      const name = await heard('<sk-badge count="150" label="unread"></sk-badge>');
      expect(name).toBe('Inbox 150 unread');
      expect(shown(document.querySelector('sk-badge')!)).toBe('99+');
    });

    it('reads the real number alone without a label', async () => {
      expect(await heard('<sk-badge count="1500"></sk-badge>')).toBe('Inbox 1,500');
      expect(shown(document.querySelector('sk-badge')!)).toBe('99+');
    });

    it('puts the real number where the label says {count}', async () => {
      expect(await heard('<sk-badge count="150" label="{count} unread messages"></sk-badge>')).toBe(
        'Inbox 150 unread messages',
      );
    });

    it('reads the form of plural label forms that fits the count, in the page language', async () => {
      const heading = await fixture('<h2>Inbox <sk-badge></sk-badge></h2>');
      const el = heading.querySelector<SkBadge>('sk-badge')!;
      el.label = { one: '{count} new message', other: '{count} new messages' };
      el.count = 1;
      await el.updateComplete;
      expect((await accessibleNode(heading)).name).toBe('Inbox 1 new message');
      el.count = 120;
      await el.updateComplete;
      expect((await accessibleNode(heading)).name).toBe('Inbox 120 new messages');
      expect(shown(el)).toBe('99+');
      // Arabic has six plural categories; each count picks its own.
      heading.lang = 'ar';
      el.label = { two: 'رسالتان', few: '{count} رسائل', other: '{count} رسالة' };
      el.count = 2;
      await el.updateComplete;
      expect((await accessibleNode(heading)).name).toBe('Inbox رسالتان');
      el.count = 5;
      await el.updateComplete;
      expect((await accessibleNode(heading)).name).toBe(`Inbox ${formatNumber('ar', 5)} رسائل`);
    });

    it('reads a dot as its label, and a text badge as its text', async () => {
      expect(await heard('<sk-badge dot variant="success" label="Online"></sk-badge>')).toBe(
        'Inbox Online',
      );
      expect(shown(document.querySelector('sk-badge')!)).toBe('');
      expect(await heard('<sk-badge variant="info">New</sk-badge>')).toBe('Inbox New');
    });

    it('reads a dot with a count as the count and its label', async () => {
      expect(await heard('<sk-badge dot count="4" label="unread"></sk-badge>')).toBe(
        'Inbox 4 unread',
      );
    });

    it('is part of the name of the button it sits in, and hides nothing else of it', async () => {
      await fixture(
        '<button type="button">Messages <sk-badge count="120" label="unread"></sk-badge></button>',
      );
      await expect
        .element(page.getByRole('button', { name: 'Messages 120 unread', exact: true }))
        .toBeVisible();
      const node = await accessibleNode(document.querySelector('button')!);
      expect(node.name).toBe('Messages 120 unread');
    });

    it('is part of the name of an sk-button, in its end slot, spaced from the label', async () => {
      await import('../button/sk-button.js');
      const el = await fixture(
        '<sk-button variant="secondary">Approvals <sk-badge slot="end" count="3" label="waiting"></sk-badge></sk-button>',
      );
      const inner = shadow(el, 'button');
      expect((await accessibleNode(inner)).name).toBe('Approvals 3 waiting');
      const badge = el.querySelector('sk-badge')!.getBoundingClientRect();
      const label = shadow<HTMLSlotElement>(el, 'slot:not([name])').assignedNodes()[0]!;
      const range = document.createRange();
      range.selectNodeContents(label);
      expect(badge.left - range.getBoundingClientRect().right).toBeGreaterThanOrEqual(4);
    });

    for (const [lang, strings] of Object.entries(locales)) {
      it(`shows "99+" and reads the real count in ${lang}, with the locale's digits`, async () => {
        const wrapper = await fixture(
          `<div lang="${lang}" ${lang === 'ar' ? 'dir="rtl"' : ''}><h2>X <sk-badge count="1500" max="999" label="L"></sk-badge></h2></div>`,
        );
        const el = wrapper.querySelector('sk-badge')!;
        expect(shown(el)).toBe(filled(lang, strings.badgeOverflow, { max: 999 }));
        const spoken = filled(lang, strings.badgeCount, { count: 1500, label: 'L' });
        expect((await accessibleNode(wrapper.querySelector('h2')!)).name).toBe(`X ${spoken}`);
        // The number is the locale's, as Intl writes it ("1 500" in Finnish).
        expect(spoken).toContain(new Intl.NumberFormat(lang).format(1500));
        expect(shown(el)).not.toContain('NaN');
      });
    }

    it('writes a count in the digits the locale formatter gives (Arabic-Indic in ar-EG)', async () => {
      const wrapper = await fixture(
        '<div lang="ar-EG" dir="rtl"><sk-badge count="7"></sk-badge></div>',
      );
      expect(shown(wrapper.firstElementChild!)).toBe('٧');
    });

    it('follows a change of the page language', async () => {
      const wrapper = await fixture(
        '<div lang="en"><sk-badge count="2500" max="9999"></sk-badge></div>',
      );
      const el = wrapper.querySelector<SkBadge>('sk-badge')!;
      expect(shown(el)).toBe('2,500');
      wrapper.lang = 'de';
      await expect.poll(() => shown(el)).toBe('2.500');
    });
  });

  describe('properties', () => {
    it('has documented defaults, and writes no attribute for them', async () => {
      const el = await fixture<SkBadge>('<sk-badge>New</sk-badge>');
      expect([el.variant, el.size, el.count, el.max, el.showZero, el.dot, el.label]).toEqual([
        'neutral',
        'medium',
        undefined,
        99,
        false,
        false,
        '',
      ]);
      for (const attribute of ['variant', 'size', 'count', 'max', 'show-zero', 'dot', 'label']) {
        expect(el.hasAttribute(attribute), attribute).toBe(false);
      }
    });

    it('reflects variant, size, dot and show-zero to attributes, and reads them back', async () => {
      const el = await fixture<SkBadge>('<sk-badge count="0"></sk-badge>');
      el.variant = 'danger';
      el.size = 'small';
      el.dot = true;
      el.showZero = true;
      await el.updateComplete;
      expect(el.getAttribute('variant')).toBe('danger');
      expect(el.getAttribute('size')).toBe('small');
      expect(el.hasAttribute('dot')).toBe(true);
      expect(el.hasAttribute('show-zero')).toBe(true);
      el.setAttribute('variant', 'info');
      el.removeAttribute('dot');
      el.setAttribute('count', '12');
      el.setAttribute('max', '9');
      el.setAttribute('label', 'new');
      await el.updateComplete;
      expect([el.variant, el.dot, el.count, el.max, el.label]).toEqual([
        'info',
        false,
        12,
        9,
        'new',
      ]);
      expect(shown(el)).toBe('9+');
    });

    for (const [attribute, allowed] of [
      ['variant', badgeVariants],
      ['size', badgeSizes],
    ] as const) {
      const fallback = attribute === 'variant' ? 'neutral' : 'medium';
      it(`falls back to ${attribute}="${fallback}" with one SK001 warning for an invalid value`, async () => {
        let el!: SkBadge;
        const logged = await warningsDuring(async () => {
          el = await fixture<SkBadge>(`<sk-badge ${attribute}="bogus" count="3"></sk-badge>`);
          el.setAttribute(attribute, 'other');
          await el.updateComplete;
        });
        expect(el[attribute]).toBe(fallback);
        expect(base(el).classList.contains('small')).toBe(false);
        expect(getComputedStyle(base(el)).backgroundColor).toBe(
          computedColor('var(--sk-color-surface-subtle)'),
        );
        expect(logged).toHaveLength(1);
        expect(logged[0]).toContain('[sk-badge] SK001');
        expect(logged[0]).toContain(`${attribute}="bogus"`);
        expect(logged[0]).toContain(allowed.join(', '));
        expect(logged[0]).toContain('https://skerry.design/core-components/badge/api/');
      });

      it(`restores the default silently when ${attribute} is removed`, async () => {
        const logged = await warningsDuring(async () => {
          const el = await fixture<SkBadge>(
            `<sk-badge ${attribute}="${allowed[1]}">New</sk-badge>`,
          );
          expect(el[attribute]).toBe(allowed[1]);
          el.removeAttribute(attribute);
          await el.updateComplete;
          expect(el[attribute]).toBe(fallback);
        });
        expect(logged).toEqual([]);
      });
    }

    it('shows counts up to max as they are, and above it as max and a plus', async () => {
      const wrapper = await fixture(
        `<div>${[0, 5, 99, 100, 150, 100000].map((n) => `<sk-badge count="${n}" show-zero></sk-badge>`).join('')}<sk-badge count="10" max="9"></sk-badge><sk-badge count="1000" max="999"></sk-badge></div>`,
      );
      expect([...wrapper.querySelectorAll('sk-badge')].map(shown)).toEqual([
        '0',
        '5',
        '99',
        '99+',
        '99+',
        '99+',
        '9+',
        '999+',
      ]);
    });

    it('takes a count set from script, as a number or numeric text, and follows its changes', async () => {
      const el = await fixture<SkBadge>('<sk-badge></sk-badge>');
      el.count = 42;
      await el.updateComplete;
      expect(shown(el)).toBe('42');
      (el as unknown as { count: string }).count = '120';
      await el.updateComplete;
      expect(shown(el)).toBe('99+');
      el.max = 500;
      await el.updateComplete;
      expect(shown(el)).toBe('120');
    });

    it('hides the badge for a count of 0, unless show-zero is set', async () => {
      const el = await fixture<SkBadge>('<sk-badge count="0" label="unread"></sk-badge>');
      expect(isDisplayed(el)).toBe(false);
      expect(el.shadowRoot!.textContent).toBe('');
      el.showZero = true;
      await el.updateComplete;
      expect(isDisplayed(el)).toBe(true);
      expect(shown(el)).toBe('0');
      el.showZero = false;
      el.count = 3;
      await el.updateComplete;
      expect(isDisplayed(el)).toBe(true);
      el.count = 0;
      await el.updateComplete;
      expect(isDisplayed(el)).toBe(false);
    });

    it('hides a dot for a count of 0 too, unless show-zero is set', async () => {
      const el = await fixture<SkBadge>('<sk-badge dot count="0" label="unread"></sk-badge>');
      expect(isDisplayed(el)).toBe(false);
      el.showZero = true;
      await el.updateComplete;
      expect(isDisplayed(el)).toBe(true);
    });

    for (const value of ['abc', '', '-1', '2.5', 'Infinity', 'NaN', '1e400']) {
      it(`does not show count="${value}", with one SK020 warning, and never throws`, async () => {
        let el!: SkBadge;
        const logged = await warningsDuring(async () => {
          el = await fixture<SkBadge>(
            `<sk-badge count="${value}" label="unread">Text that is not shown</sk-badge>`,
          );
        });
        expect(isDisplayed(el)).toBe(false);
        expect(el.shadowRoot!.textContent).not.toContain('NaN');
        expect(el.shadowRoot!.querySelector('slot')).toBeNull();
        expect(logged).toHaveLength(1);
        expect(logged[0]).toContain('[sk-badge] SK020');
        expect(logged[0]).toContain(`count="${value}"`);
        // A usable count afterwards shows as usual, without another warning.
        const later = await warningsDuring(async () => {
          el.count = 8;
          await el.updateComplete;
        });
        expect(shown(el)).toBe('8');
        expect(isDisplayed(el)).toBe(true);
        expect(later).toEqual([]);
      });
    }

    it('warns once for an unusable count set from script, and keeps what was set', async () => {
      const el = await fixture<SkBadge>('<sk-badge count="4"></sk-badge>');
      const logged = await warningsDuring(async () => {
        el.count = -3;
        await el.updateComplete;
        el.count = Number.NaN;
        await el.updateComplete;
      });
      expect(Number.isNaN(el.count)).toBe(true);
      expect(isDisplayed(el)).toBe(false);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain('count="-3"');
    });

    for (const value of ['0', '-5', '2.5', 'lots', '']) {
      it(`replaces max="${value}" by 99, with one SK020 warning`, async () => {
        let el!: SkBadge;
        const logged = await warningsDuring(async () => {
          el = await fixture<SkBadge>(`<sk-badge count="150" max="${value}"></sk-badge>`);
        });
        expect(shown(el)).toBe('99+');
        expect(logged).toHaveLength(1);
        expect(logged[0]).toContain('[sk-badge] SK020');
        expect(logged[0]).toContain(`max="${value}"`);
      });
    }

    it('restores the text form, max 99 and the silence when count and max are removed', async () => {
      const logged = await warningsDuring(async () => {
        const el = await fixture<SkBadge>('<sk-badge count="120" max="500">New</sk-badge>');
        expect(shown(el)).toBe('120');
        el.removeAttribute('max');
        await el.updateComplete;
        expect(shown(el)).toBe('99+');
        el.removeAttribute('count');
        await el.updateComplete;
        expect(el.count).toBeUndefined();
        expect(shown(el)).toBe('New');
        expect(isDisplayed(el)).toBe(true);
      });
      expect(logged).toEqual([]);
    });

    it('takes null or undefined from script as no count, silently', async () => {
      const logged = await warningsDuring(async () => {
        const el = await fixture<SkBadge>('<sk-badge count="5">New</sk-badge>');
        (el as unknown as { count: null }).count = null;
        await el.updateComplete;
        expect(shown(el)).toBe('New');
        el.count = 6;
        await el.updateComplete;
        el.count = undefined;
        await el.updateComplete;
        expect(shown(el)).toBe('New');
      });
      expect(logged).toEqual([]);
    });

    it('warns with SK002 for a dot without a label, once, and not once it has one', async () => {
      let el!: SkBadge;
      const logged = await warningsDuring(async () => {
        el = await fixture<SkBadge>('<sk-badge dot variant="danger"></sk-badge>');
        el.label = '';
        await el.updateComplete;
      });
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain('[sk-badge] SK002');
      expect(isDisplayed(el)).toBe(true);
      expect(el.shadowRoot!.textContent).toBe('');
      const labelled = await warningsDuring(() =>
        fixture('<sk-badge dot label="Online"></sk-badge>'),
      );
      expect(labelled).toEqual([]);
    });

    it('does not warn for a count or text badge without a label', async () => {
      const logged = await warningsDuring(() =>
        fixture('<div><sk-badge count="3"></sk-badge><sk-badge>New</sk-badge></div>'),
      );
      expect(logged).toEqual([]);
    });

    it('colours each variant from its status tokens, the dot from the status colour', async () => {
      const wrapper = await fixture(
        `<div>${badgeVariants.map((v) => `<sk-badge variant="${v}" count="5"></sk-badge><sk-badge variant="${v}" dot label="${v}"></sk-badge>`).join('')}</div>`,
      );
      for (const variant of badgeVariants) {
        const [pill, dot] = [...wrapper.querySelectorAll(`sk-badge[variant="${variant}"]`)];
        const style = getComputedStyle(base(pill!));
        const dotColor = getComputedStyle(base(dot!)).backgroundColor;
        if (variant === 'neutral') {
          expect(style.backgroundColor).toBe(computedColor('var(--sk-color-surface-subtle)'));
          expect(style.borderTopColor).toBe(computedColor('var(--sk-color-border-strong)'));
          expect(dotColor).toBe(computedColor('var(--sk-color-text-subtle)'));
        } else {
          expect(style.backgroundColor).toBe(
            computedColor(`var(--sk-color-status-${variant}-surface)`),
          );
          expect(style.borderTopColor).toBe(computedColor(`var(--sk-color-status-${variant})`));
          expect(dotColor).toBe(computedColor(`var(--sk-color-status-${variant})`));
        }
        expect(style.color).toBe(computedColor('var(--sk-color-text)'));
      }
    });

    it('is 16, 20 and 24 pixels high by size, a circle around one digit, wider around more', async () => {
      const wrapper = await fixture(
        `<div>${badgeSizes.map((s) => `<sk-badge size="${s}" count="7"></sk-badge><sk-badge size="${s}" count="150"></sk-badge>`).join('')}</div>`,
      );
      const badges = [...wrapper.querySelectorAll('sk-badge')].map((el) =>
        base(el).getBoundingClientRect(),
      );
      const [small, smallWide, medium, mediumWide, large, largeWide] = badges;
      expect([small!.height, medium!.height, large!.height]).toEqual([16, 20, 24]);
      for (const circle of [small!, medium!, large!]) expect(circle.width).toBe(circle.height);
      const pairs: [DOMRect, DOMRect][] = [
        [small!, smallWide!],
        [medium!, mediumWide!],
        [large!, largeWide!],
      ];
      for (const [one, wide] of pairs) {
        expect(wide.height).toBe(one.height);
        expect(wide.width).toBeGreaterThan(one.width);
      }
      expect(getComputedStyle(base(wrapper.querySelector('sk-badge')!)).borderTopLeftRadius).toBe(
        '9999px',
      );
    });

    it('draws a dot of 6, 8 and 10 pixels by size, without text', async () => {
      const wrapper = await fixture(
        `<div>${badgeSizes.map((s) => `<sk-badge size="${s}" dot label="Online">Hidden</sk-badge>`).join('')}</div>`,
      );
      const sizes = [...wrapper.querySelectorAll('sk-badge')].map((el) => {
        const box = base(el).getBoundingClientRect();
        return [box.width, box.height];
      });
      expect(sizes).toEqual([
        [6, 6],
        [8, 8],
        [10, 10],
      ]);
    });

    it('keeps a text badge on one line', async () => {
      const wrapper = await fixture(
        '<div style="inline-size: 40px"><sk-badge>Needs review</sk-badge></div>',
      );
      expect(wrapper.querySelector('sk-badge')!.getBoundingClientRect().height).toBe(20);
    });
  });

  describe('events', () => {
    it('fires no events of its own when its count changes or it hides', async () => {
      const el = await fixture<SkBadge>('<sk-badge count="3"></sk-badge>');
      const log = captureEvents(document, [
        'sk-open',
        'sk-close',
        'sk-after-open',
        'sk-after-close',
        'change',
        'input',
      ]);
      el.count = 4;
      await el.updateComplete;
      el.count = 0;
      await el.updateComplete;
      log.stop();
      expect(shown(el)).toBe('');
      expect(log.types()).toEqual([]);
    });

    it('lets a click on it reach the element it sits in', async () => {
      const wrapper = await fixture(
        '<div><button type="button">Inbox <sk-badge count="3"></sk-badge></button></div>',
      );
      const onClick = vi.fn();
      wrapper.querySelector('button')!.addEventListener('click', onClick);
      await userEvent.click(wrapper.querySelector('sk-badge')!);
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });

  describe('slots', () => {
    it('renders its text in the default slot, inside the base part', async () => {
      const el = await fixture('<sk-badge>Draft</sk-badge>');
      const slot = shadow<HTMLSlotElement>(el, '[part~="base"] slot');
      expect(slot.assignedNodes().map((n) => n.textContent)).toEqual(['Draft']);
      expect(isDisplayed(el)).toBe(true);
    });

    it('shows and reads neither its text with a count nor with a dot', async () => {
      const wrapper = await fixture(
        '<h2>Inbox <sk-badge count="3">Ignored</sk-badge><sk-badge dot label="Online">Ignored</sk-badge></h2>',
      );
      for (const el of wrapper.querySelectorAll('sk-badge')) {
        expect(el.shadowRoot!.querySelector('slot')).toBeNull();
      }
      const name = (await accessibleNode(wrapper)).name;
      expect(name).not.toContain('Ignored');
      expect(name).toContain('3');
      expect(name).toContain('Online');
    });
  });

  describe('keyboard', () => {
    it('is no tab stop in any form', async () => {
      const wrapper = await fixture(
        '<div><input aria-label="Before"><sk-badge>New</sk-badge><sk-badge count="5"></sk-badge><sk-badge dot label="Online"></sk-badge><input aria-label="After"></div>',
      );
      const [before, after] = wrapper.querySelectorAll('input');
      before!.focus();
      await userEvent.tab();
      expect(document.activeElement).toBe(after);
    });

    it('leaves the tab stop to the button it sits in, which is read with the count', async () => {
      const wrapper = await fixture(
        '<div><input aria-label="Before"><button type="button">Inbox <sk-badge count="150" label="unread"></sk-badge></button></div>',
      );
      wrapper.querySelector('input')!.focus();
      await userEvent.tab();
      const button = wrapper.querySelector('button')!;
      expect(document.activeElement).toBe(button);
      expect((await accessibleNode(button)).name).toBe('Inbox 150 unread');
    });
  });

  describe('form', () => {
    it('adds nothing to form data', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><label>City <input name="city" value="Oslo"></label><sk-badge count="3" label="errors"></sk-badge></form>',
      );
      expect([...new FormData(form)]).toEqual([['city', 'Oslo']]);
    });
  });

  describe('parts and states', () => {
    it('exposes the base part in every form', async () => {
      const wrapper = await fixture(
        '<div><sk-badge>New</sk-badge><sk-badge count="3"></sk-badge><sk-badge dot label="Online"></sk-badge></div>',
      );
      for (const el of wrapper.querySelectorAll('sk-badge')) {
        expect(el.shadowRoot!.querySelectorAll('[part~="base"]')).toHaveLength(1);
      }
    });

    it('takes its colours and radius from the --sk-badge-* properties', async () => {
      const wrapper =
        await fixture(`<div style="--sk-badge-background: var(--sk-color-surface); --sk-badge-color: var(--sk-color-text-subtle); --sk-badge-border-color: var(--sk-color-interactive); --sk-badge-radius: var(--sk-radius-sm); --sk-badge-dot-color: var(--sk-color-interactive)">
        <sk-badge variant="danger" count="3"></sk-badge><sk-badge variant="danger" dot label="Busy"></sk-badge></div>`);
      const [pill, dot] = wrapper.querySelectorAll('sk-badge');
      const style = getComputedStyle(base(pill!));
      expect(style.backgroundColor).toBe(computedColor('var(--sk-color-surface)'));
      expect(style.color).toBe(computedColor('var(--sk-color-text-subtle)'));
      expect(style.borderTopColor).toBe(computedColor('var(--sk-color-interactive)'));
      expect(style.borderTopLeftRadius).toBe('4px');
      expect(getComputedStyle(base(dot!)).backgroundColor).toBe(
        computedColor('var(--sk-color-interactive)'),
      );
    });

    it('matches :state(hidden) while it shows nothing and :state(overflow) above max', async () => {
      const el = await fixture<SkBadge>('<sk-badge count="0"></sk-badge>');
      expect(el.matches(':state(hidden)')).toBe(true);
      el.count = 100;
      await el.updateComplete;
      expect(el.matches(':state(hidden)')).toBe(false);
      expect(el.matches(':state(overflow)')).toBe(true);
      el.count = 99;
      await el.updateComplete;
      expect(el.matches(':state(overflow)')).toBe(false);
      const logged = await warningsDuring(async () => {
        el.count = 1.5;
        await el.updateComplete;
      });
      expect(logged).toHaveLength(1);
      expect(el.matches(':state(hidden)')).toBe(true);
    });

    it('keeps the hidden attribute working', async () => {
      const el = await fixture<SkBadge>('<sk-badge count="3" hidden></sk-badge>');
      expect(isDisplayed(el)).toBe(false);
    });

    it('is a registered custom element', async () => {
      const { SkBadge } = await import('./badge.js');
      expect(customElements.get('sk-badge')).toBe(SkBadge);
    });
  });

  describe('forced colors', () => {
    it('keeps every variant’s text and border in system colours, and the dot visible', async () => {
      const wrapper = await fixture(
        `<div>${badgeVariants.map((v) => `<sk-badge variant="${v}" count="5"></sk-badge><sk-badge variant="${v}" dot label="${v}"></sk-badge>`).join('')}</div>`,
      );
      await commands.emulateForcedColors(true);
      for (const variant of badgeVariants) {
        const [pill, dot] = [...wrapper.querySelectorAll(`sk-badge[variant="${variant}"]`)];
        const style = getComputedStyle(base(pill!));
        expect(style.color).toBe(computedColor('CanvasText'));
        expect(style.borderTopColor).toBe(computedColor('CanvasText'));
        expect(style.backgroundColor).toBe(computedColor('Canvas'));
        expect(getComputedStyle(base(dot!)).backgroundColor).toBe(computedColor('CanvasText'));
      }
      expect(computedColor('CanvasText')).not.toBe(computedColor('Canvas'));
    });

    it('keeps a dot visible when a custom dot colour is set', async () => {
      const el = await fixture(
        '<sk-badge dot label="Online" style="--sk-badge-dot-color: var(--sk-color-status-success)"></sk-badge>',
      );
      await commands.emulateForcedColors(true);
      expect(getComputedStyle(base(el)).backgroundColor).toBe(computedColor('CanvasText'));
    });
  });

  describe('right-to-left', () => {
    it('sits after the text it belongs to, on its left in right-to-left text', async () => {
      const markup = '<h2><span>Inbox</span> <sk-badge count="150"></sk-badge></h2>';
      const wrapper = await fixture(
        `<div><div dir="ltr">${markup}</div><div dir="rtl" lang="ar">${markup}</div></div>`,
      );
      const [ltr, rtl] = [...wrapper.querySelectorAll('h2')];
      const x = (heading: Element, selector: string) =>
        heading.querySelector(selector)!.getBoundingClientRect().x;
      expect(x(ltr!, 'sk-badge')).toBeGreaterThan(x(ltr!, 'span'));
      expect(x(rtl!, 'sk-badge')).toBeLessThan(x(rtl!, 'span'));
    });

    it('keeps "99+" in reading order: the plus after the number, on its left in Arabic', async () => {
      const markup = '<sk-badge count="150"></sk-badge>';
      const wrapper = await fixture(
        `<div><div dir="ltr">${markup}</div><div dir="rtl" lang="ar">${markup}</div></div>`,
      );
      const [ltr, rtl] = [...wrapper.querySelectorAll('sk-badge')].map(base);
      // The x of the plus sign and of the first digit, as laid out.
      const positions = (part: HTMLElement): { plus: number; digit: number } => {
        const text = part.firstChild instanceof Text ? part.firstChild : part.lastChild!;
        const at = (index: number): number => {
          const range = document.createRange();
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          return range.getBoundingClientRect().x;
        };
        const data = (text as Text).data;
        return { plus: at(data.indexOf('+')), digit: at(0) };
      };
      expect(getComputedStyle(rtl!).direction).toBe('rtl');
      const left = positions(ltr!);
      expect(left.plus).toBeGreaterThan(left.digit);
      const right = positions(rtl!);
      expect(right.plus).toBeLessThan(right.digit);
    });
  });
});
