import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { statusVariants } from '../../base/scales.js';
import { namedIcon } from '../icon/icon-loader.js';
import {
  accessibilityTree,
  accessibleDescendants,
  accessibleNode,
} from '../../testing/accessibility.js';
import { expectNoAxeViolations } from '../../testing/axe.js';
import { computedColor } from '../../testing/colors.js';
import '../../testing/commands.js';
import { captureEvents, oneEvent } from '../../testing/events.js';
import { fixture, settle, shadow } from '../../testing/fixture.js';
import { SkAlert } from './alert.js';
import { alertIcons, alertVariants, urgentAlertVariants } from './alert.types.js';
import './sk-alert.js';

/** Whether `el` draws the icon called `name` from the icon set, as its icon slot's fallback. */
async function drawsIcon(el: Element, name: string): Promise<boolean> {
  const icon = await namedIcon(name);
  const drawn = el.shadowRoot!.querySelector('slot[name="icon"] > svg');
  return icon.ok && drawn !== null && drawn.isEqualNode(icon.svg);
}

const roleFor = (variant: string): string =>
  (urgentAlertVariants as readonly string[]).includes(variant) ? 'alert' : 'status';

/** The alert's live region, if it has one now. */
const region = (el: Element): HTMLElement | null =>
  el.shadowRoot!.querySelector<HTMLElement>('[role="status"], [role="alert"]');

/** What the live region says now; `null` while there is none. */
const announced = (el: Element): string | null => region(el)?.textContent ?? null;

/* The announcement's timing is the component's own; tests move its clock instead of waiting. */
const fakeTimeouts = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/** Runs the component's timers until its announcement has been written and cleared. */
async function runAnnouncement(el: SkAlert): Promise<string[]> {
  const heard: string[] = [];
  for (let step = 0; step < 60; step++) {
    vi.advanceTimersByTime(100);
    await el.updateComplete;
    const text = announced(el);
    if (text && heard.at(-1) !== text) heard.push(text);
  }
  return heard;
}

/*
 * An alert that was in the document before `sk-alert` was defined, as one in a page's HTML is
 * when the components' script arrives: defined here under a tag of its own, after the markup.
 */
let pageTags = 0;
async function pageAlert(markup: string): Promise<SkAlert> {
  const tag = `sk-test-page-alert-${++pageTags}`;
  const wrapper = await fixture(`<div>${markup.replaceAll('sk-alert', tag)}</div>`);
  customElements.define(tag, class extends SkAlert {});
  await settle(wrapper);
  return wrapper.querySelector<SkAlert>(tag)!;
}

const closeButton = (el: Element): HTMLButtonElement => shadow<HTMLButtonElement>(el, 'button');

describe('<sk-alert>', () => {
  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    await commands.emulateForcedColors(false);
    await commands.emulateReducedMotion(false);
  });

  describe('accessibility', () => {
    for (const variant of alertVariants) {
      it(`has no axe violations as ${variant}, plain, with a heading, actions and a dismiss button`, async () => {
        const el = await fixture(`<div>
          <sk-alert variant="${variant}"><p>Three files were uploaded.</p></sk-alert>
          <sk-alert variant="${variant}" heading="Upload finished" dismissible>
            <p>Three files were uploaded. <a href="#files">See the files</a></p>
            <button slot="actions">Undo</button>
          </sk-alert>
        </div>`);
        await expectNoAxeViolations(el);
      });
    }

    it('has no axe violations in dark and high-contrast themes, and while announcing', async () => {
      const el = await fixture(`<div>
        ${['dark', 'high-contrast']
          .map(
            (theme) =>
              `<div data-sk-theme="${theme}">${alertVariants.map((v) => `<sk-alert variant="${v}" heading="Heading" dismissible>Message</sk-alert>`).join('')}</div>`,
          )
          .join('')}
      </div>`);
      await expect.poll(() => announced(el.querySelector('sk-alert')!)).toBe('Heading: Message');
      await expectNoAxeViolations(el);
    });

    for (const variant of alertVariants) {
      it(`announces a ${variant} alert a script adds once, in an empty ${roleFor(variant)} region it fills later`, async () => {
        fakeTimeouts();
        const el = await fixture<SkAlert>(
          `<sk-alert variant="${variant}" heading="Upload failed"><p>The file is larger than 10 MB.</p></sk-alert>`,
        );
        // The region is there, empty, before the message: screen readers learn of it first.
        expect(region(el)?.getAttribute('role')).toBe(roleFor(variant));
        expect(announced(el)).toBe('');
        vi.advanceTimersByTime(349);
        await el.updateComplete;
        expect(announced(el)).toBe('');
        vi.advanceTimersByTime(1);
        await el.updateComplete;
        expect(announced(el)).toBe('Upload failed: The file is larger than 10 MB.');

        vi.useRealTimers();
        const live = await accessibleNode(region(el)!);
        expect(live.role).toBe(roleFor(variant));
        expect(live.properties).toMatchObject({
          live: roleFor(variant) === 'alert' ? 'assertive' : 'polite',
          atomic: true,
        });
        // One live region, never both kinds.
        const other = roleFor(variant) === 'alert' ? 'status' : 'alert';
        expect(await accessibleDescendants(el, roleFor(variant))).toHaveLength(1);
        expect(await accessibleDescendants(el, other)).toEqual([]);
      });
    }

    it('removes the copy it announced, so reading the page meets the message once', async () => {
      fakeTimeouts();
      const el = await fixture<SkAlert>(
        '<sk-alert heading="Saved">Your changes are saved.</sk-alert>',
      );
      expect(await runAnnouncement(el)).toEqual(['Saved: Your changes are saved.']);
      expect(region(el)).toBeNull();
    });

    it('does not announce an alert that came with the page, whatever its variant', async () => {
      fakeTimeouts();
      const alerts = await Promise.all(
        alertVariants.map((v) =>
          pageAlert(
            `<sk-alert variant="${v}" heading="Service notice">Planned maintenance on Sunday.</sk-alert>`,
          ),
        ),
      );
      for (const el of alerts) {
        expect(region(el)).toBeNull();
        expect(await runAnnouncement(el)).toEqual([]);
      }
      vi.useRealTimers();
      for (const el of alerts) {
        expect(await accessibleDescendants(el, 'alert')).toEqual([]);
        expect(await accessibleDescendants(el, 'status')).toEqual([]);
      }
    });

    it('does not announce an alert created while the document is still loading', async () => {
      fakeTimeouts();
      // As the HTML parser creates it, when sk-alert was defined before the page's markup.
      const loading = vi.spyOn(Document.prototype, 'readyState', 'get').mockReturnValue('loading');
      const el = document.createElement('sk-alert');
      loading.mockRestore();
      el.variant = 'danger';
      el.textContent = 'The service is unavailable.';
      (await fixture('<div></div>')).append(el);
      await el.updateComplete;
      expect(region(el)).toBeNull();
      expect(await runAnnouncement(el)).toEqual([]);
    });

    it('announces an alert that came hidden with the page once a script shows it', async () => {
      fakeTimeouts();
      const el = await pageAlert(
        '<sk-alert variant="danger" hidden>Your session has expired.</sk-alert>',
      );
      expect(region(el)).toBeNull();
      el.hidden = false;
      await el.updateComplete;
      expect(region(el)?.getAttribute('role')).toBe('alert');
      expect(await runAnnouncement(el)).toEqual(['Your session has expired.']);
    });

    it('does not announce again when it re-renders or its attributes change', async () => {
      fakeTimeouts();
      const el = await fixture<SkAlert>(
        '<sk-alert heading="Saved">Your changes are saved.</sk-alert>',
      );
      expect(await runAnnouncement(el)).toEqual(['Saved: Your changes are saved.']);
      el.variant = 'danger';
      el.heading = 'Saved again';
      el.dismissible = true;
      el.lang = 'fi';
      el.requestUpdate();
      await settle();
      expect(await runAnnouncement(el)).toEqual([]);
      expect(region(el)).toBeNull();
    });

    it('keeps the role it was shown with while announcing, when the variant changes', async () => {
      fakeTimeouts();
      const el = await fixture<SkAlert>(
        '<sk-alert variant="info">Uploading three files.</sk-alert>',
      );
      el.variant = 'danger';
      await el.updateComplete;
      expect(region(el)?.getAttribute('role')).toBe('status');
      expect(await runAnnouncement(el)).toEqual(['Uploading three files.']);
    });

    it('is not announced again when it moves in the page', async () => {
      fakeTimeouts();
      const wrapper = await fixture(
        '<div><div id="a"><sk-alert>Saved.</sk-alert></div><div id="b"></div></div>',
      );
      const el = wrapper.querySelector<SkAlert>('sk-alert')!;
      expect(await runAnnouncement(el)).toEqual(['Saved.']);
      wrapper.querySelector('#b')!.append(el);
      await el.updateComplete;
      expect(await runAnnouncement(el)).toEqual([]);
    });

    it('is announced where it lands when it moves before its message was written', async () => {
      fakeTimeouts();
      const wrapper = await fixture(
        '<div><div id="a"><sk-alert>Saved.</sk-alert></div><div id="b"></div></div>',
      );
      const el = wrapper.querySelector<SkAlert>('sk-alert')!;
      wrapper.querySelector('#b')!.append(el);
      await el.updateComplete;
      expect(await runAnnouncement(el)).toEqual(['Saved.']);
    });

    it('announces again each time a script shows it after it was hidden', async () => {
      fakeTimeouts();
      const el = await fixture<SkAlert>('<sk-alert variant="warning">Connection lost.</sk-alert>');
      expect(await runAnnouncement(el)).toEqual(['Connection lost.']);
      el.hidden = true;
      await el.updateComplete;
      el.hidden = false;
      await el.updateComplete;
      expect(await runAnnouncement(el)).toEqual(['Connection lost.']);
    });

    it('is not announced while hidden, nor when hidden before its message was written', async () => {
      fakeTimeouts();
      const el = await fixture<SkAlert>('<sk-alert hidden>Saved.</sk-alert>');
      expect(await runAnnouncement(el)).toEqual([]);
      const other = await fixture<SkAlert>('<sk-alert>Saved.</sk-alert>');
      other.hidden = true;
      await other.updateComplete;
      expect(await runAnnouncement(other)).toEqual([]);
      expect(region(other)).toBeNull();
    });

    it('exposes its heading and message as text, the icon not at all, across its shadow root', async () => {
      const el = await pageAlert(
        '<sk-alert variant="success" heading="Upload finished" dismissible><p>Three files were uploaded.</p></sk-alert>',
      );
      await expect.element(page.getByText('Upload finished')).toBeVisible();
      await expect.element(page.getByText('Three files were uploaded.')).toBeVisible();
      // queryAXTree lists ignored nodes too; the tree a screen reader reads has no image.
      expect((await accessibilityTree()).filter(({ role }) => role === 'image')).toEqual([]);
      expect(shadow(el, '[part~="icon"]').getAttribute('aria-hidden')).toBe('true');
      expect(await accessibleDescendants(el, 'button')).toEqual(['Dismiss alert: Upload finished']);
      // The host adds no role of its own: the content is read as it is.
      expect((await accessibleNode(el)).role).not.toMatch(/^(alert|status)$/);
    });

    it('hides a replacement icon from assistive technology too', async () => {
      const el = await pageAlert(
        '<sk-alert><svg slot="icon" role="img" aria-label="Rocket" viewBox="0 0 16 16"><circle cx="8" cy="8" r="6"></circle></svg>Launched.</sk-alert>',
      );
      expect(el.querySelector('svg')!.getBoundingClientRect().width).toBeGreaterThan(0);
      expect((await accessibilityTree()).filter(({ name }) => name === 'Rocket')).toEqual([]);
    });

    it('names its dismiss button "Dismiss" without a heading, in the reader’s language', async () => {
      const wrapper = await fixture(`<div>
        <sk-alert dismissible>Saved.</sk-alert>
        <sk-alert dismissible lang="fi" heading="Tallennettu">Muutokset tallennettiin.</sk-alert>
        <div lang="fr"><sk-alert dismissible heading="Enregistré">C’est fait.</sk-alert></div>
        <div lang="ar" dir="rtl"><sk-alert dismissible>تم الحفظ.</sk-alert></div>
      </div>`);
      const names = [...wrapper.querySelectorAll('sk-alert')].map((el) =>
        closeButton(el).getAttribute('aria-label'),
      );
      expect(names).toEqual([
        'Dismiss',
        'Sulje ilmoitus: Tallennettu',
        'Fermer l’alerte\u00a0: Enregistré',
        'إغلاق',
      ]);
      await expect
        .element(page.getByRole('button', { name: 'Dismiss', exact: true }))
        .toBeVisible();
    });

    it('announces in the reader’s language', async () => {
      const el = await fixture<SkAlert>(
        '<sk-alert lang="fr" heading="Enregistré">Vos modifications sont enregistrées.</sk-alert>',
      );
      await expect
        .poll(() => announced(el))
        .toBe('Enregistré\u00a0: Vos modifications sont enregistrées.');
    });
  });

  describe('properties', () => {
    it('has documented defaults, and writes no attribute for them', async () => {
      const el = await fixture<SkAlert>('<sk-alert>Saved.</sk-alert>');
      expect([el.variant, el.heading, el.dismissible, el.hidden]).toEqual([
        'neutral',
        '',
        false,
        false,
      ]);
      for (const attribute of ['variant', 'dismissible', 'hidden']) {
        expect(el.hasAttribute(attribute), attribute).toBe(false);
      }
    });

    it('offers every shared status variant, no variant of its own', () => {
      expect([...alertVariants].sort()).toEqual([...statusVariants].sort());
      expect(urgentAlertVariants).toEqual(['danger', 'warning']);
    });

    it('reflects variant and dismissible, and reads them from attributes', async () => {
      const el = await fixture<SkAlert>(
        '<sk-alert variant="success" dismissible>Saved.</sk-alert>',
      );
      expect([el.variant, el.dismissible]).toEqual(['success', true]);
      el.variant = 'danger';
      el.dismissible = false;
      await el.updateComplete;
      expect(el.getAttribute('variant')).toBe('danger');
      expect(el.hasAttribute('dismissible')).toBe(false);
      expect(el.shadowRoot!.querySelector('button')).toBeNull();
    });

    it('falls back to variant="neutral" with one SK001 warning for an invalid value', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const wrapper = await fixture(
        '<div><sk-alert variant="bogus">Saved.</sk-alert><sk-alert variant="neutral">Saved.</sk-alert></div>',
      );
      const [el, neutral] = wrapper.querySelectorAll<SkAlert>('sk-alert');
      expect(el!.variant).toBe('neutral');
      expect(warn).toHaveBeenCalledTimes(1);
      const message = String(warn.mock.calls[0]?.[0]);
      expect(message).toContain('[sk-alert] SK001');
      expect(message).toContain('variant="bogus"');
      expect(message).toContain(alertVariants.join(', '));
      expect(message).toContain('https://skerry.design/core-components/alert/api/');
      const background = (alert: Element) =>
        getComputedStyle(shadow(alert, '[part~="base"]')).backgroundColor;
      expect(background(el!)).toBe(background(neutral!));
      el!.setAttribute('variant', 'bogus');
      await el!.updateComplete;
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('restores the default silently when the attribute is removed', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const el = await fixture<SkAlert>('<sk-alert variant="danger">Saved.</sk-alert>');
      el.removeAttribute('variant');
      await el.updateComplete;
      expect(el.variant).toBe('neutral');
      expect(await drawsIcon(el, 'bell')).toBe(true);
      expect(warn).not.toHaveBeenCalled();
    });

    it('colours each variant from its status tokens', async () => {
      const wrapper = await fixture(
        `<div>${alertVariants.map((v) => `<sk-alert variant="${v}">${v}</sk-alert>`).join('')}</div>`,
      );
      const colours = [...wrapper.querySelectorAll('sk-alert')].map((el) => {
        const base = getComputedStyle(shadow(el, '[part~="base"]'));
        return { bg: base.backgroundColor, border: base.borderInlineStartColor, text: base.color };
      });
      const token = (variant: string, suffix: string): string =>
        variant === 'neutral'
          ? computedColor(
              suffix ? 'var(--sk-color-surface-subtle)' : 'var(--sk-color-border-strong)',
            )
          : computedColor(`var(--sk-color-status-${variant}${suffix})`);
      expect(colours).toEqual(
        alertVariants.map((v) => ({
          bg: token(v, '-surface'),
          border: token(v, ''),
          text: computedColor('var(--sk-color-text)'),
        })),
      );
      expect(new Set(colours.map((c) => c.bg)).size).toBe(alertVariants.length);
    });

    it('shows each variant’s icon from the icon set', async () => {
      const wrapper = await fixture(
        `<div>${alertVariants.map((v) => `<sk-alert variant="${v}">${v}</sk-alert>`).join('')}</div>`,
      );
      const alerts = [...wrapper.querySelectorAll<SkAlert>('sk-alert')];
      await Promise.all(alerts.map((el) => el.updateComplete));
      const drawn = await Promise.all(
        alerts.map((el, i) => drawsIcon(el, alertIcons[alertVariants[i]!])),
      );
      expect(drawn).toEqual(alertVariants.map(() => true));
      // Each variant's own drawing: no two alike.
      const markup = alerts.map((el) => shadow(el, 'slot[name="icon"] > svg').outerHTML);
      expect(new Set(markup).size).toBe(alertVariants.length);
    });

    it('shows the heading attribute above the message, and no heading box without one', async () => {
      const wrapper = await fixture(
        '<div><sk-alert heading="Upload failed">The file is too large.</sk-alert><sk-alert>The file is too large.</sk-alert></div>',
      );
      const [withHeading, without] = wrapper.querySelectorAll('sk-alert');
      const heading = shadow(withHeading!, '[part~="heading"]');
      expect(heading.textContent).toBe('Upload failed');
      expect(getComputedStyle(heading).fontWeight).toBe(
        getComputedStyle(document.documentElement)
          .getPropertyValue('--sk-font-weight-semibold')
          .trim(),
      );
      expect(heading.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        shadow(withHeading!, '[part~="message"]').getBoundingClientRect().top + 1,
      );
      expect(shadow(without!, '[part~="heading"]').getBoundingClientRect().height).toBe(0);
    });
  });

  describe('events', () => {
    it('fires a cancelable sk-close from its dismiss button, then hides and fires sk-after-close', async () => {
      const wrapper = await fixture(
        '<div><sk-alert dismissible heading="Saved">Your changes are saved.</sk-alert></div>',
      );
      const el = wrapper.querySelector<SkAlert>('sk-alert')!;
      const log = captureEvents(wrapper, ['sk-close', 'sk-after-close']);
      const closing = oneEvent(el, 'sk-close');
      const closed = oneEvent(el, 'sk-after-close');
      await userEvent.click(closeButton(el));
      const request = await closing;
      expect(request.detail).toEqual({ source: 'close-button' });
      expect(request.cancelable).toBe(true);
      expect(request.composed && request.bubbles).toBe(true);
      await closed;
      expect(el.hidden).toBe(true);
      expect(el.hasAttribute('hidden')).toBe(true);
      expect(getComputedStyle(el).display).toBe('none');
      expect(log.types()).toEqual(['sk-close', 'sk-after-close']);
    });

    it('stays, with no sk-after-close, when sk-close is cancelled', async () => {
      const el = await fixture<SkAlert>('<sk-alert dismissible>Your changes are saved.</sk-alert>');
      const log = captureEvents(el, ['sk-close', 'sk-after-close']);
      const refused = oneEvent(el, 'sk-close', { cancel: true });
      await userEvent.click(closeButton(el));
      await refused;
      await el.updateComplete;
      expect(el.hidden).toBe(false);
      expect(shadow(el, '[part~="base"]').classList.contains('closing')).toBe(false);
      expect(log.types()).toEqual(['sk-close']);
    });

    it('hides with hide(), firing sk-after-close but no sk-close', async () => {
      const el = await fixture<SkAlert>('<sk-alert>Your changes are saved.</sk-alert>');
      const log = captureEvents(el, ['sk-close', 'sk-after-close']);
      await el.hide();
      expect(el.hidden).toBe(true);
      expect(log.types()).toEqual(['sk-after-close']);
      await el.hide();
      expect(log.types()).toEqual(['sk-after-close']);
      el.hidden = false;
      await el.updateComplete;
      expect(getComputedStyle(shadow(el, '[part~="base"]')).opacity).toBe('1');
    });

    it('lets events from its content bubble through it', async () => {
      const wrapper = await fixture(
        '<div><sk-alert><button slot="actions">Undo</button></sk-alert></div>',
      );
      const onClick = vi.fn();
      wrapper.addEventListener('click', onClick);
      await userEvent.click(wrapper.querySelector('button')!);
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(wrapper.querySelector<SkAlert>('sk-alert')!.hidden).toBe(false);
    });
  });

  describe('slots', () => {
    it('renders the message in the default slot, which is the message part', async () => {
      const el = await fixture('<sk-alert><p>Saved.</p></sk-alert>');
      const slot = shadow<HTMLSlotElement>(el, 'slot:not([name])[part~="message"]');
      expect(slot.assignedElements().map((n) => n.textContent)).toEqual(['Saved.']);
    });

    it('takes a heading from the heading slot, which names the dismiss button too', async () => {
      const el = await fixture<SkAlert>(
        '<sk-alert dismissible heading="Ignored"><h2 slot="heading">Upload   failed</h2>The file is too large.</sk-alert>',
      );
      expect(shadow<HTMLSlotElement>(el, 'slot[name="heading"]').assignedElements()).toHaveLength(
        1,
      );
      expect(closeButton(el).getAttribute('aria-label')).toBe('Dismiss alert: Upload failed');
      await expect
        .element(page.getByRole('heading', { name: 'Upload failed', level: 2 }))
        .toBeVisible();
      el.querySelector('h2')!.remove();
      await expect
        .poll(() => closeButton(el).getAttribute('aria-label'))
        .toBe('Dismiss alert: Ignored');
    });

    it('replaces the variant’s icon with the icon slot', async () => {
      const el = await fixture(
        '<sk-alert variant="info"><svg slot="icon" viewBox="0 0 16 16"><circle cx="8" cy="8" r="6"></circle></svg>Launched.</sk-alert>',
      );
      const slot = shadow<HTMLSlotElement>(el, 'slot[name="icon"]');
      expect(slot.assignedElements().map((icon) => icon.localName)).toEqual(['svg']);
      // The variant's own icon, the slot's fallback, is not rendered.
      expect(slot.querySelector('svg')!.getClientRects()).toHaveLength(0);
      expect(el.querySelector('svg')!.getBoundingClientRect().width).toBeGreaterThan(0);
    });

    it('shows the actions part under the message only when the actions slot is filled', async () => {
      const el = await fixture<SkAlert>('<sk-alert>Upload failed.</sk-alert>');
      const actions = shadow(el, '[part~="actions"]');
      expect(actions.getBoundingClientRect().height).toBe(0);
      const retry = document.createElement('button');
      retry.slot = 'actions';
      retry.textContent = 'Try again';
      el.append(retry);
      await expect.poll(() => actions.getBoundingClientRect().height).toBeGreaterThan(0);
      expect(retry.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        shadow(el, '[part~="message"]').getBoundingClientRect().bottom,
      );
    });
  });

  describe('keyboard', () => {
    it('is no tab stop itself; Tab reaches its content, then the dismiss button', async () => {
      const wrapper = await fixture(
        '<div><input aria-label="Before"><sk-alert dismissible>Upload failed. <a href="#help">Get help</a></sk-alert></div>',
      );
      const el = wrapper.querySelector('sk-alert')!;
      wrapper.querySelector('input')!.focus();
      await userEvent.tab();
      expect(document.activeElement).toBe(wrapper.querySelector('a'));
      await userEvent.tab();
      expect(el.shadowRoot!.activeElement).toBe(closeButton(el));
      expect(closeButton(el).matches(':focus-visible')).toBe(true);
      expect(getComputedStyle(closeButton(el)).outlineStyle).toBe('solid');
    });

    for (const [key, name] of [
      ['{Enter}', 'Enter'],
      [' ', 'Space'],
    ] as const) {
      it(`dismisses with ${name} on the dismiss button, and focus moves to what follows the alert`, async () => {
        const wrapper = await fixture(
          '<div><button>Before</button><sk-alert dismissible>Saved.</sk-alert><p>Text</p><button>After</button></div>',
        );
        const el = wrapper.querySelector<SkAlert>('sk-alert')!;
        closeButton(el).focus();
        const closed = oneEvent(el, 'sk-after-close');
        await userEvent.keyboard(key);
        await closed;
        expect(document.activeElement).toBe(wrapper.querySelector('button:last-of-type'));
      });
    }

    it('moves focus to the element before it when nothing focusable follows, across shadow roots', async () => {
      const wrapper = await fixture(
        '<div><sk-alert heading="A" dismissible>Saved.</sk-alert></div>',
      );
      // Everything else on the test page comes after the fixtures; this alert's neighbour is
      // inside another element's shadow root, and nothing focusable comes after it.
      const host = document.createElement('div');
      host.attachShadow({ mode: 'open' }).innerHTML = '<button>Inside a shadow root</button>';
      wrapper.prepend(host);
      const el = wrapper.querySelector<SkAlert>('sk-alert')!;
      closeButton(el).focus();
      const closed = oneEvent(el, 'sk-after-close');
      await userEvent.keyboard('{Enter}');
      await closed;
      expect(document.activeElement).toBe(host);
      expect(host.shadowRoot!.activeElement?.textContent).toBe('Inside a shadow root');
    });

    it('never leaves focus on the page’s body, even with nothing else to focus', async () => {
      const wrapper = await fixture(
        '<div><section><sk-alert dismissible>Saved.</sk-alert></section></div>',
      );
      const el = wrapper.querySelector<SkAlert>('sk-alert')!;
      closeButton(el).focus();
      const closed = oneEvent(el, 'sk-after-close');
      await userEvent.keyboard('{Enter}');
      await closed;
      expect(document.activeElement).toBe(wrapper.querySelector('section'));
      expect(document.activeElement).not.toBe(document.body);
    });

    it('leaves focus where it is when it was not inside the alert', async () => {
      const wrapper = await fixture(
        '<div><sk-alert>Saved.</sk-alert><input aria-label="Name"></div>',
      );
      const input = wrapper.querySelector('input')!;
      input.focus();
      await wrapper.querySelector<SkAlert>('sk-alert')!.hide();
      expect(document.activeElement).toBe(input);
    });
  });

  describe('form', () => {
    it('adds nothing to form data, and its dismiss button does not submit the form', async () => {
      const form = await fixture<HTMLFormElement>(
        '<form><sk-alert dismissible><input name="city" value="Oslo" aria-label="City"></sk-alert></form>',
      );
      const onSubmit = vi.fn((event: Event) => event.preventDefault());
      form.addEventListener('submit', onSubmit);
      expect([...new FormData(form)]).toEqual([['city', 'Oslo']]);
      const el = form.querySelector<SkAlert>('sk-alert')!;
      const closed = oneEvent(el, 'sk-after-close');
      await userEvent.click(closeButton(el));
      await closed;
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('parts and states', () => {
    it('exposes its parts', async () => {
      const el = await fixture(
        '<sk-alert heading="H" dismissible>M<button slot="actions">A</button></sk-alert>',
      );
      for (const part of [
        'base',
        'icon',
        'content',
        'heading',
        'message',
        'actions',
        'close-button',
      ]) {
        expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).not.toBeNull();
      }
    });

    it('takes its colours and radius from the --sk-alert-* properties', async () => {
      const el = await fixture(
        `<sk-alert variant="danger" style="--sk-alert-background: var(--sk-color-surface); --sk-alert-color: var(--sk-color-text-subtle); --sk-alert-border-color: var(--sk-color-border); --sk-alert-icon-color: var(--sk-color-interactive); --sk-alert-radius: var(--sk-radius-lg)">M</sk-alert>`,
      );
      const base = getComputedStyle(shadow(el, '[part~="base"]'));
      expect(base.backgroundColor).toBe(computedColor('var(--sk-color-surface)'));
      expect(base.color).toBe(computedColor('var(--sk-color-text-subtle)'));
      expect(base.borderTopColor).toBe(computedColor('var(--sk-color-border)'));
      expect(getComputedStyle(shadow(el, '[part~="icon"]')).color).toBe(
        computedColor('var(--sk-color-interactive)'),
      );
      const probe = document.createElement('div');
      probe.style.borderRadius = 'var(--sk-radius-lg)';
      document.body.append(probe);
      expect(base.borderTopLeftRadius).toBe(getComputedStyle(probe).borderTopLeftRadius);
      probe.remove();
    });
  });

  describe('forced colors', () => {
    it('draws every variant’s text, border, icon, button and focus ring in system colours', async () => {
      const wrapper = await fixture(
        `<div><button>Before</button>${alertVariants.map((v) => `<sk-alert variant="${v}" heading="${v}" dismissible>Message</sk-alert>`).join('')}</div>`,
      );
      await commands.emulateForcedColors(true);
      expect(matchMedia('(forced-colors: active)').matches).toBe(true);
      const text = computedColor('CanvasText');
      for (const el of wrapper.querySelectorAll('sk-alert')) {
        const base = getComputedStyle(shadow(el, '[part~="base"]'));
        expect([base.color, base.borderTopColor, base.borderInlineStartColor]).toEqual([
          text,
          text,
          text,
        ]);
        expect(base.backgroundColor).toBe(computedColor('Canvas'));
        expect(getComputedStyle(shadow(el, '[part~="icon"]')).color).toBe(text);
        expect(getComputedStyle(closeButton(el)).borderTopColor).toBe(computedColor('ButtonText'));
      }
      const first = closeButton(wrapper.querySelector('sk-alert')!);
      wrapper.querySelector('button')!.focus();
      await userEvent.tab();
      expect(first.matches(':focus-visible')).toBe(true);
      expect(getComputedStyle(first).outlineColor).toBe(computedColor('Highlight'));
    });
  });

  describe('motion', () => {
    it('fades out as it hides, and the after event waits for the fade', async () => {
      const el = await fixture<SkAlert>('<sk-alert dismissible>Saved.</sk-alert>');
      const base = shadow(el, '[part~="base"]');
      // Styled, as it is by the time it has been on screen.
      expect(getComputedStyle(base).opacity).toBe('1');
      const closed = oneEvent(el, 'sk-after-close');
      const hiding = el.hide();
      const [fade] = base.getAnimations();
      expect((fade as CSSTransition | undefined)?.transitionProperty).toBe('opacity');
      let faded = false;
      void fade!.finished.then(() => (faded = true));
      expect(el.hidden).toBe(false);
      await closed;
      expect(faded).toBe(true);
      expect(el.hidden).toBe(true);
      await hiding;
    });

    it('hides at once under reduced motion', async () => {
      await commands.emulateReducedMotion(true);
      const el = await fixture<SkAlert>('<sk-alert dismissible>Saved.</sk-alert>');
      const base = shadow(el, '[part~="base"]');
      expect(getComputedStyle(base).opacity).toBe('1');
      const hiding = el.hide();
      expect(getComputedStyle(base).transitionDuration).toBe('0s');
      expect(base.getAnimations()).toEqual([]);
      await hiding;
      expect(el.hidden).toBe(true);
    });
  });

  describe('right to left', () => {
    it('mirrors: icon and thick edge on the right, dismiss button on the left', async () => {
      const markup = '<sk-alert variant="info" heading="H" dismissible>Message</sk-alert>';
      const wrapper = await fixture(
        `<div style="inline-size: 30rem"><div dir="ltr">${markup}</div><div dir="rtl" lang="ar">${markup}</div></div>`,
      );
      const [ltr, rtl] = [...wrapper.querySelectorAll('sk-alert')];
      const x = (el: Element, part: string): number =>
        shadow(el, `[part~="${part}"]`).getBoundingClientRect().x;
      expect(x(ltr!, 'icon')).toBeLessThan(x(ltr!, 'content'));
      expect(x(ltr!, 'close-button')).toBeGreaterThan(x(ltr!, 'content'));
      expect(x(rtl!, 'icon')).toBeGreaterThan(x(rtl!, 'content'));
      expect(x(rtl!, 'close-button')).toBeLessThan(x(rtl!, 'content'));
      const edge = (el: Element, side: 'Left' | 'Right'): string =>
        getComputedStyle(shadow(el, '[part~="base"]'))[`border${side}Width`];
      expect(parseFloat(edge(ltr!, 'Left'))).toBeGreaterThan(parseFloat(edge(ltr!, 'Right')));
      expect(parseFloat(edge(rtl!, 'Right'))).toBeGreaterThan(parseFloat(edge(rtl!, 'Left')));
    });
  });
});
