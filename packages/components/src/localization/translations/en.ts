/**
 * English, the source language and the fallback: its keys are the complete list of strings the
 * components show or announce, and every other bundled locale is checked against it.
 */
export const en = {
  /** Announced when a button starts a long action (`loading`). */
  loading: 'Loading',
  /** Shown under a required control that is still empty. */
  valueMissing: 'Please fill out this field.',
} as const;

export type TranslationKey = keyof typeof en;
