import type { ValidationErrors } from '@angular/forms';

/** The flags of `ValidityState` a control can raise, in the order the browser reports them. */
const flags = [
  'valueMissing',
  'typeMismatch',
  'patternMismatch',
  'tooLong',
  'tooShort',
  'rangeUnderflow',
  'rangeOverflow',
  'stepMismatch',
  'badInput',
  'customError',
] as const satisfies readonly (keyof ValidityState)[];

/** The error keys the element's own validity reports, so that a message is not echoed back. */
export const elementErrorKeys: ReadonlySet<string> = new Set(flags);

/**
 * The element's own validity as Angular errors: each raised flag of `validity` is a key
 * (`valueMissing`, `tooShort`), its value the element's `validationMessage`, in the page's
 * language as the element words it. `null` when valid.
 */
export function validityErrors(validity: ValidityState, message: string): ValidationErrors | null {
  if (validity.valid) return null;
  const errors: ValidationErrors = {};
  for (const flag of flags) if (validity[flag]) errors[flag] = message;
  return errors;
}
