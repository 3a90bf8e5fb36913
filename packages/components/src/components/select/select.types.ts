import type { Size } from '../../base/scales.js';

/** The field heights: 32, 40 and 48 pixels, as the input and button sizes, so all line up. */
export const selectSizes = ['small', 'medium', 'large'] as const satisfies readonly Size[];
export type SelectSize = (typeof selectSizes)[number];
