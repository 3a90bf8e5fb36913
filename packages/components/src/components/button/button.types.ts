import type { Size } from '../../base/scales.js';

/** The visual weight of a button, from the one main action on a page to a destructive one. */
export const buttonVariants = ['primary', 'secondary', 'tertiary', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['small', 'medium', 'large'] as const satisfies readonly Size[];
export type ButtonSize = (typeof buttonSizes)[number];

/** What the button does in its form, as for `<button type>`. */
export const buttonTypes = ['button', 'submit', 'reset'] as const;
export type ButtonType = (typeof buttonTypes)[number];

/** How the form is sent when this button submits it, as for `<button formmethod>`. */
export const buttonFormMethods = ['get', 'post', 'dialog'] as const;
export type ButtonFormMethod = (typeof buttonFormMethods)[number];

/** How the form data is encoded when this button submits it, as for `<button formenctype>`. */
export const buttonFormEnctypes = [
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
] as const;
export type ButtonFormEnctype = (typeof buttonFormEnctypes)[number];
