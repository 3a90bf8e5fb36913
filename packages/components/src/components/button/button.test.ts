import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defineElement } from '../../internal/define.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { runFormControlSuite } from '../../testing/form-control-suite.js';
import { SkButton } from './button.js';
import { buttonSizes, buttonTypes, buttonVariants } from './button.types.js';
import './sk-button.js';

const icon =
  '<svg viewBox="0 0 16 16" aria-hidden="true"><circle cx="8" cy="8" r="6"></circle></svg>';

describe('<sk-button>', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('accessibility', () => {
    for (const variant of buttonVariants) {
      for (const size of buttonSizes) {
        it(`has no axe violations as ${variant} ${size}`, async () => {
          const el = await fixture(
            `<sk-button variant="${variant}" size="${size}">Save</sk-button>`,
          );
          await expectNoAxeViolations(el);
        });
      }
      it(`has no axe violations as ${variant} when disabled, loading, a link and a disabled link`, async () => {
        const el = await fixture(`<div>
          <sk-button variant="${variant}" disabled>Save</sk-button>
          <sk-button variant="${variant}" loading>Save</sk-button>
          <sk-button variant="${variant}" href="#target">Open</sk-button>
          <sk-button variant="${variant}" href="#target" disabled>Open</sk-button>
          <sk-button variant="${variant}" full-width><span slot="start">${icon}</span>Next${icon.replace('<svg', '<svg slot="end"')}</sk-button>
        </div>`);
        await expectNoAxeViolations(el);
      });
    }

    it('exposes a button named by its label, across the shadow root', async () => {
      await fixture('<sk-button>Save draft</sk-button>');
      await expect.element(page.getByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    });

    it('keeps its name while loading, and is marked unavailable', async () => {
      await fixture('<sk-button loading>Save draft</sk-button>');
      const button = page.getByRole('button', { name: 'Save draft' });
      await expect.element(button).toBeInTheDocument();
      await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    });

    it('exposes a link, not a button, with href', async () => {
      await fixture('<sk-button href="/docs/">Read the docs</sk-button>');
      await expect.element(page.getByRole('link', { name: 'Read the docs' })).toBeInTheDocument();
      expect(page.getByRole('button').elements()).toHaveLength(0);
    });

    it('announces loading in a polite live region that exists before it is needed', async () => {
      const el = await fixture<SkButton>('<sk-button>Save</sk-button>');
      const status = shadow(el, '[role="status"]');
      expect(status.textContent?.trim()).toBe('');
      el.loading = true;
      await el.updateComplete;
      expect(shadow(el, '[role="status"]')).toBe(status);
      expect(status.textContent?.trim()).toBe('Loading');
    });
  });

  describe('properties', () => {
    it('has documented defaults', async () => {
      const el = await fixture<SkButton>('<sk-button>Save</sk-button>');
      expect(el.variant).toBe('primary');
      expect(el.size).toBe('medium');
      expect(el.type).toBe('button');
      expect(el.fullWidth).toBe(false);
      expect(el.loading).toBe(false);
      expect(el.disabled).toBe(false);
    });

    it('reflects variant, size, type, full-width, loading and disabled to attributes', async () => {
      const el = await fixture<SkButton>('<sk-button>Save</sk-button>');
      el.variant = 'danger';
      el.size = 'large';
      el.type = 'submit';
      el.fullWidth = true;
      el.loading = true;
      el.disabled = true;
      await el.updateComplete;
      expect(el.getAttribute('variant')).toBe('danger');
      expect(el.getAttribute('size')).toBe('large');
      expect(el.getAttribute('type')).toBe('submit');
      expect(el.hasAttribute('full-width')).toBe(true);
      expect(el.hasAttribute('loading')).toBe(true);
      expect(el.hasAttribute('disabled')).toBe(true);
    });

    it('reads attributes into properties', async () => {
      const el = await fixture<SkButton>(
        '<sk-button variant="tertiary" size="small" type="reset" full-width>Save</sk-button>',
      );
      expect([el.variant, el.size, el.type, el.fullWidth]).toEqual([
        'tertiary',
        'small',
        'reset',
        true,
      ]);
    });

    for (const [attribute, allowed, fallback] of [
      ['variant', buttonVariants, 'primary'],
      ['size', buttonSizes, 'medium'],
      ['type', buttonTypes, 'button'],
    ] as const) {
      it(`falls back to ${attribute}="${fallback}" with one SK001 warning for an invalid value`, async () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        const el = await fixture<SkButton>(`<sk-button ${attribute}="bogus">Save</sk-button>`);
        expect(el[attribute]).toBe(fallback);
        expect(el.getAttribute(attribute)).toBe(fallback);
        expect(warn).toHaveBeenCalledTimes(1);
        const message = String(warn.mock.calls[0]?.[0]);
        expect(message).toContain('[sk-button] SK001');
        expect(message).toContain(`${attribute}="bogus"`);
        expect(message).toContain(allowed.join(', '));
        expect(message).toContain('https://skerry.design/core-components/button/api/');
        el.setAttribute(attribute, 'bogus');
        await el.updateComplete;
        expect(warn).toHaveBeenCalledTimes(1);
      });
    }

    it('styles each variant differently, from tokens', async () => {
      const wrapper = await fixture(
        `<div>${buttonVariants.map((v) => `<sk-button variant="${v}">${v}</sk-button>`).join('')}</div>`,
      );
      const backgrounds = [...wrapper.querySelectorAll('sk-button')].map(
        (el) => getComputedStyle(shadow(el, '[part~="base"]')).backgroundColor,
      );
      expect(new Set(backgrounds).size).toBe(buttonVariants.length);
      const root = getComputedStyle(document.documentElement);
      const interactive = root.getPropertyValue('--sk-color-interactive').trim();
      const probe = document.createElement('div');
      probe.style.color = interactive;
      document.body.append(probe);
      expect(backgrounds[0]).toBe(getComputedStyle(probe).color);
      probe.remove();
    });

    it('grows with size and meets the 24px minimum target at small', async () => {
      const wrapper = await fixture(
        `<div>${buttonSizes.map((s) => `<sk-button size="${s}">Go</sk-button>`).join('')}</div>`,
      );
      const heights = [...wrapper.querySelectorAll('sk-button')].map(
        (el) => el.getBoundingClientRect().height,
      );
      expect(heights[0]).toBeGreaterThanOrEqual(24);
      expect(heights[0]).toBeLessThan(heights[1]!);
      expect(heights[1]).toBeLessThan(heights[2]!);
    });

    it('fills its container with full-width', async () => {
      const wrapper = await fixture(
        '<div style="inline-size: 400px"><sk-button full-width>Go</sk-button><sk-button>Go</sk-button></div>',
      );
      const [wide, narrow] = [...wrapper.querySelectorAll('sk-button')];
      expect(shadow(wide!, '[part~="base"]').getBoundingClientRect().width).toBe(400);
      expect(narrow!.getBoundingClientRect().width).toBeLessThan(400);
    });

    it('renders a real link with href, target and a safe rel', async () => {
      const el = await fixture<SkButton>(
        '<sk-button href="/docs/" target="_blank">Docs</sk-button>',
      );
      const link = shadow<HTMLAnchorElement>(el, 'a[part~="base"]');
      expect(link.getAttribute('href')).toBe('/docs/');
      expect(link.target).toBe('_blank');
      expect(link.rel).toBe('noreferrer noopener');
      expect(el.shadowRoot!.querySelector('button')).toBeNull();
    });

    it('passes download and an explicit rel to the link', async () => {
      const el = await fixture<SkButton>(
        '<sk-button href="/report.csv" download="report.csv" rel="nofollow">Get</sk-button>',
      );
      const link = shadow<HTMLAnchorElement>(el, 'a');
      expect(link.download).toBe('report.csv');
      expect(link.rel).toBe('nofollow');
    });

    it('drops the href of a disabled link so it cannot be followed or focused', async () => {
      const el = await fixture<SkButton>('<sk-button href="/docs/" disabled>Docs</sk-button>');
      const link = shadow(el, 'a');
      expect(link.hasAttribute('href')).toBe(false);
      expect(link.getAttribute('aria-disabled')).toBe('true');
      el.focus();
      expect(document.activeElement).not.toBe(el);
    });

    it('keeps its width while loading', async () => {
      const el = await fixture<SkButton>('<sk-button>Save the document</sk-button>');
      const before = el.getBoundingClientRect().width;
      el.loading = true;
      await el.updateComplete;
      expect(el.getBoundingClientRect().width).toBe(before);
      expect(shadow(el, '[part~="spinner"]').getBoundingClientRect().width).toBeGreaterThan(0);
      expect(getComputedStyle(shadow(el, '.content')).opacity).toBe('0');
    });
  });

  describe('events', () => {
    it('fires click when clicked', async () => {
      const el = await fixture<SkButton>('<sk-button>Save</sk-button>');
      const onClick = vi.fn();
      el.addEventListener('click', onClick);
      await userEvent.click(el);
      expect(onClick).toHaveBeenCalledTimes(1);
    });

    it('fires no click while disabled', async () => {
      const wrapper = await fixture('<div><sk-button disabled>Save</sk-button></div>');
      const onClick = vi.fn();
      wrapper.addEventListener('click', onClick);
      await userEvent.click(wrapper.querySelector('sk-button')!, { force: true });
      wrapper.querySelector('sk-button')!.click();
      expect(onClick).not.toHaveBeenCalled();
    });

    it('fires no click while loading, so an action cannot start twice', async () => {
      const wrapper = await fixture('<div><sk-button loading>Save</sk-button></div>');
      const onClick = vi.fn();
      wrapper.addEventListener('click', onClick);
      await userEvent.click(wrapper.querySelector('sk-button')!);
      expect(onClick).not.toHaveBeenCalled();
    });

    it('does not follow its link while loading', async () => {
      const el = await fixture<SkButton>(
        '<sk-button href="#sk-loading-target" loading>Go</sk-button>',
      );
      await userEvent.click(el);
      expect(location.hash).not.toBe('#sk-loading-target');
    });
  });

  describe('slots', () => {
    it('places start before and end after the label, mirrored in right-to-left text', async () => {
      const markup = `<sk-button>${icon.replace('<svg', '<svg slot="start"')}Next${icon.replace('<svg', '<svg slot="end"')}</sk-button>`;
      const wrapper = await fixture(
        `<div><div dir="ltr">${markup}</div><div dir="rtl">${markup}</div></div>`,
      );
      const [ltr, rtl] = [...wrapper.querySelectorAll('sk-button')];
      const x = (el: Element, selector: string): number =>
        el.querySelector(selector)!.getBoundingClientRect().x;
      const label = (el: Element): number =>
        shadow(el, '[part~="label"]').getBoundingClientRect().x;
      expect(x(ltr!, '[slot="start"]')).toBeLessThan(label(ltr!));
      expect(x(ltr!, '[slot="end"]')).toBeGreaterThan(label(ltr!));
      expect(x(rtl!, '[slot="start"]')).toBeGreaterThan(label(rtl!));
      expect(x(rtl!, '[slot="end"]')).toBeLessThan(label(rtl!));
    });

    it('assigns the default slot to the label part', async () => {
      const el = await fixture('<sk-button>Save</sk-button>');
      const slot = shadow<HTMLSlotElement>(el, '[part~="label"] slot');
      expect(slot.assignedNodes().map((n) => n.textContent)).toEqual(['Save']);
    });
  });

  describe('keyboard', () => {
    for (const key of ['{Enter}', ' ']) {
      it(`activates with ${key === ' ' ? 'Space' : 'Enter'}`, async () => {
        const form = await fixture<HTMLFormElement>(
          '<form><sk-button type="submit">Save</sk-button></form>',
        );
        const el = form.querySelector('sk-button')!;
        const onClick = vi.fn();
        const onSubmit = vi.fn((event: Event) => event.preventDefault());
        el.addEventListener('click', onClick);
        form.addEventListener('submit', onSubmit);
        el.focus();
        await userEvent.keyboard(key);
        expect(onClick).toHaveBeenCalledTimes(1);
        expect(onSubmit).toHaveBeenCalledTimes(1);
      });
    }

    it('is reached with Tab and focuses the inner button (delegatesFocus)', async () => {
      const wrapper = await fixture(
        '<div><input aria-label="Before"><sk-button>Save</sk-button></div>',
      );
      wrapper.querySelector('input')!.focus();
      await userEvent.tab();
      const el = wrapper.querySelector('sk-button')!;
      expect(document.activeElement).toBe(el);
      expect(el.shadowRoot!.activeElement).toBe(shadow(el, 'button'));
      expect(shadow(el, 'button').matches(':focus-visible')).toBe(true);
    });

    it('draws the focus ring from the focus token on keyboard focus', async () => {
      const wrapper = await fixture(
        '<div><input aria-label="Before"><sk-button>Save</sk-button></div>',
      );
      wrapper.querySelector('input')!.focus();
      await userEvent.tab();
      const base = shadow(wrapper.querySelector('sk-button')!, 'button');
      const style = getComputedStyle(base);
      expect(style.outlineStyle).toBe('solid');
      expect(style.outlineWidth).toBe('2px');
      const probe = document.createElement('div');
      probe.style.color = 'var(--sk-color-focus-ring)';
      document.body.append(probe);
      expect(style.outlineColor).toBe(getComputedStyle(probe).color);
      probe.remove();
    });

    it('is skipped by Tab when disabled', async () => {
      const wrapper = await fixture(
        '<div><input aria-label="Before"><sk-button disabled>Save</sk-button><input aria-label="After"></div>',
      );
      wrapper.querySelector('input')!.focus();
      await userEvent.tab();
      expect(document.activeElement).toBe(wrapper.querySelectorAll('input')[1]);
    });

    it('follows a link with Enter', async () => {
      const el = await fixture<SkButton>('<sk-button href="#sk-enter-target">Go</sk-button>');
      el.focus();
      await userEvent.keyboard('{Enter}');
      expect(location.hash).toBe('#sk-enter-target');
      history.replaceState(null, '', location.pathname + location.search);
    });
  });

  describe('form', () => {
    runFormControlSuite({ tag: 'sk-button', content: 'Save', activates: true });

    it('submits when clicked by the user, not only by script', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-button type="submit" name="intent" value="publish">Publish</sk-button></form>',
      );
      const submitted: FormData[] = [];
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        submitted.push(new FormData(form, event.submitter));
      });
      await userEvent.click(form.querySelector('sk-button')!);
      expect(submitted.map((data) => data.get('intent'))).toEqual(['publish']);
    });

    it('does not submit while loading', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-button type="submit" loading>Save</sk-button></form>',
      );
      const onSubmit = vi.fn((event: Event) => event.preventDefault());
      form.addEventListener('submit', onSubmit);
      await userEvent.click(form.querySelector('sk-button')!);
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('parts and states', () => {
    it('exposes base, label, start, end and spinner parts', async () => {
      const el = await fixture('<sk-button loading>Save</sk-button>');
      for (const part of ['base', 'label', 'start', 'end', 'spinner']) {
        expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).not.toBeNull();
      }
    });

    it('matches :state(disabled) when disabled', async () => {
      const el = await fixture<SkButton>('<sk-button disabled>Save</sk-button>');
      expect(el.matches(':state(disabled)')).toBe(true);
      el.disabled = false;
      await settle();
      expect(el.matches(':state(disabled)')).toBe(false);
    });

    it('changes its background on hover', async () => {
      const el = await fixture('<sk-button>Save</sk-button>');
      const base = shadow(el, 'button');
      const idle = getComputedStyle(base).backgroundColor;
      await userEvent.hover(el);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(getComputedStyle(base).backgroundColor).not.toBe(idle);
    });

    it('is a registered, repeat-safe custom element', () => {
      expect(customElements.get('sk-button')).toBe(SkButton);
      // A second copy of the bundle registers the same tag again: it must neither throw nor win.
      expect(() => defineElement('sk-button', class extends SkButton {})).not.toThrow();
      expect(customElements.get('sk-button')).toBe(SkButton);
    });
  });
});
