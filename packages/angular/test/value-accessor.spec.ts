import { Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { FormControl, ReactiveFormsModule, Validators } from '@angular/forms';
import { SkComponents } from '@skerry/angular';
import { describe, expect, it } from 'vitest';
import { controlCases, type ControlCase } from './form-fixtures';
import { FormsHost } from './forms-host';

type Element = HTMLElement & Record<string, unknown>;

async function render(testCase: ControlCase) {
  const fixture = TestBed.createComponent(FormsHost);
  await fixture.whenStable();
  const element = fixture.nativeElement.querySelector(`#${testCase.id}`) as Element & {
    updateComplete: Promise<boolean>;
  };
  await element.updateComplete;
  return { fixture, control: fixture.componentInstance.controls[testCase.id]!, element };
}

describe.each(controlCases.map((c) => [c.id, c] as const))(
  '%s with [formControl]',
  (_name, testCase) => {
    it('takes the form model value, and gives the user change back', async () => {
      const { control, element } = await render(testCase);
      control.setValue(testCase.written);
      expect(testCase.read(element)).toEqual(testCase.written);
      testCase.userChange(element);
      element.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      expect(control.value).toEqual(testCase.changed);
      expect(control.dirty).toBe(true);
    });

    it('is disabled and enabled from the form', async () => {
      const { control, element } = await render(testCase);
      control.disable();
      expect(element['disabled']).toBe(true);
      control.enable();
      expect(element['disabled']).toBe(false);
    });

    it('is touched when focus leaves it', async () => {
      const { control, element } = await render(testCase);
      expect(control.touched).toBe(false);
      element.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
      expect(control.touched).toBe(true);
    });

    it.runIf(testCase.requiredFails)(
      "mirrors the element's own validity to the control",
      async () => {
        const { control, element } = await render(testCase);
        element['required'] = true;
        control.setValue(testCase.empty);
        expect(control.errors).toEqual({ valueMissing: element['validationMessage'] });
        expect(element['validationMessage']).not.toBe('');
        control.setValue(testCase.written);
        expect(control.valid).toBe(true);
      },
    );

    it("shows an Angular validator's error as the element's", async () => {
      const { control, element } = await render(testCase);
      control.setValidators(() => ({ policy: 'Not allowed here.' }));
      control.updateValueAndValidity();
      await expect.poll(() => element['validationMessage']).toBe('Not allowed here.');
      expect((element['validity'] as ValidityState).customError).toBe(true);
      // Its own validity is still read apart from the message shown for Angular.
      expect(control.errors).toEqual({ policy: 'Not allowed here.' });
      control.clearValidators();
      control.updateValueAndValidity();
      await expect.poll(() => element['validationMessage']).toBe('');
      expect(control.valid).toBe(true);
    });
  },
);

describe('an Angular validator on a text field', () => {
  it("words Angular's built-in errors, shown once touched", async () => {
    @Component({
      imports: [SkComponents, ReactiveFormsModule],
      template: `<sk-input label="Email" [formControl]="email" />`,
    })
    class Host {
      email = new FormControl('nobody', { validators: [Validators.email] });
    }
    const fixture = TestBed.createComponent(Host);
    await fixture.whenStable();
    const element = fixture.nativeElement.querySelector('sk-input') as Element;
    await expect.poll(() => element['validationMessage']).toBe('Enter an email address.');
    expect(element.matches(':state(user-invalid)')).toBe(false);
    fixture.componentInstance.email.markAsTouched();
    await expect.poll(() => element.matches(':state(user-invalid)')).toBe(true);
  });
});
