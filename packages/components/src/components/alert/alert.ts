import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { SkElement } from '../../base/sk-element.js';
import { SkAfterCloseEvent } from '../../events/after-close.js';
import { SkCloseEvent } from '../../events/close.js';
import { animateTo } from '../../internal/animation.js';
import { settledUpdate } from '../../internal/settled-update.js';
import { sharedTimeout } from './shared-timeout.js';
import {
  containsAcrossShadowRoots,
  deepActiveElement,
  flatTreeElements,
  isTabbable,
} from '../../internal/focus.js';
import { loadAlertIcon, loadedAlertIcon } from './alert-icon.js';
import { alertStyles } from './alert.styles.js';
import {
  alertIcons,
  alertVariants,
  type AlertVariant,
  urgentAlertVariants,
} from './alert.types.js';

/*
 * How an alert is announced (what was measured, and why: docs/decisions/0012-alert-announcements.md):
 *
 * - Chromium sends its accessibility tree to screen readers in batches, 150 ms apart once the
 *   page has loaded, and derives live-region events by comparing one batch with the next. A
 *   region that arrives already holding its text is new, not changed: `role="status"` is then
 *   not read at all, and `role="alert"` is read however old the message is (when a page loads
 *   or a component upgrades). So the message is written into an empty region that screen
 *   readers have already seen: the region appears when the alert is shown, the text
 *   `announceDelay` later, and both leave `announceDuration` after that, so that reading the
 *   page does not meet the message twice.
 * - The visible content is never a live region itself: re-rendering it, or changing an
 *   attribute, can then never announce it again.
 */
const announceDelay = 350;
const announceDuration = 5000;

/*
 * True while `customElements.define()` upgrades the alerts already in the document: the browser
 * reads `observedAttributes` as it starts defining, then runs their constructors before it
 * returns. Those alerts came with the page and are not announced.
 */
let defining = false;

/**
 * @summary A message in the page that reports a result, a problem or a condition the reader
 * should know about, announced once to screen readers when a script shows it.
 * @tag sk-alert
 * @status stable
 * @since 0.2.0
 *
 * @slot - The message: a sentence or two, which may hold links.
 * @slot heading - A heading that replaces the `heading` attribute, such as an `<h2>` that puts
 * the alert in the page's outline.
 * @slot icon - An icon that replaces the variant's own; it is hidden from assistive technology.
 * @slot actions - Buttons or links that act on the message, such as "Try again", under it.
 *
 * @csspart base - The alert's box: border, background and text colour.
 * @csspart icon - The wrapper of the variant's icon or of the `icon` slot.
 * @csspart content - The wrapper of the heading, the message and the actions.
 * @csspart heading - The `heading` slot, drawn as a box; not shown when there is no heading.
 * @csspart message - The default slot, drawn as a box.
 * @csspart actions - The `actions` slot, drawn as a box; not shown when it is empty.
 * @csspart close-button - The native `<button>` that dismisses a `dismissible` alert.
 *
 * @cssproperty --sk-alert-background - The background colour; the variant's surface by default.
 * @cssproperty --sk-alert-color - The text colour.
 * @cssproperty --sk-alert-border-color - The border colour; the variant's status colour by
 * default.
 * @cssproperty --sk-alert-icon-color - The colour of the variant's icon.
 * @cssproperty --sk-alert-radius - The corner radius.
 *
 * @event {SkCloseEvent} sk-close - Cancelable; the reader pressed the dismiss button (`detail.source` is
 * `close-button`). Call `preventDefault()` to keep the alert. Not fired by `hide()`.
 * @event {SkAfterCloseEvent} sk-after-close - The alert is hidden, its closing animation has ended and focus, if it
 * was inside, has moved to the next focusable element after it (else the one before it).
 */
export class SkAlert extends SkElement {
  static override styles = alertStyles;

  /* Its announcement is written after the alert is shown, in the page's language. */
  protected static override localizeOnConnect = true;

  static override get observedAttributes(): string[] {
    defining = true;
    queueMicrotask(() => (defining = false));
    return super.observedAttributes;
  }

  /**
   * The kind of message: `info`, `success`, `warning`, `danger`, or `neutral` (the default).
   * `danger` and `warning` are announced assertively (`role="alert"`), interrupting the reader;
   * the others politely (`role="status"`). It is read when the alert is shown: changing it
   * later restyles the alert without announcing it again.
   */
  @property({ reflect: true, useDefault: true }) variant: AlertVariant = 'neutral';

  /** A short heading above the message, which also names the dismiss button. */
  @property() heading = '';

  /** Whether the alert has a dismiss button, which asks to hide it (`sk-close`). */
  @property({ type: Boolean, reflect: true, useDefault: true }) dismissible = false;

  /**
   * Whether the alert is hidden. Removing `hidden` shows it, and announces it once, as adding it
   * to the page with a script does.
   */
  @property({ type: Boolean, reflect: true, useDefault: true }) override hidden = false;

  /* The live region's role while it is announcing, and the text it holds. */
  @state() private live?: 'alert' | 'status';
  @state() private announcement = '';

  /* Whether this showing has been announced, or needs no announcement: it came with the page. */
  private announced = defining || document.readyState === 'loading';

  /* Cancels the announcement's next step (writing the message, or removing it), if one is due. */
  private cancelTimer?: () => void;
  private closing = false;

  /* The variant's icon drawn in this alert (a clone of the shared drawing), and its name. */
  private icon?: SVGSVGElement;
  private iconName = '';
  /* The drawing's load this alert waits for; `updateComplete` waits for it too. */
  private iconLoad: Promise<void> = Promise.resolve();

  /*
   * Draws the variant's icon, or starts loading it: until it arrives (or if it never does) the
   * icon's box keeps its width and shows nothing, so the text does not move.
   */
  private syncIcon(): void {
    const name = alertIcons[this.variant];
    const drawing = loadedAlertIcon(name);
    if (name === this.iconName && (this.icon || drawing === undefined)) return;
    this.iconName = name;
    this.icon = drawing ? (drawing.cloneNode(true) as SVGSVGElement) : undefined;
    if (drawing === undefined) {
      this.iconLoad = loadAlertIcon(name).then(() => {
        if (this.iconName !== name) return;
        // Forgotten, so the next update clones the drawing that has arrived.
        this.iconName = '';
        this.requestUpdate();
      });
    }
  }

  /** The heading's text, from the attribute or the `heading` slot. */
  private get headingText(): string {
    const slotted = this.querySelector(':scope > [slot="heading"]');
    return (slotted?.textContent ?? this.heading).replace(/\s+/g, ' ').trim();
  }

  private announce(): void {
    if (this.announced) return;
    this.announced = true;
    this.live = urgentAlertVariants.includes(this.variant) ? 'alert' : 'status';
    this.cancelTimer = sharedTimeout(() => {
      const heading = this.headingText;
      const message = this.renderRoot
        .querySelector<HTMLSlotElement>('slot:not([name])')
        ?.assignedNodes({ flatten: true })
        .map((node) => (node instanceof HTMLElement ? node.innerText : node.textContent))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      this.announcement =
        heading && message
          ? this.localize.term('alertAnnouncement', { heading, message })
          : heading || message || '';
      this.cancelTimer = sharedTimeout(() => this.silence(), announceDuration);
    }, announceDelay);
  }

  private silence(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    this.live = undefined;
    this.announcement = '';
  }

  private async onClose(): Promise<void> {
    const request = new SkCloseEvent({ source: 'close-button' });
    if (this.dispatchEvent(request)) await this.hide();
  }

  /*
   * Where focus goes when the alert that holds it is hidden: the next element in the Tab order
   * after it, else the one before it, else its parent (made focusable), never the page's body.
   */
  private focusTarget(): Element | null {
    let before: Element | undefined;
    let passed = false;
    for (const el of flatTreeElements(document.body)) {
      if (containsAcrossShadowRoots(this, el)) passed = true;
      else if (isTabbable(el)) {
        if (passed) return el;
        before = el;
      }
    }
    if (before) return before;
    const parent = this.parentElement;
    if (parent && parent.tabIndex < 0 && !parent.hasAttribute('tabindex')) parent.tabIndex = -1;
    return parent;
  }

  /**
   * Hides the alert with its closing animation (none under reduced motion), moving focus out of
   * it first if it was inside, then fires `sk-after-close`. Fires no `sk-close`: code that
   * hides the alert has decided. Resolves once it is hidden.
   */
  async hide(): Promise<void> {
    if (this.hidden || this.closing) return;
    this.closing = true;
    const base = this.renderRoot.querySelector('.base');
    if (base) await animateTo(base, 'closing');
    if (containsAcrossShadowRoots(this, deepActiveElement())) {
      (this.focusTarget() as HTMLElement | null)?.focus();
    }
    base?.classList.remove('closing');
    this.closing = false;
    this.hidden = true;
    await this.updateComplete;
    const closed = new SkAfterCloseEvent();
    this.dispatchEvent(closed);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hidden) this.announce();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Moved before its message was written: it is announced where it lands instead.
    if (this.live && !this.announcement) this.announced = false;
    this.silence();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('variant')) {
      this.variant = this.allowedValue('variant', this.variant, alertVariants, 'neutral');
    }
    this.syncIcon();
    if (changed.has('hidden')) {
      if (this.hidden) {
        this.announced = false;
        this.silence();
      } else if (this.isConnected) {
        this.announce();
      }
    }
  }

  /* Resolves once the variant's icon, too, has been drawn (or is known not to exist). */
  protected override getUpdateComplete(): Promise<boolean> {
    return settledUpdate(
      () => super.getUpdateComplete(),
      () => this.iconLoad,
    );
  }

  protected override render(): TemplateResult {
    const heading = this.headingText;
    const update = (): void => this.requestUpdate();
    // prettier-ignore
    return html`<div part="base" class="base"><span part="icon" class="icon" aria-hidden="true"><slot name="icon">${this.icon ?? nothing}</slot></span><div part="content" class="content"><slot name="heading" part="heading" class="heading" ?hidden=${!heading} @slotchange=${update}>${this.heading}</slot><slot part="message" class="message"></slot><slot name="actions" part="actions" class="actions" ?hidden=${!this.querySelector(':scope > [slot="actions"]')} @slotchange=${update}></slot></div>${this.dismissible ? html`<button part="close-button" class="close focus-ring" type="button" aria-label=${heading ? this.localize.term('alertDismissLabel', { heading }) : this.localize.term('alertDismiss')} @click=${this.onClose}><svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" aria-hidden="true"><path d="m4 4 8 8m0-8-8 8"/></svg></button>` : nothing}${this.live ? html`<span class="visually-hidden" role=${this.live}>${this.announcement}</span>` : nothing}</div>`;
  }
}
