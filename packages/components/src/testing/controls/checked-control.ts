import { html, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { SkCheckable } from '../../base/sk-checkable.js';
import { defineElement } from '../../internal/define.js';

/**
 * A checkbox with the checked value shape, for tests only (`sk-test-checkbox`): in FormData
 * only while checked, reset to its `checked` attribute, its label after it (`inline`).
 */
export class SkTestCheckbox extends SkCheckable {
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
