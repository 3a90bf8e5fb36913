import type { Size, StatusVariant } from '../../base/scales.js';

/**
 * What the badge's colour says: `neutral` (the default) carries no meaning of its own; the
 * others are the shared status variants, coloured by `src/styles/status.styles.ts`.
 */
export const badgeVariants = [
  'neutral',
  'info',
  'success',
  'warning',
  'danger',
] as const satisfies readonly StatusVariant[];
export type BadgeVariant = (typeof badgeVariants)[number];

/** The sizes of the shared scale a badge takes: 16, 20 and 24 pixels high. */
export const badgeSizes = ['small', 'medium', 'large'] as const satisfies readonly Size[];
export type BadgeSize = (typeof badgeSizes)[number];
