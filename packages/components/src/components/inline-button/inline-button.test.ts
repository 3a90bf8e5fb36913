import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { fixture, shadow } from '../../testing/fixture.js';
import { runFormControlSuite } from '../../testing/form-control-suite.js';
import { type SkInlineButton } from './inline-button.js';
import './sk-inline-button.js';

const sentence = (attributes = ''): string =>
  `<p style="font: italic 700 22px/1.4 serif; letter-spacing: 1px">Read the summary or <sk-inline-button ${attributes}>show more</sk-inline-button> of it.</p>`;

describe('<sk-inline-button>', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('accessibility', () => {
    it('has no axe violations, enabled and disabled', async () => {
      const el = await fixture(`<div>${sentence()}${sentence('disabled')}</div>`);
      await expectNoAxeViolations(el);
    });

    it('is a button named by its text', async () => {
      await fixture(sentence());
      await expect.element(page.getByRole('button', { name: 'show more' })).toBeInTheDocument();
    });
  });

  describe('properties', () => {
    it('takes the font of the sentence around it', async () => {
      const p = await fixture(sentence());
      const base = shadow(p.querySelector('sk-inline-button')!, '[part~="base"]');
      const outer = getComputedStyle(p);
      const inner = getComputedStyle(base);
      for (const property of [
        'fontFamily',
        'fontSize',
        'fontStyle',
        'fontWeight',
        'lineHeight',
        'letterSpacing',
      ] as const) {
        expect(inner[property], property).toBe(outer[property]);
      }
    });

    it('flows with the text instead of starting a box', async () => {
      const p = await fixture(sentence());
      const el = p.querySelector('sk-inline-button')!;
      expect(getComputedStyle(el).display).toBe('inline');
      expect(getComputedStyle(shadow(el, '[part~="base"]')).textDecorationLine).toBe('underline');
    });

    it('falls back to type="button" with one SK001 warning', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const p = await fixture(sentence('type="bogus"'));
      expect(p.querySelector<SkInlineButton>('sk-inline-button')!.type).toBe('button');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-inline-button] SK001');
    });
  });

  describe('events', () => {
    it('fires click, and none while disabled', async () => {
      const p = await fixture(`<div>${sentence()}${sentence('disabled')}</div>`);
      const [enabled, disabled] = [...p.querySelectorAll('sk-inline-button')];
      const onClick = vi.fn();
      p.addEventListener('click', onClick);
      await userEvent.click(enabled!);
      disabled!.click();
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });

  describe('slots', () => {
    it('renders its text in the default slot', async () => {
      const p = await fixture(sentence());
      const slot = shadow<HTMLSlotElement>(p.querySelector('sk-inline-button')!, 'slot');
      expect(slot.assignedNodes().map((n) => n.textContent)).toEqual(['show more']);
    });
  });

  describe('keyboard', () => {
    for (const key of ['{Enter}', ' ']) {
      it(`activates with ${key === ' ' ? 'Space' : 'Enter'}`, async () => {
        const p = await fixture(sentence());
        const el = p.querySelector('sk-inline-button')!;
        const onClick = vi.fn();
        el.addEventListener('click', onClick);
        el.focus();
        await userEvent.keyboard(key);
        expect(onClick).toHaveBeenCalledTimes(1);
      });
    }

    it('shows the focus ring on keyboard focus', async () => {
      const wrapper = await fixture(`<div><input aria-label="Before">${sentence()}</div>`);
      wrapper.querySelector('input')!.focus();
      await userEvent.tab();
      const base = shadow(wrapper.querySelector('sk-inline-button')!, '[part~="base"]');
      expect(getComputedStyle(base).outlineStyle).toBe('solid');
    });
  });

  describe('form', () => {
    runFormControlSuite({ tag: 'sk-inline-button', content: 'show more', activates: true });
  });

  describe('parts and states', () => {
    it('exposes the base part and :state(disabled)', async () => {
      const p = await fixture(sentence('disabled'));
      const el = p.querySelector('sk-inline-button')!;
      expect(el.shadowRoot!.querySelector('button[part~="base"]')).not.toBeNull();
      expect(el.matches(':state(disabled)')).toBe(true);
    });
  });
});
