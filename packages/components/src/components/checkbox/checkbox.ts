import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { SkCheckable } from '../../base/sk-checkable.js';
import { checkboxStyles } from './checkbox.styles.js';

/*
 * Enter on a native checkbox clicks its form's first submit button that is not disabled, and
 * does nothing in a form without one (what Chromium does; the HTML standard leaves it open).
 * The native checkbox in the shadow root has no form of its own, so this does it for the host.
 * Belongs in src/internal/implicit-submission.ts, beside the text fields' rules, once radio and
 * toggle need it too.
 */
function clickDefaultButton(form: HTMLFormElement): void {
  const button = [...form.elements].find(
    (element) => (element as { type?: unknown }).type === 'submit' && !element.matches(':disabled'),
  );
  (button as HTMLElement | undefined)?.click();
}

/**
 * @summary A box the reader checks or unchecks: one of any number of options, or agreement to
 * a single statement. It can also show a mixed state for a partly selected group.
 * @tag sk-checkbox
 * @status stable
 * @since 0.1.0
 *
 * @csspart control - The native checkbox `<input>`, drawn as the box.
 *
 * @cssproperty --sk-checkbox-size - The width and height of the box; `--sk-size-icon-md` by
 * default.
 * @cssproperty --sk-checkbox-background - The background of the box while it is unchecked.
 * @cssproperty --sk-checkbox-border-color - The border colour of the box while it is unchecked.
 * @cssproperty --sk-checkbox-checked-color - The fill and border of a checked or indeterminate
 * box.
 * @cssproperty --sk-checkbox-mark-color - The colour of the check mark and of the
 * indeterminate dash.
 * @cssproperty --sk-checkbox-radius - The corner radius of the box.
 *
 * @cssstate checked - The box is checked.
 * @cssstate indeterminate - The box shows the mixed state, whether or not it is checked.
 *
 * @event {Event} input - Fired when the user checks or unchecks the box, before `change`; `checked`
 * already has its new value.
 * @event {Event} change - Fired when the user checks or unchecks the box.
 */
export class SkCheckbox extends SkCheckable {
  static override styles = checkboxStyles;

  /**
   * Whether the box shows the mixed state, for a box that stands for a group of which only some
   * are checked. Only the look and the announcement change: the form still gets the value while
   * `checked`. The user's next click clears it and toggles `checked`, as natively.
   */
  @property({ type: Boolean, reflect: true, useDefault: true }) indeterminate = false;

  // `input` comes before `change` and before the host's listeners hear it: the state is new.
  private handleInput(event: Event): void {
    const input = event.target as HTMLInputElement;
    this.checked = input.checked;
    this.indeterminate = input.indeterminate;
  }

  // keypress, as natively: a page that cancels Enter's keydown keeps the form from submitting.
  private handleKeypress(event: KeyboardEvent): void {
    if (event.key === 'Enter' && this.form) clickDefaultButton(this.form);
  }

  /**
   * Toggles the box as the user's click does, with `input` and `change`; not while disabled or
   * read only.
   */
  override click(): void {
    const input = this.shadowRoot?.getElementById('control');
    if (input) input.click();
    else super.click();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.toggleState('indeterminate', this.indeterminate);
  }

  protected override render(): TemplateResult {
    /*
     * One template without whitespace, as cheap to clone as can be for a thousand boxes. `live`:
     * a listener may set back what the user just changed, which the input no longer shows.
     */
    // prettier-ignore
    return this.renderField(html`<input id="control" part="control" class="focus-ring" type="checkbox" .checked=${live(this.checked)} .indeterminate=${live(this.indeterminate)} ?disabled=${this.isDisabled} aria-readonly=${this.readonly ? 'true' : nothing} @click=${this.handleClick} @input=${this.handleInput} @change=${this.commitChange} @keypress=${this.handleKeypress}>`);
  }
}
