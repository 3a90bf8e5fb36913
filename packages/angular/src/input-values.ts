/**
 * What a boolean input accepts: a boolean, or the static attribute forms Angular's own
 * `booleanAttribute` reads — written without a value (`<sk-checkbox required>`, `true`), or
 * `"true"` and `"false"` (`spellcheck="false"`, as HTML writes that one). Any other string is a
 * type error under `strictTemplates`.
 */
export type BooleanInput = boolean | '' | 'true' | 'false';

export const toBoolean = (value: BooleanInput): boolean =>
  typeof value === 'boolean' ? value : value !== 'false';

/**
 * What a numeric input accepts: its type, or a number written as a static attribute
 * (`<sk-range max="10">`), which arrives as a string.
 */
export type NumberInput<T> = T | `${number}`;

export function toNumber<T>(value: NumberInput<T>): T {
  return (typeof value === 'string' ? Number(value) : value) as T;
}
