import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { SkAfterCloseEvent } from '../../events/after-close.js';
import { SkCloseEvent } from '../../events/close.js';
import { isOwnEvent } from '../../events/is-own-event.js';
import { SkOpenEvent } from '../../events/open.js';
import { SkRemoveEvent } from '../../events/remove.js';
import { deepActiveElement } from '../../internal/focus.js';
import { isPageScrollLocked } from '../../internal/scroll-lock.js';
import { accessibleNode } from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { computedColor } from '../../testing/colors.js';
import { oneEvent } from '../../testing/events.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { type SkModal } from './modal.js';
import { modalSizes } from './modal.types.js';
import '../input/sk-input.js';
import './sk-modal.js';

const lifecycle = ['sk-open', 'sk-after-open', 'sk-close', 'sk-after-close'] as const;

/** The modal's own lifecycle events, in order, with the source of each `sk-close`. */
function record(el: SkModal): string[] {
  const seen: string[] = [];
  for (const type of lifecycle) {
    el.addEventListener(type, (event) => {
      if (!isOwnEvent(el, event)) return;
      const source = (event as Partial<SkCloseEvent>).detail?.source;
      seen.push(source ? `${type}:${source}` : type);
    });
  }
  return seen;
}

const dialogOf = (el: SkModal): HTMLDialogElement => shadow<HTMLDialogElement>(el, 'dialog');
const closeButton = (el: SkModal): HTMLButtonElement =>
  shadow<HTMLButtonElement>(el, '[part~="close-button"]');

/** A page with an opener before the modal and a button after it, and room to scroll. */
async function setup(inner = '<p>Your changes will be lost.</p>', attributes = 'label="Discard"') {
  const root = await fixture(`<div>
    <button id="opener">Open</button>
    <div style="block-size: 300vh"></div>
    <sk-modal ${attributes}>${inner}</sk-modal>
    <button id="after">After</button>
  </div>`);
  const el = root.querySelector<SkModal>('sk-modal')!;
  const opener = root.querySelector<HTMLButtonElement>('#opener')!;
  return { root, el, opener };
}

/** Opens `el` from a real click on `opener`, as a reader would, and waits for the motion. */
async function openFrom(opener: HTMLElement, el: SkModal): Promise<void> {
  opener.addEventListener('click', () => void el.requestOpen(), { once: true });
  const opened = oneEvent(el, 'sk-after-open');
  await userEvent.click(opener);
  await opened;
}

/** Resolves once `el` itself has closed and its motion has ended. */
function afterClose(el: SkModal): Promise<void> {
  return new Promise((resolve) =>
    el.addEventListener('sk-after-close', (event) => {
      if (isOwnEvent(el, event)) resolve();
    }),
  );
}

describe('<sk-modal>', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
    await commands.emulateReducedMotion(false);
  });

  describe('accessibility', () => {
    for (const size of modalSizes) {
      it(`has no axe violations open, size="${size}", with a footer`, async () => {
        const { el, opener } = await setup(
          `<p>Delete “Budget 2025.xlsx”? You cannot undo this.</p>
          <button slot="footer">Cancel</button><button slot="footer">Delete file</button>`,
          `label="Delete file?" size="${size}"`,
        );
        await openFrom(opener, el);
        await expectNoAxeViolations(el);
      });
    }

    it('has no axe violations full screen, with a form, and with long scrolling content', async () => {
      const { el, opener } = await setup(
        `<form><label>Name <input name="name"></label></form>${'<p>A paragraph of terms.</p>'.repeat(80)}`,
        'label="Terms" fullscreen',
      );
      await openFrom(opener, el);
      await expectNoAxeViolations(el);
    });

    it('is a modal dialog named by its label, with a close button named Close', async () => {
      const { el, opener } = await setup();
      await openFrom(opener, el);
      const node = await accessibleNode(dialogOf(el));
      expect(node.role).toBe('dialog');
      expect(node.name).toBe('Discard');
      expect(node.properties.modal).toBe(true);
      expect((await accessibleNode(closeButton(el))).name).toBe('Close');
      expect((await accessibleNode(shadow(el, '[part~="heading"]'))).role).toBe('heading');
    });

    it('is named by its heading slot, which replaces the label', async () => {
      const { el, opener } = await setup(
        '<span slot="heading">Invite <em>Ada</em></span><p>She will get an email.</p>',
        'label="Unused"',
      );
      await openFrom(opener, el);
      expect((await accessibleNode(dialogOf(el))).name).toBe('Invite Ada');
    });

    for (const [lang, name] of [
      ['fi', 'Sulje'],
      ['sv', 'Stäng'],
      ['de', 'Schließen'],
      ['fr', 'Fermer'],
      ['ar', 'إغلاق'],
    ] as const) {
      it(`names its close button in the reader's language (${lang}: ${name})`, async () => {
        const root = await fixture(`<div lang="${lang}"><sk-modal label="X"></sk-modal></div>`);
        expect(closeButton(root.querySelector<SkModal>('sk-modal')!).ariaLabel).toBe(name);
      });
    }

    it('warns once (SK002) when it opens without a label or heading', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { el, opener } = await setup('<p>Unnamed</p>', '');
      await openFrom(opener, el);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(
        /^\[sk-modal\] SK002: .*https:\/\/skerry\.design\/core-components\/modal\/api\/$/,
      );
    });

    it('does not warn when the heading slot names it', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { el, opener } = await setup('<h3 slot="heading">Named</h3>', '');
      await openFrom(opener, el);
      expect(warn).not.toHaveBeenCalled();
    });
  });

  describe('properties', () => {
    it('has documented defaults, closed', async () => {
      const el = await fixture<SkModal>('<sk-modal label="A"></sk-modal>');
      expect(el.open).toBe(false);
      expect(el.size).toBe('medium');
      expect(el.fullscreen).toBe(false);
      expect(el.closedBy).toBe('closerequest');
      expect(dialogOf(el).open).toBe(false);
      expect(getComputedStyle(dialogOf(el)).display).toBe('none');
      expect(el.getBoundingClientRect().height).toBe(0);
    });

    it('opens and closes with open, reflected, without request events', async () => {
      const { el } = await setup();
      const events = record(el);
      const opened = oneEvent(el, 'sk-after-open');
      el.open = true;
      await opened;
      expect(dialogOf(el).matches(':modal')).toBe(true);
      expect(el.hasAttribute('open')).toBe(true);

      const closed = afterClose(el);
      el.removeAttribute('open');
      await closed;
      expect(dialogOf(el).open).toBe(false);
      expect(events).toEqual(['sk-after-open', 'sk-after-close']);
    });

    it('opens when the open attribute is in its markup', async () => {
      const root = await fixture('<div></div>');
      const opened = new Promise((resolve) => root.addEventListener('sk-after-open', resolve));
      root.innerHTML = '<sk-modal label="Welcome" open><p>Hello</p></sk-modal>';
      await opened;
      expect(dialogOf(root.querySelector<SkModal>('sk-modal')!).matches(':modal')).toBe(true);
    });

    it('reflects the open state set by the reader', async () => {
      const { el, opener } = await setup();
      await openFrom(opener, el);
      expect(el.open).toBe(true);
      expect(el.hasAttribute('open')).toBe(true);
      const closed = afterClose(el);
      await userEvent.keyboard('{Escape}');
      await closed;
      expect(el.open).toBe(false);
      expect(el.hasAttribute('open')).toBe(false);
    });

    it('sizes the box by size, small to large, and covers the viewport when fullscreen', async () => {
      const viewport = [window.innerWidth, window.innerHeight] as const;
      const widths: number[] = [];
      await page.viewport(1280, 800);
      try {
        for (const size of modalSizes) {
          const { el } = await setup('<p>Text</p>', `label="A" size="${size}"`);
          await el.show();
          widths.push(dialogOf(el).getBoundingClientRect().width);
          await el.close();
        }
      } finally {
        await page.viewport(...viewport);
      }
      expect(widths).toEqual([...widths].sort((a, b) => a - b));
      expect(new Set(widths).size).toBe(3);

      const { el } = await setup('<p>Text</p>', 'label="A" fullscreen');
      await el.show();
      const box = dialogOf(el).getBoundingClientRect();
      expect(box.width).toBe(document.documentElement.clientWidth);
      expect(box.height).toBe(window.innerHeight);
    });

    it('never grows wider than the viewport', async () => {
      const { el } = await setup('<p>Text</p>', 'label="A" size="large"');
      el.style.setProperty('--sk-modal-width', '200vw');
      await el.show();
      expect(dialogOf(el).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    });

    it('falls back to size="medium" with one SK001 warning for an invalid value', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkModal>('<sk-modal label="A" size="huge"></sk-modal>');
      expect(el.size).toBe('medium');
      expect(dialogOf(el).classList.contains('medium')).toBe(true);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-modal] SK001: size="huge"');
    });

    it('falls back to closedby="closerequest" with one SK001 warning for an invalid value', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { el, opener } = await setup('<p>Text</p>', 'label="A" closedby="never"');
      expect(el.closedBy).toBe('closerequest');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('[sk-modal] SK001: closedby="never"');
      await openFrom(opener, el);
      const closed = afterClose(el);
      await userEvent.keyboard('{Escape}');
      await closed;
    });

    it('restores the defaults silently when an attribute is removed', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkModal>(
        '<sk-modal label="A" size="large" closedby="any" fullscreen></sk-modal>',
      );
      el.removeAttribute('size');
      el.removeAttribute('closedby');
      el.removeAttribute('fullscreen');
      await el.updateComplete;
      expect([el.size, el.closedBy, el.fullscreen]).toEqual(['medium', 'closerequest', false]);
      expect(dialogOf(el).className).toBe('medium');
      expect(warn).not.toHaveBeenCalled();
    });

    it('does nothing but warn once (SK017) when asked to open while detached', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = document.createElement('sk-modal');
      el.label = 'Detached';
      const events = record(el);
      await expect(el.show()).resolves.toBe(false);
      await expect(el.requestOpen()).resolves.toBe(false);
      await expect(el.requestClose()).resolves.toBe(false);
      await expect(el.close()).resolves.toBeUndefined();
      expect(el.open).toBe(false);
      expect(events).toEqual([]);
      expect(isPageScrollLocked()).toBe(false);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(
        /^\[sk-modal\] SK017: .*https:\/\/skerry\.design\/core-components\/modal\/api\/$/,
      );
    });

    it('locks page scrolling while open, and unlocks when it closes', async () => {
      const { el, opener } = await setup();
      const root = document.documentElement;
      await openFrom(opener, el);
      expect(getComputedStyle(root).overflow).toBe('hidden');
      expect(isPageScrollLocked()).toBe(true);
      const closed = afterClose(el);
      await userEvent.keyboard('{Escape}');
      await closed;
      expect(isPageScrollLocked()).toBe(false);
      expect(getComputedStyle(root).overflow).not.toBe('hidden');
    });

    it('closes, unlocks the page and gives focus back when removed while open', async () => {
      const { el, opener } = await setup('<button>Inside</button>');
      await openFrom(opener, el);
      el.remove();
      expect(isPageScrollLocked()).toBe(false);
      expect(el.open).toBe(false);
      expect(deepActiveElement()).toBe(opener);
    });
  });

  describe('events', () => {
    it('fires sk-open and sk-after-open when asked to open', async () => {
      const { el, opener } = await setup();
      const events = record(el);
      await openFrom(opener, el);
      expect(events).toEqual(['sk-open', 'sk-after-open']);
      expect(dialogOf(el).matches(':modal')).toBe(true);
    });

    it('stays closed when sk-open is prevented', async () => {
      const { el } = await setup();
      el.addEventListener('sk-open', (event) => event.preventDefault());
      await expect(el.requestOpen()).resolves.toBe(false);
      expect(el.open).toBe(false);
      expect(dialogOf(el).open).toBe(false);
    });

    it('names Escape, the close button and requestClose() as the source of sk-close', async () => {
      const { el, opener } = await setup();
      const events = record(el);
      await openFrom(opener, el);
      let closed = afterClose(el);
      await userEvent.keyboard('{Escape}');
      await closed;

      await openFrom(opener, el);
      closed = afterClose(el);
      await userEvent.click(closeButton(el));
      await closed;

      await openFrom(opener, el);
      closed = afterClose(el);
      await expect(el.requestClose()).resolves.toBe(true);
      await closed;

      expect(events.filter((e) => e.startsWith('sk-close'))).toEqual([
        'sk-close:escape',
        'sk-close:close-button',
        'sk-close:api',
      ]);
      expect(events.filter((e) => e === 'sk-after-close')).toHaveLength(3);
    });

    it('closes on a backdrop click with closedby="any", and only then', async () => {
      const clickBackdrop = () =>
        userEvent.click(document.documentElement, { position: { x: 4, y: 4 }, force: true });
      const { el, opener } = await setup('<p>Text</p>', 'label="A"');
      await openFrom(opener, el);
      await clickBackdrop();
      expect(el.open).toBe(true);

      el.closedBy = 'any';
      await el.updateComplete;
      const events = record(el);
      const closed = afterClose(el);
      await clickBackdrop();
      await closed;
      expect(events).toEqual(['sk-close:backdrop', 'sk-after-close']);
    });

    it('stays open while sk-close is prevented (unsaved changes), then closes', async () => {
      const { el, opener } = await setup('<input aria-label="Title" value="Draft">');
      let unsaved = true;
      const sources: string[] = [];
      el.addEventListener('sk-close', (event) => {
        sources.push(event.detail.source);
        if (unsaved) event.preventDefault();
      });
      await openFrom(opener, el);
      await userEvent.keyboard('{Escape}');
      await userEvent.keyboard('{Escape}');
      await userEvent.click(closeButton(el));
      await expect(el.requestClose()).resolves.toBe(false);
      expect(sources).toEqual(['escape', 'escape', 'close-button', 'api']);
      expect(el.open).toBe(true);
      expect(dialogOf(el).matches(':modal')).toBe(true);

      unsaved = false;
      const closed = afterClose(el);
      await userEvent.keyboard('{Escape}');
      await closed;
      expect(el.open).toBe(false);
    });

    it('fires no request when closed by code, which has decided', async () => {
      const { el, opener } = await setup();
      const events = record(el);
      await openFrom(opener, el);
      await el.hide();
      expect(dialogOf(el).open).toBe(false);
      expect(events).toEqual(['sk-open', 'sk-after-open', 'sk-after-close']);
    });

    it('is never closed by the lifecycle events of elements inside it', async () => {
      const { el, opener } = await setup(`<button id="inside">Inside</button>
        <span id="nested" tabindex="-1">An accordion, select or tag</span>`);
      const events = record(el);
      await openFrom(opener, el);
      const nested = el.querySelector('#nested')!;
      const fired = [
        new SkCloseEvent({ source: 'escape' }),
        new SkCloseEvent({ source: 'close-button' }),
        new SkAfterCloseEvent(),
        new SkOpenEvent(),
        new SkRemoveEvent(),
      ];
      for (const event of fired) nested.dispatchEvent(event);
      // A nested element that refuses its own close must not be read as the modal refusing.
      nested.addEventListener('sk-close', (event) => event.preventDefault(), { once: true });
      nested.dispatchEvent(new SkCloseEvent({ source: 'api' }));
      await el.updateComplete;

      expect(fired.every((event) => !event.defaultPrevented)).toBe(true);
      expect(el.open).toBe(true);
      expect(dialogOf(el).matches(':modal')).toBe(true);
      expect(events).toEqual(['sk-open', 'sk-after-open']);

      // And the modal still closes for itself afterwards.
      const closed = afterClose(el);
      await userEvent.keyboard('{Escape}');
      await closed;
      expect(events).toEqual(['sk-open', 'sk-after-open', 'sk-close:escape', 'sk-after-close']);
    });

    it('stays open while a modal nested in it opens and closes, and gets focus back', async () => {
      const { el, opener } = await setup(`<button id="inside">Confirm</button>
        <sk-modal id="inner" label="Are you sure?"><button id="inner-button">Yes</button></sk-modal>`);
      const outerEvents = record(el);
      await openFrom(opener, el);
      const inner = el.querySelector<SkModal>('#inner')!;
      const innerEvents = record(inner);
      await openFrom(el.querySelector<HTMLElement>('#inside')!, inner);
      expect(deepActiveElement()).toBe(closeButton(inner));

      const innerClosed = afterClose(inner);
      await userEvent.keyboard('{Escape}');
      await innerClosed;
      await openFrom(el.querySelector<HTMLElement>('#inside')!, inner);
      const innerClosedAgain = afterClose(inner);
      await userEvent.click(closeButton(inner));
      await innerClosedAgain;

      expect(innerEvents).toEqual([
        'sk-open',
        'sk-after-open',
        'sk-close:escape',
        'sk-after-close',
        'sk-open',
        'sk-after-open',
        'sk-close:close-button',
        'sk-after-close',
      ]);
      expect(outerEvents).toEqual(['sk-open', 'sk-after-open']);
      expect(el.open).toBe(true);
      expect(dialogOf(el).matches(':modal')).toBe(true);
      expect(deepActiveElement()?.id).toBe('inside');
      expect(isPageScrollLocked()).toBe(true);

      const closed = afterClose(el);
      await userEvent.keyboard('{Escape}');
      await closed;
      expect(deepActiveElement()).toBe(opener);
      expect(isPageScrollLocked()).toBe(false);
    });

    it('closes from an element with data-modal-close, as from its close button', async () => {
      const { el, opener } = await setup(`<p>Keep editing?</p>
        <sk-modal id="inner" label="Nested"><button id="inner-cancel" data-modal-close>Back</button></sk-modal>
        <button id="open-inner">Nested</button>
        <span slot="footer" data-modal-close><button id="cancel">Cancel</button></span>
        <button slot="footer" id="save">Save</button>`);
      const events = record(el);
      await openFrom(opener, el);
      await userEvent.click(el.querySelector('#save')!);
      expect(el.open).toBe(true);

      // A closer in a nested modal closes that one only.
      const inner = el.querySelector<SkModal>('#inner')!;
      await openFrom(el.querySelector<HTMLElement>('#open-inner')!, inner);
      const innerClosed = afterClose(inner);
      await userEvent.click(inner.querySelector('#inner-cancel')!);
      await innerClosed;
      expect(el.open).toBe(true);

      const closed = afterClose(el);
      await userEvent.click(el.querySelector('#cancel')!);
      await closed;
      expect(events).toEqual([
        'sk-open',
        'sk-after-open',
        'sk-close:close-button',
        'sk-after-close',
      ]);
      expect(deepActiveElement()).toBe(opener);
    });

    it('opens from a button with commandfor and command="--show-modal", and closes by commands', async () => {
      const root = await fixture(`<div>
        <button id="opener" commandfor="confirm" command="--show-modal">Delete</button>
        <sk-modal id="confirm" label="Delete file?">
          <button slot="footer" id="keep" commandfor="confirm" command="--request-close">Keep</button>
          <button slot="footer" id="delete" commandfor="confirm" command="--close">Delete</button>
        </sk-modal>
      </div>`);
      const el = root.querySelector<SkModal>('sk-modal')!;
      const opener = root.querySelector<HTMLButtonElement>('#opener')!;
      const events = record(el);

      let opened = oneEvent(el, 'sk-after-open');
      await userEvent.click(opener);
      await opened;
      let closed = afterClose(el);
      await userEvent.click(root.querySelector('#keep')!);
      await closed;
      expect(deepActiveElement()).toBe(opener);

      opened = oneEvent(el, 'sk-after-open');
      await userEvent.click(opener);
      await opened;
      closed = afterClose(el);
      await userEvent.click(root.querySelector('#delete')!);
      await closed;

      expect(events).toEqual([
        'sk-open',
        'sk-after-open',
        'sk-close:api',
        'sk-after-close',
        'sk-open',
        'sk-after-open',
        'sk-after-close',
      ]);
    });
  });

  describe('slots', () => {
    it('renders its content in the body, the heading slot in the heading', async () => {
      const el = await fixture<SkModal>(
        '<sk-modal label="Fallback"><b slot="heading">Rich</b><p>Body</p></sk-modal>',
      );
      const body = shadow<HTMLSlotElement>(el, '[part~="body"] slot');
      expect(body.assignedElements().map((n) => n.textContent)).toEqual(['Body']);
      const heading = shadow<HTMLSlotElement>(el, '[part~="heading"] slot');
      expect(heading.assignedElements().map((n) => n.textContent)).toEqual(['Rich']);
    });

    it('shows the label as the heading when the heading slot is empty', async () => {
      const el = await fixture<SkModal>('<sk-modal label="Rename file" open></sk-modal>');
      await oneEvent(el, 'sk-after-open');
      expect(shadow(el, '[part~="heading"]').innerText).toBe('Rename file');
    });

    it('draws the footer only while its slot has content', async () => {
      const { el } = await setup('<p>Body</p>');
      await el.show();
      const footer = shadow(el, '[part~="footer"]');
      expect(footer.getBoundingClientRect().height).toBe(0);
      const action = document.createElement('button');
      action.slot = 'footer';
      action.textContent = 'Done';
      el.append(action);
      await expect.poll(() => footer.getBoundingClientRect().height).toBeGreaterThan(0);
      // The actions sit at the end edge.
      const end = footer.getBoundingClientRect().right;
      expect(Math.abs(action.getBoundingClientRect().right - end)).toBeLessThan(40);
      action.remove();
      await expect.poll(() => footer.getBoundingClientRect().height).toBe(0);
    });

    it('scrolls a long body while the heading and the footer stay in view', async () => {
      const { el } = await setup(
        `${'<p>Line</p>'.repeat(200)}<button slot="footer">Done</button>`,
        'label="Long"',
      );
      await el.show();
      const body = shadow(el, '[part~="body"]');
      expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
      const footer = shadow(el, '[part~="footer"]').getBoundingClientRect();
      expect(footer.bottom).toBeLessThanOrEqual(window.innerHeight);
      expect(shadow(el, '[part~="header"]').getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    });
  });

  describe('keyboard', () => {
    it('moves focus to the first focusable element, the close button by default', async () => {
      const { el, opener } = await setup('<p>Text</p><button>Action</button>');
      await openFrom(opener, el);
      expect(deepActiveElement()).toBe(closeButton(el));
    });

    it('moves focus to the element with autofocus', async () => {
      const { el, opener } = await setup(
        '<label>Name <input id="name" autofocus></label><button>Save</button>',
      );
      await openFrom(opener, el);
      expect(deepActiveElement()?.id).toBe('name');
    });

    it('moves focus into a Skerry field with autofocus, which delegates focus', async () => {
      const { el, opener } = await setup(
        '<p>Give the copy a name.</p><sk-input label="Name" autofocus></sk-input>',
      );
      await openFrom(opener, el);
      const active = deepActiveElement();
      expect(active?.localName).toBe('input');
      expect((active?.getRootNode() as ShadowRoot).host).toBe(el.querySelector('sk-input'));
    });

    it('keeps Tab and Shift+Tab inside, through the heading, body and footer', async () => {
      const { root, el, opener } = await setup(
        '<button id="one">One</button><button id="two" slot="footer">Two</button>',
      );
      await openFrom(opener, el);
      const outside = [...root.querySelectorAll('#opener, #after')];
      const visited = new Set<string>();
      const at = (): void => {
        const active = deepActiveElement();
        expect(outside).not.toContain(active);
        // Past the last element the browser's own UI may take focus; the page never does.
        if (!document.hasFocus() || active === document.body || !active) return;
        visited.add(active.id || active.getAttribute('part') || active.localName);
      };
      for (let i = 0; i < 4; i++) {
        await userEvent.keyboard('{Tab}');
        at();
      }
      for (let i = 0; i < 4; i++) {
        await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
        at();
      }
      expect([...visited].sort()).toEqual(['close-button', 'one', 'two']);
    });

    it('closes on Escape and gives focus back to the opener', async () => {
      const { el, opener } = await setup('<button>Inside</button>');
      await openFrom(opener, el);
      const closed = afterClose(el);
      await userEvent.keyboard('{Escape}');
      await closed;
      expect(dialogOf(el).open).toBe(false);
      expect(deepActiveElement()).toBe(opener);
    });

    for (const key of ['{Enter}', ' ']) {
      it(`closes from the close button with ${key === ' ' ? 'Space' : 'Enter'}`, async () => {
        const { el, opener } = await setup();
        const events = record(el);
        await openFrom(opener, el);
        expect(deepActiveElement()).toBe(closeButton(el));
        const closed = afterClose(el);
        await userEvent.keyboard(key);
        await closed;
        expect(events).toContain('sk-close:close-button');
        expect(deepActiveElement()).toBe(opener);
      });
    }

    it('ignores Escape with closedby="none", but its close button still closes it', async () => {
      const { el, opener } = await setup('<p>Text</p>', 'label="A" closedby="none"');
      const events = record(el);
      await openFrom(opener, el);
      await userEvent.keyboard('{Escape}');
      expect(el.open).toBe(true);
      const closed = afterClose(el);
      await userEvent.click(closeButton(el));
      await closed;
      expect(events).toEqual([
        'sk-open',
        'sk-after-open',
        'sk-close:close-button',
        'sk-after-close',
      ]);
    });
  });

  describe('form', () => {
    it('adds nothing to form data, and leaves the fields inside it in their form', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-modal label="City"><input name="city" value="Oslo" aria-label="City"></sk-modal></form>',
      );
      expect([...new FormData(form)]).toEqual([['city', 'Oslo']]);
    });

    it('submits a form inside it with the data typed there', async () => {
      const { el, opener } = await setup(
        `<form id="rename"><label>Name <input name="name" autofocus></label></form>
        <button slot="footer" type="submit" form="rename">Rename</button>`,
      );
      const form = el.querySelector('form')!;
      const submitted = new Promise<FormData>((resolve) =>
        form.addEventListener('submit', (event) => {
          event.preventDefault();
          resolve(new FormData(form));
        }),
      );
      await openFrom(opener, el);
      await userEvent.keyboard('Report');
      await userEvent.click(el.querySelector('[type="submit"]')!);
      expect((await submitted).get('name')).toBe('Report');
    });
  });

  describe('parts and states', () => {
    it('exposes its parts, and :state(open) while open', async () => {
      const { el, opener } = await setup('<p>Body</p><button slot="footer">OK</button>');
      for (const part of ['base', 'header', 'heading', 'close-button', 'body', 'footer']) {
        expect(el.shadowRoot!.querySelectorAll(`[part~="${part}"]`)).toHaveLength(1);
      }
      expect(el.matches(':state(open)')).toBe(false);
      await openFrom(opener, el);
      expect(el.matches(':state(open)')).toBe(true);
      await el.close();
      expect(el.matches(':state(open)')).toBe(false);
    });

    it('takes its width, colours, padding and backdrop from --sk-modal-* properties', async () => {
      const { el } = await setup('<p>Body</p>');
      el.style.cssText = `--sk-modal-width: 300px; --sk-modal-background: var(--sk-color-surface-subtle);
        --sk-modal-color: var(--sk-color-text-subtle); --sk-modal-padding: 7px;
        --sk-modal-backdrop: var(--sk-color-status-danger);`;
      await el.show();
      const dialog = dialogOf(el);
      const style = getComputedStyle(dialog);
      expect(dialog.getBoundingClientRect().width).toBe(300);
      expect(style.backgroundColor).toBe(computedColor('var(--sk-color-surface-subtle)'));
      expect(style.color).toBe(computedColor('var(--sk-color-text-subtle)'));
      expect(getComputedStyle(shadow(el, '[part~="header"]')).paddingTop).toBe('7px');
      expect(getComputedStyle(dialog, '::backdrop').backgroundColor).toBe(
        computedColor('var(--sk-color-status-danger)'),
      );
    });

    it('fades in and out, and fires sk-after-* once the motion has ended', async () => {
      const { el, opener } = await setup();
      await openFrom(opener, el);
      expect(dialogOf(el).getAnimations()).toHaveLength(0);
      const closing = el.close();
      // Still shown while it fades out: display and the top layer are transitioned too.
      expect(dialogOf(el).getAnimations().length).toBeGreaterThan(0);
      expect(getComputedStyle(dialogOf(el)).display).not.toBe('none');
      await closing;
      expect(getComputedStyle(dialogOf(el)).display).toBe('none');
    });

    it('opens and closes at once under reduced motion', async () => {
      await commands.emulateReducedMotion(true);
      const { el } = await setup();
      const opening = el.show();
      await el.updateComplete;
      await opening;
      const closing = el.close();
      expect(dialogOf(el).getAnimations()).toHaveLength(0);
      expect(getComputedStyle(dialogOf(el)).display).toBe('none');
      await closing;
    });

    it('keeps the box, text and close button visible in forced colors', async () => {
      const { el } = await setup('<button>Other</button>');
      await commands.emulateForcedColors(true);
      expect(matchMedia('(forced-colors: active)').matches).toBe(true);
      await el.show();
      const dialog = getComputedStyle(dialogOf(el));
      expect(dialog.borderTopColor).toBe(computedColor('CanvasText'));
      expect(dialog.borderTopStyle).toBe('solid');
      expect(dialog.color).toBe(computedColor('CanvasText'));
      expect(getComputedStyle(closeButton(el)).color).toBe(computedColor('ButtonText'));
      // The keyboard focus ring, in the system's highlight colour.
      await userEvent.keyboard('{Tab}');
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      expect(deepActiveElement()).toBe(closeButton(el));
      const ring = getComputedStyle(closeButton(el));
      expect(ring.outlineStyle).toBe('solid');
      expect(ring.outlineColor).toBe(computedColor('Highlight'));
    });

    it('puts the close button at the end of the header, mirrored in right-to-left text', async () => {
      const root = await fixture(`<div>
        <div dir="ltr"><sk-modal label="Left to right"></sk-modal></div>
        <div dir="rtl" lang="ar"><sk-modal label="من اليمين"></sk-modal></div>
      </div>`);
      const [ltr, rtl] = [...root.querySelectorAll<SkModal>('sk-modal')];
      await settle(root);
      for (const el of [ltr!, rtl!]) await el.show();
      const x = (el: SkModal, part: string): number =>
        shadow(el, `[part~="${part}"]`).getBoundingClientRect().x;
      expect(x(ltr!, 'close-button')).toBeGreaterThan(x(ltr!, 'heading'));
      expect(x(rtl!, 'close-button')).toBeLessThan(x(rtl!, 'heading'));
      expect(closeButton(rtl!).ariaLabel).toBe('إغلاق');
    });
  });
});
