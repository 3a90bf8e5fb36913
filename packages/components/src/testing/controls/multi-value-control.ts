import { html, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { SkFormControl } from '../../base/sk-form-control.js';
import { multipleValues, type ValueShape } from '../../base/value-shapes.js';
import { defineElement } from '../../internal/define.js';
import { requiredValues } from '../../validation/required.js';

const validators = [requiredValues];

const list = (text: string | null): string[] => (text ?? '').split(',').filter(Boolean);

/**
 * A multiple select with the several-values shape, for tests only (`sk-test-multi`): the
 * choices come from `options="a,b,c"`, the defaults from `value="a,c"`, and each chosen value is
 * its own FormData entry.
 */
export class SkTestMulti extends SkFormControl {
  /** The choices, comma-separated. */
  @property() options = '';

  /* The values the user or a script chose; until then, the defaults. */
  @state() private chosen?: readonly string[];

  get values(): readonly string[] {
    return this.chosen ?? this.defaultValues;
  }

  set values(values: readonly string[]) {
    this.chosen = values;
  }

  get defaultValues(): readonly string[] {
    return list(this.getAttribute('value'));
  }

  protected override get valueShape(): ValueShape<this> {
    return multipleValues;
  }

  protected override get validators(): typeof validators {
    return validators;
  }

  private handleChange(event: Event): void {
    const select = event.target as HTMLSelectElement;
    this.values = [...select.selectedOptions].map((option) => option.value);
    this.commitChange();
  }

  protected override render(): TemplateResult {
    return this.renderField(
      html`<select
        id="control"
        part="control"
        multiple
        ?disabled=${this.isDisabled}
        @change=${this.handleChange}
      >
        ${list(this.options).map(
          (option) =>
            html`<option value=${option} .selected=${live(this.values.includes(option))}>
              ${option}
            </option>`,
        )}
      </select>`,
    );
  }
}

defineElement('sk-test-multi', SkTestMulti);
