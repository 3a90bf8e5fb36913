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
  /** An icon name is not in `@skerry/icons`; nothing is shown. */
  SK004: 'unknown-icon',
  /** An icon file could not be fetched or is not an SVG image; nothing is shown. */
  SK005: 'icon-load-failed',
  /** An icon file had unsafe parts (scripts, handlers, external references), now removed. */
  SK006: 'unsafe-icon-content',
} as const;

export type WarningCode = keyof typeof warningCodes;
