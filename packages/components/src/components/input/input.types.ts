import type { Size } from '../../base/scales.js';

/**
 * The kinds of text the field takes, each with its own keyboard, autofill and format check.
 * Passwords and search terms have components of their own (`sk-password`, `sk-search`).
 */
export const inputTypes = ['text', 'email', 'tel', 'url', 'number'] as const;
export type InputType = (typeof inputTypes)[number];

/** The field heights: 32, 40 and 48 pixels, as the button sizes, so both line up in a row. */
export const inputSizes = ['small', 'medium', 'large'] as const satisfies readonly Size[];
export type InputSize = (typeof inputSizes)[number];
