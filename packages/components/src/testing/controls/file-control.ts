import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { SkFormControl } from '../../base/sk-form-control.js';
import { fileValue, type ValueShape } from '../../base/value-shapes.js';
import { defineElement } from '../../internal/define.js';
import { requiredFiles } from '../../validation/required.js';

const validators = [requiredFiles];

/**
 * A file field with the file value shape, for tests only (`sk-test-file`): one file, or several
 * with `multiple`, each its own FormData entry.
 */
export class SkTestFile extends SkFormControl {
  @property({ type: Boolean }) multiple = false;

  /** The chosen files. */
  @property({ attribute: false }) files: readonly File[] = [];

  protected override get valueShape(): ValueShape<this> {
    return fileValue;
  }

  protected override get validators(): typeof validators {
    return validators;
  }

  private handleChange(event: Event): void {
    this.files = [...((event.target as HTMLInputElement).files ?? [])];
    this.commitChange();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // A native file input cannot be given files, only emptied: done when a reset empties ours.
    const input = this.shadowRoot?.querySelector('input');
    if (input && this.files.length === 0 && input.value) input.value = '';
  }

  protected override render(): TemplateResult {
    return this.renderField(
      html`<input
        id="control"
        part="control"
        type="file"
        ?multiple=${this.multiple}
        ?disabled=${this.isDisabled}
        @change=${this.handleChange}
      />`,
    );
  }
}

defineElement('sk-test-file', SkTestFile);
