import type { InputType } from '../input/input.types.js';

/**
 * The one kind of text a search field takes, of sk-input's kinds: a search term has no format
 * of its own, and the native input is always `type="search"`.
 */
export const searchTypes = ['text'] as const satisfies readonly InputType[];

/**
 * Whether a search field is a search landmark of its own: `auto` unless it already sits in one
 * (a `<search>` element, or an element with `role="search"`), `none` never.
 */
export const searchLandmarks = ['auto', 'none'] as const;
export type SearchLandmark = (typeof searchLandmarks)[number];
