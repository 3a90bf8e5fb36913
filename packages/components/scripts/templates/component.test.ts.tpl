import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { fixture, shadow } from '../../testing/fixture.js';
import { type Sk__Pascal__ } from './__name__.js';
import { __camel__Variants } from './__name__.types.js';
import './sk-__name__.js';

// TODO(new:component): these tests check the generated starting point; rewrite them for what the
// component does, keeping the groups (a form control also runs runFormControlSuite).
describe('<__tag__>', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('accessibility', () => {
    for (const variant of __camel__Variants) {
      it(`has no axe violations as ${variant}`, async () => {
        const el = await fixture(
          `<__tag__ variant="${variant}"><p>Three files were uploaded.</p></__tag__>`,
        );
        await expectNoAxeViolations(el);
      });
    }

    it('adds no role of its own, so its content is announced as it is', async () => {
      const el = await fixture('<__tag__><button>Save</button></__tag__>');
      await expect.element(page.getByRole('button', { name: 'Save' })).toBeInTheDocument();
      expect(el.getAttribute('role')).toBeNull();
    });
  });

  describe('properties', () => {
    it('has documented defaults', async () => {
      const el = await fixture<Sk__Pascal__>('<__tag__>Content</__tag__>');
      expect(el.variant).toBe('neutral');
    });

    it('reflects variant to its attribute', async () => {
      const el = await fixture<Sk__Pascal__>('<__tag__>Content</__tag__>');
      el.variant = 'subtle';
      await el.updateComplete;
      expect(el.getAttribute('variant')).toBe('subtle');
    });

    it('falls back to variant="neutral" with one SK001 warning for an invalid value', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<Sk__Pascal__>('<__tag__ variant="bogus">Content</__tag__>');
      expect(el.variant).toBe('neutral');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[__tag__] SK001');
    });

    it('styles each variant differently, from tokens', async () => {
      const wrapper = await fixture(
        `<div>${__camel__Variants.map((v) => `<__tag__ variant="${v}">${v}</__tag__>`).join('')}</div>`,
      );
      const backgrounds = [...wrapper.querySelectorAll('__tag__')].map(
        (el) => getComputedStyle(shadow(el, '[part~="base"]')).backgroundColor,
      );
      expect(new Set(backgrounds).size).toBe(__camel__Variants.length);
    });
  });

  describe('events', () => {
    it('lets events from its content bubble through it', async () => {
      const wrapper = await fixture('<div><__tag__><button>Save</button></__tag__></div>');
      const onClick = vi.fn();
      wrapper.addEventListener('click', onClick);
      await userEvent.click(wrapper.querySelector('button')!);
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });

  describe('slots', () => {
    it('renders its content in the default slot, inside the base part', async () => {
      const el = await fixture('<__tag__>Content</__tag__>');
      const slot = shadow<HTMLSlotElement>(el, '[part~="base"] slot');
      expect(slot.assignedNodes().map((n) => n.textContent)).toEqual(['Content']);
    });
  });

  describe('keyboard', () => {
    it('is no tab stop itself, and keeps its content in the tab order', async () => {
      const wrapper = await fixture(
        '<div><input aria-label="Before"><__tag__><button>Inside</button></__tag__></div>',
      );
      wrapper.querySelector('input')!.focus();
      await userEvent.tab();
      expect(document.activeElement).toBe(wrapper.querySelector('button'));
    });
  });

  describe('form', () => {
    it('adds nothing to form data, and leaves the fields inside it in the form', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><__tag__><input name="city" value="Oslo" aria-label="City"></__tag__></form>',
      );
      expect([...new FormData(form)]).toEqual([['city', 'Oslo']]);
    });
  });

  describe('parts and states', () => {
    it('exposes the base part, coloured by --sk-__name__-background', async () => {
      const wrapper = await fixture(
        '<div><__tag__ variant="subtle">A</__tag__><__tag__ style="--sk-__name__-background: var(--sk-color-surface-subtle)">B</__tag__></div>',
      );
      const [subtle, custom] = [...wrapper.querySelectorAll('__tag__')].map(
        (el) => getComputedStyle(shadow(el, '[part~="base"]')).backgroundColor,
      );
      expect(custom).toBe(subtle);
    });
  });
});
