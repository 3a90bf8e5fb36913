import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { ar } from '../../localization/translations/ar.js';
import { de } from '../../localization/translations/de.js';
import { en } from '../../localization/translations/en.js';
import { fi } from '../../localization/translations/fi.js';
import { fr } from '../../localization/translations/fr.js';
import { sv } from '../../localization/translations/sv.js';
import { accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { computedColor } from '../../testing/colors.js';
import { captureEvents, oneEvent } from '../../testing/events.js';
import { fixture, shadow } from '../../testing/fixture.js';
import { type SkTag } from './tag.js';
import { tagSizes, tagVariants } from './tag.types.js';
import './sk-tag.js';

const icon =
  '<svg slot="start" viewBox="0 0 16 16" aria-hidden="true"><circle cx="8" cy="8" r="6"></circle></svg>';

const removeButton = (el: Element): HTMLButtonElement =>
  shadow<HTMLButtonElement>(el, '[part~="remove-button"]');

const base = (el: Element): HTMLElement => shadow(el, '[part~="base"]');

/** The element that really has focus, inside shadow roots. */
function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Whether focus is on `tag`'s remove button. */
const hasFocus = (tag: Element): boolean => focused() === removeButton(tag);

/** The application's part: remove the tag that asked, with its list item when it has one. */
function removeOnRequest(root: Element): void {
  root.addEventListener('sk-remove', (event) => {
    const tag = event.target as Element;
    (tag.parentElement?.localName === 'li' ? tag.parentElement : tag).remove();
  });
}

const three = (attributes = '') =>
  ['Finland', 'Sweden', 'Norway']
    .map((name) => `<sk-tag removable ${attributes}>${name}</sk-tag>`)
    .join('');

/** Three removable tags in a list, the markup the overview recommends. */
const list = async (): Promise<{ root: HTMLElement; tags: SkTag[] }> => {
  const root = await fixture(
    `<ul role="list" aria-label="Countries">${['Finland', 'Sweden', 'Norway'].map((name) => `<li><sk-tag removable>${name}</sk-tag></li>`).join('')}</ul>`,
  );
  return { root, tags: [...root.querySelectorAll<SkTag>('sk-tag')] };
};

/** Three removable tags as siblings in a group. */
const group = async (): Promise<{ root: HTMLElement; tags: SkTag[] }> => {
  const root = await fixture(`<div role="group" aria-label="Countries">${three()}</div>`);
  return { root, tags: [...root.querySelectorAll<SkTag>('sk-tag')] };
};

describe('<sk-tag>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
  });

  describe('accessibility', () => {
    for (const variant of tagVariants) {
      for (const size of tagSizes) {
        it(`has no axe violations as ${variant} ${size}, plain and removable`, async () => {
          const el = await fixture(`<div>
            <sk-tag variant="${variant}" size="${size}">Design</sk-tag>
            <sk-tag variant="${variant}" size="${size}" removable>Finland</sk-tag>
            <sk-tag variant="${variant}" size="${size}" removable>${icon}Approved</sk-tag>
          </div>`);
          await expectNoAxeViolations(el);
        });
      }
    }

    it('has no axe violations in a list, in right-to-left text, and with keyboard focus', async () => {
      const { root, tags } = await list();
      root.dir = 'rtl';
      tags[1]!.focus();
      await expectNoAxeViolations(root);
    });

    it('adds no role of its own, so a plain tag is read as its text', async () => {
      const el = await fixture<SkTag>('<sk-tag>Design</sk-tag>');
      expect(el.getAttribute('role')).toBeNull();
      // Chromium exposes a generic element without a name as "none": nothing to announce.
      expect(['generic', 'none']).toContain((await accessibleNode(el)).role);
      expect(el.shadowRoot!.querySelector('button')).toBeNull();
      expect(page.getByRole('button').elements()).toHaveLength(0);
    });

    it('names the remove button "Remove" and the tag text, as a screen reader hears it', async () => {
      const el = await fixture<SkTag>('<sk-tag removable>Finland</sk-tag>');
      await expect.element(page.getByRole('button', { name: 'Remove Finland' })).toBeVisible();
      const node = await accessibleNode(removeButton(el));
      expect([node.role, node.name]).toEqual(['button', 'Remove Finland']);
    });

    it('names the button by the text alone: not the icon, nor framework markers', async () => {
      const el = await fixture<SkTag>(
        `<sk-tag removable><!--?lit$123$-->${icon}<span slot="start">★</span>  New
          <b>York</b>  </sk-tag>`,
      );
      expect(removeButton(el).getAttribute('aria-label')).toBe('Remove New York');
    });

    it('renames the button when the text changes, without a new node', async () => {
      const el = await fixture<SkTag>('<sk-tag removable>Finland</sk-tag>');
      (el.firstChild as Text).data = 'Sweden';
      await expect.element(page.getByRole('button', { name: 'Remove Sweden' })).toBeVisible();
      el.append(' and Norway');
      await expect
        .element(page.getByRole('button', { name: 'Remove Sweden and Norway' }))
        .toBeVisible();
    });

    it('renames the button of a tag made removable later, and of one moved', async () => {
      const el = await fixture<SkTag>('<sk-tag>Finland</sk-tag>');
      el.removable = true;
      await el.updateComplete;
      (el.firstChild as Text).data = 'Sweden';
      await expect.element(page.getByRole('button', { name: 'Remove Sweden' })).toBeVisible();
      const other = document.createElement('div');
      el.parentElement!.append(other);
      other.append(el);
      (el.firstChild as Text).data = 'Norway';
      await expect.element(page.getByRole('button', { name: 'Remove Norway' })).toBeVisible();
    });

    for (const [lang, strings] of Object.entries({ en, fi, sv, de, fr, ar })) {
      it(`names the remove button in ${lang}`, async () => {
        const wrapper = await fixture(`<div lang="${lang}"><sk-tag removable>Suomi</sk-tag></div>`);
        const expected = String(strings.tagRemoveLabel).replace('{label}', 'Suomi');
        expect(removeButton(wrapper.firstElementChild!).getAttribute('aria-label')).toBe(expected);
        await expect.element(page.getByRole('button', { name: expected })).toBeVisible();
      });
    }
  });

  describe('properties', () => {
    it('has documented defaults, and writes no attribute for them', async () => {
      const el = await fixture<SkTag>('<sk-tag>Design</sk-tag>');
      expect([el.variant, el.size, el.removable]).toEqual(['neutral', 'medium', false]);
      for (const attribute of ['variant', 'size', 'removable']) {
        expect(el.hasAttribute(attribute), attribute).toBe(false);
      }
    });

    it('reflects variant, size and removable to attributes, and reads them back', async () => {
      const el = await fixture<SkTag>('<sk-tag>Design</sk-tag>');
      el.variant = 'danger';
      el.size = 'small';
      el.removable = true;
      await el.updateComplete;
      expect(el.getAttribute('variant')).toBe('danger');
      expect(el.getAttribute('size')).toBe('small');
      expect(el.hasAttribute('removable')).toBe(true);
      el.setAttribute('variant', 'info');
      el.removeAttribute('removable');
      await el.updateComplete;
      expect([el.variant, el.removable]).toEqual(['info', false]);
      expect(el.shadowRoot!.querySelector('button')).toBeNull();
    });

    for (const [attribute, allowed] of [
      ['variant', tagVariants],
      ['size', tagSizes],
    ] as const) {
      const fallback = attribute === 'variant' ? 'neutral' : 'medium';
      it(`falls back to ${attribute}="${fallback}" with one SK001 warning for an invalid value`, async () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        const el = await fixture<SkTag>(`<sk-tag ${attribute}="bogus">Design</sk-tag>`);
        expect(el[attribute]).toBe(fallback);
        expect(base(el).classList.contains('small')).toBe(false);
        expect(warn).toHaveBeenCalledTimes(1);
        const message = String(warn.mock.calls[0]?.[0]);
        expect(message).toContain('[sk-tag] SK001');
        expect(message).toContain(`${attribute}="bogus"`);
        expect(message).toContain(allowed.join(', '));
        expect(message).toContain('https://skerry.design/core-components/tag/api/');
        el.setAttribute(attribute, 'other');
        await el.updateComplete;
        expect(el[attribute]).toBe(fallback);
        expect(warn).toHaveBeenCalledTimes(1);
      });

      it(`restores the default silently when ${attribute} is removed`, async () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        const el = await fixture<SkTag>(`<sk-tag ${attribute}="${allowed[1]}">Design</sk-tag>`);
        expect(el[attribute]).toBe(allowed[1]);
        el.removeAttribute(attribute);
        await el.updateComplete;
        expect(el[attribute]).toBe(fallback);
        expect(warn).not.toHaveBeenCalled();
      });
    }

    it('colours each variant from its status tokens', async () => {
      const wrapper = await fixture(
        `<div>${tagVariants.map((v) => `<sk-tag variant="${v}">${v}</sk-tag>`).join('')}</div>`,
      );
      const tags = [...wrapper.querySelectorAll('sk-tag')];
      const styles = tags.map((el) => getComputedStyle(base(el)));
      expect(new Set(styles.map((s) => s.backgroundColor)).size).toBe(tagVariants.length);
      expect(new Set(styles.map((s) => s.borderTopColor)).size).toBe(tagVariants.length);
      for (const [index, variant] of tagVariants.entries()) {
        const style = styles[index]!;
        if (variant === 'neutral') {
          expect(style.backgroundColor).toBe(computedColor('var(--sk-color-surface-subtle)'));
          expect(style.borderTopColor).toBe(computedColor('var(--sk-color-border-strong)'));
        } else {
          expect(style.backgroundColor).toBe(
            computedColor(`var(--sk-color-status-${variant}-surface)`),
          );
          expect(style.borderTopColor).toBe(computedColor(`var(--sk-color-status-${variant})`));
        }
        expect(style.color).toBe(computedColor('var(--sk-color-text)'));
      }
    });

    it('is 24, 32 and 40 pixels high by size, and the remove button fills its height', async () => {
      const wrapper = await fixture(
        `<div>${tagSizes.map((s) => `<sk-tag size="${s}" removable>Finland</sk-tag>`).join('')}</div>`,
      );
      const tags = [...wrapper.querySelectorAll('sk-tag')];
      expect(tags.map((el) => el.getBoundingClientRect().height)).toEqual([24, 32, 40]);
      expect(tags.map((el) => removeButton(el).getBoundingClientRect().height)).toEqual([
        22, 30, 38,
      ]);
      const fonts = tags.map((el) => parseFloat(getComputedStyle(base(el)).fontSize));
      expect(fonts[0]).toBeLessThan(fonts[1]!);
      expect(fonts[1]).toBeLessThan(fonts[2]!);
    });

    it('wraps a long text in a narrow container instead of overflowing it', async () => {
      const wrapper = await fixture(
        '<div style="inline-size: 120px"><sk-tag removable>Very long category name that does not fit</sk-tag></div>',
      );
      const tag = wrapper.querySelector('sk-tag')!;
      expect(tag.getBoundingClientRect().width).toBeLessThanOrEqual(120);
      expect(tag.getBoundingClientRect().height).toBeGreaterThan(32);
    });
  });

  describe('events', () => {
    it('fires one bubbling, composed, cancelable sk-remove from the remove button, and stays', async () => {
      const wrapper = await fixture('<div><sk-tag removable>Finland</sk-tag></div>');
      const el = wrapper.querySelector('sk-tag')!;
      const log = captureEvents(document, ['sk-remove']);
      await userEvent.click(removeButton(el));
      log.stop();
      expect(log.types()).toEqual(['sk-remove']);
      const [event] = log.events;
      expect([event!.bubbles, event!.composed, event!.cancelable]).toEqual([true, true, true]);
      expect(event!.target).toBe(el);
      // The application owns the list: nobody removed the tag, so it is still there.
      expect(el.isConnected).toBe(true);
    });

    it('changes nothing when the request is refused, by mouse or by keyboard', async () => {
      const { root, tags } = await group();
      root.addEventListener('sk-remove', (event) => event.preventDefault());
      const onRemove = vi.fn();
      root.addEventListener('sk-remove', onRemove);
      await userEvent.click(removeButton(tags[1]!));
      expect(onRemove).toHaveBeenCalledTimes(1);
      expect(hasFocus(tags[1]!)).toBe(true);
      await userEvent.keyboard('{Delete}');
      expect(onRemove).toHaveBeenCalledTimes(2);
      expect(root.querySelectorAll('sk-tag')).toHaveLength(3);
      expect(hasFocus(tags[1]!)).toBe(true);
      // Removed later by the application, for its own reasons, it leaves focus to the page.
      tags[1]!.remove();
      expect(focused()).toBe(document.body);
    });

    it('returns whether the request was accepted from requestRemove()', async () => {
      const el = await fixture<SkTag>('<sk-tag removable>Finland</sk-tag>');
      const accepted = oneEvent(el, 'sk-remove');
      expect(el.requestRemove()).toBe(true);
      await accepted;
      el.addEventListener('sk-remove', (event) => event.preventDefault());
      expect(el.requestRemove()).toBe(false);
    });

    it('fires sk-remove, never sk-close, so a modal around it stays open', async () => {
      const dialog = await fixture<HTMLDialogElement>(
        `<dialog aria-label="Filters"><div role="group" aria-label="Countries">${three()}</div></dialog>`,
      );
      dialog.showModal();
      removeOnRequest(dialog);
      const log = captureEvents(dialog, ['sk-remove', 'sk-close', 'sk-after-close']);
      const [, sweden, norway] = dialog.querySelectorAll('sk-tag');
      removeButton(sweden!).focus();
      await userEvent.keyboard('{Delete}');
      expect(log.types()).toEqual(['sk-remove']);
      expect(dialog.open).toBe(true);
      expect(hasFocus(norway!)).toBe(true);
    });
  });

  describe('focus after removal', () => {
    const ways = {
      mouse: async (tag: SkTag) => userEvent.click(removeButton(tag)),
      Delete: async (tag: SkTag) => {
        tag.focus();
        await userEvent.keyboard('{Delete}');
      },
      Backspace: async (tag: SkTag) => {
        tag.focus();
        await userEvent.keyboard('{Backspace}');
      },
    };

    for (const [arrangement, render] of Object.entries({ list, group })) {
      for (const [way, remove] of Object.entries(ways)) {
        describe(`in a ${arrangement}, by ${way}`, () => {
          it('moves from the first tag to the next one', async () => {
            const { root, tags } = await render();
            removeOnRequest(root);
            await remove(tags[0]!);
            expect(tags[0]!.isConnected).toBe(false);
            expect(hasFocus(tags[1]!)).toBe(true);
          });

          it('moves from the middle tag to the next one', async () => {
            const { root, tags } = await render();
            removeOnRequest(root);
            await remove(tags[1]!);
            expect(hasFocus(tags[2]!)).toBe(true);
          });

          it('moves from the last tag to the previous one', async () => {
            const { root, tags } = await render();
            removeOnRequest(root);
            await remove(tags[2]!);
            expect(hasFocus(tags[1]!)).toBe(true);
          });

          it('moves to the list or group itself when the last tag of all goes', async () => {
            const { root, tags } = await render();
            removeOnRequest(root);
            await remove(tags[0]!);
            await remove(tags[1]!);
            await remove(tags[2]!);
            expect(root.querySelectorAll('sk-tag')).toHaveLength(0);
            expect(document.activeElement).toBe(root);
            expect(root.getAttribute('tabindex')).toBe('-1');
          });
        });
      }
    }

    it('waits for a framework that removes the tag later, then moves focus', async () => {
      const { root, tags } = await list();
      let rerender: (() => void) | undefined;
      root.addEventListener('sk-remove', (event) => {
        const item = (event.target as Element).parentElement!;
        rerender = () => item.remove();
      });
      await userEvent.click(removeButton(tags[0]!));
      // Accepted, but not removed yet: focus stays until the tag leaves.
      expect(hasFocus(tags[0]!)).toBe(true);
      rerender!();
      expect(hasFocus(tags[1]!)).toBe(true);
    });

    it('skips tags that cannot take focus, and tags gone meanwhile', async () => {
      const root = await fixture(
        `<div role="group" aria-label="Filters"><sk-tag removable>A</sk-tag><sk-tag>B</sk-tag><sk-tag removable>C</sk-tag><sk-tag removable>D</sk-tag></div>`,
      );
      const [a, , c, d] = root.querySelectorAll('sk-tag');
      root.addEventListener('sk-remove', (event) => {
        c!.remove();
        (event.target as Element).remove();
      });
      await userEvent.click(removeButton(a!));
      expect(hasFocus(d!)).toBe(true);
    });

    it('leaves focus where the application moved it', async () => {
      const root = await fixture(
        `<div><input aria-label="Add a country"><div role="group" aria-label="Countries">${three()}</div></div>`,
      );
      const input = root.querySelector('input')!;
      root.addEventListener('sk-remove', (event) => {
        input.focus();
        (event.target as Element).remove();
      });
      await userEvent.click(removeButton(root.querySelector('sk-tag')!));
      expect(document.activeElement).toBe(input);
    });

    it('keeps a tabindex the group already has', async () => {
      const root = await fixture(
        '<div role="group" aria-label="Countries" tabindex="0"><sk-tag removable>Finland</sk-tag></div>',
      );
      removeOnRequest(root);
      await userEvent.click(removeButton(root.querySelector('sk-tag')!));
      expect(document.activeElement).toBe(root);
      expect(root.getAttribute('tabindex')).toBe('0');
    });
  });

  describe('slots', () => {
    it('renders its text in the label part and the icon in the start slot', async () => {
      const el = await fixture(`<sk-tag>${icon}Approved</sk-tag>`);
      const label = shadow<HTMLSlotElement>(el, '[part~="label"] slot');
      expect(label.assignedNodes().map((n) => n.textContent)).toEqual(['Approved']);
      const start = shadow<HTMLSlotElement>(el, 'slot[name="start"]');
      expect(start.assignedElements()).toEqual([el.querySelector('svg')]);
    });

    it('draws the icon in the variant accent colour, at the small icon size', async () => {
      const el = await fixture(`<sk-tag variant="success">${icon}Approved</sk-tag>`);
      const svg = el.querySelector('svg')!;
      expect(getComputedStyle(svg).color).toBe(computedColor('var(--sk-color-status-success)'));
      expect(svg.getBoundingClientRect().width).toBe(16);
    });

    it('puts the icon first and the remove button last, mirrored in right-to-left text', async () => {
      const markup = `<sk-tag removable>${icon}Approved</sk-tag>`;
      const wrapper = await fixture(
        `<div><div dir="ltr">${markup}</div><div dir="rtl">${markup}</div></div>`,
      );
      const [ltr, rtl] = [...wrapper.querySelectorAll('sk-tag')];
      const x = (el: Element) => ({
        icon: el.querySelector('svg')!.getBoundingClientRect().x,
        label: shadow(el, '[part~="label"]').getBoundingClientRect().x,
        button: removeButton(el).getBoundingClientRect().x,
      });
      const left = x(ltr!);
      expect(left.icon).toBeLessThan(left.label);
      expect(left.label).toBeLessThan(left.button);
      const right = x(rtl!);
      expect(right.icon).toBeGreaterThan(right.label);
      expect(right.label).toBeGreaterThan(right.button);
    });
  });

  describe('keyboard', () => {
    it('is reached with Tab on its remove button, and skipped when it is not removable', async () => {
      const wrapper = await fixture(
        '<div><input aria-label="Before"><sk-tag>Design</sk-tag><sk-tag removable>Finland</sk-tag></div>',
      );
      wrapper.querySelector('input')!.focus();
      await userEvent.tab();
      const el = wrapper.querySelectorAll('sk-tag')[1]!;
      expect(document.activeElement).toBe(el);
      expect(hasFocus(el)).toBe(true);
      expect(removeButton(el).matches(':focus-visible')).toBe(true);
    });

    it('draws the focus ring from the focus token on keyboard focus', async () => {
      const wrapper = await fixture(
        '<div><input aria-label="Before"><sk-tag removable>Finland</sk-tag></div>',
      );
      wrapper.querySelector('input')!.focus();
      await userEvent.tab();
      const style = getComputedStyle(removeButton(wrapper.querySelector('sk-tag')!));
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineWidth).toBe('2px');
      expect(style.outlineColor).toBe(computedColor('var(--sk-color-focus-ring)'));
    });

    it('focuses its remove button when the tag is focused (delegatesFocus)', async () => {
      const el = await fixture<SkTag>('<sk-tag removable>Finland</sk-tag>');
      el.focus();
      expect(hasFocus(el)).toBe(true);
      expect(el.matches(':focus')).toBe(true);
    });

    for (const key of ['{Delete}', '{Backspace}', '{Enter}', ' ']) {
      it(`asks to be removed with ${key === ' ' ? 'Space' : key.slice(1, -1)} on its button`, async () => {
        const el = await fixture<SkTag>('<sk-tag removable>Finland</sk-tag>');
        const onRemove = vi.fn();
        el.addEventListener('sk-remove', onRemove);
        el.focus();
        await userEvent.keyboard(key);
        expect(onRemove).toHaveBeenCalledTimes(1);
      });
    }

    it('asks once for a held key, so its repeats do not remove the next tags too', async () => {
      const { root, tags } = await group();
      removeOnRequest(root);
      tags[0]!.focus();
      await userEvent.keyboard('{Delete>3}{/Delete}');
      expect(root.querySelectorAll('sk-tag')).toHaveLength(2);
      expect(hasFocus(tags[1]!)).toBe(true);
    });

    it('asks with Delete when the tag itself has focus', async () => {
      const el = await fixture<SkTag>('<sk-tag removable tabindex="0">Finland</sk-tag>');
      const onRemove = vi.fn();
      el.addEventListener('sk-remove', onRemove);
      el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Delete', bubbles: true }));
      expect(onRemove).toHaveBeenCalledTimes(1);
    });

    it('ignores Delete and Backspace on content inside it, and on a tag that is not removable', async () => {
      const wrapper = await fixture(
        '<div><sk-tag removable><a href="#finland">Finland</a></sk-tag><sk-tag tabindex="0">Design</sk-tag></div>',
      );
      const onRemove = vi.fn();
      wrapper.addEventListener('sk-remove', onRemove);
      wrapper.querySelector('a')!.focus();
      await userEvent.keyboard('{Delete}{Backspace}');
      wrapper.querySelectorAll('sk-tag')[1]!.focus();
      await userEvent.keyboard('{Delete}{Backspace}');
      expect(onRemove).not.toHaveBeenCalled();
    });
  });

  describe('form', () => {
    it('adds nothing to form data, and its remove button does not submit', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-tag removable>Finland</sk-tag><input name="city" value="Oslo" aria-label="City"></form>',
      );
      const onSubmit = vi.fn((event: Event) => event.preventDefault());
      form.addEventListener('submit', onSubmit);
      await userEvent.click(removeButton(form.querySelector('sk-tag')!));
      expect(onSubmit).not.toHaveBeenCalled();
      expect([...new FormData(form)]).toEqual([['city', 'Oslo']]);
    });
  });

  describe('parts and states', () => {
    it('exposes base, start, label and remove-button parts', async () => {
      const el = await fixture(`<sk-tag removable>${icon}Finland</sk-tag>`);
      for (const part of ['base', 'start', 'label', 'remove-button']) {
        expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).not.toBeNull();
      }
    });

    it('takes its colours and radius from the --sk-tag-* properties', async () => {
      const el = await fixture(
        `<sk-tag variant="danger" style="--sk-tag-background: var(--sk-color-surface); --sk-tag-color: var(--sk-color-text-subtle); --sk-tag-border-color: var(--sk-color-interactive); --sk-tag-radius: var(--sk-radius-full)">Finland</sk-tag>`,
      );
      const style = getComputedStyle(base(el));
      expect(style.backgroundColor).toBe(computedColor('var(--sk-color-surface)'));
      expect(style.color).toBe(computedColor('var(--sk-color-text-subtle)'));
      expect(style.borderTopColor).toBe(computedColor('var(--sk-color-interactive)'));
      expect(style.borderTopLeftRadius).toBe('9999px');
    });

    it('tints its remove button on hover', async () => {
      const el = await fixture('<sk-tag removable>Finland</sk-tag>');
      const button = removeButton(el);
      const idle = getComputedStyle(button).backgroundColor;
      await userEvent.hover(button);
      expect(getComputedStyle(button).backgroundColor).not.toBe(idle);
    });

    it('is a registered custom element', async () => {
      const { SkTag } = await import('./tag.js');
      expect(customElements.get('sk-tag')).toBe(SkTag);
    });
  });

  describe('forced colors', () => {
    it('keeps every variant’s text, border and remove button in system colours', async () => {
      const wrapper = await fixture(
        `<div>${tagVariants.map((v) => `<sk-tag variant="${v}" removable>${v}</sk-tag>`).join('')}</div>`,
      );
      await commands.emulateForcedColors(true);
      for (const el of wrapper.querySelectorAll('sk-tag')) {
        const style = getComputedStyle(base(el));
        expect(style.color).toBe(computedColor('CanvasText'));
        expect(style.borderTopColor).toBe(computedColor('CanvasText'));
        expect(style.backgroundColor).toBe(computedColor('Canvas'));
        expect(getComputedStyle(removeButton(el)).color).toBe(computedColor('ButtonText'));
      }
      expect(computedColor('CanvasText')).not.toBe(computedColor('Canvas'));
    });

    it('keeps the focus ring in the system highlight colour', async () => {
      const wrapper = await fixture(
        '<div><input aria-label="Before"><sk-tag removable variant="danger">Finland</sk-tag></div>',
      );
      await commands.emulateForcedColors(true);
      wrapper.querySelector('input')!.focus();
      await userEvent.tab();
      const style = getComputedStyle(removeButton(wrapper.querySelector('sk-tag')!));
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineColor).toBe(computedColor('Highlight'));
    });

    it('shows hover on the remove button as a highlight outline', async () => {
      const el = await fixture('<sk-tag removable>Finland</sk-tag>');
      await commands.emulateForcedColors(true);
      await userEvent.hover(removeButton(el));
      const style = getComputedStyle(removeButton(el));
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineColor).toBe(computedColor('Highlight'));
    });
  });
});
