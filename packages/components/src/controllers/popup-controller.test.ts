import { css, html, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { SkElement } from '../base/sk-element.js';
import { defineElement } from '../internal/define.js';
import { popupStyles } from '../styles/popup.styles.js';
import { fixture, shadow } from '../testing/fixture.js';
import { popupCoordinates } from './popup-fallback.js';
import {
  PopupController,
  popupPlacements,
  supportsAnchorPositioning,
  type PopupPlacement,
  type PopupStrategy,
} from './popup-controller.js';

/* The gap between anchor and popup: --sk-space-1 at the default 16 px root size. */
const gap = 4;

/*
 * The smallest host of a popup: a trigger button and a popup with a slot, as a select's trigger
 * and list would be. One tag per strategy, so the fallback runs through the same tests.
 */
function definePopupHost(tag: string, strategy?: PopupStrategy) {
  class TestPopup extends SkElement {
    static override styles = [
      popupStyles,
      css`
        #trigger {
          inline-size: 60px;
          block-size: 30px;
        }
      `,
    ];

    @property() placement: PopupPlacement = 'bottom-start';

    @property({ type: Boolean, attribute: 'match-width' }) matchWidth = false;

    readonly toggles: boolean[] = [];

    readonly popup = new PopupController(this, {
      anchor: () => this.renderRoot.querySelector<HTMLElement>('#trigger'),
      popup: () => this.renderRoot.querySelector<HTMLElement>('#popup'),
      placement: () => this.placement,
      matchWidth: () => this.matchWidth,
      invoker: true,
      states: this.internals.states,
      onToggle: (open) => this.toggles.push(open),
      strategy,
    });

    protected override render(): TemplateResult {
      return html`<button id="trigger">Open</button>
        <div id="popup" class="popup" popover="auto"><slot></slot></div>`;
    }
  }
  defineElement(tag, TestPopup);
  return TestPopup;
}

definePopupHost('sk-test-popup');
definePopupHost('sk-test-popup-coordinates', 'coordinates');
type TestPopup = InstanceType<ReturnType<typeof definePopupHost>>;

const content = '<div class="content" style="inline-size: 100px; block-size: 50px">Popup</div>';
const strategies = [
  ['anchor positioning', 'sk-test-popup'],
  ['computed coordinates (fallback)', 'sk-test-popup-coordinates'],
] as const;

const trigger = (el: Element): HTMLElement => shadow(el, '#trigger');
const popupOf = (el: Element): HTMLElement => shadow(el, '#popup');
const isOpen = (el: Element): boolean => popupOf(el).matches(':popover-open');

/** Anchor and popup boxes once the popup is open and its fade-in has finished. */
async function boxes(el: Element): Promise<{ anchor: DOMRect; popup: DOMRect }> {
  const popup = popupOf(el);
  await expect.poll(() => popup.matches(':popover-open')).toBe(true);
  // Placed by anchor positioning, or by the fallback once its module has loaded.
  await expect
    .poll(() => popup.style.top || popup.style.getPropertyValue('position-area'))
    .toBeTruthy();
  // The fallback places the popup again in the next frame; wait until it stops moving.
  let last = '';
  await expect
    .poll(() => {
      const now = JSON.stringify(popup.getBoundingClientRect());
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
  return { anchor: trigger(el).getBoundingClientRect(), popup: popup.getBoundingClientRect() };
}

/** A host fixed at `position` in the viewport, open. */
async function openAt(
  tag: string,
  position: string,
  attributes = '',
  dir = 'ltr',
): Promise<TestPopup> {
  const wrapper = await fixture(
    `<div dir="${dir}" style="position: fixed; ${position}"><${tag} ${attributes}>${content}</${tag}></div>`,
  );
  const el = wrapper.firstElementChild as TestPopup;
  el.popup.show();
  return el;
}

describe('PopupController', () => {
  afterEach(async () => {
    await commands.emulateReducedMotion(false);
    await commands.emulateForcedColors(false);
  });

  it('uses anchor positioning where the browser has it', async () => {
    const el = await fixture<TestPopup>(`<sk-test-popup>${content}</sk-test-popup>`);
    expect(supportsAnchorPositioning).toBe(true);
    expect(el.popup.strategy).toBe('anchor');
  });

  describe('opening and closing', () => {
    it('opens and closes from its trigger, with :state(open) and onToggle', async () => {
      const el = await fixture<TestPopup>(`<sk-test-popup>${content}</sk-test-popup>`);
      expect(isOpen(el)).toBe(false);
      expect(el.matches(':state(open)')).toBe(false);

      await userEvent.click(trigger(el));
      await expect.poll(() => el.matches(':state(open)')).toBe(true);
      expect(isOpen(el)).toBe(true);
      expect(el.popup.open).toBe(true);

      // A click on the trigger of an open popup closes it, rather than dismissing and reopening.
      await userEvent.click(trigger(el));
      await expect.poll(() => el.matches(':state(open)')).toBe(false);
      expect(isOpen(el)).toBe(false);
      expect(el.toggles).toEqual([true, false]);
    });

    it('opens and closes with show(), hide() and toggle()', async () => {
      const el = await fixture<TestPopup>(`<sk-test-popup>${content}</sk-test-popup>`);
      el.popup.show();
      expect(isOpen(el)).toBe(true);
      expect(el.matches(':state(open)')).toBe(true);
      el.popup.hide();
      expect(isOpen(el)).toBe(false);
      expect(el.matches(':state(open)')).toBe(false);
      el.popup.toggle();
      expect(isOpen(el)).toBe(true);
      el.popup.toggle(true);
      expect(isOpen(el)).toBe(true);
      el.popup.toggle(false);
      expect(isOpen(el)).toBe(false);
      expect(el.toggles).toEqual([true, false, true, false]);
    });

    it('reports closed when its host leaves the document', async () => {
      const el = await fixture<TestPopup>(`<sk-test-popup>${content}</sk-test-popup>`);
      el.popup.show();
      el.remove();
      expect(el.matches(':state(open)')).toBe(false);
      expect(el.toggles).toEqual([true, false]);
    });
  });

  for (const [strategy, tag] of strategies) {
    describe(`placement with ${strategy}`, () => {
      const at = 'top: 200px; left: 150px';

      /* Where each placement puts the popup, in left-to-right text. */
      const expected: Record<PopupPlacement, (a: DOMRect, p: DOMRect) => [number, number][]> = {
        'bottom-start': (a, p) => [
          [p.top, a.bottom + gap],
          [p.left, a.left],
        ],
        bottom: (a, p) => [
          [p.top, a.bottom + gap],
          [p.left + p.width / 2, a.left + a.width / 2],
        ],
        'bottom-end': (a, p) => [
          [p.top, a.bottom + gap],
          [p.right, a.right],
        ],
        'top-start': (a, p) => [
          [p.bottom, a.top - gap],
          [p.left, a.left],
        ],
        top: (a, p) => [
          [p.bottom, a.top - gap],
          [p.left + p.width / 2, a.left + a.width / 2],
        ],
        'top-end': (a, p) => [
          [p.bottom, a.top - gap],
          [p.right, a.right],
        ],
        start: (a, p) => [
          [p.right, a.left - gap],
          [p.top + p.height / 2, a.top + a.height / 2],
        ],
        end: (a, p) => [
          [p.left, a.right + gap],
          [p.top + p.height / 2, a.top + a.height / 2],
        ],
      };

      for (const placement of popupPlacements) {
        it(`places the popup ${placement}`, async () => {
          const el = await openAt(tag, at, `placement="${placement}"`);
          const { anchor, popup } = await boxes(el);
          for (const [actual, wanted] of expected[placement](anchor, popup)) {
            expect(actual).toBeCloseTo(wanted, 0);
          }
        });
      }

      it('is bottom-start by default, and mirrors start and end in right-to-left text', async () => {
        const ltr = await openAt(tag, at);
        const { anchor, popup } = await boxes(ltr);
        expect(popup.left).toBeCloseTo(anchor.left, 0);
        ltr.popup.hide();

        const rtl = await openAt(tag, at, '', 'rtl');
        const mirrored = await boxes(rtl);
        expect(mirrored.popup.top).toBeCloseTo(mirrored.anchor.bottom + gap, 0);
        expect(mirrored.popup.right).toBeCloseTo(mirrored.anchor.right, 0);
        rtl.popup.hide();

        const start = await openAt(tag, at, 'placement="start"', 'rtl');
        const side = await boxes(start);
        expect(side.popup.left).toBeCloseTo(side.anchor.right + gap, 0);
      });

      it('follows a placement changed while open', async () => {
        const el = await openAt(tag, at);
        el.placement = 'top';
        await el.updateComplete;
        const { anchor, popup } = await boxes(el);
        expect(popup.bottom).toBeCloseTo(anchor.top - gap, 0);
      });

      it('matches the width of its anchor when asked', async () => {
        const wrapper = await fixture(
          `<div style="position: fixed; top: 100px; left: 20px"><${tag} match-width>x</${tag}></div>`,
        );
        const el = wrapper.firstElementChild as TestPopup;
        trigger(el).style.inlineSize = '240px';
        el.popup.show();
        const { anchor, popup } = await boxes(el);
        expect(popup.width).toBeCloseTo(anchor.width, 0);

        el.matchWidth = false;
        await el.updateComplete;
        el.popup.reposition();
        await expect.poll(() => popupOf(el).getBoundingClientRect().width).toBeLessThan(100);
      });

      it('flips above when there is no room below', async () => {
        const el = await openAt(tag, 'bottom: 8px; left: 150px');
        const { anchor, popup } = await boxes(el);
        expect(popup.bottom).toBeCloseTo(anchor.top - gap, 0);
      });

      it('flips below when there is no room above', async () => {
        const el = await openAt(tag, 'top: 8px; left: 150px', 'placement="top"');
        const { anchor, popup } = await boxes(el);
        expect(popup.top).toBeCloseTo(anchor.bottom + gap, 0);
      });

      it('aligns to the other edge when it would overflow the inline end', async () => {
        const el = await openAt(tag, 'top: 100px; right: 8px');
        const { anchor, popup } = await boxes(el);
        expect(popup.right).toBeCloseTo(anchor.right, 0);
        expect(popup.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
      });

      it('flips a side placement to the other side at the viewport edge', async () => {
        const el = await openAt(tag, 'top: 100px; right: 8px', 'placement="end"');
        const { anchor, popup } = await boxes(el);
        expect(popup.right).toBeCloseTo(anchor.left - gap, 0);
      });

      it('is never clipped by an overflow:hidden, contained, transformed ancestor', async () => {
        const box = await fixture(
          `<div style="overflow: hidden; contain: strict; transform: translateZ(0); inline-size: 40px; block-size: 40px; margin: 100px">
            <${tag}>${content}</${tag}>
          </div>`,
        );
        const el = box.firstElementChild as TestPopup;
        el.popup.show();
        const { popup } = await boxes(el);
        const container = box.getBoundingClientRect();
        expect(popup.bottom).toBeGreaterThan(container.bottom + 40);
        expect(popup.right).toBeGreaterThan(container.right + 40);
        const hit = document.elementFromPoint(
          popup.left + popup.width / 2,
          popup.top + popup.height / 2,
        );
        expect(hit).toBe(el.querySelector('.content'));
      });
    });
  }

  it('follows its anchor when the page scrolls, with computed coordinates', async () => {
    const scroller = await fixture(
      `<div style="block-size: 200px; overflow: auto">
        <div style="block-size: 800px; padding-block-start: 60px">
          <sk-test-popup-coordinates>${content}</sk-test-popup-coordinates>
        </div>
      </div>`,
    );
    const el = scroller.querySelector<TestPopup>('sk-test-popup-coordinates')!;
    el.popup.show();
    const before = await boxes(el);
    scroller.scrollTop = 30;
    await expect
      .poll(() => popupOf(el).getBoundingClientRect().top)
      .toBeCloseTo(before.popup.top - 30, 0);
    expect(popupOf(el).getBoundingClientRect().top).toBeCloseTo(
      trigger(el).getBoundingClientRect().bottom + gap,
      0,
    );
  });

  it('keeps to its own side when neither side has room, within the viewport', () => {
    const placed = popupCoordinates({
      side: 'bottom',
      align: 'start',
      anchor: { top: 100, left: -20, width: 40, height: 20 },
      popup: { width: 100, height: 500 },
      viewport: { width: 300, height: 400 },
      gap,
      rtl: false,
    });
    expect(placed).toEqual({ x: 0, y: 124 });
  });

  describe('dismissing', () => {
    it('closes on a click outside, and stays open on a click inside', async () => {
      const wrapper = await fixture(
        `<div><button id="outside">Outside</button><sk-test-popup>${content}</sk-test-popup></div>`,
      );
      const el = wrapper.querySelector<TestPopup>('sk-test-popup')!;
      await userEvent.click(trigger(el));
      await expect.poll(() => isOpen(el)).toBe(true);

      await userEvent.click(el.querySelector('.content')!);
      expect(isOpen(el)).toBe(true);

      await userEvent.click(wrapper.querySelector('#outside')!);
      await expect.poll(() => el.matches(':state(open)')).toBe(false);
      expect(isOpen(el)).toBe(false);
    });

    it('closes the innermost of nested popups first with Escape', async () => {
      const outer = await fixture<TestPopup>(
        `<sk-test-popup><sk-test-popup>${content}</sk-test-popup></sk-test-popup>`,
      );
      const inner = outer.querySelector<TestPopup>('sk-test-popup')!;
      await userEvent.click(trigger(outer));
      await expect.poll(() => isOpen(outer)).toBe(true);
      await userEvent.click(trigger(inner));
      await expect.poll(() => isOpen(inner)).toBe(true);
      // Opening the inner popup kept the outer one open.
      expect(isOpen(outer)).toBe(true);

      await userEvent.keyboard('{Escape}');
      await expect.poll(() => isOpen(inner)).toBe(false);
      expect(isOpen(outer)).toBe(true);
      expect(outer.matches(':state(open)')).toBe(true);

      await userEvent.keyboard('{Escape}');
      await expect.poll(() => isOpen(outer)).toBe(false);
    });

    it('closes a popup inside a modal dialog before the dialog', async () => {
      const wrapper = await fixture(
        `<div><button id="opener">Open dialog</button>
          <dialog aria-label="Dialog"><sk-test-popup>${content}</sk-test-popup></dialog></div>`,
      );
      const dialog = wrapper.querySelector('dialog')!;
      const el = wrapper.querySelector<TestPopup>('sk-test-popup')!;
      wrapper.querySelector('#opener')!.addEventListener('click', () => dialog.showModal());
      await userEvent.click(wrapper.querySelector('#opener')!);
      await userEvent.click(trigger(el));
      await expect.poll(() => isOpen(el)).toBe(true);
      expect(dialog.open).toBe(true);

      await userEvent.keyboard('{Escape}');
      await expect.poll(() => isOpen(el)).toBe(false);
      expect(dialog.open).toBe(true);

      await userEvent.keyboard('{Escape}');
      await expect.poll(() => dialog.open).toBe(false);
    });
  });

  describe('focus', () => {
    const focusable = '<button class="inside">Inside</button>';

    it('returns focus to the trigger when Escape closes it with focus inside', async () => {
      const el = await fixture<TestPopup>(`<sk-test-popup>${focusable}</sk-test-popup>`);
      await userEvent.click(trigger(el));
      await expect.poll(() => isOpen(el)).toBe(true);
      el.querySelector<HTMLElement>('.inside')!.focus();
      expect(document.activeElement).toBe(el.querySelector('.inside'));

      await userEvent.keyboard('{Escape}');
      await expect.poll(() => isOpen(el)).toBe(false);
      expect(document.activeElement).toBe(el);
      expect(el.shadowRoot!.activeElement).toBe(trigger(el));
    });

    it('leaves focus where a click outside put it', async () => {
      const wrapper = await fixture(
        `<div><input aria-label="Elsewhere"><sk-test-popup>${focusable}</sk-test-popup></div>`,
      );
      const el = wrapper.querySelector<TestPopup>('sk-test-popup')!;
      await userEvent.click(trigger(el));
      el.querySelector<HTMLElement>('.inside')!.focus();
      await userEvent.click(wrapper.querySelector('input')!);
      await expect.poll(() => isOpen(el)).toBe(false);
      expect(document.activeElement).toBe(wrapper.querySelector('input'));
    });

    it('leaves focus alone when it was not inside', async () => {
      const el = await fixture<TestPopup>(`<sk-test-popup>${focusable}</sk-test-popup>`);
      const outside = document.createElement('input');
      el.after(outside);
      el.popup.show();
      outside.focus();
      el.popup.hide();
      expect(document.activeElement).toBe(outside);
    });
  });

  describe('motion and colours', () => {
    it('fades in, and not at all under prefers-reduced-motion', async () => {
      const el = await fixture<TestPopup>(`<sk-test-popup>${content}</sk-test-popup>`);
      el.popup.show();
      expect(popupOf(el).getAnimations().length).toBeGreaterThan(0);
      el.popup.hide();

      await commands.emulateReducedMotion(true);
      expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
      el.popup.show();
      expect(popupOf(el).getAnimations()).toHaveLength(0);
      expect(getComputedStyle(popupOf(el)).opacity).toBe('1');
    });

    it('keeps a visible border in forced colors', async () => {
      const el = await fixture<TestPopup>(
        `<sk-test-popup>${content}</sk-test-popup><span style="color: CanvasText">probe</span>`,
      );
      await commands.emulateForcedColors(true);
      expect(matchMedia('(forced-colors: active)').matches).toBe(true);
      el.popup.show();
      const style = getComputedStyle(popupOf(el));
      const canvasText = getComputedStyle(el.nextElementSibling!).color;
      expect(style.borderTopStyle).toBe('solid');
      expect(parseFloat(style.borderTopWidth)).toBeGreaterThanOrEqual(1);
      expect(style.borderTopColor).toBe(canvasText);
      expect(style.borderTopColor).not.toBe(style.backgroundColor);
    });
  });
});
