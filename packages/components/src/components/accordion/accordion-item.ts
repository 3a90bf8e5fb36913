import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { SkElement } from '../../base/sk-element.js';
import { SkAfterCloseEvent } from '../../events/after-close.js';
import { SkAfterOpenEvent } from '../../events/after-open.js';
import { type CloseSource, SkCloseEvent } from '../../events/close.js';
import { SkOpenEvent } from '../../events/open.js';
import { waitForTransition } from '../../internal/animation.js';
import { accordionItemStyles } from './accordion-item.styles.js';

/**
 * The accordion around a section, as the section uses it: `SkAccordion` implements it. Declared
 * here, where it is used, so that the section does not import the accordion that imports it.
 */
export interface AccordionParent extends HTMLElement {
  requestUpdate(): void;
  itemOpened(opened: SkAccordionItem, instant: boolean): void;
}

/**
 * One section of an `sk-accordion`: a heading holding a button, and the panel the button shows
 * and hides. The button is exposed with `aria-expanded` and controls the panel; the heading
 * takes the accordion's `heading-level`. The panel opens and closes with a height animation
 * (at once for readers who ask for reduced motion).
 *
 * A closed panel is `hidden="until-found"`: the browser's find-in-page searches its content,
 * and a match opens the section at once (firing `sk-after-open`, but no `sk-open` request: the
 * browser shows the match before any script could refuse). A linked fragment (`#id`) inside a
 * closed panel opens it the same way. A disabled section is not searched, since the reader
 * could not open it; in browsers without `until-found`, closed panels are not searched either.
 * A field inside a closed panel that fails validation opens it too, so that it can be focused.
 *
 * @summary One section of an accordion: a heading that opens and closes the panel under it.
 * @tag sk-accordion-item
 * @status stable
 * @since 0.2.0
 *
 * @slot - The panel's content, shown while the section is open.
 * @slot heading - The heading text, instead of the `heading` attribute, for text with markup.
 * @slot summary - A line under the heading text that says more about the section; it is read
 * as part of the button's name, so keep it short and without links or other controls.
 * @slot start - An icon before the heading text (after it in right-to-left text); decorative.
 *
 * @csspart header - The heading element that holds the button.
 * @csspart trigger - The button that opens and closes the panel.
 * @csspart label - The wrapper of the heading text.
 * @csspart summary - The `summary` slot.
 * @csspart chevron - The chevron at the end of the button, turned up while open.
 * @csspart panel - The panel, which clips its content while it opens and closes.
 * @csspart content - The padded wrapper of the panel's content.
 *
 * @cssproperty --sk-accordion-border-color - The colour of the rule under the section.
 * @cssproperty --sk-accordion-heading-color - The colour of the heading and its chevron.
 * @cssproperty --sk-accordion-hover-background - The background of the heading under the pointer.
 * @cssproperty --sk-accordion-padding-inline - The space before and after the heading and the
 * content, along the line.
 *
 * @cssstate open - The section is open.
 * @cssstate disabled - The section cannot be opened or closed by the reader.
 *
 * @event {SkOpenEvent} sk-open - Cancelable: the reader asked to open the section (its button, or
 * `requestOpen()`), before anything changes; `preventDefault()` keeps it closed.
 * @event {SkCloseEvent} sk-close - Cancelable: the reader asked to close the section, before anything changes;
 * `detail.source` is `trigger` (its button) or `api` (`requestClose()`). `preventDefault()` keeps
 * it open.
 * @event {SkAfterOpenEvent} sk-after-open - The section is open and its panel has finished opening, however it was
 * opened (the reader, `open` set by script, find-in-page).
 * @event {SkAfterCloseEvent} sk-after-close - The section is closed and its panel has finished closing, however it
 * was closed (the reader, `open` set by script, another section opened in a single-open
 * accordion).
 */
export class SkAccordionItem extends SkElement {
  static override styles = accordionItemStyles;

  /** The heading text; the `heading` slot takes its place when it has content. */
  @property() heading = '';

  /**
   * Whether the section is open. Setting it from script opens or closes the section without a
   * request event, and fires `sk-after-open` or `sk-after-close` once the panel has moved.
   */
  @property({ type: Boolean, reflect: true, useDefault: true }) open = false;

  /** Whether the reader cannot open or close the section; the arrow keys skip its heading. */
  @property({ type: Boolean, reflect: true, useDefault: true }) disabled = false;

  /* Set by the accordion: the heading level, and whether the panel is a region landmark. */
  @state() private level = 3;
  @state() private region = true;

  private accordion: AccordionParent | null = null;

  /* The last change's motion and events, which `requestOpen()` and `requestClose()` wait for. */
  private motion: Promise<void> = Promise.resolve();

  /* Whether find-in-page is revealing the panel, which it does by removing `hidden` itself. */
  private revealing = false;

  constructor() {
    super();
    this.addEventListener('invalid', this.onInvalid, true);
  }

  /** @internal The header button, which the accordion's arrow keys move between. */
  get trigger(): HTMLButtonElement | null | undefined {
    return this.renderRoot?.querySelector<HTMLButtonElement>('#trigger');
  }

  private get panel(): HTMLElement | null | undefined {
    return this.renderRoot?.querySelector<HTMLElement>('#panel');
  }

  private readonly onTrigger = (): void => {
    void this.request(!this.open, 'trigger');
  };

  /*
   * Find-in-page found a match in the closed panel, which the browser shows once this returns:
   * open at once, without the animation (and close the section open before, at once too), so
   * the match stays where the browser scrolls to it.
   */
  private readonly onBeforeMatch = (): void => {
    this.revealing = !this.open;
    this.toggleOpen(true, true);
  };

  /*
   * A field inside failed validation (a submit, or `checkValidity()`): open at once so the
   * browser, or an error summary, can focus it. Captured, since `invalid` does not bubble.
   */
  private readonly onInvalid = (): void => {
    if (!this.disabled) this.toggleOpen(true, true);
  };

  /**
   * Asks to open the section as the reader would: fires the cancelable `sk-open`, and opens
   * unless a listener prevented it. Resolves with whether it is open, once the panel has moved.
   */
  requestOpen(): Promise<boolean> {
    return this.request(true, 'api');
  }

  /**
   * Asks to close the section as the reader would: fires the cancelable `sk-close` with
   * `source: 'api'`, and closes unless a listener prevented it. Resolves with whether it is
   * closed, once the panel has moved.
   */
  requestClose(): Promise<boolean> {
    return this.request(false, 'api');
  }

  /** Focuses the section's header button. */
  override focus(options?: FocusOptions): void {
    this.trigger?.focus(options);
  }

  /**
   * @internal Opens or closes without a request, as setting `open` does; `instant` skips the
   * animation, for find-in-page.
   */
  toggleOpen(open: boolean, instant = false): void {
    if (open === this.open) return;
    if (instant) this.panel?.classList.add('instant');
    this.open = open;
  }

  /** @internal Called by the accordion on each of its updates. */
  syncAccordion(level: number, region: boolean): void {
    this.level = level;
    this.region = region;
  }

  private async request(open: boolean, source: CloseSource): Promise<boolean> {
    if (open !== this.open && !this.disabled) {
      const request = open ? new SkOpenEvent() : new SkCloseEvent({ source });
      if (this.dispatchEvent(request)) this.open = open;
      await this.updateComplete;
      await this.motion;
    }
    return this.open === open;
  }

  private async afterToggle(panel: HTMLElement, open: boolean, revealed: boolean): Promise<void> {
    // The browser removes `hidden` once the `beforematch` listeners have returned, in the task
    // that fired them: the panel shows from the next task on.
    if (revealed) await new Promise((resolve) => setTimeout(resolve));
    await waitForTransition(panel);
    panel.classList.remove('instant');
    if (this.open === open) {
      this.dispatchEvent(open ? new SkAfterOpenEvent() : new SkAfterCloseEvent());
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.accordion = this.closest('sk-accordion');
    this.accordion?.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.accordion?.requestUpdate();
    this.accordion = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('open') && this.open) {
      this.accordion?.itemOpened(this, !!this.panel?.classList.contains('instant'));
    }
    this.toggleState('open', this.open);
    this.toggleState('disabled', this.disabled);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const panel = this.panel!;
    // A disabled section is not searched: find-in-page would open what the reader cannot.
    const hidden = this.open ? null : this.disabled ? '' : 'until-found';
    /*
     * Set here rather than in the template, to leave it to find-in-page when it reveals the
     * panel: the browser removes `hidden` once the `beforematch` listeners have run, and stops
     * revealing the sections around this one (a nested accordion's) if it is gone already.
     */
    if (!this.revealing && panel.getAttribute('hidden') !== hidden) {
      if (hidden === null) panel.removeAttribute('hidden');
      else panel.setAttribute('hidden', hidden);
    }
    // The first render shows the markup's state: nothing has changed yet.
    if (changed.has('open') && changed.get('open') !== undefined) {
      this.motion = this.afterToggle(panel, this.open, this.revealing);
    }
    this.revealing = false;
  }

  protected override render(): TemplateResult {
    // A closed panel keeps its box (`until-found`), and would still be listed as a landmark.
    const region = this.region && this.open;
    return html`<div part="header" role="heading" aria-level=${this.level}>
        <button
          part="trigger"
          class="trigger focus-ring"
          id="trigger"
          type="button"
          aria-expanded=${String(this.open)}
          aria-controls="panel"
          ?disabled=${this.disabled}
          @click=${this.onTrigger}
        >
          <slot name="start"></slot>
          <span class="text">
            <span part="label"><slot name="heading">${this.heading}</slot></span>
            <slot name="summary" part="summary"></slot>
          </span>
          <svg part="chevron" class="chevron" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3.5 6 8 10.5 12.5 6" />
          </svg>
        </button>
      </div>
      <div
        part="panel"
        class="panel"
        id="panel"
        role=${region ? 'region' : nothing}
        aria-labelledby=${region ? 'trigger' : nothing}
        @beforematch=${this.onBeforeMatch}
      >
        <div part="content" class="content"><slot></slot></div>
      </div>`;
  }
}
