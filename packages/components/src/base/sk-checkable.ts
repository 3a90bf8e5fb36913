import { property } from 'lit/decorators.js';
import type { FieldLayout } from './field.types.js';
import { SkFormControl } from './sk-form-control.js';
import { checkedValue, type ValueShape } from './value-shapes.js';
import { requiredChecked } from '../validation/required.js';

const validators = [requiredChecked];

/**
 * A control that is checked or not and submits its `value` only while checked, as a checkbox or
 * a switch: beside its label by default, required meaning "must be checked", `readonly` keeping
 * the state, and `:state(checked)`.
 */
export class SkCheckable extends SkFormControl {
  /**
   * Whether it is checked. The `checked` attribute is the default: it decides until the user or
   * a script sets `checked`, and again after `form.reset()`.
   */
  @property({ type: Boolean })
  get checked(): boolean {
    return this.dirtyChecked ?? this.defaultChecked;
  }

  set checked(value: boolean) {
    this.dirtyChecked = value;
  }

  /*
   * The checkedness the user or a script gave, or `undefined` while the attribute decides: a
   * native checkbox's "dirty checkedness", which attribute changes never override.
   */
  private dirtyChecked?: boolean;

  /** The `checked` attribute: whether the control starts checked, and is after a reset. */
  get defaultChecked(): boolean {
    return this.hasAttribute('checked');
  }

  set defaultChecked(value: boolean) {
    this.toggleAttribute('checked', value);
  }

  /** The value submitted with the form while checked: `on` unless set, as natively. */
  @property({ converter: { fromAttribute: (value: string | null) => value ?? 'on' } })
  override value = 'on';

  /** Where the label goes: beside the control by default (`inline`), or as on other fields. */
  override layout: FieldLayout = 'inline';

  protected override get defaultLayout(): FieldLayout {
    return 'inline';
  }

  protected override get valueShape(): ValueShape<this> {
    return checkedValue;
  }

  override formResetCallback(): void {
    super.formResetCallback();
    // As natively, a reset makes `checked` follow its attribute again.
    this.dirtyChecked = undefined;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    // Setting `checked` from its attribute would make it dirty; the getter reads the attribute
    // while it is clean, so an update is all a change needs.
    if (name === 'checked') this.requestUpdate('checked', this.dirtyChecked ?? old !== null);
    else super.attributeChangedCallback(name, old, value);
  }

  /**
   * A required one must be checked, as one that accepts terms.
   * @translationKeys valueMissingChecked
   */
  protected override get validators(): typeof validators {
    return validators;
  }

  /** `readonly` is not native to checkboxes: the click that would change the state is cancelled. */
  protected handleClick(event: Event): void {
    if (this.readonly) event.preventDefault();
  }

  protected override syncFormState(): void {
    super.syncFormState();
    this.toggleState('checked', this.checked);
  }
}
