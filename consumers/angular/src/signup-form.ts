import { Component, type ElementRef, signal, viewChild } from '@angular/core';
import { FormControl, FormGroup, ReactiveFormsModule, Validators } from '@angular/forms';
import { SkButton, SkCheckbox, SkInput, SkSelect } from '@skerry/angular';

/** The sign-up form of every consumer app, as a reactive form on the Skerry components. */
@Component({
  selector: 'app-signup-form',
  imports: [ReactiveFormsModule, SkButton, SkCheckbox, SkInput, SkSelect],
  template: `
    <main>
      <h1>Sign up</h1>
      <form id="signup" #form [formGroup]="signup" (ngSubmit)="submit()">
        <sk-input label="Name" name="name" required formControlName="name" />
        <sk-checkbox
          label="Send me the newsletter"
          name="newsletter"
          value="yes"
          formControlName="newsletter"
        />
        <sk-select
          label="Plan"
          name="plan"
          placeholder="Choose a plan"
          required
          formControlName="plan"
        >
          <option value="free">Free</option>
          <option value="team">Team</option>
          <option value="business">Business</option>
        </sk-select>
        <sk-button type="submit">Sign up</sk-button>
      </form>
      <output for="signup" aria-label="Submitted values">{{ submitted() }}</output>
    </main>
  `,
})
export class SignupForm {
  readonly signup = new FormGroup({
    name: new FormControl('', { nonNullable: true, validators: [Validators.required] }),
    newsletter: new FormControl(false, { nonNullable: true }),
    plan: new FormControl('', { nonNullable: true }),
  });
  readonly submitted = signal('');
  private readonly form = viewChild.required<ElementRef<HTMLFormElement>>('form');

  submit(): void {
    // What the form sends beside what the form model holds, so the test sees that the two agree.
    this.submitted.set(
      JSON.stringify({
        form: Object.fromEntries(new FormData(this.form().nativeElement)),
        state: this.signup.getRawValue(),
      }),
    );
  }
}
