import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { deepActiveElement } from '../internal/focus.js';
import { isPageScrollLocked } from '../internal/scroll-lock.js';
import { dialogStyles } from '../styles/dialog.styles.js';
import { fixture } from '../testing/fixture.js';
import { isOwnEvent, type SkCloseEvent } from '../events/index.js';
import { type DialogClosedBy, DialogController } from './dialog-controller.js';

/* A minimal modal for these tests only: slotted content and an optional close button. */
class TestDialog extends LitElement {
  static override styles = dialogStyles;
  static override properties = {
    closedby: {},
    bare: { type: Boolean },
  };

  closedby: DialogClosedBy = 'closerequest';
  bare = false;

  readonly dialog = new DialogController(this, {
    dialog: () => this.renderRoot.querySelector('dialog'),
    closedBy: () => this.closedby,
    onOpenChange: (open) => this.toggleAttribute('data-open', open),
  });

  get native(): HTMLDialogElement {
    return this.renderRoot.querySelector('dialog')!;
  }

  override render(): TemplateResult {
    return html`<dialog aria-label="Test dialog">
      <slot></slot>
      ${
        this.bare
          ? nothing
          : html`<button class="close" @click=${() => this.dialog.requestClose('close-button')}>
              Close
            </button>`
      }
    </dialog>`;
  }
}
customElements.define('test-dialog', TestDialog);

interface Recorded {
  type: string;
  source?: string;
  animations: number;
}

/**
 * Records the dialog events `el` fires on itself (not those of nested dialogs), with the number
 * of animations still running when each is fired.
 */
function record(el: TestDialog): Recorded[] {
  const events: Recorded[] = [];
  for (const type of ['sk-open', 'sk-after-open', 'sk-close', 'sk-after-close'] as const) {
    el.addEventListener(type, (event) => {
      if (!isOwnEvent(el, event)) return;
      events.push({
        type,
        source: (event as Partial<SkCloseEvent>).detail?.source,
        animations: el.native.getAnimations({ subtree: true }).length,
      });
    });
  }
  return events;
}

async function page(inner = '<button id="inside">Inside</button>', attributes = '') {
  const root = await fixture(`<div>
    <button id="opener">Open</button>
    <div style="block-size: 300vh"></div>
    <test-dialog ${attributes}>${inner}</test-dialog>
    <button id="after">After</button>
  </div>`);
  const el = root.querySelector<TestDialog>('test-dialog')!;
  const opener = root.querySelector<HTMLButtonElement>('#opener')!;
  return { root, el, opener };
}

/** Opens `el` from a real click on `opener`, as a user would, and waits for the motion. */
async function openFrom(opener: HTMLElement, el: TestDialog): Promise<void> {
  opener.addEventListener('click', () => void el.dialog.requestOpen(), { once: true });
  const opened = new Promise((resolve) =>
    el.addEventListener('sk-after-open', resolve, { once: true }),
  );
  await userEvent.click(opener);
  await opened;
}

function afterClose(el: TestDialog): Promise<void> {
  return new Promise((resolve) =>
    el.addEventListener('sk-after-close', () => resolve(), { once: true }),
  );
}

describe('DialogController', () => {
  afterEach(async () => {
    await commands.emulateReducedMotion(false);
  });

  describe('opening', () => {
    it('opens as a modal in the top layer, with request and after events', async () => {
      const { el, opener } = await page();
      const events = record(el);
      await openFrom(opener, el);
      expect(el.native.matches(':modal')).toBe(true);
      expect(el.dialog.open).toBe(true);
      expect(el.hasAttribute('data-open')).toBe(true);
      expect(events.map((e) => e.type)).toEqual(['sk-open', 'sk-after-open']);
    });

    it('opens from code without a request, and fires sk-after-open after the motion', async () => {
      const { el } = await page();
      const events = record(el);
      /*
       * Counted in the same task as showModal(): animation time only advances between frames,
       * so the opening transition is certainly still running there, however slow the machine.
       */
      let running = 0;
      new MutationObserver((_, observer) => {
        running = el.native.getAnimations({ subtree: true }).length;
        observer.disconnect();
      }).observe(el, { attributeFilter: ['data-open'] });
      await el.dialog.show();
      expect(running).toBeGreaterThan(0);
      expect(events).toEqual([{ type: 'sk-after-open', source: undefined, animations: 0 }]);
    });

    it('stays closed when sk-open is prevented', async () => {
      const { el } = await page();
      el.addEventListener('sk-open', (event) => event.preventDefault());
      expect(await el.dialog.requestOpen()).toBe(false);
      expect(el.native.open).toBe(false);
      expect(isPageScrollLocked()).toBe(false);
    });

    it('moves focus to the first focusable element, slotted content included', async () => {
      const { el, opener } = await page('<p>Text</p><button id="first">First</button>');
      await openFrom(opener, el);
      expect(deepActiveElement()?.id).toBe('first');
    });

    it('moves focus to the element with autofocus', async () => {
      const { el, opener } = await page('<button>First</button><input id="auto" autofocus>');
      await openFrom(opener, el);
      expect(deepActiveElement()?.id).toBe('auto');
    });

    it('focuses the dialog itself when nothing inside can take focus', async () => {
      const { el, opener } = await page('<p>Only text</p>', 'bare');
      await openFrom(opener, el);
      expect(deepActiveElement()).toBe(el.native);
    });

    it('keeps Tab and Shift+Tab inside the dialog (the platform traps focus)', async () => {
      const { root, el, opener } = await page(
        '<button id="one">One</button><button id="two">Two</button>',
      );
      await openFrom(opener, el);
      const inside = ['one', 'two', 'close'];
      const outside = [...root.querySelectorAll('#opener, #after')];
      const visited = new Set<string>();
      const where = (): string | null => {
        const active = deepActiveElement();
        expect(outside).not.toContain(active);
        // Past the last element the browser's own UI may take focus; the page never does.
        if (!document.hasFocus() || active === document.body) return null;
        return active?.id || active?.className || null;
      };
      for (let i = 0; i < 5; i++) {
        await userEvent.keyboard('{Tab}');
        const at = where();
        if (at) visited.add(at);
      }
      for (let i = 0; i < 5; i++) {
        await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
        const at = where();
        if (at) visited.add(at);
      }
      expect([...visited].sort()).toEqual(inside.sort());
    });
  });

  describe('closing', () => {
    it('closes on Escape, with a request naming it, then the after event', async () => {
      const { el, opener } = await page();
      const events = record(el);
      await openFrom(opener, el);
      const closed = afterClose(el);
      await userEvent.keyboard('{Escape}');
      await closed;
      expect(el.native.open).toBe(false);
      expect(el.hasAttribute('data-open')).toBe(false);
      expect(events.slice(2)).toEqual([
        { type: 'sk-close', source: 'escape', animations: 0 },
        { type: 'sk-after-close', source: undefined, animations: 0 },
      ]);
    });

    it('closes from code without a request, and fires sk-after-close after the motion', async () => {
      const { el, opener } = await page();
      const events = record(el);
      await openFrom(opener, el);
      const closing = el.dialog.close();
      expect(el.native.open).toBe(false);
      // Still shown while it fades out: display and the top layer are transitioned too.
      expect(el.native.getAnimations().length).toBeGreaterThan(0);
      expect(getComputedStyle(el.native).display).not.toBe('none');
      await closing;
      expect(el.native.getAnimations()).toHaveLength(0);
      expect(getComputedStyle(el.native).display).toBe('none');
      expect(events.slice(2)).toEqual([
        { type: 'sk-after-close', source: undefined, animations: 0 },
      ]);
    });

    it('closes at once under reduced motion', async () => {
      await commands.emulateReducedMotion(true);
      const { el, opener } = await page();
      await openFrom(opener, el);
      await el.dialog.requestClose();
      expect(getComputedStyle(el.native).display).toBe('none');
    });

    it('closes from its own close button, naming it as the source', async () => {
      const { el, opener } = await page('', '');
      const events = record(el);
      await openFrom(opener, el);
      const closed = afterClose(el);
      await userEvent.click(el.shadowRoot!.querySelector('.close')!);
      await closed;
      expect(events.filter((e) => e.type === 'sk-close')[0]?.source).toBe('close-button');
    });

    it('stays open while sk-close is prevented, also after repeated Escapes', async () => {
      const { el, opener } = await page();
      let unsaved = true;
      const requests: string[] = [];
      el.addEventListener('sk-close', (event) => {
        requests.push(event.detail.source);
        if (unsaved) event.preventDefault();
      });
      await openFrom(opener, el);
      await userEvent.keyboard('{Escape}');
      await userEvent.keyboard('{Escape}');
      await userEvent.keyboard('{Escape}');
      expect(requests).toEqual(['escape', 'escape', 'escape']);
      expect(el.native.open).toBe(true);
      expect(el.native.matches(':modal')).toBe(true);
      expect(await el.dialog.requestClose('api')).toBe(false);
      expect(el.native.open).toBe(true);

      unsaved = false;
      const closed = afterClose(el);
      await userEvent.keyboard('{Escape}');
      await closed;
      expect(el.native.open).toBe(false);
    });

    it('leaves the first Escape to an open popover inside, then closes on the next', async () => {
      const { el, opener } = await page(`<button id="inside" popovertarget="tip">More</button>
        <div id="tip" popover>Details</div>`);
      await openFrom(opener, el);
      const tip = el.querySelector<HTMLElement>('#tip')!;
      await userEvent.click(el.querySelector('#inside')!);
      expect(tip.matches(':popover-open')).toBe(true);

      await userEvent.keyboard('{Escape}');
      expect(tip.matches(':popover-open')).toBe(false);
      expect(el.native.open).toBe(true);

      const closed = afterClose(el);
      await userEvent.keyboard('{Escape}');
      await closed;
      expect(el.native.open).toBe(false);
    });

    it('returns focus to the opener', async () => {
      const { el, opener } = await page();
      await openFrom(opener, el);
      expect(deepActiveElement()?.id).toBe('inside');
      const closed = afterClose(el);
      await userEvent.keyboard('{Escape}');
      await closed;
      expect(deepActiveElement()).toBe(opener);
    });

    it('ignores Escape with closedby="none", but its own button still closes it', async () => {
      const { el, opener } = await page(undefined, 'closedby="none"');
      const events = record(el);
      await openFrom(opener, el);
      await userEvent.keyboard('{Escape}');
      expect(el.native.open).toBe(true);
      expect(events.map((e) => e.type)).not.toContain('sk-close');

      const closed = afterClose(el);
      await userEvent.click(el.shadowRoot!.querySelector('.close')!);
      await closed;
      expect(el.native.open).toBe(false);
    });

    it('closes on a backdrop click with closedby="any" only', async () => {
      const { el, opener } = await page(undefined, 'closedby="any"');
      const events = record(el);
      await openFrom(opener, el);
      const clickBackdrop = () =>
        userEvent.click(document.documentElement, { position: { x: 4, y: 4 }, force: true });

      const closed = afterClose(el);
      await clickBackdrop();
      await closed;
      expect(events.filter((e) => e.type === 'sk-close')[0]?.source).toBe('backdrop');

      el.closedby = 'closerequest';
      await el.updateComplete;
      await openFrom(opener, el);
      await clickBackdrop();
      expect(el.native.open).toBe(true);
    });

    it('is not closed by a nested element’s sk-close or by a nested dialog closing', async () => {
      const { el, opener } = await page(`<button id="inside">Inside</button>
        <test-dialog id="inner"><button id="inner-button">Inner</button></test-dialog>`);
      const events = record(el);
      await openFrom(opener, el);
      const nested = el.querySelector('#inside')!;
      nested.dispatchEvent(
        new CustomEvent('sk-close', {
          bubbles: true,
          composed: true,
          cancelable: true,
          detail: { source: 'api' },
        }),
      );

      const inner = el.querySelector<TestDialog>('#inner')!;
      await openFrom(el.querySelector<HTMLElement>('#inside')!, inner);
      const innerClosed = afterClose(inner);
      await userEvent.keyboard('{Escape}');
      await innerClosed;

      expect(inner.native.open).toBe(false);
      expect(el.native.open).toBe(true);
      expect(el.native.matches(':modal')).toBe(true);
      expect(events.map((e) => e.type)).toEqual(['sk-open', 'sk-after-open']);
      expect(deepActiveElement()?.id).toBe('inside');
    });
  });

  describe('scroll lock', () => {
    it('locks page scrolling while open without moving the page, then restores its styles', async () => {
      const root = document.documentElement;
      root.style.overflow = 'auto';
      const { el, opener } = await page();
      expect(root.scrollHeight).toBeGreaterThan(root.clientHeight);
      const width = document.body.getBoundingClientRect().width;

      await openFrom(opener, el);
      expect(getComputedStyle(root).overflow).toBe('hidden');
      expect(document.body.getBoundingClientRect().width).toBe(width);

      const closed = afterClose(el);
      await userEvent.keyboard('{Escape}');
      await closed;
      expect(root.style.overflow).toBe('auto');
      expect(isPageScrollLocked()).toBe(false);
      root.style.removeProperty('overflow');
    });

    it('keeps the room of a classic scrollbar with scrollbar-gutter while locked', async () => {
      // Headless Chromium hides scrollbars; a 15px one is reported as a desktop browser would.
      const root = document.documentElement;
      const own = Object.getOwnPropertyDescriptor(window, 'innerWidth');
      Object.defineProperty(window, 'innerWidth', {
        configurable: true,
        get: () => root.clientWidth + 15,
      });
      try {
        const { el, opener } = await page();
        await openFrom(opener, el);
        expect(getComputedStyle(root).scrollbarGutter).toBe('stable');
        const closed = afterClose(el);
        await userEvent.keyboard('{Escape}');
        await closed;
        expect(root.style.scrollbarGutter).toBe('');
      } finally {
        if (own) Object.defineProperty(window, 'innerWidth', own);
        else delete (window as { innerWidth?: number }).innerWidth;
      }
      expect(window.innerWidth).toBe(root.clientWidth);
    });

    it('stays locked until the last of two nested modals closes', async () => {
      const { el, opener } = await page(`<button id="inside">Inside</button>
        <test-dialog id="inner"><button>Inner</button></test-dialog>`);
      const root = document.documentElement;
      await openFrom(opener, el);
      const inner = el.querySelector<TestDialog>('#inner')!;
      await openFrom(el.querySelector<HTMLElement>('#inside')!, inner);

      const innerClosed = afterClose(inner);
      await userEvent.keyboard('{Escape}');
      await innerClosed;
      expect(getComputedStyle(root).overflow).toBe('hidden');
      expect(isPageScrollLocked()).toBe(true);

      const outerClosed = afterClose(el);
      await userEvent.keyboard('{Escape}');
      await outerClosed;
      expect(getComputedStyle(root).overflow).not.toBe('hidden');
      expect(isPageScrollLocked()).toBe(false);
      expect(deepActiveElement()).toBe(opener);
    });

    it('unlocks when the open dialog is removed from the page', async () => {
      const { el, opener } = await page();
      await openFrom(opener, el);
      el.remove();
      expect(isPageScrollLocked()).toBe(false);
      expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
      expect(deepActiveElement()).toBe(opener);
    });
  });
});
