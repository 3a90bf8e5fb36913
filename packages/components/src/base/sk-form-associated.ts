import { type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { SkElement } from './sk-element.js';

/** What a control reports about its own value; `null` when the value is acceptable. */
export interface ValidityReport {
  flags: ValidityStateFlags;
  message: string;
}

/** What a control gives `FormData`, or saves for the browser to restore: as `setFormValue` takes. */
export type FormValue = File | string | FormData | null;

/**
 * Why the browser calls `formStateRestoreCallback`: `restore` hands back exactly the state the
 * control saved (back/forward navigation, a restored tab); `autocomplete` hands over a value the
 * browser's autofill chose, which is a plain value, never a saved state.
 */
export type FormRestoreReason = 'restore' | 'autocomplete';

/**
 * The lean base of every form-associated element: value, validity, disabled state and reset
 * behaviour go through `ElementInternals`, exactly as a native control's would, so `FormData`,
 * `form.reset()`, `<fieldset disabled>`, the `form` attribute and `:invalid` styling work
 * without glue code. Button-like controls extend it directly; fields extend `SkFormControl`,
 * which adds the label, hint, error, validators and value shapes, so a button's bundle carries
 * none of that.
 *
 * Custom states: `:state(disabled)`, `:state(valid)`, `:state(invalid)` and `:state(user-invalid)`
 * — the last only after the user has changed the value or tried to submit, so an untouched
 * required field is not shown as an error.
 */
export class SkFormAssociated extends SkElement {
  static formAssociated = true;

  /* Validation messages, and a button's "Loading", can come long after the first render. */
  protected static override localizeOnConnect = true;

  /**
   * The name under which the value is submitted with the form. Not written as an attribute
   * while empty (`useDefault`), as a native control writes none.
   */
  @property({ reflect: true, useDefault: true }) name = '';

  /** The current value; the `value` attribute is the default that `form.reset()` restores. */
  @property() value = '';

  // The default is not reflected (`useDefault`): there is no attribute to remove at start-up.
  /** Whether the control is disabled; a disabled `<fieldset>` around it disables it too. */
  @property({ type: Boolean, reflect: true, useDefault: true }) disabled = false;

  /** Set through `formDisabledCallback`: disabled by this element's attribute or a fieldset. */
  @state() protected formDisabled = false;

  /** Whether the user has interacted, which is when a validation message may be shown. */
  @state() protected interacted = false;

  @state() private customValidityMessage = '';

  /* Whether the validity last handed to the browser was invalid; a new control's is valid. */
  private reportedInvalid = false;

  constructor() {
    super();
    // A failed submit or reportValidity() is an interaction: the user now needs the message.
    this.addEventListener('invalid', () => {
      this.interacted = true;
    });
    // Registered first and in the capture phase, so no listener of the page sees the click.
    this.addEventListener(
      'click',
      (event) => {
        if (!this.blocksActivation) return;
        event.preventDefault();
        event.stopImmediatePropagation();
      },
      true,
    );
  }

  /** The form this control belongs to: its ancestor, or the one named by the `form` attribute. */
  get form(): HTMLFormElement | null {
    return this.internals.form;
  }

  /**
   * The form this control belongs to: its ancestor, or the one named by the `form` attribute.
   * Setting it to a form's id sets that attribute, and `null` removes it: native controls have
   * no such setter, but frameworks that set a `form` prop as a property (React 19 on a custom
   * element, `@skerry/react`) would otherwise throw on a getter-only property.
   */
  set form(id: string | null) {
    if (id === null || id === undefined) this.removeAttribute('form');
    else this.setAttribute('form', String(id));
  }

  /** The `<label>` elements associated with the control. */
  get labels(): NodeList {
    return this.internals.labels;
  }

  /** The value `form.reset()` returns to. */
  get defaultValue(): string {
    return this.getAttribute('value') ?? '';
  }

  /** Whether the control is disabled, by its own attribute or by a disabled fieldset. */
  get isDisabled(): boolean {
    return this.disabled || this.formDisabled;
  }

  get validity(): ValidityState {
    this.syncFormState();
    return this.internals.validity;
  }

  get validationMessage(): string {
    this.syncFormState();
    return this.internals.validationMessage;
  }

  get willValidate(): boolean {
    return this.internals.willValidate;
  }

  /** Like `input.checkValidity()`: fires `invalid` and returns false when the value is invalid. */
  checkValidity(): boolean {
    this.syncFormState();
    return this.internals.checkValidity();
  }

  /** Like `input.reportValidity()`: also shows the validation message. */
  reportValidity(): boolean {
    this.syncFormState();
    return this.internals.reportValidity();
  }

  /** Like `input.setCustomValidity()`: a non-empty message makes the control invalid. */
  setCustomValidity(message: string): void {
    this.customValidityMessage = message;
    this.syncFormState();
  }

  /** @internal Called by the browser when the owning form is reset. */
  formResetCallback(): void {
    this.value = this.defaultValue;
    this.interacted = false;
  }

  /**
   * @internal Called by the browser when it restores the page (`reason` is `restore`: `state` is
   * what `formState()` saved) or autofills the control (`autocomplete`: `state` is a value).
   */
  formStateRestoreCallback(state: FormValue, _reason: FormRestoreReason = 'restore'): void {
    if (typeof state === 'string') this.value = state;
  }

  /** @internal Called by the browser when this element or an ancestor fieldset is (en|dis)abled. */
  formDisabledCallback(disabled: boolean): void {
    this.formDisabled = disabled;
    // The browser also calls this while Lit reflects `disabled`, inside an update, where a
    // change cannot queue another one; so one is queued after the current update finishes.
    void this.updateComplete.then(() => this.requestUpdate());
  }

  /** Whether clicks are swallowed before they reach the page, as they are on a disabled control. */
  protected get blocksActivation(): boolean {
    return this.isDisabled;
  }

  /** The entry this control adds to `FormData`; `null` adds none. */
  protected formValue(): FormValue {
    return this.value;
  }

  /** What the browser keeps to hand back to `formStateRestoreCallback` with reason `restore`. */
  protected formState(): FormValue {
    return this.value;
  }

  /** Overridden by controls with constraints (required, pattern, range) to report a problem. */
  protected checkConstraints(): ValidityReport | null {
    return null;
  }

  /** The element the browser points its validation bubble at; the inner focusable element. */
  protected get validationAnchor(): HTMLElement | undefined {
    return undefined;
  }

  /** Marks the control as touched, after a change the user made. */
  protected markInteracted(): void {
    this.interacted = true;
  }

  /** Hands the value, the saved state and the validity to the browser, and sets the states. */
  protected syncFormState(): void {
    this.internals.setFormValue(this.formValue(), this.formState());
    const report: ValidityReport | null = this.customValidityMessage
      ? { flags: { customError: true }, message: this.customValidityMessage }
      : this.checkConstraints();
    // Every report sets a flag, so the validity is valid exactly when there is none; a valid
    // control that was valid already is left alone, as most are at every update.
    if (report) this.internals.setValidity(report.flags, report.message, this.validationAnchor);
    else if (this.reportedInvalid) this.internals.setValidity({});
    this.reportedInvalid = report !== null;
    const invalid = this.willValidate && report !== null;
    this.toggleState('disabled', this.isDisabled);
    this.toggleState('valid', !invalid);
    this.toggleState('invalid', invalid);
    this.toggleState('user-invalid', invalid && this.interacted);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.syncFormState();
  }

  protected override firstUpdated(changed: PropertyValues<this>): void {
    super.firstUpdated(changed);
    // The anchor exists only after the first render; re-apply an invalid state so the bubble can
    // use it. A valid one has no bubble: syncing again would only cost every instance its time.
    if (!this.internals.validity.valid) this.syncFormState();
  }
}
