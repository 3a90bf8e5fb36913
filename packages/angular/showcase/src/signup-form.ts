import { Component, computed, signal } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { FormControl, FormGroup, ReactiveFormsModule, Validators } from '@angular/forms';
import {
  SkButton,
  SkCheckbox,
  SkFormGroup,
  SkInput,
  SkRadio,
  SkRadioGroup,
  SkRange,
  SkSelect,
  SkTextarea,
  SkToggle,
} from '@skerry/angular';

/** A realistic reactive form: validation, submit, reset, disabling, a value set from code. */
@Component({
  selector: 'app-signup-form',
  imports: [
    ReactiveFormsModule,
    SkButton,
    SkCheckbox,
    SkFormGroup,
    SkInput,
    SkRadio,
    SkRadioGroup,
    SkRange,
    SkSelect,
    SkTextarea,
    SkToggle,
  ],
  template: `
    <form id="signup" class="stack" [formGroup]="form" (ngSubmit)="submit()">
      <sk-input label="Name" required formControlName="name" />
      <sk-input label="Email" type="email" required formControlName="email" />
      <sk-select label="Plan" placeholder="Choose a plan" required formControlName="plan">
        <option value="free">Free</option>
        <option value="team">Team</option>
        <option value="business">Business</option>
      </sk-select>
      <sk-radio-group label="Billing" formControlName="billing">
        <sk-radio value="monthly">Monthly</sk-radio>
        <sk-radio value="yearly">Yearly</sk-radio>
      </sk-radio-group>
      <sk-range label="Seats" min="1" max="50" formControlName="seats" />
      <sk-textarea label="Notes" hint="At most 200 characters." formControlName="notes" />
      <sk-form-group label="Updates">
        <sk-checkbox label="Send me the newsletter" formControlName="newsletter" />
        <sk-toggle label="Product announcements" formControlName="announcements" />
      </sk-form-group>
      <div class="row">
        <sk-button type="submit" variant="primary">Sign up</sk-button>
        <sk-button type="button" (click)="reset()">Reset</sk-button>
        <sk-button type="button" (click)="toggleDisabled()">
          {{ form.disabled ? 'Enable the form' : 'Disable the form' }}
        </sk-button>
        <sk-button type="button" (click)="fillExample()">Fill in an example</sk-button>
      </div>
    </form>
    <h3>Form model</h3>
    <output for="signup" aria-label="Form model">
      <pre>{{ model() }}</pre>
    </output>
    <p role="status" aria-label="Submission">{{ submitted() }}</p>
  `,
})
export class SignupForm {
  readonly form = new FormGroup({
    name: new FormControl('', { nonNullable: true, validators: [Validators.required] }),
    email: new FormControl('', {
      nonNullable: true,
      validators: [Validators.required, Validators.email],
    }),
    plan: new FormControl('', { nonNullable: true, validators: [Validators.required] }),
    billing: new FormControl('monthly', { nonNullable: true }),
    seats: new FormControl(5, { nonNullable: true }),
    notes: new FormControl('', { nonNullable: true, validators: [Validators.maxLength(200)] }),
    newsletter: new FormControl(false, { nonNullable: true }),
    announcements: new FormControl(true, { nonNullable: true }),
  });

  private readonly value = toSignal(this.form.valueChanges, {
    initialValue: this.form.getRawValue(),
  });
  private readonly status = toSignal(this.form.statusChanges, { initialValue: this.form.status });
  /** What the form holds, shown for the reader (and the showcase's browser test). */
  readonly model = computed(() =>
    JSON.stringify(
      { value: this.value(), raw: this.form.getRawValue(), status: this.status() },
      null,
      2,
    ),
  );
  readonly submitted = signal('');

  submit(): void {
    this.form.markAllAsTouched();
    this.submitted.set(
      this.form.valid
        ? `Signed up: ${JSON.stringify(this.form.getRawValue())}`
        : 'Check the fields marked in red.',
    );
  }

  reset(): void {
    this.form.reset();
    this.submitted.set('');
  }

  toggleDisabled(): void {
    if (this.form.disabled) this.form.enable();
    else this.form.disable();
  }

  /** A value set from code: the fields show it as if the user had typed it. */
  fillExample(): void {
    this.form.patchValue({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      plan: 'team',
      billing: 'yearly',
      seats: 12,
      newsletter: true,
    });
  }
}
