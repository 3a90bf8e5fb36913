import type { FieldLayout } from '../../base/field.types.js';

/**
 * Where the group's label goes: above it, beside it, or above it with less space, as on
 * Skerry's fields. `inline` is for checkbox-like controls, which are never grouped with addons.
 */
export const inputGroupLayouts = [
  'vertical',
  'horizontal',
  'compact',
] as const satisfies readonly FieldLayout[];
export type InputGroupLayout = (typeof inputGroupLayouts)[number];
