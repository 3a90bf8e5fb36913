import { DEV } from '../internal/dev.js';
import { warnOnce } from '../internal/warn.js';
import type { Validator } from './validator.js';

/** A text control with a `pattern` attribute. */
export interface PatternConstrained extends Element {
  readonly value: string;
  readonly pattern?: string;
}

/* Compiled once per pattern text; `null` marks one that is not a valid regular expression. */
const compiled = new Map<string, RegExp | null>();

/** `pattern` as the browser reads it: the whole value must match, with the `v` flag. */
function compile(pattern: string): RegExp | null {
  let expression = compiled.get(pattern);
  if (expression === undefined) {
    try {
      expression = new RegExp(`^(?:${pattern})$`, 'v');
    } catch {
      expression = null;
    }
    compiled.set(pattern, expression);
  }
  return expression;
}

/**
 * `patternMismatch` while a non-empty value does not match `pattern`. A pattern that is not a
 * valid regular expression is ignored, as natively, with one SK008 warning.
 */
export const pattern: Validator<PatternConstrained> = (control) => {
  if (!control.pattern || !control.value) return null;
  const expression = compile(control.pattern);
  if (!expression) {
    if (DEV) {
      warnOnce(
        control,
        'SK008',
        `pattern="${control.pattern}" is not a valid regular expression; it is ignored.`,
      );
    }
    return null;
  }
  return expression.test(control.value)
    ? null
    : { flag: 'patternMismatch', key: 'patternMismatch' };
};
