import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { SkFormAssociated } from '../../base/sk-form-associated.js';
import { activateForm } from '../../internal/form-activation.js';
import { buttonStyles } from './button.styles.js';
import {
  buttonSizes,
  buttonTypes,
  buttonVariants,
  type ButtonFormEnctype,
  type ButtonFormMethod,
  type ButtonSize,
  type ButtonType,
  type ButtonVariant,
} from './button.types.js';

/**
 * @summary Starts an action: submits a form, opens a dialog, saves. With `href` it is a link
 * that looks like a button.
 * @tag sk-button
 * @status stable
 * @since 0.1.0
 *
 * @slot - The button's label.
 * @slot start - An icon or other content before the label (on the right in right-to-left text).
 * @slot end - An icon or other content after the label.
 *
 * @csspart base - The native `<button>`, or `<a>` when `href` is set.
 * @csspart label - The slot of the label. It has no box of its own: style the text with inherited
 * properties (colour, font). Hidden but still measured while loading.
 * @csspart start - The `start` slot.
 * @csspart end - The `end` slot.
 * @csspart spinner - The loading indicator.
 *
 * @cssproperty --sk-button-background - The background colour of the button.
 * @cssproperty --sk-button-color - The text and icon colour of the button.
 * @cssproperty --sk-button-border-color - The border colour of the button.
 * @cssproperty --sk-button-radius - The corner radius of the button.
 *
 * @cssstate disabled - The button is disabled, by its attribute or a disabled `<fieldset>`.
 *
 * @event {MouseEvent} click - Fired when the button is activated by pointer, Enter or Space; never while
 * disabled or loading.
 */
export class SkButton extends SkFormAssociated {
  static override styles = buttonStyles;
  static override shadowRootOptions: ShadowRootInit = {
    ...SkFormAssociated.shadowRootOptions,
    delegatesFocus: true,
  };

  /*
   * `useDefault`: a default is not written back as an attribute, as a native element writes
   * none, and removing the attribute restores it. Reflecting defaults cost every instance an
   * attribute change and its callback (a quarter of the render time of a thousand buttons).
   */

  /** The visual weight: `primary` for the main action of a view, `danger` for destructive ones. */
  @property({ reflect: true, useDefault: true }) variant: ButtonVariant = 'primary';

  /** The variant an invalid `variant` value falls back to. */
  protected readonly defaultVariant: ButtonVariant = 'primary';

  /** The size; `small` still meets the 24 px minimum target size. */
  @property({ reflect: true, useDefault: true }) size: ButtonSize = 'medium';

  /** Whether the button fills the width of its container. */
  @property({ type: Boolean, reflect: true, useDefault: true, attribute: 'full-width' })
  fullWidth = false;

  /** What the button does in its form: `submit` it, `reset` it, or nothing (`button`). */
  @property({ reflect: true, useDefault: true }) type: ButtonType = 'button';

  /** Whether an action is in progress: the button announces it, keeps its width, ignores clicks. */
  @property({ type: Boolean, reflect: true, useDefault: true }) loading = false;

  /**
   * Advisory text, shown as a tooltip and exposed as the button's accessible description (its
   * name when it has no label). It is given to the inner button or link; the host keeps out of
   * the accessibility tree, so it is announced once.
   */
  @property({ useDefault: true }) override title = '';

  /** Makes the button a link to this URL, rendered as a real `<a>`. */
  @property() href = '';

  /** Where to open `href`, as for `<a target>`. */
  @property() target: '_blank' | '_self' | '_parent' | '_top' | '' = '';

  /** The link's relationship, as for `<a rel>`; `noreferrer noopener` by default with `_blank`. */
  @property() rel = '';

  /** Downloads `href` instead of opening it, under this file name when one is given. */
  @property() download?: string;

  /** The URL this button submits its form to, instead of the form's `action`. */
  @property({ attribute: 'formaction', reflect: true }) formAction?: string;

  /** How this button's submission encodes the form data, instead of the form's `enctype`. */
  @property({ attribute: 'formenctype', reflect: true }) formEnctype?: ButtonFormEnctype;

  /** How this button sends the form, instead of the form's `method`. */
  @property({ attribute: 'formmethod', reflect: true }) formMethod?: ButtonFormMethod;

  /** Whether this button submits the form without validating it, as the form's `novalidate`. */
  @property({ type: Boolean, reflect: true, useDefault: true, attribute: 'formnovalidate' })
  formNoValidate = false;

  /** Where this button's submission opens its response, instead of the form's `target`. */
  @property({ attribute: 'formtarget', reflect: true }) formTarget?: string;

  /** A loading button ignores clicks, so an action cannot be started twice. */
  protected override get blocksActivation(): boolean {
    return this.isDisabled || this.loading;
  }

  constructor() {
    super();
    // The inner button or link is what assistive technology meets. A generic host would be
    // exposed too once it has a title, named by it: the title would be announced twice.
    this.internals.role = 'none';
    // On the host, so `button.click()` from script acts on the form as a user's click does.
    this.addEventListener('click', () => {
      if (!this.href) activateForm(this.form, this.type, this.name, this.value, this);
    });
  }

  /** A button contributes to form data only as the submitter, through `activateForm`. */
  protected override formValue(): null {
    return null;
  }

  protected override get validationAnchor(): HTMLElement | undefined {
    return this.renderRoot.querySelector<HTMLElement>('[part~="base"]') ?? undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('variant')) {
      this.variant = this.allowedValue(
        'variant',
        this.variant,
        buttonVariants,
        this.defaultVariant,
      );
    }
    if (changed.has('size')) {
      this.size = this.allowedValue('size', this.size, buttonSizes, 'medium');
    }
    if (this.loading && this.liveRegion === 'none') this.liveRegion = 'empty';
    if (changed.has('type')) {
      this.type = this.allowedValue('type', this.type, buttonTypes, 'button');
    }
    super.willUpdate(changed);
  }

  /** The spinner, while loading. */
  protected renderSpinner(): TemplateResult | typeof nothing {
    return this.loading ? html`<span part="spinner" class="spinner"></span>` : nothing;
  }

  /** The label, start and end slots, and the spinner. */
  protected renderContent(): TemplateResult {
    // prettier-ignore
    return html`<slot name="start" part="start"></slot><slot part="label"></slot><slot name="end" part="end"></slot>${this.renderSpinner()}`;
  }

  /*
   * The polite live region that announces `loading`. Idle buttons carry none (a thousand empty
   * regions cost a thousand buttons a fifth of their render time); the first `loading` renders
   * it empty, and the word follows a frame later, once assistive technology has met the region:
   * text that arrives with its region is not announced.
   */
  private liveRegion: 'none' | 'empty' | 'ready' = 'none';

  protected renderStatus(): TemplateResult | typeof nothing {
    if (this.liveRegion === 'none') return nothing;
    return html`<span class="visually-hidden" role="status"
      >${this.loading && this.liveRegion === 'ready' ? this.localize.term('loading') : ''}</span
    >`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (this.liveRegion === 'empty') {
      this.liveRegion = 'ready';
      requestAnimationFrame(() => this.requestUpdate());
    }
  }

  /** The classes of the base element: its focus ring, variant and size. */
  protected get baseClasses(): string {
    return `focus-ring ${this.variant} ${this.size}`;
  }

  /** The `<a>` with `href`, else the `<button>`, around `content`; the icon-only variant's too. */
  protected renderBase(content: TemplateResult, label?: string): TemplateResult {
    if (this.href) {
      const rel = this.rel || (this.target === '_blank' ? 'noreferrer noopener' : '');
      return html`<a
        part="base"
        class=${this.baseClasses}
        href=${this.isDisabled ? nothing : this.href}
        target=${this.target || nothing}
        rel=${rel || nothing}
        download=${this.download ?? nothing}
        role=${this.isDisabled ? 'link' : nothing}
        aria-disabled=${this.isDisabled || this.loading ? 'true' : nothing}
        aria-label=${label ?? nothing}
        title=${this.title || nothing}
        >${content}</a
      >`;
    }
    return html`<button
      part="base"
      class=${this.baseClasses}
      type="button"
      ?disabled=${this.isDisabled}
      aria-disabled=${this.loading ? 'true' : nothing}
      aria-label=${label ?? nothing}
      title=${this.title || nothing}
    >
      ${content}
    </button>`;
  }

  protected override render(): TemplateResult {
    if (this.href) return html`${this.renderBase(this.renderContent())}${this.renderStatus()}`;
    /*
     * The common case as one template, without whitespace between the tags: each nested
     * template and each text node costs every one of a thousand buttons a clone and a walk.
     */
    // prettier-ignore
    return html`<button part="base" class=${this.baseClasses} type="button" ?disabled=${this.isDisabled} aria-disabled=${this.loading ? 'true' : nothing} title=${this.title || nothing}><slot name="start" part="start"></slot><slot part="label"></slot><slot name="end" part="end"></slot>${this.renderSpinner()}</button>${this.renderStatus()}`;
  }
}
