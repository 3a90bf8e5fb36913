/*
 * The classes and helpers, without registering any element: for subclassing, for registering
 * under another name, and for types. Import `@skerry/components/all.js` or one component's
 * entry (`@skerry/components/button.js`) to define the tags.
 */
export { SkElement } from './base/sk-element.js';
export { SkFormControl, type ValidityReport } from './base/sk-form-control.js';
export {
  type FormRestoreReason,
  type FormValue,
  SkFormAssociated,
} from './base/sk-form-associated.js';
export * from './base/field.types.js';
export {
  checkedValue,
  fileValue,
  multipleValues,
  textValue,
  type ValueShape,
} from './base/value-shapes.js';
export * as validators from './validation/index.js';
export type { ValidityFlag, Validator, Violation } from './validation/index.js';
export * from './base/scales.js';
export { SkButton } from './components/button/button.js';
export * from './components/button/button.types.js';
export { SkIcon } from './components/icon/icon.js';
export * from './components/icon/icon.types.js';
export { SkIconButton } from './components/icon-button/icon-button.js';
export { SkInlineButton } from './components/inline-button/inline-button.js';
export * from './localization/index.js';
export * from './events/index.js';
export { statusStyles } from './styles/status.styles.js';
