import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { SkElement } from '../../base/sk-element.js';
import { type FormDataObject, SkSubmitEvent } from '../../events/submit.js';
import { DEV } from '../../internal/dev.js';
import { focusField, formDataToObject, invalidFields } from './form-fields.js';
import { formStyles } from './form.styles.js';
import { formHeadingLevels, type SkFormError } from './form.types.js';

/** A Skerry button, which shows a spinner and ignores clicks while `loading`. */
interface LoadingButton extends HTMLElement {
  loading: boolean;
}

/**
 * @summary Wraps a native `<form>`: on submit it checks every field, lists the errors at the top
 * in an error summary that takes focus, ignores a second submission while one is pending, and
 * gives the data as `FormData` and as a plain object.
 * @tag sk-form
 * @status stable
 * @since 0.1.0
 *
 * @slot - The native `<form>`, with its fields and buttons. It stays in the light DOM, so
 * submission, `FormData`, the `form` attribute and password managers work as they do without
 * `sk-form`.
 * @slot summary-title - A title for the error summary in place of "There is a problem".
 *
 * @csspart summary - The error summary above the form: a group named by its title and described
 * by its list, focused when it appears.
 * @csspart summary-title - The summary's heading.
 * @csspart summary-list - The list of errors.
 * @csspart summary-link - Each error: a link that moves focus to its field.
 *
 * @cssproperty --sk-form-summary-border-color - The colour of the summary's border.
 * @cssproperty --sk-form-summary-background - The background of the summary.
 * @cssproperty --sk-form-summary-gap - The space between the summary and the form.
 *
 * @cssstate invalid - The last submission found errors; the summary lists them.
 *
 * @event {SkSubmitEvent} sk-submit - The form passed validation and is about to be sent; `detail` has `formData`,
 * `data` (a plain object) and `submitter`. Cancelable: `preventDefault()` keeps the browser from
 * sending it. `event.waitFor(promise)` keeps the form pending until the promise settles.
 */
export class SkForm extends SkElement {
  static override styles = formStyles;

  /* Its error summary is written when a submission fails, long after its first render. */
  protected static override localizeOnConnect = true;

  /**
   * Whether a submission is in progress: every further submission is ignored and the Skerry
   * button that sent it shows `loading`. Set while the promises given to `sk-submit`'s
   * `waitFor()` run, or by the application itself.
   */
  @property({ type: Boolean, reflect: true, useDefault: true }) pending = false;

  /** The level of the summary's heading, 1 to 6; 2 by default, under the page's `h1`. */
  @property({ type: Number, attribute: 'heading-level', reflect: true, useDefault: true })
  headingLevel = 2;

  @state() private summary: readonly SkFormError[] = [];

  private current: HTMLFormElement | null = null;

  /* Whether this element set the form's `novalidate`, which it then removes when it lets go. */
  private setNoValidate = false;

  /* The latest click inside, to find the Skerry button behind a submission. */
  private lastClick?: Event;

  /* The Skerry button that sent the latest submission, and the one this element set loading. */
  private submitterButton?: LoadingButton;
  private loadingButton?: LoadingButton;

  /* Counts submissions waited for, so an earlier promise settling late ends nothing. */
  private waits = 0;

  constructor() {
    super();
    // Capturing on the wrapper runs before any listener on the form itself, so an invalid or
    // repeated submission is stopped before the page hears of it, as native validation does.
    this.addEventListener('submit', (event) => this.handleSubmit(event), true);
    this.addEventListener('click', (event) => (this.lastClick = event), true);
    this.addEventListener('reset', (event) => {
      if (event.target === this.current) this.summary = [];
    });
  }

  /** The native `<form>` inside. */
  get form(): HTMLFormElement | null {
    return this.current;
  }

  /** What the summary lists, in the order of the fields; empty while it is hidden. */
  get errors(): readonly SkFormError[] {
    return this.summary;
  }

  private handleSubmit(event: SubmitEvent): void {
    const form = this.current;
    if (!form || event.target !== form) return;
    const stop = (): void => {
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    if (this.pending) return stop();
    const submitter = event.submitter as HTMLButtonElement | null;
    if (submitter?.formNoValidate) this.summary = [];
    else if (!this.reportValidity()) return stop();

    // A Skerry button submits through a stand-in native button, from inside its own click.
    const clicked = this.lastClick?.eventPhase ? this.lastClick.target : null;
    this.submitterButton =
      clicked instanceof HTMLElement && 'loading' in clicked
        ? (clicked as LoadingButton)
        : undefined;
    const formData = new FormData(form, submitter);
    const request = new SkSubmitEvent({
      formData,
      data: formDataToObject(formData),
      submitter: this.submitterButton ?? submitter,
    });
    this.dispatchEvent(request);
    if (request.defaultPrevented) event.preventDefault();
    if (request.promises.length) {
      const wait = ++this.waits;
      this.pending = true;
      void Promise.allSettled(request.promises).then(() => {
        if (wait === this.waits) this.pending = false;
      });
    }
  }

  private handleSlotChange(): void {
    if (!this.isConnected) return;
    this.attach();
    if (DEV && !this.current) {
      this.warn('SK011', 'has no <form> inside; it validates and submits nothing without one.');
    }
  }

  private handleLinkClick(event: MouseEvent, field: Element): void {
    // A modified click opens the fragment link elsewhere, as the reader asked.
    if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    focusField(field);
  }

  /**
   * Checks every field as a submission does, then shows the summary of what is wrong and moves
   * focus to it, or hides the summary when nothing is. Returns whether the form is valid. Call it
   * after setting server-side errors with a field's `setCustomValidity()`.
   */
  reportValidity(): boolean {
    this.summary = this.current ? invalidFields(this.current, this) : [];
    if (this.summary.length) {
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector<HTMLElement>('.summary')?.focus(),
      );
    }
    return !this.summary.length;
  }

  /** The data the form holds now, as `new FormData(form)` gives it. */
  getFormData(): FormData {
    return this.current ? new FormData(this.current) : new FormData();
  }

  /** The data the form holds now, as a plain object: repeated names as arrays, files as files. */
  getData(): FormDataObject {
    return formDataToObject(this.getFormData());
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.attach();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.detach();
  }

  /* Takes over the form inside, if it is a new one. */
  private attach(): void {
    const form = this.querySelector('form');
    if (form === this.current) return;
    this.detach();
    this.current = form;
    // The browser's validation bubbles would compete with the summary, so they are turned off
    // while this element validates; a page without script keeps them.
    if (form && !form.noValidate) {
      form.noValidate = true;
      this.setNoValidate = true;
    }
  }

  private detach(): void {
    if (this.current && this.setNoValidate) this.current.noValidate = false;
    this.setNoValidate = false;
    this.current = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('headingLevel')) {
      const level = String(this.headingLevel);
      this.headingLevel = Number(this.allowedValue('heading-level', level, formHeadingLevels, '2'));
    }
    this.toggleState('invalid', this.summary.length > 0);
    super.willUpdate(changed);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (!changed.has('pending')) return;
    const button = this.submitterButton;
    if (this.pending && button && !button.loading) {
      button.loading = true;
      this.loadingButton = button;
    } else if (!this.pending) {
      if (this.loadingButton) this.loadingButton.loading = false;
      this.loadingButton = this.submitterButton = undefined;
    }
  }

  /** An error as its link reads: the field's label and message, unless the message names it. */
  private errorText({ label, message }: SkFormError): string {
    if (!label || message.toLowerCase().includes(label.toLowerCase())) return message;
    return this.localize.term('errorSummaryItem', { label, message });
  }

  /* role="list" is not redundant in WebKit, which drops the list semantics of an unstyled list. */
  /* eslint-disable lit-a11y/no-redundant-role */
  protected override render(): TemplateResult {
    const { summary } = this;
    return html`<div
        part="summary"
        class="summary focus-ring"
        tabindex="-1"
        role="group"
        aria-labelledby="title"
        aria-describedby="list"
        ?hidden=${!summary.length}
      >
        <div part="summary-title" id="title" role="heading" aria-level=${this.headingLevel}>
          <slot name="summary-title">${this.localize.term('errorSummaryTitle')}</slot>
        </div>
        <ul part="summary-list" id="list" role="list">
          ${summary.map(
            (error) =>
              html`<li>
                <a
                  part="summary-link"
                  class="focus-ring"
                  href=${`#${error.field.id}`}
                  @click=${(event: MouseEvent) => this.handleLinkClick(event, error.field)}
                  >${this.errorText(error)}</a
                >
              </li>`,
          )}
        </ul>
      </div>
      <slot @slotchange=${this.handleSlotChange}></slot>`;
  }
  /* eslint-enable lit-a11y/no-redundant-role */
}
