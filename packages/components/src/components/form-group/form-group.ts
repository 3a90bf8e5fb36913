import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { requiredMarker } from '../../base/field.js';
import { SkFormAssociated, type ValidityReport } from '../../base/sk-form-associated.js';
import { SkInvalidEvent } from '../../events/invalid.js';
import { fieldStyles } from '../../styles/field.styles.js';
import { formGroupStyles } from './form-group.styles.js';
import {
  formGroupLayouts,
  formGroupOrientations,
  type FormGroupLayout,
  type FormGroupOrientation,
} from './form-group.types.js';

/** A checkbox, radio or switch in the group, native or Skerry. */
type Choice = HTMLElement & { checked?: unknown };

/* What a disabled fieldset disables: native controls and form-associated custom elements. */
const nativeControls = 'input:not([type="hidden"]), select, textarea, button, fieldset';

/**
 * Whether `element` is a checkbox (or switch) or a radio, and which; `undefined` for anything
 * else. A Skerry field is judged by its focusable element, `id="control"` in its shadow root,
 * since every Skerry field has a `checked` property whatever its value shape.
 */
function choiceKind(element: Element): 'checkbox' | 'radio' | undefined {
  const inner =
    element instanceof SkFormAssociated ? element.shadowRoot?.getElementById('control') : element;
  const type = inner instanceof HTMLInputElement ? inner.type : inner?.getAttribute('role');
  if (type === 'radio') return 'radio';
  return type === 'checkbox' || type === 'switch' ? 'checkbox' : undefined;
}

function isFormControl(element: Element): boolean {
  const definition = customElements.get(element.localName) as
    { formAssociated?: boolean } | undefined;
  return element.matches(nativeControls) || definition?.formAssociated === true;
}

/**
 * @summary Groups related form controls — a set of checkboxes or radios, the parts of a date —
 * under one label (a legend), with a hint and an error for the whole group, and can require a
 * choice from it.
 * @tag sk-form-group
 * @status stable
 * @since 0.1.0
 *
 * @slot - The controls: checkboxes, radios, toggles or fields, native or Skerry.
 * @slot label - The group's label, when it needs markup; takes the place of the `label` attribute.
 * @slot hint - The hint, when it needs markup; takes the place of the `hint` attribute.
 *
 * @csspart base - The group: the element with `role="group"` around everything.
 * @csspart label - The label (legend) that names the group.
 * @csspart required-marker - The asterisk after a required group's label; hidden from assistive
 * technology, which hears "required" in the group's description instead.
 * @csspart hint - The hint, under the label.
 * @csspart error - The validation message, under the hint, shown once the user has changed a
 * control in the group or tried to submit.
 * @csspart controls - The wrapper of the slotted controls.
 *
 * @cssproperty --sk-form-group-gap - The space between the controls; `--sk-space-2` by default,
 * `--sk-space-1` in the compact layout, `--sk-space-6` across side by side.
 * @cssproperty --sk-field-label-width - The width of the label column in the horizontal layout;
 * 30% by default, as for fields, so a group lines up with the fields of a horizontal form.
 *
 * @cssstate disabled - Disabled, by its attribute or a disabled `<fieldset>`.
 * @cssstate valid - The group meets its constraint (a required group has a choice).
 * @cssstate invalid - A required group has no choice.
 * @cssstate user-invalid - Invalid after the user changed a control in it or tried to submit:
 * the error is shown.
 * @cssstate user-valid - Valid after the user changed a control in it: the "success" state.
 * @cssstate required - A choice is required.
 * @cssstate optional - No choice is required.
 *
 * @event {SkInvalidEvent} sk-invalid - Fired when a required group has no choice as its form is submitted or
 * checked; bubbles and leaves shadow roots. `detail.message` names the group, for an error
 * summary, and the group's `focus()` moves to its first control.
 */
export class SkFormGroup extends SkFormAssociated {
  static override styles = [fieldStyles, formGroupStyles];

  /** The group's label (its legend): the question its controls answer; the slot takes markup. */
  @property() label = '';

  /** Help shown under the label and read with the group; the `hint` slot takes markup. */
  @property() hint = '';

  /**
   * Where the label goes: above the controls, in a column beside them, above with less space, or
   * first on their line (`inline`).
   */
  @property({ reflect: true, useDefault: true }) layout: FormGroupLayout = 'vertical';

  /** Whether the controls are set one under another, or side by side (wrapping as needed). */
  @property({ reflect: true, useDefault: true }) orientation: FormGroupOrientation = 'vertical';

  /**
   * Whether the form needs a choice from the group: at least one checked checkbox, or a checked
   * radio. Fields in the group keep their own `required`.
   */
  @property({ type: Boolean, reflect: true }) required = false;

  /* The controls this group disabled, which it alone enables again, as a fieldset would. */
  private readonly disabledByGroup = new Set<Element>();

  /* Controls and their `checked`, `disabled` and `type` attributes come and go under the group. */
  private readonly observer = new MutationObserver(() => void this.refresh());

  constructor() {
    super();
    // The native `invalid` neither bubbles nor leaves a shadow root; an error summary hears this.
    this.addEventListener('invalid', () => {
      this.dispatchEvent(new SkInvalidEvent({ message: this.internals.validationMessage }));
    });
    // A control the user changed bubbles its `change` here: the group is touched, and re-checked.
    this.addEventListener('change', () => {
      this.markInteracted();
      this.requestUpdate();
    });
  }

  /** Moves focus to the first enabled control, as an error summary's link to the group expects. */
  override focus(options?: FocusOptions): void {
    this.controls()
      .find((control) => !control.matches(':disabled'))
      ?.focus(options);
  }

  /** @internal Called by the browser when the owning form is reset. */
  override formResetCallback(): void {
    this.interacted = false;
    // The controls reset after the group, which comes first in the form's order.
    this.requestUpdate();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.observer.observe(this, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['checked', 'disabled', 'type'],
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer.disconnect();
  }

  /** Every form control in the group, in document order. */
  private controls(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>('*')].filter(isFormControl);
  }

  /** The checkboxes and radios that take part: enabled ones, as only those are submitted. */
  private choices(): Choice[] {
    return this.controls().filter(
      (control) => choiceKind(control) && !control.matches(':disabled'),
    );
  }

  /** The label's text, for the message that names the group. */
  private labelText(): string {
    const slotted = this.querySelector(':scope > [slot="label"]');
    return (this.label || slotted?.textContent || '').replace(/\s+/g, ' ').trim();
  }

  private hasSlotted(name: string): boolean {
    return this.querySelector(`:scope > [slot="${name}"]`) !== null;
  }

  /*
   * A Skerry control knows whether it is a checkbox only once it has rendered, after the group:
   * the group checks again when the controls under it have (and when undefined ones upgrade).
   */
  private async refresh(): Promise<void> {
    const pending = [...this.querySelectorAll(':not(:defined)')].map((element) =>
      customElements.whenDefined(element.localName),
    );
    await Promise.all(pending);
    await Promise.all(
      [...this.querySelectorAll('*')].map(
        (element) => (element as { updateComplete?: Promise<boolean> }).updateComplete,
      ),
    );
    this.requestUpdate();
  }

  private handleSlotChange(): void {
    this.requestUpdate();
  }

  /*
   * A fieldset in the shadow root would not disable the slotted controls, so the group sets
   * `disabled` on each enabled one itself and remembers which, to enable only those again.
   */
  private applyDisabled(): void {
    const controls = this.disabled ? this.controls() : [];
    for (const control of this.disabledByGroup) {
      if (!controls.includes(control as HTMLElement)) {
        control.removeAttribute('disabled');
        this.disabledByGroup.delete(control);
      }
    }
    for (const control of controls) {
      if (!control.hasAttribute('disabled')) {
        control.setAttribute('disabled', '');
        this.disabledByGroup.add(control);
      }
    }
  }

  /** The group adds no entry to form data: its controls submit their own. */
  protected override formValue(): null {
    return null;
  }

  protected override formState(): null {
    return null;
  }

  /* Clicks on the controls are theirs to refuse; a disabled group blocks nothing itself. */
  protected override get blocksActivation(): boolean {
    return false;
  }

  protected override get validationAnchor(): HTMLElement | undefined {
    const [first] = this.choices();
    return first?.shadowRoot?.getElementById('control') ?? first;
  }

  /**
   * `valueMissing` while the group is required and none of its enabled checkboxes or radios is
   * checked, with a message that names the group.
   * @translationKeys valueMissingGroup valueMissingGroupNamed valueMissingRadioGroup valueMissingRadioGroupNamed
   */
  protected override checkConstraints(): ValidityReport | null {
    const choices = this.choices();
    if (!this.required || !choices.length || choices.some((choice) => choice.checked === true)) {
      return null;
    }
    const label = this.labelText();
    const radio = choices.some((choice) => choiceKind(choice) === 'radio');
    const key = radio
      ? label
        ? 'valueMissingRadioGroupNamed'
        : 'valueMissingRadioGroup'
      : label
        ? 'valueMissingGroupNamed'
        : 'valueMissingGroup';
    return { flags: { valueMissing: true }, message: this.localize.term(key, { label }) };
  }

  protected override syncFormState(): void {
    super.syncFormState();
    const valid = this.willValidate && this.internals.validity.valid;
    this.toggleState('user-valid', valid && this.interacted);
    this.toggleState('required', this.required);
    this.toggleState('optional', !this.required);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('layout')) {
      this.layout = this.allowedValue('layout', this.layout, formGroupLayouts, 'vertical');
    }
    if (changed.has('orientation')) {
      this.orientation = this.allowedValue(
        'orientation',
        this.orientation,
        formGroupOrientations,
        'vertical',
      );
    }
    this.applyDisabled();
    super.willUpdate(changed);
  }

  protected override firstUpdated(changed: PropertyValues<this>): void {
    super.firstUpdated(changed);
    void this.refresh();
  }

  protected override render(): TemplateResult {
    const hasLabel = this.label !== '' || this.hasSlotted('label');
    const hasHint = this.hint !== '' || this.hasSlotted('hint');
    const error = this.internals.states.has('user-invalid') ? this.internals.validationMessage : '';
    // ARIA has no required state for a group, so its description says it, before the hint. The
    // text is hidden: a description is read from it all the same, and nothing reads it twice.
    const describedBy = [this.required && 'required', hasHint && 'hint', error && 'error']
      .filter(Boolean)
      .join(' ');
    return html`<div
      part="base"
      class="field"
      role="group"
      aria-labelledby=${hasLabel ? 'label' : nothing}
      aria-describedby=${describedBy || nothing}
      aria-disabled=${this.isDisabled ? 'true' : nothing}
    >
      <div part="label" id="label" ?hidden=${!hasLabel}>
        <slot name="label" @slotchange=${this.handleSlotChange}>${this.label}</slot
        >${requiredMarker(this.required)}
      </div>
      ${
        this.required
          ? html`<span id="required" hidden>${this.localize.term('fieldRequired')}</span>`
          : nothing
      }
      <div part="hint" id="hint" ?hidden=${!hasHint}>
        <slot name="hint" @slotchange=${this.handleSlotChange}>${this.hint}</slot>
      </div>
      <div part="error" id="error" ?hidden=${!error}>${error}</div>
      <div part="controls" class="controls"><slot></slot></div>
    </div>`;
  }
}
