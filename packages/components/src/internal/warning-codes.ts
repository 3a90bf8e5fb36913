/**
 * Every development warning has a stable code, so a message can be searched for, linked to and
 * silenced in a test without matching its wording. Codes are never reused once published.
 */
export const warningCodes = {
  /** An enumerated attribute has a value outside its list; the default is used instead. */
  SK001: 'invalid-attribute-value',
  /**
   * An element that needs a name has none: an icon-only control, a modal, a progress circle, a
   * dot badge, a link card (`href` without a heading).
   */
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
  /** A value matches none of the control's options (a radio group's, a select's); ignored. */
  SK012: 'unknown-option-value',
  /** An `sk-control` holds content but no control it can label. */
  SK013: 'missing-control',
  /** A number a range cannot take (outside `min`–`max`, between steps, not a number); replaced. */
  SK014: 'unusable-number',
  /** A limit a file field cannot read (`max-size`, `max-files`); there is no limit instead. */
  SK016: 'unreadable-limit',
  /** An element that opens (a modal) was asked to open while not in the document; it stays shut. */
  SK017: 'open-while-detached',
  /** A time a time field cannot read (`value`, `min`, `max` not `HH:MM[:SS]`); it is ignored. */
  SK018: 'unreadable-time',
  /** A progress `value` outside 0–`max` (shown at the nearer end), or one that is not a number. */
  SK019: 'unusable-progress-value',
  /** A badge `count` that is not a whole number of 0 or more (not shown), or an unusable `max`. */
  SK020: 'unusable-badge-count',
  /** An ordered list's `start` that is not a number; the list counts as if it were not set. */
  SK021: 'unusable-list-start',
} as const;

export type WarningCode = keyof typeof warningCodes;
