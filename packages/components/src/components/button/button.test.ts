import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defineElement } from '../../internal/define.js';
import { accessibilityTree } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { runFormControlSuite } from '../../testing/form-control-suite.js';
import { SkButton } from './button.js';
import {
  buttonFormEnctypes,
  buttonFormMethods,
  buttonSizes,
  buttonTypes,
  buttonVariants,
} from './button.types.js';
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

    it('gives its title to the inner button as its description, announced once', async () => {
      const el = await fixture<SkButton>(
        '<sk-button title="Saves a draft you can finish later">Save</sk-button>',
      );
      const described = (description: string) => ({ role: 'button', name: 'Save', description });
      await expect
        .poll(accessibilityTree)
        .toContainEqual(described('Saves a draft you can finish later'));
      // The host, generic, would otherwise be exposed too, named by the same title.
      const mentions = (await accessibilityTree()).filter(({ name, description }) =>
        `${name} ${description}`.includes('Saves a draft'),
      );
      expect(mentions).toHaveLength(1);
      expect(shadow(el, 'button').title).toBe('Saves a draft you can finish later');

      el.title = 'Saves a draft';
      await expect.poll(accessibilityTree).toContainEqual(described('Saves a draft'));
      el.removeAttribute('title');
      await el.updateComplete;
      expect(el.title).toBe('');
      expect(shadow(el, 'button').hasAttribute('title')).toBe(false);
      await expect.poll(accessibilityTree).toContainEqual(described(''));
    });

    it('is named by its title when it has no label', async () => {
      await fixture(
        `<sk-button title="Next page">${icon.replace('<svg', '<svg slot="start"')}</sk-button>`,
      );
      await expect
        .poll(accessibilityTree)
        .toContainEqual(expect.objectContaining({ role: 'button', name: 'Next page' }));
    });

    it('gives its title to the inner link as its description', async () => {
      await fixture('<sk-button href="/docs/" title="Opens the documentation">Docs</sk-button>');
      await expect.poll(accessibilityTree).toContainEqual({
        role: 'link',
        name: 'Docs',
        description: 'Opens the documentation',
      });
    });

    it('announces loading in a polite live region that is empty when it appears', async () => {
      const el = await fixture<SkButton>('<sk-button>Save</sk-button>');
      expect(el.shadowRoot!.querySelector('[role="status"]')).toBeNull();
      // Text that arrives with its region is not announced: record what the region held first.
      const texts: string[] = [];
      new MutationObserver(() => {
        const status = el.shadowRoot!.querySelector('[role="status"]');
        if (status) texts.push(status.textContent!.trim());
      }).observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
      el.loading = true;
      await expect.poll(() => texts.at(-1)).toBe('Loading');
      expect(texts[0]).toBe('');
      const status = shadow(el, '[role="status"]');
      el.loading = false;
      await el.updateComplete;
      expect(status.textContent?.trim()).toBe('');
      el.loading = true;
      await el.updateComplete;
      // Once it exists the region stays, so a second load is announced at once.
      expect(shadow(el, '[role="status"]')).toBe(status);
      expect(status.textContent?.trim()).toBe('Loading');
    });

    it('renders no live region while it has never loaded', async () => {
      const el = await fixture('<sk-button>Save</sk-button>');
      expect(el.shadowRoot!.querySelector('[role="status"]')).toBeNull();
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

    it('writes no attribute for a default, as a native element, and restores one when removed', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkButton>('<sk-button>Save</sk-button>');
      for (const attribute of ['variant', 'size', 'type', 'full-width', 'loading', 'name']) {
        expect(el.hasAttribute(attribute), attribute).toBe(false);
      }
      el.setAttribute('variant', 'danger');
      await el.updateComplete;
      el.removeAttribute('variant');
      await el.updateComplete;
      expect(el.variant).toBe('primary');
      expect(shadow(el, '[part~="base"]').classList.contains('primary')).toBe(true);
      expect(warn).not.toHaveBeenCalled();
    });

    it('reflects formAction, formEnctype, formMethod, formNoValidate and formTarget', async () => {
      const el = await fixture<SkButton>('<sk-button type="submit">Save</sk-button>');
      expect([el.formAction, el.formEnctype, el.formMethod, el.formTarget]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(el.formNoValidate).toBe(false);
      el.formAction = '/drafts';
      el.formEnctype = 'multipart/form-data';
      el.formMethod = 'post';
      el.formNoValidate = true;
      el.formTarget = '_blank';
      await el.updateComplete;
      expect(el.getAttribute('formaction')).toBe('/drafts');
      expect(el.getAttribute('formenctype')).toBe('multipart/form-data');
      expect(el.getAttribute('formmethod')).toBe('post');
      expect(el.hasAttribute('formnovalidate')).toBe(true);
      expect(el.getAttribute('formtarget')).toBe('_blank');
      el.setAttribute('formmethod', 'dialog');
      el.removeAttribute('formnovalidate');
      expect(el.formMethod).toBe('dialog');
      expect(el.formNoValidate).toBe(false);
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
      // The label keeps its box and its name but is not seen.
      expect(getComputedStyle(shadow(el, '[part~="label"]')).color).toBe('rgba(0, 0, 0, 0)');
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
      // The label part is a slot, which has no box: measure the text it holds.
      const label = (el: Element): number => {
        const range = document.createRange();
        range.selectNodeContents(
          shadow<HTMLSlotElement>(el, '[part~="label"]').assignedNodes()[0]!,
        );
        return range.getBoundingClientRect().x;
      };
      expect(x(ltr!, '[slot="start"]')).toBeLessThan(label(ltr!));
      expect(x(ltr!, '[slot="end"]')).toBeGreaterThan(label(ltr!));
      expect(x(rtl!, '[slot="start"]')).toBeGreaterThan(label(rtl!));
      expect(x(rtl!, '[slot="end"]')).toBeLessThan(label(rtl!));
    });

    it('assigns the default slot to the label part', async () => {
      const el = await fixture('<sk-button>Save</sk-button>');
      const slot = shadow<HTMLSlotElement>(el, 'slot[part~="label"]');
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

  describe('form: overrides of the form, as a native submit button', () => {
    /** Waits for the submission's `submit` event, which the test may let through or cancel. */
    const nextSubmit = (form: HTMLFormElement, cancel: boolean): Promise<SubmitEvent> =>
      new Promise((resolve) => {
        form.addEventListener(
          'submit',
          (event) => {
            if (cancel) event.preventDefault();
            resolve(event);
          },
          { once: true },
        );
      });

    /** Resolves with whichever of `frames` loads a document next. */
    const nextLoad = (...frames: HTMLIFrameElement[]): Promise<HTMLIFrameElement> =>
      new Promise((resolve) => {
        for (const frame of frames) {
          frame.addEventListener('load', () => resolve(frame), { once: true });
        }
      });

    /*
     * A form whose own target is one frame, so no submission can navigate the test page; the
     * other frame is where formtarget sends it. Both URLs are on this origin, so the frames'
     * locations can be read.
     */
    const framedForm = async (buttonAttributes: string) => {
      const wrapper = await fixture(`<div>
        <iframe name="sk-form-own" title="The form's own target"></iframe>
        <iframe name="sk-form-override" title="The button's formtarget"></iframe>
        <form action="/sk-form-own-action" target="sk-form-own">
          <input name="q" value="skerry">
          <sk-button type="submit" ${buttonAttributes}>Send</sk-button>
        </form>
      </div>`);
      const [own, override] = [...wrapper.querySelectorAll('iframe')];
      return { form: wrapper.querySelector('form')!, own: own!, override: override! };
    };

    it('sets event.submitter even when it has no name, and removes it afterwards', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-button type="submit">Save</sk-button></form>',
      );
      const submitted = nextSubmit(form, true);
      form.querySelector('sk-button')!.click();
      const { submitter } = await submitted;
      expect(submitter).toBeInstanceOf(HTMLButtonElement);
      expect((submitter as HTMLButtonElement).name).toBe('');
      expect(submitter!.isConnected).toBe(false);
      expect(form.querySelectorAll('button')).toHaveLength(0);
    });

    it('submits a form with an invalid field when formnovalidate is set', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><input name="q" required><sk-button type="submit" formnovalidate>Save draft</sk-button></form>',
      );
      const submitted = nextSubmit(form, true);
      await userEvent.click(form.querySelector('sk-button')!);
      const { submitter } = await submitted;
      expect((submitter as HTMLButtonElement).formNoValidate).toBe(true);
      expect(form.querySelector('input')!.validity.valueMissing).toBe(true);
    });

    it('validates again once formNoValidate is turned off', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><input name="q" required><sk-button type="submit" formnovalidate>Save</sk-button></form>',
      );
      const onSubmit = vi.fn((event: Event) => event.preventDefault());
      form.addEventListener('submit', onSubmit);
      const el = form.querySelector<SkButton>('sk-button')!;
      el.formNoValidate = false;
      el.click();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('hands formaction, formenctype, formmethod and formtarget to the submitter', async () => {
      const form = await fixture<HTMLFormElement>(`<form action="/sk-form-own-action" method="get">
          <sk-button type="submit" name="intent" value="publish" formaction="/sk-publish"
            formenctype="multipart/form-data" formmethod="post" formtarget="sk-elsewhere">Publish</sk-button>
        </form>`);
      const submitted = nextSubmit(form, true);
      form.querySelector('sk-button')!.click();
      const submitter = (await submitted).submitter as HTMLButtonElement;
      expect(submitter.formAction).toBe(new URL('/sk-publish', location.href).href);
      expect(submitter.formEnctype).toBe('multipart/form-data');
      expect(submitter.formMethod).toBe('post');
      expect(submitter.formTarget).toBe('sk-elsewhere');
      expect([submitter.name, submitter.value]).toEqual(['intent', 'publish']);
      // The form's own settings stay as they were.
      expect(form.action).toBe(new URL('/sk-form-own-action', location.href).href);
      expect(form.method).toBe('get');
    });

    for (const method of buttonFormMethods.filter((m) => m !== 'dialog')) {
      for (const enctype of buttonFormEnctypes) {
        it(`hands formmethod="${method}" and formenctype="${enctype}" to the submitter`, async () => {
          const form = await fixture<HTMLFormElement>(
            `<form><sk-button type="submit" formmethod="${method}" formenctype="${enctype}">Send</sk-button></form>`,
          );
          const submitted = nextSubmit(form, true);
          form.querySelector('sk-button')!.click();
          const submitter = (await submitted).submitter as HTMLButtonElement;
          expect([submitter.formMethod, submitter.formEnctype]).toEqual([method, enctype]);
        });
      }
    }

    it('closes its dialog with formmethod="dialog", returning its value', async () => {
      const dialog = await fixture<HTMLDialogElement>(`<dialog>
          <form><sk-button type="submit" formmethod="dialog" value="done">Done</sk-button></form>
        </dialog>`);
      dialog.showModal();
      const closed = new Promise((resolve) => dialog.addEventListener('close', resolve));
      dialog.querySelector('sk-button')!.click();
      await closed;
      expect(dialog.open).toBe(false);
      expect(dialog.returnValue).toBe('done');
    });

    it('sends the form to formaction, opened in formtarget', async () => {
      const { form, own, override } = await framedForm(
        'formaction="/sk-form-override-action" formtarget="sk-form-override"',
      );
      const loaded = nextLoad(own, override);
      form.querySelector('sk-button')!.click();
      expect(await loaded).toBe(override);
      const { pathname, search } = override.contentWindow!.location;
      expect(pathname).toBe('/sk-form-override-action');
      expect(new URLSearchParams(search).get('q')).toBe('skerry');
    });

    it('sends the form by formmethod: post leaves the data out of the URL', async () => {
      const { form, own } = await framedForm('formmethod="post"');
      const loaded = nextLoad(own);
      form.querySelector('sk-button')!.click();
      await loaded;
      expect(own.contentWindow!.location.pathname).toBe('/sk-form-own-action');
      expect(own.contentWindow!.location.search).toBe('');
    });

    it('uses properties set just before the click, as a native button does', async () => {
      const { form, own, override } = await framedForm('');
      const el = form.querySelector<SkButton>('sk-button')!;
      el.formAction = '/sk-form-property-action';
      el.formTarget = 'sk-form-override';
      const loaded = nextLoad(own, override);
      el.click();
      expect(await loaded).toBe(override);
      expect(override.contentWindow!.location.pathname).toBe('/sk-form-property-action');
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
