import { html, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { describe, expect, it } from 'vitest';
import { defineElement } from '../internal/define.js';
import { runFormControlSuite } from '../testing/form-control-suite.js';
import { fixture, settle, shadow } from '../testing/fixture.js';
import { SkFormControl, type ValidityReport } from './sk-form-control.js';

/*
 * The smallest value-bearing control: a labelled text input. It exists so the value and
 * validation half of SkFormControl is tested before the first real field component ships.
 */
class TestField extends SkFormControl {
  @property({ type: Boolean, reflect: true }) required = false;

  protected override checkConstraints(): ValidityReport | null {
    return this.required && !this.value
      ? { flags: { valueMissing: true }, message: this.valueMissingMessage() }
      : null;
  }

  protected override get validationAnchor(): HTMLElement | undefined {
    return this.shadowRoot?.querySelector('input') ?? undefined;
  }

  protected override render(): TemplateResult {
    return html`<label
        >Field
        <input
          .value=${this.value}
          ?disabled=${this.isDisabled}
          aria-describedby="validation-message"
          @input=${(event: Event) => {
            this.value = (event.target as HTMLInputElement).value;
          }}
          @change=${() => this.markInteracted()}
      /></label>
      ${this.renderValidationMessage()}`;
  }
}
defineElement('sk-test-field', TestField);

async function enter(control: SkFormControl, value: string): Promise<void> {
  const input = shadow<HTMLInputElement>(control, 'input');
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

describe('SkFormControl', () => {
  runFormControlSuite({
    tag: 'sk-test-field',
    value: { enter },
    required: { message: 'Please fill out this field.' },
  });

  it('words the validation message in the language of its nearest lang', async () => {
    const form = await fixture<HTMLFormElement>(
      '<form lang="de"><sk-test-field name="f" required></sk-test-field></form>',
    );
    form.requestSubmit();
    await settle();
    const el = form.querySelector('sk-test-field')!;
    expect(shadow(el, '[part~="validation-message"]').textContent?.trim()).toBe(
      'Bitte füllen Sie dieses Feld aus.',
    );
  });

  it('is valid in :state(valid) once the value satisfies its constraints', async () => {
    const el = await fixture<TestField>('<sk-test-field required value="x"></sk-test-field>');
    expect(el.matches(':state(valid)')).toBe(true);
    expect(el.reportValidity()).toBe(true);
  });
});
