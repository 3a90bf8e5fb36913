import type { Validator } from './validator.js';

export interface Requirable {
  readonly required: boolean;
}

/*
 * One `required` check per value shape: what "empty" means, and the message native controls of
 * that shape show, differ between text, a checkbox, a list and a file field.
 */

/** `valueMissing` while a required text value is empty. */
export const required: Validator<Requirable & { readonly value: string }> = (control) =>
  control.required && control.value === '' ? { flag: 'valueMissing', key: 'valueMissing' } : null;

/** `valueMissing` while a required checkbox or toggle is not checked. */
export const requiredChecked: Validator<Requirable & { readonly checked: boolean }> = (control) =>
  control.required && !control.checked
    ? { flag: 'valueMissing', key: 'valueMissingChecked' }
    : null;

/** `valueMissing` while a required list has nothing chosen. */
export const requiredValues: Validator<Requirable & { readonly values: readonly string[] }> = (
  control,
) =>
  control.required && control.values.length === 0
    ? { flag: 'valueMissing', key: 'valueMissingChoice' }
    : null;

/** `valueMissing` while a required file field has no file. */
export const requiredFiles: Validator<Requirable & { readonly files: readonly File[] }> = (
  control,
) =>
  control.required && control.files.length === 0
    ? { flag: 'valueMissing', key: 'valueMissingFile' }
    : null;
