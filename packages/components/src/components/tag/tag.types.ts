import type { Size, StatusVariant } from '../../base/scales.js';

/**
 * What the tag's colour says: `neutral` (the default) carries no meaning of its own; the others
 * are the shared status variants, coloured by `src/styles/status.styles.ts`.
 */
export const tagVariants = [
  'neutral',
  'info',
  'success',
  'warning',
  'danger',
] as const satisfies readonly StatusVariant[];
export type TagVariant = (typeof tagVariants)[number];

/** The sizes of the shared scale a tag takes: 24, 32 and 40 pixels high. */
export const tagSizes = ['small', 'medium', 'large'] as const satisfies readonly Size[];
export type TagSize = (typeof tagSizes)[number];
