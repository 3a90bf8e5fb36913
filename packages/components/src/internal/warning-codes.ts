/**
 * Every development warning has a stable code, so a message can be searched for, linked to and
 * silenced in a test without matching its wording. Codes are never reused once published.
 */
export const warningCodes = {
  /** An enumerated attribute has a value outside its list; the default is used instead. */
  SK001: 'invalid-attribute-value',
  /** An icon-only control has no accessible name. */
  SK002: 'missing-accessible-label',
  /** A string has no translation in the element's locale; English is used instead. */
  SK003: 'missing-translation',
} as const;

export type WarningCode = keyof typeof warningCodes;
