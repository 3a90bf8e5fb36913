/** The heading levels the error summary's title may take; `2` by default, as GOV.UK's. */
export const formHeadingLevels = ['1', '2', '3', '4', '5', '6'] as const;
export type FormHeadingLevel = (typeof formHeadingLevels)[number];

/** One entry of the error summary: an invalid field and what is wrong with it. */
export interface SkFormError {
  /** The field, as the form knows it: a Skerry control's host, a native input, a group. */
  readonly field: Element;
  /** The field's visible label, or `''` when it has none the form could read. */
  readonly label: string;
  /** The validation message the field shows, in the field's language. */
  readonly message: string;
}
