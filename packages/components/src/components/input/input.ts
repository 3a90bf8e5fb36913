import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { SkFormControl } from '../../base/sk-form-control.js';
import { SkClearEvent } from '../../events/clear.js';
import {
  email,
  max,
  maxLength,
  min,
  minLength,
  pattern,
  required,
  step,
  url,
  type Validator,
} from '../../validation/index.js';
import { inputStyles } from './input.styles.js';
import { inputSizes, inputTypes, type InputSize, type InputType } from './input.types.js';

/*
 * `badInput` while a number field holds text that is not a number, as `<input type=number>`
 * reports it; the range validators skip such text. A candidate for `src/validation/`.
 */
const decimal = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
const numeric: Validator<SkInput> = ({ value }) =>
  !value.trim() || decimal.test(value.trim()) ? null : { flag: 'badInput', key: 'badInputNumber' };

const textual = [required, minLength, maxLength, pattern];
const validatorsByType: Record<InputType, readonly Validator<SkInput>[]> = {
  text: textual,
  tel: textual,
  email: [required, email, minLength, maxLength, pattern],
  url: [required, url, minLength, maxLength, pattern],
  number: [required, numeric, min, max, step],
};

/* `spellcheck="false"` turns checking off; any other value, or none, leaves it to the browser. */
const spellcheckConverter = { fromAttribute: (value: string | null): boolean => value !== 'false' };

/**
 * @summary Takes a short piece of text in a form — a name, an email address, a phone number, a
 * number — with its label, hint, error message and an optional character count.
 * @tag sk-input
 * @status stable
 * @since 0.1.0
 *
 * @slot start - A prefix before the text, such as a currency sign or an icon (on the right in
 * right-to-left text). Say what it means in the label or hint too.
 * @slot end - A suffix after the text, such as a unit ("kg") or an icon.
 *
 * @csspart control - The native `<input>`.
 * @csspart start - The prefix slot.
 * @csspart end - The suffix slot.
 * @csspart clear-button - The clear button, shown with `clearable` while there is a value.
 * @csspart character-count - The count of characters remaining or too many, with `maxlength`.
 *
 * @cssproperty --sk-input-background - The background colour of the field.
 * @cssproperty --sk-input-border-color - The border colour of the field, in every state.
 * @cssproperty --sk-input-radius - The corner radius of the field.
 * @cssproperty --sk-input-attached - `true` where the field is attached to other parts, as
 * `sk-input-group` sets it: the field's label is kept for assistive technology but not shown, and
 * its focus ring is left to the group, which shows both around every part.
 *
 * @event {InputEvent} input - Fired as the user changes the value: on every keystroke, and when the clear
 * button empties it.
 * @event {Event} change - Fired when the user commits a changed value: by leaving the field, pressing
 * Enter, or with the clear button.
 * @event {SkClearEvent} sk-clear - Cancelable; fired when the clear button is pressed, before the value is
 * emptied. `preventDefault()` keeps the value.
 */
export class SkInput extends SkFormControl {
  static override styles = inputStyles;

  /**
   * The kind of text: `email`, `tel` and `url` get the matching keyboard and autofill, `email`
   * and `url` a format check. `number` is a text field with a numeric keyboard (`inputmode`) and
   * the `min`, `max` and `step` checks, without spin buttons or a scroll wheel that changes it.
   */
  @property({ reflect: true, useDefault: true }) type: InputType = 'text';

  /** The height and text size, as the button sizes, so a field and a button line up. */
  @property({ reflect: true, useDefault: true }) size: InputSize = 'medium';

  /** An example of the expected text, shown while the field is empty; never a label. */
  @property() placeholder = '';

  /**
   * The autofill hint passed to the browser, as for `<input autocomplete>`: `email`, `tel`,
   * `postal-code`, `one-time-code`… (WCAG 1.3.5).
   */
  @property() autocomplete?: AutoFill;

  /** Whether a clear button empties the field while it has a value. */
  @property({ type: Boolean, reflect: true, useDefault: true }) clearable = false;

  /** The fewest characters a non-empty value may have; -1 for no limit. */
  @property({ type: Number, attribute: 'minlength' }) minLength = -1;

  /**
   * The most characters the value may have. A count under the field says how many remain and is
   * announced once typing pauses; a longer value can still be typed or pasted, shows how many
   * characters are too many, and is invalid (the GOV.UK character count). -1 for no limit.
   */
  @property({ type: Number, attribute: 'maxlength' }) maxLength = -1;

  /** A regular expression the whole value must match, as natively. */
  @property() pattern = '';

  /** The lowest number a `number` field accepts. */
  @property() min = '';

  /** The highest number a `number` field accepts. */
  @property() max = '';

  /** The granularity of a `number` field, counted from `min` (1 by default, `any` for none). */
  @property() step = '';

  /**
   * The on-screen keyboard to offer: `numeric` for whole numbers, `decimal` (the default of
   * `type="number"`), `tel`, `email`, `url`, `search`, `text` or `none`.
   */
  @property({ attribute: 'inputmode' }) override inputMode = '';

  /** The label of the on-screen keyboard's Enter key: `done`, `go`, `next`, `search`, `send`… */
  @property({ attribute: 'enterkeyhint' }) override enterKeyHint = '';

  /** Whether the browser checks spelling; turn it off (`false`) for names, codes and addresses. */
  @property({ converter: spellcheckConverter }) override spellcheck = true;

  /** The value as a number, or `NaN` when it is empty or not a number. */
  get valueAsNumber(): number {
    const text = this.value.trim();
    return decimal.test(text) ? Number(text) : NaN;
  }

  /** The native `<input>`, once rendered. */
  protected get input(): HTMLInputElement | null {
    return this.renderRoot.querySelector('input');
  }

  /** The `type` of the native `<input>`: a subclass renders `password` or `search` here. */
  protected get nativeType(): string {
    return this.type === 'number' ? 'text' : this.type;
  }

  /** A single-line field: Enter submits its form, as in a native text input. */
  protected override get submitsOnEnter(): boolean {
    return true;
  }

  /**
   * With `maxlength`, a text field shows and announces a character count; a number has none.
   * @translationKeys characterLimit charactersRemaining charactersTooMany
   */
  protected override get characterLimit(): number | undefined {
    return this.maxLength >= 0 && this.type !== 'number' ? this.maxLength : undefined;
  }

  /**
   * Required, the length, the pattern, and the format of `email`, `url` and `number`, with the
   * range and step of a number, as the native input checks them.
   * @translationKeys valueMissing typeMismatchEmail typeMismatchUrl tooShort tooLong
   * patternMismatch badInputNumber rangeUnderflow rangeOverflow stepMismatch
   */
  protected override get validators(): readonly Validator<this>[] {
    return validatorsByType[this.type] ?? textual;
  }

  private handleInput(event: Event): void {
    this.value = (event.target as HTMLInputElement).value;
  }

  private handleChange(): void {
    this.commitChange();
  }

  /**
   * Keys pressed in the native `<input>`, before the field acts on them (Enter submits the form
   * unless a handler here cancels it); a subclass adds Escape, for instance.
   */
  protected handleKeyDown(_event: KeyboardEvent): void {
    // Nothing of its own: a text field leaves every key to the browser.
  }

  /**
   * Empties the field as the user asked: fires the cancelable `sk-clear`, then `input` and
   * `change` as typing would, and leaves focus in the field.
   */
  protected requestClear(): void {
    // Created apart from the dispatch, so the manifest lists it once, by its documented name.
    const request = new SkClearEvent();
    if (!this.dispatchEvent(request)) return;
    // Before the button disappears with the value, so focus is not lost to the page.
    this.input?.focus();
    this.value = '';
    this.dispatchEvent(
      new InputEvent('input', { bubbles: true, composed: true, inputType: 'deleteContent' }),
    );
    this.commitChange();
  }

  /** Whether the field offers its clear button: with `clearable`, or always (a search field). */
  protected get offersClear(): boolean {
    return this.clearable;
  }

  /**
   * The buttons inside the field after the text: the clear button, while there is a value to
   * clear. A subclass adds its own (a show-password toggle).
   */
  protected renderActions(): TemplateResult | typeof nothing {
    if (!this.offersClear || !this.value || this.isDisabled || this.readonly) return nothing;
    return html`<button
      part="clear-button"
      class="action focus-ring"
      type="button"
      aria-label=${this.localize.term('clearEntry')}
      @click=${this.requestClear}
    >
      <svg viewBox="0 0 16 16" aria-hidden="true"><path d="m4 4 8 8m0-8-8 8" /></svg>
    </button>`;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('type')) {
      this.type = this.allowedValue('type', this.type, inputTypes, 'text');
    }
    if (changed.has('size')) {
      this.size = this.allowedValue('size', this.size, inputSizes, 'medium');
    }
    super.willUpdate(changed);
  }

  protected override render(): TemplateResult {
    const number = this.type === 'number';
    // prettier-ignore
    return this.renderField(html`<slot name="start" part="start"></slot><input id="control" part="control" type=${this.nativeType} .value=${live(this.value)} placeholder=${this.placeholder || nothing} autocomplete=${this.autocomplete || nothing} inputmode=${this.inputMode || (number ? 'decimal' : nothing)} enterkeyhint=${this.enterKeyHint || nothing} spellcheck=${this.spellcheck ? nothing : 'false'} ?disabled=${this.isDisabled} ?readonly=${this.readonly} @input=${this.handleInput} @change=${this.handleChange} @keydown=${this.handleKeyDown}>${this.renderActions()}<slot name="end" part="end"></slot>`);
  }
}
