import { DEV } from '../internal/dev.js';
import { warnOnce } from '../internal/warn.js';
import type { Validator } from './validator.js';

/** A control with `min`, `max` and `step`, as attributes give them (strings) or as numbers. */
export interface RangeConstrained extends Element {
  readonly value: string;
  readonly min?: string | number;
  readonly max?: string | number;
  readonly step?: string | number;
}

/** How a kind of value is ordered: numbers by default; a time field reads `HH:MM` as minutes. */
export interface RangeOptions {
  /** The value as a number on the scale, or `null` when it is not one. */
  parse?: (text: string) => number | null;
  /** A number on the scale as the message shows it; numbers are formatted for the locale. */
  format?: (value: number) => string | number;
  /** The step when `step` is missing or invalid: 1 for numbers, as `<input type=number>`. */
  defaultStep?: number;
}

/** A number input's value: `null` for empty or non-numeric text. */
export function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

const asNumber = (value: number): number => value;

/** The decimals of `value`, so `0.1 + 0.2` can be shown as `0.3`. */
const decimals = (value: number): number => (String(value).split('.')[1] ?? '').length;

/**
 * The `min`, `max` and `step` validators for values on the scale `options` describes, in that
 * order: `const [min, max, step] = rangeValidators({ parse: minutes, format: hhmm })`.
 */
export function rangeValidators({
  parse = parseNumber,
  format = asNumber,
  defaultStep = 1,
}: RangeOptions = {}): readonly [
  Validator<RangeConstrained>,
  Validator<RangeConstrained>,
  Validator<RangeConstrained>,
] {
  const bound = (text: string | number | undefined): number | null =>
    text === undefined || text === '' ? null : parse(String(text));

  // Checked by both, since a control reports only the first constraint that fails.
  const warnIfReversed = (control: RangeConstrained): void => {
    const lowest = bound(control.min);
    const highest = bound(control.max);
    if (lowest !== null && highest !== null && lowest > highest) {
      warnOnce(
        control,
        'SK009',
        `min="${control.min}" is above max="${control.max}"; no value fits.`,
      );
    }
  };

  const min: Validator<RangeConstrained> = (control) => {
    if (DEV) warnIfReversed(control);
    const value = parse(control.value);
    const lowest = bound(control.min);
    return value !== null && lowest !== null && value < lowest
      ? { flag: 'rangeUnderflow', key: 'rangeUnderflow', params: { min: format(lowest) } }
      : null;
  };

  const max: Validator<RangeConstrained> = (control) => {
    if (DEV) warnIfReversed(control);
    const value = parse(control.value);
    const highest = bound(control.max);
    return value !== null && highest !== null && value > highest
      ? { flag: 'rangeOverflow', key: 'rangeOverflow', params: { max: format(highest) } }
      : null;
  };

  const step: Validator<RangeConstrained> = (control) => {
    const value = parse(control.value);
    if (value === null || String(control.step).toLowerCase() === 'any') return null;
    const given = Number(control.step);
    const size = Number.isFinite(given) && given > 0 ? given : defaultStep;
    // Steps count from `min`, as natively; without one, from zero.
    const base = bound(control.min) ?? 0;
    const steps = (value - base) / size;
    if (Math.abs(steps - Math.round(steps)) < 1e-9) return null;
    const places = Math.max(decimals(size), decimals(base));
    const below = Number((base + Math.floor(steps) * size).toFixed(places));
    const above = Number((below + size).toFixed(places));
    return {
      flag: 'stepMismatch',
      key: 'stepMismatch',
      params: { below: format(below), above: format(above) },
    };
  };

  return [min, max, step];
}

const [numberMin, numberMax, numberStep] = rangeValidators();

/** `rangeUnderflow` while a number is below `min`. */
export const min: Validator<RangeConstrained> = numberMin;
/** `rangeOverflow` while a number is above `max`; warns when `min` is above `max`. */
export const max: Validator<RangeConstrained> = numberMax;
/** `stepMismatch` while a number is between two steps of `step` (1 by default) from `min`. */
export const step: Validator<RangeConstrained> = numberStep;
