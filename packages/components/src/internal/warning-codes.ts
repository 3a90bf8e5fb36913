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
  /** A value set by the page is longer than `maxlength`; it is kept, reported too long. */
  SK010: 'value-too-long',
  /** An `sk-form` has no `<form>` inside, so it validates and submits nothing. */
  SK011: 'missing-form',
  /** A value matches none of the control's options (a radio group's radios); it is ignored. */
  SK012: 'unknown-option-value',
  /** An `sk-control` holds content but no control it can label. */
  SK013: 'missing-control',
  /** A number a range cannot take (outside `min`–`max`, between steps, not a number); replaced. */
  SK014: 'unusable-number',
  /** A limit a file field cannot read (`max-size`, `max-files`); there is no limit instead. */
  SK016: 'unreadable-limit',
} as const;

export type WarningCode = keyof typeof warningCodes;
