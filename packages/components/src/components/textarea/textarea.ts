import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { SkFormControl } from '../../base/sk-form-control.js';
import { DEV } from '../../internal/dev.js';
import { maxLength, minLength, required } from '../../validation/index.js';
import { textareaStyles } from './textarea.styles.js';
import {
  textareaResizes,
  textareaWraps,
  type TextareaResize,
  type TextareaWrap,
} from './textarea.types.js';

const validators = [required, minLength, maxLength];

/* The height a field gets without `rows`, or with a `rows` that is not a positive number. */
const defaultRows = 4;

/**
 * @summary Takes longer text of several lines in a form, such as a message or a description,
 * with its label, hint, error message and an optional character count.
 * @tag sk-textarea
 * @status stable
 * @since 0.1.0
 *
 * @csspart control - The native `<textarea>`.
 * @csspart character-count - The count under the field while `maxlength` is set: "You have 12
 * characters remaining", or how many too many.
 *
 * @cssproperty --sk-textarea-background - The background colour of the text area.
 * @cssproperty --sk-textarea-border-color - The border colour of the text area, in every state.
 *
 * @event {InputEvent} input - Fired as the user changes the value, on every keystroke.
 * @event {Event} change - Fired when the user commits a changed value, by leaving the field.
 */
export class SkTextarea extends SkFormControl {
  static override styles = textareaStyles;

  /** The height in lines of text; with `auto-grow`, the height it starts from. */
  @property({ type: Number }) rows = defaultRows;

  /** Whether the field grows with its text, from `rows` lines up to `max-rows`. */
  @property({ type: Boolean, reflect: true, useDefault: true, attribute: 'auto-grow' })
  autoGrow = false;

  /** With `auto-grow`, the most lines it grows to before it scrolls; no limit when unset. */
  @property({ type: Number, attribute: 'max-rows' }) maxRows?: number;

  /** How the reader may resize the field by its corner: `vertical`, `both` or `none`. */
  @property({ reflect: true, useDefault: true }) resize: TextareaResize = 'vertical';

  /** The fewest characters a value may have, checked once the field is not empty. */
  @property({ type: Number, attribute: 'minlength' }) minLength = -1;

  /**
   * The most characters a value may have. A count under the field says how many remain; the
   * reader may type past the limit, then sees by how much it is exceeded, and the value is
   * invalid (`tooLong`) until shortened.
   */
  @property({ type: Number, attribute: 'maxlength' }) maxLength = -1;

  /** An example of the expected text, shown while the field is empty; never a label. */
  @property() placeholder = '';

  /** The autofill hint passed to the browser, as for `<textarea autocomplete>`. */
  @property() autocomplete?: AutoFill;

  /** Whether the browser checks spelling; the attribute set to `false` turns it off. */
  @property({ converter: { fromAttribute: (value: string | null) => value !== 'false' } })
  override spellcheck = true;

  /** How long lines show: wrapped at the edge (`soft`), or scrolling sideways (`off`). */
  @property() wrap: TextareaWrap = 'soft';

  protected override get characterLimit(): number | undefined {
    // `null` once the attribute is removed, as for any number attribute: then there is none.
    const max = this.maxLength ?? -1;
    return max >= 0 ? max : undefined;
  }

  /**
   * Required, and the length limits, as the native text area checks them.
   * @translationKeys valueMissing tooShort tooLong
   */
  protected override get validators(): typeof validators {
    return validators;
  }

  /* The `rows` in effect: as natively, anything but a positive whole number means the default. */
  private get lines(): number {
    return this.rows >= 1 ? Math.floor(this.rows) : defaultRows;
  }

  private handleInput(event: Event): void {
    this.value = (event.target as HTMLTextAreaElement).value;
  }

  private handleChange(): void {
    this.commitChange();
  }

  /*
   * Auto-grow is CSS `field-sizing: content` where the browser has it. Elsewhere (Firefox today)
   * the height is measured from the content after each update; a field that only gets narrower
   * keeps its height until the next one.
   */
  private fitContent(changed: PropertyValues<this>): void {
    const control = this.shadowRoot?.querySelector('textarea');
    if (!control || CSS.supports('field-sizing', 'content')) return;
    const { style } = control;
    if (this.autoGrow) {
      style.height = 'auto';
      // Border-box sizing: the content and padding, plus the borders (and any scroll bar).
      style.height = `${control.scrollHeight + control.offsetHeight - control.clientHeight}px`;
    } else if (changed.has('autoGrow')) {
      style.height = '';
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('resize')) {
      this.resize = this.allowedValue('resize', this.resize, textareaResizes, 'vertical');
    }
    if (changed.has('wrap')) {
      this.wrap = this.allowedValue('wrap', this.wrap, textareaWraps, 'soft');
    }
    // The value is what a native text area's would be: line breaks are LF alone, so `length`
    // counts each as one character; submitting sends them as CRLF, as for a native one.
    // (`null` once the `value` attribute is removed, as attribute-backed properties become.)
    if (changed.has('value')) this.value = (this.value ?? '').replace(/\r\n?/g, '\n');
    // Inline, not a method: the minifier drops an `if (DEV)` block, but not a class member.
    if (DEV) {
      const { maxRows, lines } = this;
      if (this.autoGrow && typeof maxRows === 'number' && maxRows < lines) {
        this.warn('SK009', `max-rows="${maxRows}" is below rows="${lines}"; it cannot grow.`);
      }
    }
    super.willUpdate(changed);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (this.autoGrow || changed.has('autoGrow')) this.fitContent(changed);
  }

  protected override render(): TemplateResult {
    const { autoGrow, maxRows } = this;
    // With auto-grow, the rows bound the height in CSS (`field-sizing` ignores `rows`).
    const bounds = autoGrow
      ? `--_sk-textarea-rows:${this.lines};--_sk-textarea-max-rows:${maxRows ?? 'none'}`
      : undefined;
    return this.renderField(
      html`<textarea
        id="control"
        part="control"
        class="focus-ring"
        rows=${this.lines}
        style=${ifDefined(bounds)}
        .value=${live(this.value)}
        placeholder=${ifDefined(this.placeholder || undefined)}
        autocomplete=${ifDefined(this.autocomplete)}
        spellcheck=${this.spellcheck ? 'true' : 'false'}
        wrap=${this.wrap}
        ?disabled=${this.isDisabled}
        ?readonly=${this.readonly}
        @input=${this.handleInput}
        @change=${this.handleChange}
      ></textarea>`,
    );
  }
}
