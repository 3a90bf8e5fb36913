import type { FieldLayout } from '../../base/field.types.js';

/**
 * Where the group puts its label (legend), as a field does: above the controls (`vertical`), in
 * a column beside them as in a horizontal form (`horizontal`), above with less space
 * (`compact`), or first on the line with the controls after it (`inline`).
 */
export const formGroupLayouts = [
  'vertical',
  'horizontal',
  'compact',
  'inline',
] as const satisfies readonly FieldLayout[];
export type FormGroupLayout = (typeof formGroupLayouts)[number];

/**
 * How the group sets out its controls: one under another (`vertical`), or side by side and
 * wrapping (`horizontal`), for short answers such as Yes and No, or the parts of a date.
 */
export const formGroupOrientations = ['vertical', 'horizontal'] as const;
export type FormGroupOrientation = (typeof formGroupOrientations)[number];
