import type { StatusVariant } from '../../base/scales.js';

/**
 * The kind of message, from the shared status variants: every one of them suits an alert,
 * `neutral` for a notice that is neither good nor bad news.
 */
export const alertVariants = [
  'info',
  'success',
  'warning',
  'danger',
  'neutral',
] as const satisfies readonly StatusVariant[];
export type AlertVariant = (typeof alertVariants)[number];

/**
 * The variants that interrupt: announced assertively (`role="alert"`), the others politely
 * (`role="status"`), after what the reader is hearing.
 */
export const urgentAlertVariants: readonly AlertVariant[] = ['danger', 'warning'];

/** The icon of `@skerry/icons` each variant shows. */
export const alertIcons: Readonly<Record<AlertVariant, string>> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'error',
  neutral: 'bell',
};
