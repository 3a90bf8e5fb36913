import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { textValue, type ValueShape } from '../../base/value-shapes.js';
import { DEV } from '../../internal/dev.js';
import { maxLength, minLength, pattern, required, type Validator } from '../../validation/index.js';
import { SkInput } from '../input/input.js';
import { inputStyles } from '../input/input.styles.js';
import type { InputType } from '../input/input.types.js';
import { passwordStyles } from './password.styles.js';
import { passwordTypes } from './password.types.js';

/*
 * Submitted like any text, but never handed to the browser as state to restore: a native password
 * field is not saved in the session history (back/forward, a restored tab), and neither is this.
 * Autofill, which hands over a value, still fills it.
 */
const passwordValue: ValueShape<SkPassword> = { ...textValue, state: () => null };

const passwordValidators = [required, minLength, maxLength, pattern];

/**
 * @summary Takes a password in a form, hidden as it is typed, with a Show button that lets the
 * reader check what they typed: for signing in and for choosing a new password.
 * @tag sk-password
 * @status stable
 * @since 0.1.0
 *
 * @csspart toggle-button - The Show/Hide button after the password.
 *
 * @cssproperty --sk-password-toggle-color - The text colour of the Show/Hide button.
 *
 * @cssstate shown - The password is shown as text.
 *
 * @notInherited min max step
 */
export class SkPassword extends SkInput {
  static override styles = [...inputStyles, passwordStyles];

  /**
   * Always a password field: the `type` attribute changes nothing, and a value other than
   * `password` gets one SK001 warning. The property reads `text`, the kind of text checked
   * (length and pattern, no format); a script that sets it changes nothing either.
   */
  @property() override type: InputType = 'text';

  /**
   * What the password manager offers: `current-password` (the default) to sign in with a saved
   * password; `new-password` where a password is chosen or changed, so it suggests a strong one
   * and saves it. Removing the attribute restores `current-password`.
   */
  @property({ useDefault: true }) override autocomplete: AutoFill = 'current-password';

  /**
   * Always `false`, whatever the attribute says: a password shown as text is never checked by
   * the browser's spelling service.
   */
  @property() override spellcheck = false;

  /* Whether the password shows as text; hidden again on submit, on reset and when locked. */
  @state() private shown = false;

  /* The live region's text: what the last show or hide did. */
  @state() private announcement = '';

  /* The form whose submit hides the password. */
  private submitForm: HTMLFormElement | null = null;

  /*
   * Back to dots, as GOV.UK's password input does on submit and when the page comes back from
   * the back/forward cache, so a password is not left on screen or in a page kept for later.
   */
  private readonly conceal = (): void => {
    if (this.shown) this.setShown(false);
  };

  /** The native `<input>` shows dots, or the text while the reader has asked to see it. */
  protected override get nativeType(): string {
    return this.shown ? 'text' : 'password';
  }

  protected override get valueShape(): ValueShape<this> {
    return passwordValue;
  }

  /**
   * Required, the length and the pattern, as a native password field checks them.
   * @translationKeys valueMissing tooShort tooLong patternMismatch
   */
  protected override get validators(): readonly Validator<this>[] {
    return passwordValidators;
  }

  private setShown(shown: boolean): void {
    this.shown = shown;
    this.announcement = shown
      ? this.localize.term('announcePasswordShown')
      : this.localize.term('announcePasswordHidden');
    // At once, not at the next render: a submitted form is sent before that, and a browser may
    // keep what a text field held as ordinary autofill text.
    if (this.input) this.input.type = this.nativeType;
  }

  private handleToggle(): void {
    this.setShown(!this.shown);
  }

  /**
   * The Show/Hide button after the text (and the clear button), as in GOV.UK's password input:
   * its word and its name change together, and a polite live region says what it did. It is a
   * plain button, so neither a click nor Enter or Space on it submits the form.
   * @translationKeys showPassword hidePassword showPasswordLabel hidePasswordLabel
   */
  protected override renderActions(): TemplateResult {
    const { shown } = this;
    // prettier-ignore
    return html`${super.renderActions()}<button part="toggle-button" class="action toggle focus-ring" type="button" aria-controls="control" aria-label=${shown ? this.localize.term('hidePasswordLabel') : this.localize.term('showPasswordLabel')} ?disabled=${this.isDisabled || this.readonly} @click=${this.handleToggle}>${shown ? this.localize.term('hidePassword') : this.localize.term('showPassword')}</button><span class="visually-hidden" role="status">${this.announcement}</span>`;
  }

  /** @internal Called by the browser when the control joins or leaves a form. */
  formAssociatedCallback(form: HTMLFormElement | null): void {
    this.submitForm?.removeEventListener('submit', this.conceal, true);
    form?.addEventListener('submit', this.conceal, true);
    this.submitForm = form;
  }

  override formResetCallback(): void {
    super.formResetCallback();
    this.conceal();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('pageshow', this.conceal);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('pageshow', this.conceal);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Whatever markup or a script sets, a password stays one, and is never spell-checked.
    if (DEV && changed.has('type') && this.hasAttribute('type')) {
      this.allowedValue('type', this.getAttribute('type'), passwordTypes, 'password');
    }
    this.type = 'text';
    this.spellcheck = false;
    // A locked field's button is disabled, so it could not be hidden again.
    if (this.isDisabled || this.readonly) this.shown = false;
    this.toggleState('shown', this.shown);
    super.willUpdate(changed);
  }

  protected override firstUpdated(changed: PropertyValues<this>): void {
    super.firstUpdated(changed);
    // Shown as text, a password must not be capitalized or corrected by an on-screen keyboard.
    this.input?.setAttribute('autocapitalize', 'none');
    this.input?.setAttribute('autocorrect', 'off');
  }
}
