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
