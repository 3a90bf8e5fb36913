/**
 * A string that changes with a number: one form per CLDR plural category the language uses,
 * `other` always. `{count}` is replaced by the number, formatted for the locale.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export type TranslationValue = string | PluralForms;
