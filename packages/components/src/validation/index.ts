/* Composable validators: a form control lists the ones that apply to it (see README.md). */
export { email, url } from './type-mismatch.js';
export { type LengthConstrained, maxLength, minLength } from './length.js';
export { type PatternConstrained, pattern } from './pattern.js';
export {
  max,
  min,
  parseNumber,
  type RangeConstrained,
  type RangeOptions,
  rangeValidators,
  step,
} from './range.js';
export {
  type Requirable,
  required,
  requiredChecked,
  requiredFiles,
  requiredValues,
} from './required.js';
export type { ValidityFlag, Validator, Violation } from './validator.js';
