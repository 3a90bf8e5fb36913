import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { FormValue } from '../../base/sk-form-associated.js';
import { SkFormControl } from '../../base/sk-form-control.js';
import { RovingFocusController } from '../../controllers/roving-focus.js';
import { DEV } from '../../internal/dev.js';
import { submitImplicitly } from '../../internal/implicit-submission.js';
import type { Validator } from '../../validation/validator.js';
import { radioGroupStyles } from './radio-group.styles.js';
import type { RadioGroupParent, SkRadio } from './radio.js';
import { type RadioGroupOrientation, radioGroupOrientations } from './radio.types.js';

/*
 * `valueMissing` while a required group has no option chosen, worded as a native radio group's
 * message. (A value the group holds always belongs to one of its radios: see `willUpdate`.)
 */
const requiredOption: Validator<{ readonly required: boolean; readonly value: string }> = (
  group,
) =>
  group.required && group.value === '' ? { flag: 'valueMissing', key: 'valueMissingOption' } : null;

const validators = [requiredOption];

/**
 * The form control of a set of `sk-radio` options, of which the user chooses one (the APG
 * radio group pattern): its `label` asks the question, and it is exposed as a `radiogroup`
 * named by the label and described by the hint and the error. The group is one Tab stop, on the
 * checked radio, or the first enabled one while none is checked; the arrow keys move to the
 * next or previous enabled radio and choose it, wrapping at the ends (left and right swap in
 * right-to-left text); Space chooses the focused radio, and Enter submits the form.
 *
 * `layout` places the label: above (`vertical`), in a column beside the options
 * (`horizontal`), above with less space (`compact`), or on one line with the options after it
 * (`inline`). `orientation="horizontal"` sets the options side by side in any layout.
 *
 * @summary Asks one question with a few answers shown at once, of which the user chooses one.
 * @tag sk-radio-group
 * @status stable
 * @since 0.1.0
 *
 * @slot - The `sk-radio` options, in order; they may be wrapped in other elements.
 *
 * @csspart options - The `radiogroup` element around the options.
 *
 * @cssproperty --sk-radio-group-gap - The space between the options.
 *
 * @event {Event} input - Fired when the user chooses an option, by pointer or keyboard; not when
 * `value` is set from script.
 * @event {Event} change - Fired with `input`, as a native radio fires both on each choice.
 */
export class SkRadioGroup extends SkFormControl implements RadioGroupParent {
  static override styles = radioGroupStyles;

  /*
   * Focus goes to the radios, which are light-DOM children: delegating focus would send it to
   * the first radio whatever is checked, and a click on the hint would move it there too.
   */
  static override shadowRootOptions: ShadowRootInit = {
    ...SkFormControl.shadowRootOptions,
    delegatesFocus: false,
  };

  private readonly roving = new RovingFocusController(this, {
    getItems: () => this.radios,
    // APG: Down and Right go to the next radio, Up and Left to the previous, in either layout.
    orientation: 'both',
    wrap: true,
    typeahead: false,
    selectionFollowsFocus: true,
    isDisabled: (radio) => this.isDisabled || radio.hasAttribute('disabled'),
    isSelected: (radio) => (radio as SkRadio).checked,
    onActivate: (radio) => this.choose(radio as SkRadio),
  });

  /**
   * The value of the checked radio, `''` while none is; setting it checks the radio with that
   * value. A value no radio has is ignored, with a development warning (SK012), so the form
   * never receives a value that no radio shows. The `value` attribute is the value at first and
   * after `form.reset()`; without it, the radio with the `checked` attribute gives it.
   */
  @property() override value = '';

  /** Whether the options are set one under another, or side by side (wrapping as needed). */
  @property({ reflect: true, useDefault: true }) orientation: RadioGroupOrientation = 'vertical';

  /* The last value that matched a radio, which an unknown value falls back to. */
  private accepted = '';

  constructor() {
    super();
    // Registered before the roving focus controller's listener, which would choose the radio.
    this.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' || event.defaultPrevented || event.isComposing || !this.form) {
        return;
      }
      event.preventDefault();
      submitImplicitly(this.form, SkRadioGroup.isBlockingField);
    });
    // The group's own label, and an external `<label for>` (which clicks the host), focus the
    // radio with the tab stop, as there is no one control for the label to focus.
    this.addEventListener('click', (event) => {
      const path = event.composedPath();
      const label = this.shadowRoot?.getElementById('label');
      if (path[0] === this || (label && path.includes(label))) this.focus();
    });
  }

  /*
   * Workaround: `SkFormControl` keeps its test for fields that block implicit submission
   * private. The same test, reading the protected `submitsOnEnter` of the other field.
   */
  private static isBlockingField(element: Element): boolean {
    return element instanceof SkFormControl && (element as SkRadioGroup).submitsOnEnter;
  }

  /**
   * The value `form.reset()` returns to: the `value` attribute, or else the value of the radio
   * with the `checked` attribute.
   */
  override get defaultValue(): string {
    return (
      this.getAttribute('value') ??
      this.radios.find((radio) => radio.hasAttribute('checked'))?.value ??
      ''
    );
  }

  /** Focuses the checked radio, or the first enabled one while none is checked. */
  override focus(options?: FocusOptions): void {
    if (!this.isDisabled) this.roving.focus(options);
  }

  /**
   * @internal Called by a radio whose `checked` or `value` changed: checking one from script
   * chooses it, unchecking the chosen one leaves none, and the chosen one's new value is the
   * group's. The group's own changes find nothing to do.
   */
  radioChanged(radio: SkRadio): void {
    const selected = this.selected;
    if (radio.checked && radio !== selected) this.value = radio.value;
    else if (!radio.checked && radio === selected) this.value = '';
    else if (this.value && !selected) this.requestUpdate();
  }

  /**
   * The message when `required` and nothing is chosen.
   * @translationKeys valueMissingOption
   */
  protected override get validators(): typeof validators {
    return validators;
  }

  /*
   * A failed submit focuses the anchor of the first invalid control: here the first enabled
   * radio, as the browser focuses the first radio of a native group.
   */
  protected override get validationAnchor(): HTMLElement | undefined {
    return this.radios.find((radio) => !radio.disabled) ?? super.validationAnchor;
  }

  /* As native radios: nothing in the form data until an option is chosen. */
  protected override formValue(): FormValue {
    return this.selected ? this.value : null;
  }

  private get radios(): SkRadio[] {
    // Typed here: the tag map that knows `sk-radio` is declared by the registering module,
    // which a program importing the classes alone (the React typings' check) does not load.
    return [...this.querySelectorAll<SkRadio>('sk-radio')];
  }

  private get selected(): SkRadio | undefined {
    return this.value === '' ? undefined : this.radios.find((radio) => radio.value === this.value);
  }

  private choose(radio: SkRadio): void {
    if (this.readonly || radio === this.selected) return;
    this.value = radio.value;
    this.syncRadios();
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    this.commitChange();
  }

  private syncRadios(): void {
    const selected = this.selected;
    const { states } = this.internals;
    // Success is shown for an answer that was required; any choice would pass otherwise.
    const validity = states.has('user-invalid')
      ? 'user-invalid'
      : states.has('user-valid') && this.required
        ? 'user-valid'
        : '';
    for (const radio of this.radios) {
      radio.checked = radio === selected;
      radio.syncGroup(this.isDisabled, validity);
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('orientation')) {
      this.orientation = this.allowedValue(
        'orientation',
        this.orientation,
        radioGroupOrientations,
        'vertical',
      );
    }
    if (!this.hasUpdated && !this.value) {
      this.value = this.radios.find((radio) => radio.checked)?.value ?? '';
    }
    // While it has no radios (options still loading), a value waits for them.
    if (this.value && !this.selected && this.radios.length) {
      if (DEV && changed.has('value')) {
        this.warn('SK012', `value="${this.value}" is the value of no sk-radio; it is ignored.`);
      }
      this.value = this.radios.some((radio) => radio.value === this.accepted) ? this.accepted : '';
    }
    this.accepted = this.value;
    super.willUpdate(changed);
    this.syncRadios();
  }

  protected override render(): TemplateResult {
    return this.renderField(
      html`<div
        id="control"
        part="options"
        role="radiogroup"
        aria-readonly=${this.readonly ? 'true' : nothing}
      >
        <slot></slot>
      </div>`,
    );
  }
}
