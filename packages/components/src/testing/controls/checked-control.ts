import { html, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { FieldLayout } from '../../base/field.types.js';
import { SkFormControl } from '../../base/sk-form-control.js';
import { checkedValue, type ValueShape } from '../../base/value-shapes.js';
import { defineElement } from '../../internal/define.js';
import { requiredChecked } from '../../validation/required.js';

const validators = [requiredChecked];

/**
 * A checkbox with the checked value shape, for tests only (`sk-test-checkbox`): in FormData
 * only while checked, reset to its `checked` attribute, its label after it (`inline`).
 */
export class SkTestCheckbox extends SkFormControl {
  override layout: FieldLayout = 'inline';

  protected override get defaultLayout(): FieldLayout {
    return 'inline';
  }

  protected override get valueShape(): ValueShape<this> {
    return checkedValue;
  }

  protected override get validators(): typeof validators {
    return validators;
  }

  private handleChange(event: Event): void {
    this.checked = (event.target as HTMLInputElement).checked;
    this.commitChange();
  }

  protected override render(): TemplateResult {
    return this.renderField(
      html`<input
        id="control"
        part="control"
        type="checkbox"
        .checked=${live(this.checked)}
        ?disabled=${this.isDisabled}
        @change=${this.handleChange}
      />`,
    );
  }
}

defineElement('sk-test-checkbox', SkTestCheckbox);
