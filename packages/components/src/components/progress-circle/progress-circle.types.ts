import type { Size, StatusVariant } from '../../base/scales.js';

/**
 * The colour of the arc, from the shared status variants: `info` (the default) for work under
 * way, `success`, `warning` and `danger` for a task whose outcome is known, `neutral` for a quiet
 * indicator that draws no attention.
 */
export const progressCircleVariants = [
  'info',
  'success',
  'warning',
  'danger',
  'neutral',
] as const satisfies readonly StatusVariant[];
export type ProgressCircleVariant = (typeof progressCircleVariants)[number];

/** The diameter: `small` sits in a line of text or a button, `large` alone in an empty area. */
export const progressCircleSizes = ['small', 'medium', 'large'] as const satisfies readonly Size[];
export type ProgressCircleSize = (typeof progressCircleSizes)[number];
