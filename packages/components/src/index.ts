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
export { SkAccordion } from './components/accordion/accordion.js';
export { SkAccordionItem } from './components/accordion/accordion-item.js';
export * from './components/accordion/accordion.types.js';
export { SkAlert } from './components/alert/alert.js';
export * from './components/alert/alert.types.js';
export { SkBadge } from './components/badge/badge.js';
export * from './components/badge/badge.types.js';
export { SkButton } from './components/button/button.js';
export * from './components/button/button.types.js';
export { SkCard } from './components/card/card.js';
export * from './components/card/card.types.js';
export { SkCheckbox } from './components/checkbox/checkbox.js';
export * from './components/checkbox/checkbox.types.js';
export { SkControl } from './components/control/control.js';
export * from './components/control/control.types.js';
export { SkDatalist } from './components/datalist/datalist.js';
export * from './components/datalist/datalist.types.js';
export { SkDivider } from './components/divider/divider.js';
export * from './components/divider/divider.types.js';
export { SkFile } from './components/file/file.js';
export * from './components/file/file.types.js';
export { SkForm } from './components/form/form.js';
export * from './components/form/form.types.js';
export { SkFormGroup } from './components/form-group/form-group.js';
export * from './components/form-group/form-group.types.js';
export { SkIcon } from './components/icon/icon.js';
export * from './components/icon/icon.types.js';
export { SkIconButton } from './components/icon-button/icon-button.js';
export { SkInlineButton } from './components/inline-button/inline-button.js';
export { SkInput } from './components/input/input.js';
export * from './components/input/input.types.js';
export { SkInputGroup } from './components/input-group/input-group.js';
export * from './components/input-group/input-group.types.js';
export { SkList } from './components/list/list.js';
export { SkListItem } from './components/list/list-item.js';
export * from './components/list/list.types.js';
export { SkModal } from './components/modal/modal.js';
export * from './components/modal/modal.types.js';
export { SkPassword } from './components/password/password.js';
export * from './components/password/password.types.js';
export { SkProgressCircle } from './components/progress-circle/progress-circle.js';
export * from './components/progress-circle/progress-circle.types.js';
export { SkRadio } from './components/radio/radio.js';
export { SkRadioGroup } from './components/radio/radio-group.js';
export * from './components/radio/radio.types.js';
export { SkRange } from './components/range/range.js';
export * from './components/range/range.types.js';
export { SkSearch } from './components/search/search.js';
export * from './components/search/search.types.js';
export { SkSelect } from './components/select/select.js';
export * from './components/select/select.types.js';
export { SkTag } from './components/tag/tag.js';
export * from './components/tag/tag.types.js';
export { SkTextarea } from './components/textarea/textarea.js';
export * from './components/textarea/textarea.types.js';
export { SkTime } from './components/time/time.js';
export { SkToggle } from './components/toggle/toggle.js';
export * from './components/toggle/toggle.types.js';
export * from './localization/index.js';
export * from './events/index.js';
export { statusStyles } from './styles/status.styles.js';
/*
 * The shape of `dist/sizes.json`, for tools that read the size check's figures. Its entry per
 * component stays unnamed here: `ComponentSize` would read as one more size scale beside
 * `BadgeSize` and the others.
 */
export type { SizesFile } from './sizes-file.js';
