import type { Size } from '../../base/scales.js';

/** The visual weight of a button, from the one main action on a page to a destructive one. */
export const buttonVariants = ['primary', 'secondary', 'tertiary', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['small', 'medium', 'large'] as const satisfies readonly Size[];
export type ButtonSize = (typeof buttonSizes)[number];

/** What the button does in its form, as for `<button type>`. */
export const buttonTypes = ['button', 'submit', 'reset'] as const;
export type ButtonType = (typeof buttonTypes)[number];
