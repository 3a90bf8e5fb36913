import {
  type CSSResultGroup,
  type CSSResultOrNative,
  type PropertyValues,
  type TemplateResult,
  unsafeCSS,
} from 'lit';
import { property, state } from 'lit/decorators.js';
import { SkInvalidEvent } from '../events/invalid.js';
import { DEV } from '../internal/dev.js';
import { submitImplicitly } from '../internal/implicit-submission.js';
import { fieldStyles } from '../styles/field.styles.js';
import { visuallyHiddenStyles } from '../styles/visually-hidden.styles.js';
import { required } from '../validation/required.js';
import type { Validator } from '../validation/validator.js';
import { type CharacterCount, characterCountTemplate, countMessage } from './character-count.js';
import {
  type FieldContent,
  fieldTemplate,
  forwardReferences,
  isLabelable,
  labelText,
  wireControl,
} from './field.js';
import { type FieldLayout, fieldLayouts } from './field.types.js';
import {
  type FormRestoreReason,
  type FormValue,
  SkFormAssociated,
  type ValidityReport,
} from './sk-form-associated.js';
import { textValue, type ValueShape } from './value-shapes.js';

export type { FormRestoreReason, FormValue, ValidityReport } from './sk-form-associated.js';

/* A text field's constraints unless it lists its own: `required`, which every field has. */
const textValidators = [required] as const;

/*
 * A stylesheet's text, from Lit's `css` or a constructed sheet; asked by shape, not with
 * `instanceof CSSStyleSheet`, which server rendering may not define.
 */
function cssText(sheet: CSSResultOrNative): string {
  return 'cssText' in sheet
    ? sheet.cssText
    : Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
}

/**
 * The base of every field — a form control with a label, a hint and an error message inside its
 * shadow root, wired to its focusable element. A control renders its template with
 * `this.renderField(control)`, giving the focusable element `id="control"`; the base names it
 * with the label (an external `<label for>` too), describes it with the hint and the error, and
 * sets `aria-invalid` and `aria-required`, so no component writes ARIA for these.
 *
 * The value's shape (text, checked, several values, files) is a strategy the control picks with
 * `valueShape`; its constraints are the validators it lists in `validators`; Enter submits the
 * form when `submitsOnEnter` is true, as in a single-line native field.
 *
 * @slot label - The label, when it needs markup; takes the place of the `label` attribute.
 * @slot hint - The hint, when it needs markup; takes the place of the `hint` attribute.
 *
 * @csspart form-control - The field around the label, control, hint and error.
 * @csspart label - The label.
 * @csspart required-marker - The asterisk after a required control's label; hidden from assistive
 * technology, which hears the control's required state instead.
 * @csspart hint - The hint under the control.
 * @csspart error - The validation message, shown once the user has changed the value or tried to
 * submit.
 *
 * @cssproperty --sk-field-label-width - The width of the label column in the horizontal layout;
 * 30% by default.
 *
 * @cssstate disabled - Disabled, by its attribute or a disabled `<fieldset>`.
 * @cssstate valid - The value meets every constraint.
 * @cssstate invalid - The value fails a constraint.
 * @cssstate user-invalid - Invalid after the user changed the value or tried to submit: the error
 * is shown.
 * @cssstate user-valid - Valid after the user changed the value: the "success" state.
 * @cssstate required - A value is required.
 * @cssstate optional - No value is required.
 *
 * @event {SkInvalidEvent} sk-invalid - Fired when the control fails validation as its form is submitted or
 * checked; bubbles and leaves shadow roots, unlike the native `invalid`.
 */
export class SkFormControl extends SkFormAssociated {
  // A field is one stop for the keyboard; focusing the host focuses its control.
  static override shadowRootOptions: ShadowRootInit = {
    ...SkFormAssociated.shadowRootOptions,
    delegatesFocus: true,
  };

  /** The label; the `label` slot takes its place when the label needs markup. */
  @property() label = '';

  /** Help shown under the control and read with it; the `hint` slot takes markup. */
  @property() hint = '';

  /** Where the label goes: above, beside, above with less space, or after (checkbox-like). */
  @property({ reflect: true }) layout: FieldLayout = 'vertical';

  /*
   * The booleans' defaults are not reflected (`useDefault`): a thousand fields would otherwise
   * remove two attributes they never had at start-up.
   */

  /** Whether a value is needed to submit the form; the label gets a required marker. */
  @property({ type: Boolean, reflect: true, useDefault: true }) required = false;

  /** Whether the value can be read and submitted but not changed; not validated, as natively. */
  @property({ type: Boolean, reflect: true, useDefault: true }) readonly = false;

  /* What the last renderField showed, for wiring the control after the update. */
  private field?: FieldContent;

  /* Whether references to the host reach the control (shadow-root referenceTarget). */
  private referencesForwarded = false;

  /* The character count's live region text: the count when typing last paused. */
  @state() private countAnnouncement = '';

  private countTimer?: ReturnType<typeof setTimeout>;

  constructor() {
    super();
    this.addEventListener('keydown', (event) => {
      if (
        event.key === 'Enter' &&
        this.submitsOnEnter &&
        this.form &&
        !event.defaultPrevented &&
        !event.isComposing &&
        (event.composedPath()[0] as Element).id === 'control'
      ) {
        submitImplicitly(this.form, SkFormControl.blocksImplicitSubmission);
      }
    });
    // The native `invalid` neither bubbles nor leaves the shadow root; a form-level listener
    // (an error summary) hears this one.
    this.addEventListener('invalid', () => {
      this.dispatchEvent(new SkInvalidEvent({ message: this.internals.validationMessage }));
    });
  }

  /*
   * The field's styles come first, so a control's own rules can override them. All of them are
   * one stylesheet, in the same order: the browser then keeps one rule set per shadow root
   * instead of five or six, which a thousand fields match, list and adopt a thousand times.
   */
  protected static override finalizeStyles(styles?: CSSResultGroup): CSSResultOrNative[] {
    const sheets = super.finalizeStyles([visuallyHiddenStyles, fieldStyles, styles ?? []]);
    return [unsafeCSS(sheets.map(cssText).join('\n'))];
  }

  private static blocksImplicitSubmission(element: Element): boolean {
    return element instanceof SkFormControl && element.submitsOnEnter;
  }

  override formResetCallback(): void {
    this.valueShape.reset(this);
    this.interacted = false;
  }

  override formStateRestoreCallback(state: FormValue, reason: FormRestoreReason = 'restore'): void {
    this.valueShape.restore(this, state, reason);
  }

  /** The layout an invalid or removed `layout` falls back to. */
  protected get defaultLayout(): FieldLayout {
    return 'vertical';
  }

  /** How the value becomes form data, is reset and restored: text unless the control says. */
  protected get valueShape(): ValueShape<this> {
    return textValue;
  }

  /**
   * The constraints that apply, checked in order; the first that fails is reported. An override
   * names its validators' message keys for the manifest with `@translationKeys`.
   * @translationKeys valueMissing
   */
  protected get validators(): readonly Validator<this>[] {
    return textValidators;
  }

  /**
   * Records a change the user committed: the control is touched from now on, and the host fires
   * `change` for the page, since a native `change` inside the shadow root does not leave it.
   */
  protected commitChange(): void {
    this.markInteracted();
    // Listeners read the form's data and validity at once; they must not see the last update's.
    this.syncFormState();
    this.dispatchEvent(new Event('change', { bubbles: true }));
  }

  /**
   * The number of characters the value may have, for a text control that shows a character
   * count (its `maxLength`); `undefined` shows none. The control then leaves `maxlength` off its
   * native element, so a reader can paste or type past the limit and see by how much, as GOV.UK
   * recommends; the `maxLength` validator reports it. An override names the count's strings
   * (characterLimit, charactersRemaining, charactersTooMany) in a translationKeys tag.
   */
  protected get characterLimit(): number | undefined {
    return undefined;
  }

  /** Whether Enter in the control submits its form, as in a single-line native field. */
  protected get submitsOnEnter(): boolean {
    return false;
  }

  /** Ids of further elements in the shadow root that describe the control (a character count). */
  protected get descriptionIds(): string {
    return '';
  }

  protected override get validationAnchor(): HTMLElement | undefined {
    return this.shadowRoot?.getElementById('control') ?? undefined;
  }

  protected override formValue(): FormValue {
    return this.valueShape.formValue(this);
  }

  protected override formState(): FormValue {
    return this.valueShape.state(this);
  }

  /**
   * The first failure of `validators`, worded in the control's language; the keys are the ones
   * the `validators` getters name.
   * @translationKeys
   */
  protected override checkConstraints(): ValidityReport | null {
    for (const validator of this.validators) {
      const violation = validator(this);
      if (violation) {
        return {
          flags: { [violation.flag]: true },
          message: this.localize.term(violation.key, violation.params ?? {}),
        };
      }
    }
    return null;
  }

  protected override syncFormState(): void {
    super.syncFormState();
    const valid = this.willValidate && this.internals.validity.valid;
    this.toggleState('user-valid', valid && this.interacted);
    this.toggleState('required', this.required);
    this.toggleState('optional', !this.required);
  }

  // Only the field's own slots: a control's slots (options, limits) are the control's business.
  protected handleFieldSlotChange(event: Event): void {
    const { name } = event.target as HTMLSlotElement;
    if (name === 'label' || name === 'hint') this.requestUpdate();
  }

  // `<label for>` focuses a labelable control by itself; anything else is focused here.
  protected handleLabelClick(): void {
    const control = this.shadowRoot?.getElementById('control');
    if (control && !isLabelable(control)) control.focus();
  }

  /** Whether a child of the element goes to the slot `name`. */
  protected hasSlotted(name: string): boolean {
    // Most fields have no children at all, which is cheaper to ask than a selector.
    return (
      this.firstElementChild !== null && this.querySelector(`:scope > [slot="${name}"]`) !== null
    );
  }

  /**
   * `control` inside the field: the label above (or beside) it, the hint and the error under it.
   * The focusable element in `control` must have `id="control"`.
   */
  protected renderField(control: unknown): TemplateResult {
    return fieldTemplate(
      this.fieldContent(),
      control,
      characterCountTemplate(this.characterCount(), this.localize),
      this.handleFieldSlotChange,
      this.handleLabelClick,
    );
  }

  /**
   * What the field shows around its control for this render, for a control that renders the
   * scaffold itself (`fieldTemplate`'s markup with its control inline) instead of calling
   * `renderField`; the control is then wired to it after the update as with `renderField`.
   */
  protected fieldContent(): FieldContent {
    return (this.field = {
      label: this.label,
      hasLabel: this.label !== '' || this.hasSlotted('label'),
      hint: this.hint,
      hasHint: this.hint !== '' || this.hasSlotted('hint'),
      required: this.required,
      error: this.internals.states.has('user-invalid') ? this.internals.validationMessage : '',
    });
  }

  /* The count to show, when the control has a usable limit. */
  private characterCount(): CharacterCount | undefined {
    const limit = this.characterLimit;
    if (limit === undefined || !Number.isFinite(limit) || limit < 0) return undefined;
    return { limit, length: this.value.length, announcement: this.countAnnouncement };
  }

  /*
   * A screen reader hears the count once typing pauses (GOV.UK waits a second too), not on every
   * key; a value set by script while the reader is elsewhere is not announced.
   */
  private scheduleCountAnnouncement(): void {
    clearTimeout(this.countTimer);
    const limit = this.characterLimit;
    if (limit === undefined || !this.matches(':focus-within')) return;
    this.countTimer = setTimeout(() => {
      this.countAnnouncement = countMessage(this.localize, limit, this.value.length);
    }, 1000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.countTimer);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('layout')) {
      this.layout = this.allowedValue('layout', this.layout, fieldLayouts, this.defaultLayout);
    }
    // Inline, not a method: the minifier drops an `if (DEV)` block, but not a class member.
    if (DEV) {
      // A value the page sets beyond the character limit is a mistake worth a warning; one the
      // user types past it is what the character count is for.
      const { characterLimit: limit, value } = this;
      const shown = (this.shadowRoot?.getElementById('control') as { value?: unknown } | null)
        ?.value;
      const given =
        (changed as Map<PropertyKey, unknown>).has('maxLength') ||
        (changed.has('value') && shown !== value);
      // (A removed `maxlength` is `null`, which is no limit, as `characterCount` reads it.)
      if (given && typeof limit === 'number' && limit >= 0 && value.length > limit) {
        this.warn(
          'SK010',
          `The value is ${value.length} characters long, more than maxlength="${limit}"; it is kept, and reported as too long.`,
        );
      }
    }
    super.willUpdate(changed);
  }

  /*
   * Whether a `<label>` can name the host: one with `for` needs the host's id, one without must
   * be its ancestor in the same tree. `internals.labels` searches the whole tree for them, which
   * a thousand groups on a page made a fifth of their render time; this asks only the host.
   */
  private mayHaveLabels(): boolean {
    return this.id !== '' || this.closest('label') !== null;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('value')) this.scheduleCountAnnouncement();
    const { field, shadowRoot } = this;
    const control = shadowRoot?.getElementById('control');
    if (!field || !control) return;
    this.referencesForwarded ||= forwardReferences(shadowRoot!, control);
    const external =
      this.referencesForwarded || !this.mayHaveLabels()
        ? ''
        : labelText(this.internals.labels ?? []);
    const own = field.hasLabel
      ? this.label || labelText(this.querySelectorAll(':scope > [slot="label"]'))
      : '';
    wireControl(control, {
      hasLabel: field.hasLabel,
      describedBy: [
        field.hasHint && 'hint',
        field.error && 'error',
        this.characterCount() && 'count-hint',
        this.descriptionIds,
      ]
        .filter(Boolean)
        .join(' '),
      invalid: field.error !== '',
      required: this.required,
      mirroredName: external && [external, own].filter(Boolean).join(' '),
    });
  }
}
