/**
 * Words a range's value for the reader — shown beside the track, under it for `show-limits`,
 * and announced as the slider's `aria-valuetext` — when a unit is not enough: a currency, a
 * scale of words ("Low", "High"). `lang` is the element's language, for `Intl` formatters.
 *
 * ```ts
 * budget.valueFormatter = (value, lang) =>
 *   new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(value);
 * ```
 */
export type RangeValueFormatter = (value: number, lang: string) => string;
