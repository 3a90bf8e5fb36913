import { type FieldLayout, fieldLayouts } from '../../base/field.types.js';

/**
 * Where `sk-control` puts the label: the layouts of Skerry's own fields, so a native control
 * lines up with them; `inline` is for a native checkbox, radio or switch.
 */
export const controlLayouts = fieldLayouts;
export type ControlLayout = FieldLayout;
