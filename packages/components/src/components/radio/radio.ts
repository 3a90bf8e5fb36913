import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { SkElement } from '../../base/sk-element.js';
import { radioStyles } from './radio.styles.js';

/**
 * The group around a radio, as the radio uses it: `SkRadioGroup` implements it. Declared here,
 * where it is used, so that the radio does not import the group that imports it.
 */
export interface RadioGroupParent extends HTMLElement {
  readonly hasUpdated: boolean;
  radioChanged(radio: SkRadio): void;
  requestUpdate(): void;
}

/**
 * One option inside `sk-radio-group`, which owns the value, the form data, the validation and
 * the keyboard; the radio itself is not a form control. It is exposed as `role="radio"` with its
 * checked and disabled states, named by its label.
 *
 * @summary One option of a radio group: a round button and its label, checked when chosen.
 * @tag sk-radio
 * @status stable
 * @since 0.1.0
 *
 * @slot - The option's label, which is also its accessible name.
 *
 * @csspart control - The round button; its dot is drawn by `::after`.
 * @csspart label - The slot of the label.
 *
 * @cssproperty --sk-radio-color - The colour of the dot and of a checked radio's ring; the
 * interactive colour by default.
 * @cssproperty --sk-radio-border-color - The colour of an unchecked radio's ring.
 * @cssproperty --sk-radio-background - The fill of the round button.
 *
 * @cssstate checked - The radio is the chosen option of its group.
 * @cssstate disabled - Disabled by its own attribute, or with its group (or the group's
 * `<fieldset>`).
 * @cssstate user-invalid - Its group shows a validation error.
 * @cssstate user-valid - Its group is required and the user has chosen an option: the success
 * state.
 */
export class SkRadio extends SkElement {
  static override styles = radioStyles;

  /**
   * The value the group takes, and submits, while this radio is checked; `on` when not given,
   * as for a native radio. Give each radio of a group a different one.
   */
  @property() value = 'on';

  /**
   * Whether the radio is checked. The group keeps this in step with its `value`; setting it to
   * `true` from script chooses this radio, as on a native radio. The `checked` attribute marks
   * the option chosen at first, and after `form.reset()`, when the group has no `value`
   * attribute.
   */
  @property({ type: Boolean })
  get checked(): boolean {
    return this.isChecked;
  }

  set checked(checked: boolean) {
    const changed = checked !== this.isChecked;
    this.isChecked = checked;
    // At once, as a native radio unchecks the others: the group's value is right on the next
    // line of the script. Markup is read by the group itself on its first update.
    if (changed && this.group?.hasUpdated) this.group.radioChanged(this);
  }

  /** Whether the radio cannot be chosen; the arrow keys skip it. */
  @property({ type: Boolean, reflect: true }) disabled = false;

  /* The group it belongs to, found as it connects, so it can tell the group when it leaves. */
  private group: RadioGroupParent | null = null;

  /* Whether its group is disabled, by its own attribute or a fieldset; set by the group. */
  private groupDisabled = false;

  private isChecked = false;

  constructor() {
    super();
    this.internals.role = 'radio';
    // The group gives every radio a tabindex, so a press would focus even a disabled one.
    this.addEventListener('mousedown', (event) => {
      if (this.disabled || this.groupDisabled) event.preventDefault();
    });
  }

  /**
   * @internal Called by the group on each of its updates: whether the group is disabled, and
   * whether it shows its error or its success state.
   */
  syncGroup(disabled: boolean, validity: 'user-invalid' | 'user-valid' | ''): void {
    this.groupDisabled = disabled;
    this.toggleState('user-invalid', validity === 'user-invalid');
    this.toggleState('user-valid', validity === 'user-valid');
    this.syncState();
  }

  /* ARIA and custom states live on the internals, so the author's markup gains no attributes. */
  private syncState(): void {
    const disabled = this.disabled || this.groupDisabled;
    this.internals.ariaChecked = String(this.checked);
    this.internals.ariaDisabled = disabled ? 'true' : null;
    this.toggleState('checked', this.checked);
    this.toggleState('disabled', disabled);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.group = this.closest('sk-radio-group');
    // A checked radio added to a group that is already on the page is its new choice.
    if (this.checked && this.group?.hasUpdated) this.group.radioChanged(this);
    this.group?.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.group?.requestUpdate();
    this.group = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.syncState();
    // The checked radio's new value is the group's new value.
    if (this.hasUpdated && changed.has('value')) this.group?.radioChanged(this);
  }

  protected override render(): TemplateResult {
    return html`<span part="control"></span><slot part="label"></slot>`;
  }
}
