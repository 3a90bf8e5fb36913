import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { requiredMarker } from '../../base/field.js';
import { SkCheckable } from '../../base/sk-checkable.js';
import { toggleStyles } from './toggle.styles.js';
import { toggleLabelPositions, type ToggleLabelPosition } from './toggle.types.js';

/**
 * @summary A switch that turns one setting on or off and takes effect at once, with its label,
 * hint and error message. In a form it submits its value only while on.
 * @tag sk-toggle
 * @status stable
 * @since 0.1.0
 *
 * @csspart control - The switch: a native `<input type="checkbox" role="switch">` drawn as the
 * track. Its `::before` is the thumb, styled with `::part(control)::before`.
 *
 * @cssproperty --sk-toggle-background - The colour of the track while off.
 * @cssproperty --sk-toggle-border-color - The border colour of the track while off.
 * @cssproperty --sk-toggle-thumb-color - The colour of the thumb while off.
 * @cssproperty --sk-toggle-checked-background - The colour of the track and its border while on.
 * @cssproperty --sk-toggle-checked-thumb-color - The colour of the thumb while on.
 *
 * @cssstate checked - The toggle is on.
 *
 * @event {Event} input - Fired at once when the user switches the toggle, by pointer, label, Space or
 * Enter; `checked`, the form data and the validity are already the new ones. Never fired for a
 * change made by script.
 * @event {Event} change - Fired right after `input`, for the same switch: a toggle needs no commit.
 */
export class SkToggle extends SkCheckable {
  static override styles = toggleStyles;

  /**
   * In the `inline` layout, the side of the switch the label is on: `end` (after it), or
   * `start` (before it, with the switch at the end of the row, as in a list of settings).
   */
  @property({ attribute: 'label-position', reflect: true, useDefault: true })
  labelPosition: ToggleLabelPosition = 'end';

  /*
   * The native `input` comes first and leaves the shadow root by itself. A toggle needs no
   * commit, so the new state, form data and validity are in place before any listener of
   * `input` or `change` runs, not at the next render.
   */
  private handleInput(event: Event): void {
    this.checked = (event.target as HTMLInputElement).checked;
    this.markInteracted();
    this.syncFormState();
  }

  private handleChange(): void {
    this.commitChange();
  }

  // The APG switch pattern lets Enter switch it as Space does; a native checkbox would not.
  private handleKeyDown(event: KeyboardEvent): void {
    if (event.key !== 'Enter' || event.repeat) return;
    event.preventDefault();
    (event.target as HTMLInputElement).click();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('labelPosition')) {
      this.labelPosition = this.allowedValue(
        'label-position',
        this.labelPosition,
        toggleLabelPositions,
        'end',
      );
    }
    super.willUpdate(changed);
  }

  /*
   * One element: the track is the input, the thumb its ::before. The field's scaffold is
   * `fieldTemplate`'s (a toggle has no character count), written out here with the input in
   * place of the wrapper around the control: one template to clone and one element fewer per
   * switch, about a seventh of a thousand switches' render time (issue 34). The input takes the
   * wrapper's `control` class, which places it in the layouts.
   */
  protected override render(): TemplateResult {
    const field = this.fieldContent();
    // prettier-ignore
    // eslint-disable-next-line lit-a11y/role-has-required-aria-attrs, lit-a11y/click-events-have-key-events -- a checkbox's checked state is its aria-checked, as ARIA in HTML says; the label is no tab stop, its control is (as in fieldTemplate)
    return html`<div part="form-control" class="field" @slotchange=${this.handleFieldSlotChange}><label part="label" id="label" for=${ifDefined(field.hasLabel ? 'control' : undefined)} ?hidden=${!field.hasLabel} @click=${this.handleLabelClick}><slot name="label">${field.label}</slot>${requiredMarker(field.required)}</label><input id="control" part="control" class="control focus-ring" type="checkbox" role="switch" .checked=${live(this.checked)} ?disabled=${this.isDisabled} aria-readonly=${this.readonly ? 'true' : nothing} @click=${this.handleClick} @keydown=${this.handleKeyDown} @input=${this.handleInput} @change=${this.handleChange}>${field.hasHint ? html`<div part="hint" id="hint"><slot name="hint">${field.hint}</slot></div>` : nothing}${field.error ? html`<div part="error" id="error">${field.error}</div>` : nothing}<slot name="hint"></slot></div>`;
  }
}
