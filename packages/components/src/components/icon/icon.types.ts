import type { Size } from '../../base/scales.js';

/*
 * The whole shared size scale. The icon size tokens keep their short names
 * (`--sk-size-icon-sm` … `-xl`), which icon.styles.ts maps these values onto.
 */

/** The icon sizes: `small` 16 px, `medium` 20 px, `large` 24 px, `x-large` 32 px. */
export const iconSizes = ['small', 'medium', 'large', 'x-large'] as const satisfies readonly Size[];
export type IconSize = (typeof iconSizes)[number];
