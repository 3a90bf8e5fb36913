import { DEV } from '../internal/dev.js';
import { warnOnce } from '../internal/warn.js';
import type { Validator } from './validator.js';

/** A text control with `minlength`/`maxlength`; a missing or negative limit means none. */
export interface LengthConstrained extends Element {
  readonly value: string;
  readonly minLength?: number;
  readonly maxLength?: number;
}

const limit = (value: number | undefined): number | null =>
  value !== undefined && Number.isFinite(value) && value >= 0 ? value : null;

/*
 * As natively, an empty value is never too short (that is `required`'s concern), and the length
 * counts UTF-16 code units, as `input.value.length` does.
 */

/** `tooShort` while a non-empty value has fewer characters than `minLength`. */
export const minLength: Validator<LengthConstrained> = (control) => {
  const min = limit(control.minLength);
  const max = limit(control.maxLength);
  if (DEV && min !== null && max !== null && min > max) {
    warnOnce(control, 'SK009', `minlength="${min}" is above maxlength="${max}"; no value fits.`);
  }
  const { length } = control.value;
  return min !== null && length > 0 && length < min
    ? { flag: 'tooShort', key: 'tooShort', params: { count: min, length } }
    : null;
};

/** `tooLong` while the value has more characters than `maxLength`. */
export const maxLength: Validator<LengthConstrained> = (control) => {
  const max = limit(control.maxLength);
  const { length } = control.value;
  return max !== null && length > max
    ? { flag: 'tooLong', key: 'tooLong', params: { count: max, length } }
    : null;
};
