import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { SkFormControl } from '../../base/sk-form-control.js';
import { email, required, url, type Validator } from '../../validation/index.js';
import { __camel__Styles } from './__name__.styles.js';
import { __camel__Types, type __Pascal__Type } from './__name__.types.js';

// TODO(new:component): describe the control in the header below — the summary, then every slot,
// part, custom property, custom state and event it adds to the field's. The API page is
// generated from it. The label, hint, error, layout, required and readonly come from
// SkFormControl's field scaffold: render the control with this.renderField(), give its
// focusable element id="control", and write no ARIA of your own for them. A control whose value
// is not one string picks another valueShape (checked, several values, files).
/**
 * @summary Takes one line of text in a form, with its label, hint and error message.
 * @tag __tag__
 * @status beta
 * @since __version__
 *
 * @csspart control - The native `<input>`.
 *
 * @cssproperty --sk-__name__-background - The background colour of the input.
 * @cssproperty --sk-__name__-border-color - The border colour of the input.
 *
 * @event {InputEvent} input - Fired as the user changes the value, on every keystroke.
 * @event {Event} change - Fired when the user commits a changed value, by leaving the field or pressing
 * Enter.
 */
export class Sk__Pascal__ extends SkFormControl {
  static override styles = __camel__Styles;

  /** The kind of text: `email`, `tel` and `url` get the matching keyboard and autofill. */
  @property({ reflect: true }) type: __Pascal__Type = 'text';

  /** An example of the expected text, shown while the field is empty; never a label. */
  @property() placeholder = '';

  /** The autofill hint passed to the browser, as for `<input autocomplete>`. */
  @property() autocomplete?: AutoFill;

  /** A single-line field: Enter submits its form, as in a native text input. */
  protected override get submitsOnEnter(): boolean {
    return true;
  }

  /**
   * Required, and for `email` and `url` the format, as the native input checks them.
   * @translationKeys valueMissing typeMismatchEmail typeMismatchUrl
   */
  protected override get validators(): readonly Validator<this>[] {
    if (this.type === 'email') return [required, email];
    if (this.type === 'url') return [required, url];
    return [required];
  }

  private handleInput(event: Event): void {
    this.value = (event.target as HTMLInputElement).value;
  }

  private handleChange(): void {
    this.commitChange();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('type')) {
      this.type = this.allowedValue('type', this.type, __camel__Types, 'text');
    }
    super.willUpdate(changed);
  }

  protected override render(): TemplateResult {
    return this.renderField(
      html`<input
        id="control"
        part="control"
        class="focus-ring"
        type=${this.type}
        .value=${live(this.value)}
        placeholder=${ifDefined(this.placeholder || undefined)}
        autocomplete=${ifDefined(this.autocomplete)}
        ?disabled=${this.isDisabled}
        ?readonly=${this.readonly}
        @input=${this.handleInput}
        @change=${this.handleChange}
      />`,
    );
  }
}
