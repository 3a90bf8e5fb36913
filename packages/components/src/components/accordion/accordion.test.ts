import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { isOwnEvent } from '../../events/is-own-event.js';
import { deepActiveElement } from '../../internal/focus.js';
import { accessibilityTree, accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { computedColor } from '../../testing/colors.js';
import '../../testing/commands.js';
import { captureEvents, oneEvent } from '../../testing/events.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import type { SkAccordionItem } from './accordion-item.js';
import type { SkAccordion } from './accordion.js';
import { accordionHeadingLevels } from './accordion.types.js';
import './sk-accordion.js';

/* Four sections: closed, open, disabled, closed; a link in the open panel. */
const sections = `
  <sk-accordion-item heading="Delivery">We deliver in three working days.</sk-accordion-item>
  <sk-accordion-item heading="Returns" open>Return any item <a href="#returns">within 30 days</a>.</sk-accordion-item>
  <sk-accordion-item heading="Warranty" disabled>Two years on every item.</sk-accordion-item>
  <sk-accordion-item heading="Contact">Write to help@example.com.</sk-accordion-item>`;

async function accordion(
  attributes = '',
  content = sections,
): Promise<{ el: SkAccordion; items: SkAccordionItem[] }> {
  const el = await fixture<SkAccordion>(`<sk-accordion ${attributes}>${content}</sk-accordion>`);
  return { el, items: [...el.querySelectorAll('sk-accordion-item')] };
}

const trigger = (item: Element): HTMLButtonElement => shadow<HTMLButtonElement>(item, '#trigger');
const panel = (item: Element): HTMLElement => shadow(item, '#panel');
const opened = (items: SkAccordionItem[]): boolean[] => items.map((item) => item.open);

/** The names of the regions in the page's accessibility tree: what a screen reader lists. */
async function regions(): Promise<string[]> {
  return (await accessibilityTree())
    .filter((node) => node.role === 'region')
    .map((node) => node.name);
}

/** The section's style once its transitions (a hover's colour, the panel's height) have ended. */
async function settled(el: Element): Promise<CSSStyleDeclaration> {
  for (let running = el.getAnimations(); running.length; running = el.getAnimations()) {
    await Promise.allSettled(running.map((animation) => animation.finished));
  }
  return getComputedStyle(el);
}

/** Opens or closes a section as the reader does, and waits for the panel to finish moving. */
async function press(item: SkAccordionItem): Promise<void> {
  const done = oneEvent(item, item.open ? 'sk-after-close' : 'sk-after-open');
  await userEvent.click(trigger(item));
  await done;
}

/*
 * The browser's own text search, run by navigating to a text fragment (`#:~:text=`): it finds
 * text as find-in-page does and reveals a `hidden="until-found"` match the same way, firing
 * `beforematch`. Chromium gives a page no other way to start a real find: `window.find()` never
 * reveals hidden content, and the DevTools protocol has no find command.
 */
function findInPage(text: string): void {
  location.hash = `:~:text=${encodeURIComponent(text)}`;
}

describe('<sk-accordion>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    history.replaceState(null, '', location.pathname + location.search);
    await commands.emulateForcedColors(false);
    await commands.emulateReducedMotion(false);
  });

  describe('accessibility', () => {
    for (const multiple of [false, true]) {
      it(`has no axe violations with closed, open and disabled sections${multiple ? ', several open' : ''}`, async () => {
        const { el, items } = await accordion(multiple ? 'multiple' : '');
        await expectNoAxeViolations(el);
        items[0]!.open = true;
        items[3]!.open = true;
        await settle();
        await expectNoAxeViolations(el);
      });
    }

    it('has no axe violations with summaries, icons, slotted headings and at each heading level', async () => {
      for (const level of accordionHeadingLevels) {
        const { el } = await accordion(
          `heading-level="${level}"`,
          `<sk-accordion-item open>
            <svg slot="start" viewBox="0 0 16 16" aria-hidden="true"><circle cx="8" cy="8" r="6"></circle></svg>
            <span slot="heading">Your <em>order</em></span>
            <span slot="summary">Placed on 3 March</span>
            Two parcels.
          </sk-accordion-item>
          <sk-accordion-item heading="Payment" disabled><span slot="summary">Paid</span>By card.</sk-accordion-item>`,
        );
        await expectNoAxeViolations(el);
      }
    });

    it('gives each section a heading that holds a button, expanded or not, that controls its panel', async () => {
      const { items } = await accordion();
      const header = await accessibleNode(shadow(items[0]!, '[part~="header"]'));
      expect(header).toMatchObject({ role: 'heading', name: 'Delivery' });
      expect(header.properties.level).toBe(3);
      const button = await accessibleNode(trigger(items[0]!));
      expect(button).toMatchObject({ role: 'button', name: 'Delivery' });
      expect(button.properties.expanded).toBe(false);
      expect(trigger(items[0]!).getAttribute('aria-controls')).toBe(panel(items[0]!).id);
      await expect
        .element(page.getByRole('button', { name: 'Returns', expanded: true }))
        .toBeInTheDocument();

      await press(items[0]!);
      expect((await accessibleNode(trigger(items[0]!))).properties.expanded).toBe(true);
    });

    it('exposes an open panel as a region named by its heading, and hides a closed one', async () => {
      const { el, items } = await accordion();
      expect(el.multiple).toBe(false);
      expect(await accessibleNode(panel(items[1]!))).toMatchObject({
        role: 'region',
        name: 'Returns',
      });
      const texts = (await accessibilityTree()).map((node) => node.name);
      expect(texts).toContain('within 30 days');
      expect(texts.some((name) => name.includes('three working days'))).toBe(false);
      expect(await regions()).toEqual(['Returns']);
      items[3]!.open = true;
      await oneEvent(items[3]!, 'sk-after-open');
      expect(await regions()).toEqual(['Contact']);
    });

    it('keeps regions for up to six open panels, and none past six, when several may open', async () => {
      const item = (n: number): string =>
        `<sk-accordion-item heading="Part ${n}" open>Text ${n}</sk-accordion-item>`;
      const six = await accordion('multiple', [1, 2, 3, 4, 5, 6].map(item).join(''));
      expect(await regions()).toEqual(['Part 1', 'Part 2', 'Part 3', 'Part 4', 'Part 5', 'Part 6']);
      six.el.insertAdjacentHTML('beforeend', item(7));
      await settle();
      expect(await regions()).toEqual([]);
      await expectNoAxeViolations(six.el);
      expect(panel(six.items[0]!).hasAttribute('aria-labelledby')).toBe(false);
    });

    it('announces a disabled section’s button as disabled', async () => {
      const { items } = await accordion();
      expect((await accessibleNode(trigger(items[2]!))).properties.disabled).toBe(true);
    });
  });

  describe('properties', () => {
    it('has documented defaults', async () => {
      const { el } = await accordion('', '<sk-accordion-item>Text</sk-accordion-item>');
      const item = el.querySelector('sk-accordion-item')!;
      expect(el.headingLevel).toBe(3);
      expect(el.multiple).toBe(false);
      expect(item.open).toBe(false);
      expect(item.disabled).toBe(false);
      expect(item.heading).toBe('');
      expect(el.items).toEqual([item]);
    });

    for (const level of accordionHeadingLevels) {
      it(`gives every heading level ${level} with heading-level="${level}"`, async () => {
        const { items } = await accordion(`heading-level="${level}"`);
        for (const item of items) {
          expect((await accessibleNode(shadow(item, '[part~="header"]'))).properties.level).toBe(
            level,
          );
        }
      });
    }

    it('changes the headings’ level with the property', async () => {
      const { el, items } = await accordion();
      el.headingLevel = 5;
      await settle();
      expect(shadow(items[3]!, '[part~="header"]').getAttribute('aria-level')).toBe('5');
    });

    for (const value of ['1', '7', 'h2', '3.5']) {
      it(`falls back to level 3 with one SK001 warning for heading-level="${value}"`, async () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        const { el, items } = await accordion(`heading-level="${value}"`);
        expect(el.headingLevel).toBe(3);
        expect(shadow(items[0]!, '[part~="header"]').getAttribute('aria-level')).toBe('3');
        expect(warn).toHaveBeenCalledTimes(1);
        expect(String(warn.mock.calls[0]?.[0])).toContain(
          `[sk-accordion] SK001: heading-level="${value}"`,
        );
      });
    }

    it('returns to level 3 silently when heading-level is removed', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { el, items } = await accordion('heading-level="5"');
      el.removeAttribute('heading-level');
      await settle();
      expect(el.headingLevel).toBe(3);
      expect(shadow(items[0]!, '[part~="header"]').getAttribute('aria-level')).toBe('3');
      expect(warn).not.toHaveBeenCalled();
    });

    it('keeps one section open at a time: opening one closes the one that was open', async () => {
      const { items } = await accordion();
      expect(opened(items)).toEqual([false, true, false, false]);
      await press(items[3]!);
      expect(opened(items)).toEqual([false, false, false, true]);
      items[0]!.open = true;
      await settle();
      expect(opened(items)).toEqual([true, false, false, false]);
    });

    it('keeps the first open section of the markup when several are open without multiple', async () => {
      const { items } = await accordion(
        '',
        '<sk-accordion-item heading="A" open>a</sk-accordion-item><sk-accordion-item heading="B" open>b</sk-accordion-item>',
      );
      expect(opened(items)).toEqual([true, false]);
      expect(items[1]!.hasAttribute('open')).toBe(false);
    });

    it('lets several sections be open with multiple, and keeps the first when it is removed', async () => {
      const { el, items } = await accordion('multiple');
      await press(items[0]!);
      await press(items[3]!);
      expect(opened(items)).toEqual([true, true, false, true]);
      el.removeAttribute('multiple');
      await settle();
      expect(el.multiple).toBe(false);
      expect(opened(items)).toEqual([true, false, false, false]);
    });

    it('opens and closes by open from script, showing and hiding the panel', async () => {
      const { items } = await accordion();
      const item = items[0]!;
      const done = oneEvent(item, 'sk-after-open');
      item.open = true;
      await done;
      expect(panel(item).hasAttribute('hidden')).toBe(false);
      expect(panel(item).getBoundingClientRect().height).toBeGreaterThan(0);
      const closed = oneEvent(item, 'sk-after-close');
      item.removeAttribute('open');
      await closed;
      expect(item.open).toBe(false);
      expect(panel(item).getAttribute('hidden')).toBe('until-found');
      expect(panel(item).getBoundingClientRect().height).toBe(0);
    });

    it('ignores the reader on a disabled section, whose button cannot be pressed', async () => {
      const { items } = await accordion();
      const log = captureEvents(items[2]!, ['sk-open', 'sk-after-open']);
      trigger(items[2]!).click();
      expect(await items[2]!.requestOpen()).toBe(false);
      await settle();
      expect(items[2]!.open).toBe(false);
      expect(trigger(items[2]!).disabled).toBe(true);
      expect(log.types()).toEqual([]);
    });

    it('resolves requestOpen and requestClose once the panel has moved', async () => {
      const { items } = await accordion();
      const item = items[0]!;
      expect(await item.requestOpen()).toBe(true);
      expect(item.open).toBe(true);
      expect(panel(item).getAnimations()).toEqual([]);
      expect(await item.requestClose()).toBe(true);
      expect(item.open).toBe(false);
      expect(panel(item).getAnimations()).toEqual([]);
    });

    it('works as a lone section, with a level-3 heading and a region', async () => {
      const item = await fixture<SkAccordionItem>(
        '<sk-accordion-item heading="Alone">Text</sk-accordion-item>',
      );
      await press(item);
      expect(shadow(item, '[part~="header"]').getAttribute('aria-level')).toBe('3');
      expect((await accessibleNode(panel(item))).role).toBe('region');
    });
  });

  describe('events', () => {
    it('fires a cancelable sk-open before anything changes, then sk-after-open after the motion', async () => {
      const { items } = await accordion();
      const item = items[0]!;
      const log = captureEvents(item, ['sk-open', 'sk-after-open']);
      let before: unknown[] = [];
      item.addEventListener('sk-open', (event) => {
        before = [event.cancelable, item.open, panel(item).getAttribute('hidden')];
      });
      const after = oneEvent(item, 'sk-after-open');
      trigger(item).click();
      await item.updateComplete;
      // The panel is moving when the change is made…
      expect(panel(item).getAnimations().length).toBeGreaterThan(0);
      await after;
      // …and has stopped, at its full height, when sk-after-open comes.
      expect(panel(item).getAnimations()).toEqual([]);
      expect(panel(item).getBoundingClientRect().height).toBe(
        shadow(item, '[part~="content"]').getBoundingClientRect().height,
      );
      expect(before).toEqual([true, false, 'until-found']);
      expect(log.types()).toEqual(['sk-open', 'sk-after-open']);
    });

    it('keeps the section closed when sk-open is prevented, with no sk-after-open', async () => {
      const { items } = await accordion();
      const log = captureEvents(items[0]!, ['sk-after-open']);
      const request = oneEvent(items[0]!, 'sk-open', { cancel: true });
      await userEvent.click(trigger(items[0]!));
      await request;
      await settle();
      expect(items[0]!.open).toBe(false);
      expect(items[1]!.open).toBe(true);
      expect(await items[0]!.requestOpen()).toBe(true);
      expect(log.types()).toEqual(['sk-after-open']);
    });

    it('fires sk-close with source trigger from the button, and api from requestClose()', async () => {
      const { items } = await accordion();
      const item = items[1]!;
      const log = captureEvents(item, ['sk-close', 'sk-after-close']);
      const fromButton = oneEvent(item, 'sk-close');
      await press(item);
      expect((await fromButton).detail.source).toBe('trigger');
      item.open = true;
      await oneEvent(item, 'sk-after-open');
      const fromApi = oneEvent(item, 'sk-close');
      await item.requestClose();
      expect((await fromApi).detail.source).toBe('api');
      expect(log.types()).toEqual(['sk-close', 'sk-after-close', 'sk-close', 'sk-after-close']);
    });

    it('keeps the section open when sk-close is prevented', async () => {
      const { items } = await accordion();
      const sources: string[] = [];
      items[1]!.addEventListener('sk-close', (event) => {
        sources.push(event.detail.source);
        event.preventDefault();
      });
      await userEvent.click(trigger(items[1]!));
      expect(await items[1]!.requestClose()).toBe(false);
      await settle();
      expect(items[1]!.open).toBe(true);
      expect(panel(items[1]!).hasAttribute('hidden')).toBe(false);
      expect(sources).toEqual(['trigger', 'api']);
    });

    it('fires no request, only sk-after-*, when script opens and closes', async () => {
      const { items } = await accordion();
      const log = captureEvents(items[0]!, [
        'sk-open',
        'sk-close',
        'sk-after-open',
        'sk-after-close',
      ]);
      items[0]!.open = true;
      await oneEvent(items[0]!, 'sk-after-open');
      items[0]!.open = false;
      await oneEvent(items[0]!, 'sk-after-close');
      expect(log.types()).toEqual(['sk-after-open', 'sk-after-close']);
    });

    it('closes the open section without a request when another opens, with its sk-after-close', async () => {
      const { items } = await accordion();
      const log = captureEvents(items[1]!, ['sk-close', 'sk-after-close']);
      const closed = oneEvent(items[1]!, 'sk-after-close');
      await press(items[0]!);
      await closed;
      expect(log.types()).toEqual(['sk-after-close']);
    });

    it('fires no sk-after-open for a section that closed again while it was opening', async () => {
      const { items } = await accordion();
      const log = captureEvents(items[0]!, ['sk-after-open', 'sk-after-close']);
      items[0]!.open = true;
      await settle();
      items[0]!.open = false;
      await oneEvent(items[0]!, 'sk-after-close');
      expect(log.types()).toEqual(['sk-after-close']);
    });

    it('lets the events bubble out of shadow roots, composed', async () => {
      const { el, items } = await accordion();
      const request = oneEvent(el, 'sk-open');
      await userEvent.click(trigger(items[0]!));
      const event = await request;
      expect([event.bubbles, event.composed, event.target]).toEqual([true, true, items[0]]);
    });
  });

  describe('nested accordions', () => {
    const nested = `
      <sk-accordion-item heading="Outer one" open>
        <sk-accordion heading-level="4">
          <sk-accordion-item heading="Inner one" open>Inner text one</sk-accordion-item>
          <sk-accordion-item heading="Inner two">Inner text two</sk-accordion-item>
        </sk-accordion>
      </sk-accordion-item>
      <sk-accordion-item heading="Outer two">Outer text</sk-accordion-item>`;

    it('keeps its own sections, level, and single open section apart from the outer ones', async () => {
      const { el } = await accordion('', nested);
      const inner = el.querySelector<SkAccordion>('sk-accordion')!;
      const [outerOne, innerOne, innerTwo, outerTwo] = [
        ...el.querySelectorAll('sk-accordion-item'),
      ];
      expect(el.items).toEqual([outerOne, outerTwo]);
      expect(inner.items).toEqual([innerOne, innerTwo]);
      expect(shadow(innerOne!, '[part~="header"]').getAttribute('aria-level')).toBe('4');
      expect(shadow(outerOne!, '[part~="header"]').getAttribute('aria-level')).toBe('3');

      const outerLog = captureEvents(outerOne!, [
        'sk-open',
        'sk-close',
        'sk-after-open',
        'sk-after-close',
      ]);
      await press(innerTwo!);
      await press(innerTwo!);
      expect(opened([outerOne!, innerOne!, innerTwo!, outerTwo!])).toEqual([
        true,
        false,
        false,
        false,
      ]);
      // The inner section's events pass through the outer section, and are not its own.
      expect(outerLog.events.length).toBe(5);
      expect(outerLog.events.every((event) => !isOwnEvent(outerOne!, event))).toBe(true);
      expect(outerLog.events.every((event) => event.target !== outerOne)).toBe(true);
    });

    it('keeps an outer section open when an inner one’s close request is prevented', async () => {
      const { el } = await accordion('', nested);
      const [outerOne, innerOne] = [...el.querySelectorAll('sk-accordion-item')];
      const request = oneEvent(innerOne!, 'sk-close', { cancel: true });
      await userEvent.click(trigger(innerOne!));
      await request;
      await settle();
      expect([outerOne!.open, innerOne!.open]).toEqual([true, true]);
    });

    it('moves the arrow keys between the inner headers only', async () => {
      const { el } = await accordion('', nested);
      const [, innerOne, innerTwo] = [...el.querySelectorAll('sk-accordion-item')];
      trigger(innerOne!).focus();
      await userEvent.keyboard('{ArrowDown}');
      expect(deepActiveElement()).toBe(trigger(innerTwo!));
      await userEvent.keyboard('{ArrowDown}');
      expect(deepActiveElement()).toBe(trigger(innerOne!));
      await userEvent.keyboard('{End}');
      expect(deepActiveElement()).toBe(trigger(innerTwo!));
    });
  });

  describe('find in page', () => {
    it('opens a closed section whose slotted content holds the match, at once, without a request', async () => {
      const { items } = await accordion(
        '',
        `${sections}<sk-accordion-item heading="Care">Wash the quokkacloth at thirty degrees.</sk-accordion-item>`,
      );
      const care = items[4]!;
      const log = captureEvents(care, ['sk-open', 'sk-after-open']);
      const after = oneEvent(care, 'sk-after-open');
      findInPage('quokkacloth');
      await after;
      expect(care.open).toBe(true);
      expect(panel(care).hasAttribute('hidden')).toBe(false);
      expect(panel(care).getBoundingClientRect().height).toBeGreaterThan(0);
      // Opened without the animation, so the match is where the browser scrolled to it.
      expect(panel(care).getAnimations()).toEqual([]);
      expect(log.types()).toEqual(['sk-after-open']);
      // The section that was open closes at once too, so nothing above the match moves.
      expect(items[1]!.open).toBe(false);
      expect(panel(items[1]!).getBoundingClientRect().height).toBe(0);
      // The next change animates again.
      care.open = false;
      await care.updateComplete;
      expect(panel(care).getAnimations().length).toBeGreaterThan(0);
    });

    it('opens a closed section in a nested accordion, and the outer section around it', async () => {
      const { el } = await accordion(
        '',
        `<sk-accordion-item heading="Outer">
          <sk-accordion>
            <sk-accordion-item heading="Inner open" open>Open already.</sk-accordion-item>
            <sk-accordion-item heading="Inner">A wallabyknot deep inside.</sk-accordion-item>
          </sk-accordion>
        </sk-accordion-item>
        <sk-accordion-item heading="Outer open" open>Open already.</sk-accordion-item>`,
      );
      const [outer, innerOpen, inner, outerOpen] = [...el.querySelectorAll('sk-accordion-item')];
      // The inner section's sk-after-open bubbles through the outer one: wait for the outer's own.
      const after = new Promise<void>((resolve) => {
        outer!.addEventListener('sk-after-open', (event) => {
          if (isOwnEvent(outer!, event)) resolve();
        });
      });
      findInPage('wallabyknot');
      await after;
      expect(opened([outer!, innerOpen!, inner!, outerOpen!])).toEqual([true, false, true, false]);
      expect([panel(outer!), panel(inner!)].map((p) => p.hasAttribute('hidden'))).toEqual([
        false,
        false,
      ]);
    });

    it('opens the section that holds the target of a link to a fragment', async () => {
      const { items } = await accordion(
        '',
        `${sections}<sk-accordion-item heading="Sizes"><p id="size-guide">Size guide</p></sk-accordion-item>`,
      );
      const after = oneEvent(items[4]!, 'sk-after-open');
      location.hash = 'size-guide';
      await after;
      expect(items[4]!.open).toBe(true);
    });

    it('leaves a disabled section closed: it is not searched', async () => {
      const { items } = await accordion(
        '',
        `<sk-accordion-item heading="Locked" disabled>A numbatword you cannot open.</sk-accordion-item>
         <sk-accordion-item heading="Open">The next numbatword.</sk-accordion-item>`,
      );
      expect(panel(items[0]!).getAttribute('hidden')).toBe('');
      const log = captureEvents(items[0]!, ['sk-after-open']);
      // The search passes over the disabled section and finds the next match.
      const after = oneEvent(items[1]!, 'sk-after-open');
      findInPage('numbatword');
      await after;
      expect(items[0]!.open).toBe(false);
      expect(log.types()).toEqual([]);
    });
  });

  describe('slots', () => {
    it('takes the heading from the heading slot over the attribute, and names the button by it', async () => {
      const { items } = await accordion(
        '',
        '<sk-accordion-item heading="Ignored"><span slot="heading">Your <em>order</em></span>Text</sk-accordion-item>',
      );
      const slot = shadow<HTMLSlotElement>(items[0]!, 'slot[name="heading"]');
      expect(slot.assignedElements().map((node) => node.textContent)).toEqual(['Your order']);
      expect((await accessibleNode(trigger(items[0]!))).name).toBe('Your order');
    });

    it('adds the summary under the heading text, as part of the button’s name', async () => {
      const { items } = await accordion(
        '',
        '<sk-accordion-item heading="Returns"><span slot="summary">Free within 30 days</span>Text</sk-accordion-item>',
      );
      const label = shadow(items[0]!, '[part~="label"]').getBoundingClientRect();
      const summary = items[0]!.querySelector('[slot="summary"]')!;
      expect(summary.getBoundingClientRect().top).toBeGreaterThanOrEqual(label.bottom - 1);
      expect(getComputedStyle(summary).color).toBe(computedColor('var(--sk-color-text-subtle)'));
      expect((await accessibleNode(trigger(items[0]!))).name).toBe('Returns Free within 30 days');
    });

    it('puts a start icon before the heading text', async () => {
      const { items } = await accordion(
        '',
        '<sk-accordion-item heading="Parcel"><svg slot="start" viewBox="0 0 16 16" aria-hidden="true"></svg>Text</sk-accordion-item>',
      );
      const icon = items[0]!.querySelector('svg')!.getBoundingClientRect();
      expect(icon.right).toBeLessThanOrEqual(
        shadow(items[0]!, '[part~="label"]').getBoundingClientRect().left,
      );
      expect(icon.width).toBeGreaterThan(0);
    });

    it('renders the default slot in the panel', async () => {
      const { items } = await accordion();
      const slot = shadow<HTMLSlotElement>(items[0]!, '[part~="content"] slot');
      expect(slot.assignedNodes().map((node) => node.textContent)).toEqual([
        'We deliver in three working days.',
      ]);
      expect(panel(items[0]!).contains(slot)).toBe(true);
    });
  });

  describe('keyboard', () => {
    it('makes every enabled header a Tab stop, and the open panel’s content after it', async () => {
      const root = await fixture(
        `<div><input aria-label="Before"><sk-accordion>${sections}</sk-accordion><input aria-label="After"></div>`,
      );
      const items = [...root.querySelectorAll('sk-accordion-item')];
      root.querySelector('input')!.focus();
      const stops: (Element | null)[] = [];
      for (let i = 0; i < 5; i++) {
        await userEvent.tab();
        stops.push(deepActiveElement());
      }
      expect(stops).toEqual([
        trigger(items[0]!),
        trigger(items[1]!),
        items[1]!.querySelector('a'),
        trigger(items[3]!),
        root.querySelector('[aria-label="After"]'),
      ]);
    });

    it('opens and closes with Enter and Space', async () => {
      const { items } = await accordion();
      trigger(items[0]!).focus();
      const opening = oneEvent(items[0]!, 'sk-after-open');
      await userEvent.keyboard('{Enter}');
      await opening;
      expect(items[0]!.open).toBe(true);
      const closing = oneEvent(items[0]!, 'sk-after-close');
      await userEvent.keyboard(' ');
      await closing;
      expect(items[0]!.open).toBe(false);
      expect(deepActiveElement()).toBe(trigger(items[0]!));
    });

    it('moves between headers with the arrow keys, wrapping and skipping disabled ones', async () => {
      const { items } = await accordion();
      trigger(items[0]!).focus();
      await userEvent.keyboard('{ArrowDown}');
      expect(deepActiveElement()).toBe(trigger(items[1]!));
      await userEvent.keyboard('{ArrowDown}');
      expect(deepActiveElement()).toBe(trigger(items[3]!));
      await userEvent.keyboard('{ArrowDown}');
      expect(deepActiveElement()).toBe(trigger(items[0]!));
      await userEvent.keyboard('{ArrowUp}');
      expect(deepActiveElement()).toBe(trigger(items[3]!));
      // Moving opens and closes nothing.
      expect(opened(items)).toEqual([false, true, false, false]);
    });

    it('goes to the first and last headers with Home and End', async () => {
      const { items } = await accordion();
      trigger(items[1]!).focus();
      await userEvent.keyboard('{End}');
      expect(deepActiveElement()).toBe(trigger(items[3]!));
      await userEvent.keyboard('{Home}');
      expect(deepActiveElement()).toBe(trigger(items[0]!));
    });

    it('leaves the arrow keys to the content of a panel', async () => {
      const { items } = await accordion();
      const link = items[1]!.querySelector('a')!;
      link.focus();
      await userEvent.keyboard('{ArrowDown}{Home}');
      expect(deepActiveElement()).toBe(link);
    });
  });

  describe('form', () => {
    it('adds nothing to form data, and keeps the fields of closed sections in it', async () => {
      const form = await fixture<HTMLFormElement>(
        `<form><sk-accordion>
          <sk-accordion-item heading="Name"><input name="name" value="Ada" aria-label="Name"></sk-accordion-item>
          <sk-accordion-item heading="City" open><input name="city" value="Oslo" aria-label="City"></sk-accordion-item>
        </sk-accordion></form>`,
      );
      expect([...new FormData(form)]).toEqual([
        ['name', 'Ada'],
        ['city', 'Oslo'],
      ]);
    });

    it('opens a closed section whose field fails validation on submit, so the field is focused', async () => {
      const form = await fixture<HTMLFormElement>(
        `<form><sk-accordion>
          <sk-accordion-item heading="Contact" open><input name="phone" aria-label="Phone"></sk-accordion-item>
          <sk-accordion-item heading="Address"><input name="city" required aria-label="City"></sk-accordion-item>
        </sk-accordion><button>Send</button></form>`,
      );
      const [contact, address] = [...form.querySelectorAll('sk-accordion-item')];
      const log = captureEvents(address!, ['sk-open', 'sk-after-open']);
      const after = oneEvent(address!, 'sk-after-open');
      await userEvent.click(form.querySelector('button')!);
      await after;
      expect(address!.open).toBe(true);
      expect(contact!.open).toBe(false);
      expect(document.activeElement).toBe(form.querySelector('[name="city"]'));
      expect(log.types()).toEqual(['sk-after-open']);
    });
  });

  describe('parts and states', () => {
    it('exposes its parts', async () => {
      const { items } = await accordion(
        '',
        '<sk-accordion-item heading="A"><span slot="summary">S</span>Text</sk-accordion-item>',
      );
      const item = items[0]!;
      for (const part of ['header', 'label', 'summary', 'chevron', 'content']) {
        expect(shadow(item, `[part~="${part}"]`)).toBeTruthy();
      }
      expect(shadow(item, '[part~="trigger"]')).toBe(trigger(item));
      expect(shadow(item, '[part~="panel"]')).toBe(panel(item));
      expect(shadow(item, '[part~="header"]').contains(trigger(item))).toBe(true);
    });

    it('matches :state(open) and :state(disabled)', async () => {
      const { items } = await accordion();
      expect(items.map((item) => item.matches(':state(open)'))).toEqual([
        false,
        true,
        false,
        false,
      ]);
      expect(items.map((item) => item.matches(':state(disabled)'))).toEqual([
        false,
        false,
        true,
        false,
      ]);
      items[0]!.open = true;
      await settle();
      expect(items[0]!.matches(':state(open)')).toBe(true);
    });

    it('turns the chevron up while open', async () => {
      const { items } = await accordion();
      const chevron = (item: Element): Promise<CSSStyleDeclaration> =>
        settled(shadow(item, '[part~="chevron"]'));
      expect((await chevron(items[0]!)).transform).toBe('none');
      expect((await chevron(items[1]!)).transform).toBe('matrix(-1, 0, 0, -1, 0, 0)');
    });

    it('takes its rule, heading and hover colours and its padding from --sk-accordion-*', async () => {
      const { el, items } = await accordion(
        'style="--sk-accordion-border-color: var(--sk-color-status-danger); --sk-accordion-heading-color: var(--sk-color-status-info); --sk-accordion-hover-background: var(--sk-color-status-warning-surface); --sk-accordion-padding-inline: var(--sk-space-8)"',
      );
      const danger = computedColor('var(--sk-color-status-danger)');
      expect(getComputedStyle(el).borderBlockStartColor).toBe(danger);
      expect(getComputedStyle(items[0]!).borderBlockEndColor).toBe(danger);
      expect(getComputedStyle(trigger(items[0]!)).color).toBe(
        computedColor('var(--sk-color-status-info)'),
      );
      const space = getComputedStyle(trigger(items[0]!)).paddingInlineStart;
      expect(space).toBe(getComputedStyle(shadow(items[1]!, '[part~="content"]')).paddingInlineEnd);
      const probe = document.createElement('div');
      probe.style.paddingInlineStart = 'var(--sk-space-8)';
      document.body.append(probe);
      expect(space).toBe(getComputedStyle(probe).paddingInlineStart);
      probe.remove();
      await userEvent.hover(trigger(items[0]!));
      expect((await settled(trigger(items[0]!))).backgroundColor).toBe(
        computedColor('var(--sk-color-status-warning-surface)'),
      );
    });

    it('draws the rules and the hover from tokens by default', async () => {
      const { el, items } = await accordion();
      const border = computedColor('var(--sk-color-border)');
      expect(getComputedStyle(el).borderBlockStartColor).toBe(border);
      expect(getComputedStyle(items[0]!).borderBlockEndColor).toBe(border);
      await userEvent.hover(trigger(items[0]!));
      expect((await settled(trigger(items[0]!))).backgroundColor).toBe(
        computedColor('var(--sk-color-surface-subtle)'),
      );
    });
  });

  describe('forced colors', () => {
    it('keeps the rules, headings, chevrons and disabled headings in system colours', async () => {
      const { el, items } = await accordion();
      await commands.emulateForcedColors(true);
      await userEvent.unhover(el);
      const canvasText = computedColor('CanvasText');
      expect(getComputedStyle(el).borderBlockStartColor).toBe(canvasText);
      expect(getComputedStyle(items[0]!).borderBlockEndColor).toBe(canvasText);
      const heading = (await settled(trigger(items[0]!))).color;
      expect(heading).toBe(computedColor('ButtonText'));
      expect(getComputedStyle(shadow(items[0]!, '[part~="chevron"]')).stroke).toBe(heading);
      expect(getComputedStyle(trigger(items[2]!)).color).toBe(computedColor('GrayText'));
      expect(computedColor('GrayText')).not.toBe(computedColor('Canvas'));
    });

    it('keeps the focus ring in the system highlight colour', async () => {
      const { items } = await accordion();
      await commands.emulateForcedColors(true);
      trigger(items[0]!).focus();
      await userEvent.keyboard('{ArrowDown}');
      const style = getComputedStyle(trigger(items[1]!));
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineColor).toBe(computedColor('Highlight'));
    });
  });

  describe('reduced motion', () => {
    it('opens and closes at once, firing sk-after-* without waiting, when less motion is asked for', async () => {
      const { items } = await accordion();
      expect(getComputedStyle(panel(items[0]!)).transitionProperty).toContain('block-size');
      await commands.emulateReducedMotion(true);
      expect(getComputedStyle(panel(items[0]!)).transitionProperty).toBe('none');
      expect(getComputedStyle(shadow(items[0]!, '[part~="chevron"]')).transitionProperty).toBe(
        'none',
      );
      const after = oneEvent(items[0]!, 'sk-after-open');
      await userEvent.click(trigger(items[0]!));
      await items[0]!.updateComplete;
      expect(panel(items[0]!).getAnimations()).toEqual([]);
      await after;
      expect(panel(items[0]!).getBoundingClientRect().height).toBeGreaterThan(0);
    });
  });

  describe('right-to-left', () => {
    it('puts the chevron at the end of the line and the icon at the start, mirrored in RTL', async () => {
      const markup = `<sk-accordion><sk-accordion-item heading="Parcel"><svg slot="start" viewBox="0 0 16 16" aria-hidden="true"></svg>Text</sk-accordion-item></sk-accordion>`;
      const root = await fixture(
        `<div><div dir="ltr">${markup}</div><div dir="rtl">${markup}</div></div>`,
      );
      const [ltr, rtl] = [...root.querySelectorAll('sk-accordion-item')].map((item) => ({
        chevron: shadow(item, '[part~="chevron"]').getBoundingClientRect(),
        label: shadow(item, '[part~="label"]').getBoundingClientRect(),
        icon: item.querySelector('svg')!.getBoundingClientRect(),
      }));
      expect(ltr!.chevron.left).toBeGreaterThan(ltr!.label.right);
      expect(ltr!.icon.right).toBeLessThanOrEqual(ltr!.label.left);
      expect(rtl!.chevron.right).toBeLessThan(rtl!.label.left);
      expect(rtl!.icon.left).toBeGreaterThanOrEqual(rtl!.label.right);
    });
  });
});
