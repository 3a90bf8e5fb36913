/*
 * The enumerations every component shares, so that `size="large"` and `variant="danger"` mean
 * the same on each. A component accepts the subset that makes sense for it, written out as its
 * own literal list checked against the shared one:
 *
 *   export const buttonSizes = ['small', 'medium', 'large'] as const satisfies readonly Size[];
 *
 * The literal keeps the allowed values readable in the source and in the generated API tables
 * (the manifest plugin reads `as const` arrays); `satisfies` makes a value outside the scale a
 * compile error.
 */

/**
 * The size scale, smallest first. `medium` is every component's default. Icons use all four
 * (16, 20, 24 and 32 px); buttons and fields `small` to `large`.
 */
export const sizes = ['small', 'medium', 'large', 'x-large'] as const;
export type Size = (typeof sizes)[number];

/**
 * The status variants of feedback components (alert, badge, tag, progress), each with colours
 * from the `--sk-color-status-*` roles; see `src/styles/status.styles.ts`. `neutral` carries no
 * meaning of its own.
 */
export const statusVariants = ['info', 'success', 'warning', 'danger', 'neutral'] as const;
export type StatusVariant = (typeof statusVariants)[number];
