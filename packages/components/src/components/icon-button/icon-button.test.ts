import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { runFormControlSuite } from '../../testing/form-control-suite.js';
import { buttonSizes, buttonVariants } from '../button/button.types.js';
import { type SkIconButton } from './icon-button.js';
import './sk-icon-button.js';

const icon =
  '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M3 3l10 10M13 3L3 13"></path></svg>';

/** Whether the tooltip is visible once its transition (if any) has run. */
async function tooltipShown(el: Element): Promise<boolean> {
  const tooltip = el.shadowRoot!.querySelector('[part~="tooltip"]');
  if (!tooltip) return false;
  await Promise.all(tooltip.getAnimations().map((animation) => animation.finished));
  return getComputedStyle(tooltip).visibility === 'visible';
}

describe('<sk-icon-button>', () => {
  afterEach(() => {
    vi.restoreAllMocks();
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
