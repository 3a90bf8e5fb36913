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
  /** An active-descendant option sits in a shadow root its focused element cannot reference. */
  SK007: 'unreachable-active-descendant',
  /** A `pattern` is not a valid regular expression; the control ignores it. */
  SK008: 'invalid-pattern',
  /** `min` is above `max` (or `minlength` above `maxlength`); no value can satisfy both. */
  SK009: 'invalid-range',
} as const;

export type WarningCode = keyof typeof warningCodes;
