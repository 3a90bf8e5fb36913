import { html, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { SkFormControl } from '../../base/sk-form-control.js';
import { defineElement } from '../../internal/define.js';
import {
  email,
  max,
  maxLength,
  min,
  minLength,
  pattern,
  required,
  step,
  url,
  type Validator,
} from '../../validation/index.js';

export const testTextTypes = ['text', 'email', 'url', 'number'] as const;
export type TestTextType = (typeof testTextTypes)[number];

const textual = [required, minLength, maxLength, pattern];
const validatorsByType: Record<TestTextType, readonly Validator<SkTestText>[]> = {
  text: textual,
  email: [...textual, email],
  url: [...textual, url],
  number: [required, min, max, step],
};

/**
 * A single-line text field with the text value shape, for tests only (`sk-test-text`): the
 * smallest control that exercises the field scaffold, Enter submitting, and every text
 * validator, before a real input component exists.
 */
export class SkTestText extends SkFormControl {
  @property({ reflect: true }) type: TestTextType = 'text';
  @property({ type: Number, attribute: 'minlength' }) minLength = -1;
  @property({ type: Number, attribute: 'maxlength' }) maxLength = -1;
  @property() min = '';
  @property() max = '';
  @property() step = '';
  @property() pattern = '';
  @property({ type: Boolean }) multiple = false;
  /** Shows the field's character count for `maxlength`, as `sk-input` and `sk-textarea` do. */
  @property({ type: Boolean, attribute: 'show-count' }) showCount = false;

  protected override get characterLimit(): number | undefined {
    return this.showCount && this.maxLength >= 0 ? this.maxLength : undefined;
  }

  protected override get validators(): readonly Validator<SkTestText>[] {
    return validatorsByType[this.type] ?? textual;
  }

  protected override get submitsOnEnter(): boolean {
    return true;
  }

  private handleInput(event: Event): void {
    this.value = (event.target as HTMLInputElement).value;
  }

  private handleChange(): void {
    this.commitChange();
  }

  protected override render(): TemplateResult {
    return this.renderField(
      html`<input
        id="control"
        part="control"
        type=${this.type}
        .value=${live(this.value)}
        ?readonly=${this.readonly}
        ?disabled=${this.isDisabled}
        @input=${this.handleInput}
        @change=${this.handleChange}
      />`,
    );
  }
}

defineElement('sk-test-text', SkTestText);
