import { DestroyRef, Directive, ElementRef, inject } from '@angular/core';
import {
  FormSubmittedEvent,
  NG_VALIDATORS,
  NG_VALUE_ACCESSOR,
  StatusChangeEvent,
  TouchedChangeEvent,
  type AbstractControl,
  type ControlValueAccessor,
  type ValidationErrors,
  type Validator,
} from '@angular/forms';
import { SK_ERROR_MESSAGE } from './error-message';
import { readModel, SK_MODEL_KIND, writeModel } from './model';
import { elementErrorKeys, validityErrors } from './validity';

/** What the accessor uses of a Skerry form control: the standard form-associated API. */
type FormControlElement = HTMLElement & {
  disabled: boolean;
  readonly validity: ValidityState;
  readonly validationMessage: string;
  setCustomValidity(message: string): void;
  checkValidity(): boolean;
};

/**
 * Connects a Skerry form control to Angular's forms (`formControlName`, `formControl`,
 * `ngModel`): the value both ways, disabling, touched when focus leaves the element, and
 * validity both ways — the element's own constraints (`required`, `minLength`, a range's step)
 * become the control's errors, and the errors of Angular's validators become the element's
 * custom validity, which the field shows as its error.
 *
 * A host directive of every generated component whose element has a value, so importing the
 * component is enough; it listens to nothing until a form directive registers.
 */
@Directive({
  providers: [
    { provide: NG_VALUE_ACCESSOR, useExisting: SkValueAccessor, multi: true },
    { provide: NG_VALIDATORS, useExisting: SkValueAccessor, multi: true },
  ],
})
export class SkValueAccessor implements ControlValueAccessor, Validator {
  private readonly element = inject<ElementRef<FormControlElement>>(ElementRef).nativeElement;
  private readonly kind = inject(SK_MODEL_KIND);
  private readonly errorMessage = inject(SK_ERROR_MESSAGE);
  private readonly destroyRef = inject(DestroyRef);
  /** The custom validity this accessor set, for Angular's validators; `''` when none. */
  private customMessage = '';
  /** The form control this element is bound to, once Angular has validated it. */
  private control?: AbstractControl;
  private onChange: (value: unknown) => void = () => {};
  private onTouched: () => void = () => {};
  private listening = false;

  writeValue(value: unknown): void {
    writeModel(this.kind, this.element, value);
  }

  /** Angular registers again (a no-op) when it lets go of the control. */
  registerOnChange(onChange: (value: unknown) => void): void {
    this.onChange = onChange;
    this.listen();
  }

  registerOnTouched(onTouched: () => void): void {
    this.onTouched = onTouched;
    this.listen();
  }

  setDisabledState(disabled: boolean): void {
    this.element.disabled = disabled;
  }

  /** The element's own validity, without the message this accessor set for Angular's errors. */
  validate(control: AbstractControl): ValidationErrors | null {
    this.follow(control);
    if (!this.customMessage) {
      return validityErrors(this.element.validity, this.element.validationMessage);
    }
    this.element.setCustomValidity('');
    const errors = validityErrors(this.element.validity, this.element.validationMessage);
    this.element.setCustomValidity(this.customMessage);
    return errors;
  }

  /**
   * Follows the control Angular validates this element for (`validate` is the first place that
   * names it for every form directive): its other validators' errors are shown by the element,
   * and touching it or submitting its form shows the message, as the user's own change would.
   */
  private follow(control: AbstractControl): void {
    if (this.control === control) return;
    this.control = control;
    const subscription = control.events.subscribe((event) => {
      if (event instanceof StatusChangeEvent) this.showErrors(control);
      else if (event instanceof TouchedChangeEvent && event.touched) this.reveal();
    });
    // A submit is an event of the form, not of its controls.
    const submits = control.root.events.subscribe((event) => {
      if (event instanceof FormSubmittedEvent) this.reveal();
    });
    this.destroyRef.onDestroy(() => {
      subscription.unsubscribe();
      submits.unsubscribe();
    });
    // The first validation is still under way: its errors are read once it has finished.
    queueMicrotask(() => this.showErrors(control));
  }

  private showErrors(control: AbstractControl): void {
    const foreign = Object.fromEntries(
      Object.entries(control.errors ?? {}).filter(([key]) => !elementErrorKeys.has(key)),
    );
    const message = Object.keys(foreign).length ? this.errorMessage(foreign) : '';
    if (message === this.customMessage) return;
    this.customMessage = message;
    this.element.setCustomValidity(message);
  }

  /** `checkValidity()` fires `invalid`, after which the element shows its message. */
  private reveal(): void {
    this.element.checkValidity();
  }

  private readonly changed = (): void => this.onChange(readModel(this.kind, this.element));
  private readonly left = (): void => this.onTouched();

  /** Listens from the first registration: an element outside a form costs no listener. */
  private listen(): void {
    if (this.listening) return;
    this.listening = true;
    this.element.addEventListener('input', this.changed);
    // `focusout` reaches the host only when focus leaves the element, not when it moves inside.
    this.element.addEventListener('focusout', this.left);
    this.destroyRef.onDestroy(() => {
      this.element.removeEventListener('input', this.changed);
      this.element.removeEventListener('focusout', this.left);
    });
  }
}
