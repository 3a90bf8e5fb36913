import { cachedIntl } from './intl-cache.js';

/**
 * A moment to format: a `Date`, a timestamp in milliseconds, or an ISO string. A date-only
 * string (`2024-03-05`) is that day in local time, and a time-only string (`14:30`, `14:30:15`)
 * that time of day, as `<input type=date>` and `<input type=time>` mean them; `new Date()` would
 * read `2024-03-05` as midnight UTC, the evening before west of Greenwich.
 */
export type DateInput = Date | number | string;

/** The hour cycle a locale writes times in: `h12`/`h11` use AM/PM, `h23`/`h24` do not. */
export type HourCycle = 'h11' | 'h12' | 'h23' | 'h24';

const dateOnly = /^(\d{4,})-(\d{2})-(\d{2})$/;
const timeOnly = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/** `value` as a `Date`; an invalid one when it cannot be read or names no real day or time. */
export function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  const day = dateOnly.exec(value);
  if (day) {
    const [year, month, date] = day.slice(1).map(Number) as [number, number, number];
    const local = new Date(year, month - 1, date);
    // The Date constructor rolls 2024-02-31 over into March; a form value must not.
    return local.getMonth() === month - 1 && local.getDate() === date ? local : new Date(NaN);
  }
  const time = timeOnly.exec(value);
  if (time) {
    const [h, m, s] = time.slice(1, 4).map((part = '0') => Number(part)) as [
      number,
      number,
      number,
    ];
    if (h > 23 || m > 59 || s > 59) return new Date(NaN);
    // Any fixed day serves; 1 January is far from every daylight-saving change.
    return new Date(2000, 0, 1, h, m, s, Number((time[4] ?? '0').padEnd(3, '0')));
  }
  return new Date(value);
}

/** `value` in `locale`, e.g. `1 234,5` in Finnish. `options` are `Intl.NumberFormat`'s. */
export function formatNumber(
  locale: string,
  value: number,
  options?: Intl.NumberFormatOptions,
): string {
  return cachedIntl(Intl.NumberFormat, locale, options).format(value);
}

/** A fraction as a percentage in `locale`: `0.425` is `43%` in English, `43 %` in German. */
export function formatPercent(
  locale: string,
  fraction: number,
  options?: Omit<Intl.NumberFormatOptions, 'style'>,
): string {
  return formatNumber(locale, fraction, { ...options, style: 'percent' });
}

function formatDateTime(
  locale: string,
  value: DateInput,
  options: Intl.DateTimeFormatOptions,
): string {
  const date = toDate(value);
  // An unreadable value shows as nothing rather than throwing inside a render.
  if (Number.isNaN(date.getTime())) return '';
  return cachedIntl(Intl.DateTimeFormat, locale, options).format(date);
}

/**
 * The calendar date in `locale`: `Mar 5, 2024`, `5.3.2024`. `options` are
 * `Intl.DateTimeFormat`'s (default `{ dateStyle: 'medium' }`). An invalid date gives `''`.
 */
export function formatDate(
  locale: string,
  value: DateInput,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return formatDateTime(locale, value, options);
}

/**
 * The time of day in `locale`, in its hour cycle: `2:30 PM`, `14.30`. `options` are
 * `Intl.DateTimeFormat`'s (default `{ timeStyle: 'short' }`). An invalid time gives `''`.
 */
export function formatTime(
  locale: string,
  value: DateInput,
  options: Intl.DateTimeFormatOptions = { timeStyle: 'short' },
): string {
  return formatDateTime(locale, value, options);
}

/**
 * The hour cycle `locale` writes times in, for a time field that accepts typed input and lists
 * times the way the reader expects: `h12` for `en-US` and `ar`, `h23` for `fi`, `de`, `en-GB`.
 * A `-u-hc-` extension in the tag (`en-US-u-hc-h23`) wins.
 */
export function hourCycle(locale: string): HourCycle {
  const resolved = cachedIntl(Intl.DateTimeFormat, locale, { hour: 'numeric' }).resolvedOptions();
  return resolved.hourCycle ?? (resolved.hour12 ? 'h12' : 'h23');
}

/*
 * Decimal (SI) multiples, 1 kB = 1000 bytes: Intl has units for kilobyte to petabyte, each
 * translated in every locale (`kt` in Finnish, `كيلوبايت` in Arabic), but none for kibibyte, and
 * labelling 1024-byte multiples "kB" is wrong. macOS, iOS and Android count files this way too.
 */
const byteUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const;

/**
 * A file size in `locale` in decimal units: `512 bytes`, `1.5 MB`, `1,5 Mt` in Finnish. Below
 * 1000 the unit is written out in full ("bytes", "tavua"), since the short form of a byte is
 * a single letter in some languages.
 */
export function formatBytes(
  locale: string,
  bytes: number,
  options: { maximumFractionDigits?: number } = {},
): string {
  const digits = options.maximumFractionDigits ?? 1;
  let exponent = 0;
  let value = bytes;
  // Steps up while the value would round to 1000 or more in its unit (999 950 B is 1 MB).
  const roundsToThousand = (): boolean =>
    Math.abs(value) >= 1000 - 0.5 * 10 ** -(exponent === 0 ? 0 : digits);
  while (exponent < byteUnits.length - 1 && roundsToThousand()) {
    exponent += 1;
    value = bytes / 1000 ** exponent;
  }
  return formatNumber(locale, value, {
    style: 'unit',
    unit: byteUnits[exponent],
    unitDisplay: exponent === 0 ? 'long' : 'short',
    maximumFractionDigits: exponent === 0 ? 0 : digits,
  });
}

/** The plural category of `count` in `locale`, for choosing a string's plural form. */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  return cachedIntl(Intl.PluralRules, locale).select(count);
}
