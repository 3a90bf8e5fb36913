/**
 * A string that changes with a number: one form per CLDR plural category the language uses,
 * `other` always. `{count}` is replaced by the number, formatted for the locale; other named
 * placeholders (`{max}`) by their parameters, as in any string.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export type TranslationValue = string | PluralForms;

/**
 * Values for a string's named placeholders: `'{count} of {max} characters'` takes
 * `{ count: 12, max: 100 }`. Numbers are formatted for the locale; `count` also chooses the
 * plural form of a string that has forms.
 */
export type TranslationParams = Readonly<Record<string, string | number>>;
