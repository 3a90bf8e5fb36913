/**
 * What a boolean input accepts: a boolean, or the empty string of an attribute written without
 * a value (`<sk-checkbox required>`), which means `true` as in HTML. Any other string is a type
 * error under `strictTemplates`, where HTML would read `required="false"` as `true`.
 */
export type BooleanInput = boolean | '';

export const toBoolean = (value: BooleanInput): boolean => value === '' || value;

/**
 * What a numeric input accepts: its type, or a number written as a static attribute
 * (`<sk-range max="10">`), which arrives as a string.
 */
export type NumberInput<T> = T | `${number}`;

export function toNumber<T>(value: NumberInput<T>): T {
  return (typeof value === 'string' ? Number(value) : value) as T;
}
