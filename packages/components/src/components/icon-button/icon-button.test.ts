import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { runFormControlSuite } from '../../testing/form-control-suite.js';
import { buttonSizes, buttonVariants } from '../button/button.types.js';
import { type SkIconButton } from './icon-button.js';
import './sk-icon-button.js';

const icon =
  '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M3 3l10 10M13 3L3 13"></path></svg>';

/**
 * Whether the tooltip is open in the top layer and visible (opacity and visibility included)
 * once its fade, if any, has run; a fade cut short by the opposite change counts as run.
 */
async function tooltipShown(el: Element): Promise<boolean> {
  const tooltip = el.shadowRoot!.querySelector('[part~="tooltip"]');
  if (!tooltip) return false;
  await Promise.allSettled(tooltip.getAnimations().map((animation) => animation.finished));
  return (
    tooltip.matches(':popover-open') &&
    tooltip.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  );
}

/** The tooltip's and the button's boxes once the tooltip is shown. */
async function tooltipBoxes(el: Element): Promise<{ tooltip: DOMRect; button: DOMRect }> {
  await expect.poll(() => tooltipShown(el)).toBe(true);
  return {
    tooltip: shadow(el, '[part~="tooltip"]').getBoundingClientRect(),
    button: shadow(el, '[part~="base"]').getBoundingClientRect(),
  };
}

/* The gap between button and tooltip: --sk-space-1. */
const gap = 4;

describe('<sk-icon-button>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
  });

  describe('accessibility', () => {
    for (const variant of buttonVariants) {
      it(`has no axe violations as ${variant} in every size and state`, async () => {
        const el = await fixture(`<div>
          ${buttonSizes.map((size) => `<sk-icon-button variant="${variant}" size="${size}" label="Close">${icon}</sk-icon-button>`).join('')}
          <sk-icon-button variant="${variant}" label="Close" disabled>${icon}</sk-icon-button>
          <sk-icon-button variant="${variant}" label="Close" loading>${icon}</sk-icon-button>
          <sk-icon-button variant="${variant}" label="Open" href="#x">${icon}</sk-icon-button>
        </div>`);
        await expectNoAxeViolations(el);
      });
    }

    it('is named by its label, in the same tree as the focusable button', async () => {
      const el = await fixture(`<sk-icon-button label="Close dialog">${icon}</sk-icon-button>`);
      await expect.element(page.getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
      expect(shadow(el, 'button').getAttribute('aria-label')).toBe('Close dialog');
    });

    it('warns once with SK002 when it has no label, and fails axe', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkIconButton>(`<sk-icon-button>${icon}</sk-icon-button>`);
      el.size = 'large';
      await el.updateComplete;
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(
        /^\[sk-icon-button\] SK002: .*https:\/\/skerry\.design\/core-components\/icon-button\/api\/$/,
      );
      await expect(expectNoAxeViolations(el)).rejects.toThrow(/button-name/);
    });
  });

  describe('properties', () => {
    it('is tertiary by default and falls back to it for an invalid variant', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const plain = await fixture<SkIconButton>(
        `<sk-icon-button label="Close">${icon}</sk-icon-button>`,
      );
      const bogus = await fixture<SkIconButton>(
        `<sk-icon-button label="Close" variant="bogus">${icon}</sk-icon-button>`,
      );
      expect(plain.variant).toBe('tertiary');
      expect(bogus.variant).toBe('tertiary');
    });

    it('is square', async () => {
      const wrapper = await fixture(
        `<div>${buttonSizes.map((s) => `<sk-icon-button size="${s}" label="Close">${icon}</sk-icon-button>`).join('')}</div>`,
      );
      for (const el of wrapper.querySelectorAll('sk-icon-button')) {
        const box = shadow(el, '[part~="base"]').getBoundingClientRect();
        expect(box.width).toBe(box.height);
        expect(box.width).toBeGreaterThanOrEqual(24);
      }
    });
  });

  describe('events', () => {
    it('fires click, and none while disabled', async () => {
      const enabled = await fixture(`<sk-icon-button label="Close">${icon}</sk-icon-button>`);
      const disabled = await fixture(
        `<sk-icon-button label="Close" disabled>${icon}</sk-icon-button>`,
      );
      const onClick = vi.fn();
      document.body.addEventListener('click', onClick);
      await userEvent.click(enabled);
      disabled.click();
      document.body.removeEventListener('click', onClick);
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });

  describe('slots', () => {
    it('shows the slotted icon at the icon size', async () => {
      const el = await fixture(`<sk-icon-button label="Close">${icon}</sk-icon-button>`);
      const box = el.querySelector('svg')!.getBoundingClientRect();
      expect(box.width).toBe(20);
    });
  });

  describe('keyboard', () => {
    it('shows its label as a tooltip on keyboard focus, and hides it with Escape', async () => {
      const wrapper = await fixture(
        `<div><input aria-label="Before"><sk-icon-button label="Close">${icon}</sk-icon-button></div>`,
      );
      const el = wrapper.querySelector('sk-icon-button')!;
      wrapper.querySelector('input')!.focus();
      await userEvent.tab();
      await settle();
      expect(await tooltipShown(el)).toBe(true);
      expect(shadow(el, '[part~="tooltip"]').textContent).toBe('Close');
      await userEvent.keyboard('{Escape}');
      await settle();
      expect(await tooltipShown(el)).toBe(false);
    });

    it('hides the tooltip with Escape while hovered, until the pointer leaves and returns', async () => {
      const wrapper = await fixture(
        `<div><button>Elsewhere</button><sk-icon-button label="Close">${icon}</sk-icon-button></div>`,
      );
      const el = wrapper.querySelector('sk-icon-button')!;
      await userEvent.hover(el);
      expect(await tooltipShown(el)).toBe(true);
      await userEvent.keyboard('{Escape}');
      expect(await tooltipShown(el)).toBe(false);
      // Still hovered: dismissed stays dismissed (WCAG 1.4.13).
      await userEvent.hover(el);
      expect(await tooltipShown(el)).toBe(false);
      await userEvent.hover(wrapper.querySelector('button')!);
      await userEvent.hover(el);
      expect(await tooltipShown(el)).toBe(true);
    });

    it('closes the tooltip with the first Escape and the dialog around it with the second', async () => {
      const wrapper = await fixture(
        `<div><button id="opener">Open dialog</button>
          <dialog aria-label="Dialog"><sk-icon-button label="Close">${icon}</sk-icon-button></dialog></div>`,
      );
      const dialog = wrapper.querySelector('dialog')!;
      const el = wrapper.querySelector('sk-icon-button')!;
      wrapper.querySelector('#opener')!.addEventListener('click', () => dialog.showModal());
      await userEvent.click(wrapper.querySelector('#opener')!);
      await userEvent.hover(el);
      expect(await tooltipShown(el)).toBe(true);

      await userEvent.keyboard('{Escape}');
      expect(await tooltipShown(el)).toBe(false);
      expect(dialog.open).toBe(true);

      await userEvent.keyboard('{Escape}');
      await expect.poll(() => dialog.open).toBe(false);
    });

    it('activates with Enter and Space', async () => {
      const el = await fixture(`<sk-icon-button label="Close">${icon}</sk-icon-button>`);
      const onClick = vi.fn();
      el.addEventListener('click', onClick);
      el.focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      expect(onClick).toHaveBeenCalledTimes(2);
    });
  });

  describe('form', () => {
    runFormControlSuite({ tag: 'sk-icon-button', content: icon, activates: true });
  });

  describe('parts and states', () => {
    it('shows the tooltip on hover, not before', async () => {
      const el = await fixture(`<sk-icon-button label="Copy link">${icon}</sk-icon-button>`);
      expect(await tooltipShown(el)).toBe(false);
      await userEvent.hover(el);
      expect(await tooltipShown(el)).toBe(true);
    });

    it('hides the tooltip when the pointer leaves', async () => {
      const wrapper = await fixture(
        `<div><button>Elsewhere</button><sk-icon-button label="Close">${icon}</sk-icon-button></div>`,
      );
      const el = wrapper.querySelector('sk-icon-button')!;
      await userEvent.hover(el);
      expect(await tooltipShown(el)).toBe(true);
      await userEvent.hover(wrapper.querySelector('button')!);
      expect(await tooltipShown(el)).toBe(false);
    });

    it('keeps the tooltip while the pointer moves onto it (hoverable)', async () => {
      const el = await fixture(`<sk-icon-button label="Copy link">${icon}</sk-icon-button>`);
      await userEvent.hover(el);
      expect(await tooltipShown(el)).toBe(true);
      await userEvent.hover(shadow(el, '[part~="tooltip"]'));
      expect(await tooltipShown(el)).toBe(true);
    });

    it('shows the tooltip above the button, in the top layer, unclipped by overflow:hidden', async () => {
      const box = await fixture(
        `<div style="overflow: hidden; inline-size: 40px; block-size: 40px; margin: 80px">
          <sk-icon-button label="Copy link to this page">${icon}</sk-icon-button>
        </div>`,
      );
      const el = box.querySelector('sk-icon-button')!;
      await userEvent.hover(el);
      const { tooltip, button } = await tooltipBoxes(el);
      const container = box.getBoundingClientRect();
      expect(tooltip.bottom).toBeCloseTo(button.top - gap, 0);
      expect(tooltip.top).toBeLessThan(container.top);
      expect(tooltip.width).toBeGreaterThan(container.width);
      expect(tooltip.right).toBeGreaterThan(container.right);
      const [x, y] = [tooltip.left + tooltip.width / 2, tooltip.top + tooltip.height / 2];
      expect(document.elementFromPoint(x, y)).toBe(el);
      expect(el.shadowRoot!.elementFromPoint(x, y)).toBe(shadow(el, '[part~="tooltip"]'));
    });

    it('flips the tooltip below the button at the top of the viewport', async () => {
      const wrapper = await fixture(
        `<div style="position: fixed; inset-block-start: 0; inset-inline-start: 100px">
          <sk-icon-button label="Close">${icon}</sk-icon-button>
        </div>`,
      );
      const el = wrapper.querySelector('sk-icon-button')!;
      await userEvent.hover(el);
      const { tooltip, button } = await tooltipBoxes(el);
      expect(tooltip.top).toBeCloseTo(button.bottom + gap, 0);
      expect(tooltip.left + tooltip.width / 2).toBeCloseTo(button.left + button.width / 2, 0);
    });

    it('shows the tooltip without closing an open popup', async () => {
      const wrapper = await fixture(
        `<div><div popover="auto" style="inset: auto; inset-block-end: 0; margin: 0">Menu</div>
          <sk-icon-button label="Close">${icon}</sk-icon-button></div>`,
      );
      const menu = wrapper.querySelector<HTMLElement>('[popover]')!;
      const el = wrapper.querySelector('sk-icon-button')!;
      menu.showPopover();
      await userEvent.hover(el);
      expect(await tooltipShown(el)).toBe(true);
      expect(menu.matches(':popover-open')).toBe(true);
    });

    it('keeps the tooltip outlined in forced colors', async () => {
      const el = await fixture(
        `<sk-icon-button label="Close">${icon}</sk-icon-button><span style="color: CanvasText">probe</span>`,
      );
      await commands.emulateForcedColors(true);
      await userEvent.hover(el);
      expect(await tooltipShown(el)).toBe(true);
      const style = getComputedStyle(shadow(el, '[part~="tooltip"]'));
      expect(style.borderTopStyle).toBe('solid');
      expect(parseFloat(style.borderTopWidth)).toBeGreaterThanOrEqual(1);
      expect(style.borderTopColor).toBe(getComputedStyle(el.nextElementSibling!).color);
    });

    it('hides the tooltip from assistive technology, which already has the name', async () => {
      const el = await fixture(`<sk-icon-button label="Close">${icon}</sk-icon-button>`);
      expect(shadow(el, '[part~="tooltip"]').getAttribute('aria-hidden')).toBe('true');
    });

    it('matches :state(disabled) when disabled', async () => {
      const el = await fixture(`<sk-icon-button label="Close" disabled>${icon}</sk-icon-button>`);
      expect(el.matches(':state(disabled)')).toBe(true);
    });
  });
});
