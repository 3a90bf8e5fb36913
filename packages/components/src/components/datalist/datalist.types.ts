import type { Size } from '../../base/scales.js';

/**
 * The kinds of text the field takes, each with its own on-screen keyboard, autofill and format
 * check; suggestions of email addresses get the email keyboard, for instance.
 */
export const datalistTypes = ['text', 'email', 'tel', 'url'] as const;
export type DatalistType = (typeof datalistTypes)[number];

/**
 * How the suggestions follow the typed text: `contains` keeps those with the text anywhere,
 * `starts-with` those that begin with it, `none` shows them all, for a list the page filters.
 */
export const datalistFilters = ['contains', 'starts-with', 'none'] as const;
export type DatalistFilter = (typeof datalistFilters)[number];

/** The field heights: 32, 40 and 48 pixels, as sk-input and the button sizes. */
export const datalistSizes = ['small', 'medium', 'large'] as const satisfies readonly Size[];
export type DatalistSize = (typeof datalistSizes)[number];
