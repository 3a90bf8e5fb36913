import { formatTime } from '../../localization/format.js';
import { cachedIntl } from '../../localization/intl-cache.js';

/*
 * Times of day as seconds since midnight: what the field submits (ISO `HH:MM[:SS]`, as
 * `<input type=time>`), what the reader sees (the locale's form, from the shared `formatTime`),
 * and what a reader types, read back leniently. Milliseconds are not supported: a time field
 * for people has no use for them.
 */

/** Seconds in a day: the end of every list of times. */
export const day = 86_400;

const pad = (n: number): string => String(n).padStart(2, '0');

/** `h:m:s` in seconds, or `null` when one of them is out of range. */
const clock = (h: number, m: number, s: number): number | null =>
  h < 24 && m < 60 && s < 60 ? h * 3600 + m * 60 + s : null;

/** A form value, `HH:MM` or `HH:MM:SS`, in seconds since midnight; `null` when it is not one. */
export function parseIso(text: string): number | null {
  const match = /^(\d\d):(\d\d)(?::(\d\d))?$/.exec(text);
  return match ? clock(+match[1]!, +match[2]!, +(match[3] ?? 0)) : null;
}

/**
 * `time` as a form value: `HH:MM`, or `HH:MM:SS` with `seconds` or when the time has seconds, so
 * a value is never rounded away from what the field shows.
 */
export function toIso(time: number, seconds = false): string {
  const s = time % 60;
  return `${pad(Math.floor(time / 3600))}:${pad(Math.floor(time / 60) % 60)}${
    seconds || s ? `:${pad(s)}` : ''
  }`;
}

/** `time` as `locale` writes it (`9:30 PM`, `21.30`), with seconds as `toIso` has them. */
export function formatIso(locale: string, time: number, seconds = false): string {
  return formatTime(locale, toIso(time, true), {
    timeStyle: seconds || time % 60 ? 'medium' : 'short',
  });
}

/* Lower case, without spaces, dots and direction marks: `a.m.`, `AM` and `am` all read `am`. */
const bare = (text: string): string => text.toLowerCase().replace(/[\s.\u200e\u200f\u061c]/g, '');

/**
 * The words for before and after noon, in pairs: the locale's own (`ap.`/`ip.` in Finnish,
 * `ص`/`م` in Arabic), then the English ones readers type everywhere.
 */
function dayPeriods(locale: string): string[] {
  const format = cachedIntl(Intl.DateTimeFormat, locale, { hour: 'numeric', hourCycle: 'h12' });
  const own = [1, 13].map((hour) =>
    bare(
      format.formatToParts(new Date(2000, 0, 1, hour)).find((p) => p.type === 'dayPeriod')?.value ??
        '',
    ),
  );
  return [...own, 'am', 'pm', 'a', 'p'];
}

/*
 * An optional day period, the hours, then optionally minutes and seconds after a separator
 * (`:`, `.`, `,`, French `h` and `min`, with spaces around), then an optional day period.
 */
const typed =
  /^(\D*?)(\d+)(?:\s*(?:[:.,h]|min)\s*(\d\d)(?:\s*(?:[:.,]|min)\s*(\d\d)\s*s?)?)?(\D*)$/;

/**
 * A time as a reader types it in `locale`, in seconds since midnight; `null` when it cannot be
 * read. Takes what people type: `9`, `930`, `0930`, `9:30`, `9.30`, `21:30`, `9:30 pm`, `9pm`,
 * seconds (`9:30:15`), the locale's own day periods and digits (`٩:٣٠ م`), and everything the
 * field shows in the locale (`9:30 PM`, `21.30`, `21 h 30`). Without a day period the hours
 * count to 23; with one, 1 to 12.
 */
export function parseTyped(text: string, locale: string): number | null {
  // Arabic-Indic and Persian digits as ASCII ones: both blocks end in 0 to 9.
  const western = text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) =>
    String(d.charCodeAt(0) & 15),
  );
  const match = typed.exec(western.trim());
  if (!match) return null;
  let [, , hours, minutes = '0', seconds = '0'] = match;
  if (!match[3]) {
    // Digits alone: 9, 21, 930, 2130, 93015, 213015.
    if (hours!.length > 6) return null;
    const digits = hours!.padStart(hours!.length > 4 ? 6 : hours!.length > 2 ? 4 : 2, '0');
    [hours, minutes = '0', seconds = '0'] = digits.match(/\d\d/g)!;
  } else if (hours!.length > 2) {
    return null;
  }
  let h = +hours!;
  const period = bare(match[1]! + match[5]);
  if (period) {
    const index = dayPeriods(locale).indexOf(period);
    if (index < 0 || h > 12) return null;
    h = (h % 12) + (index % 2) * 12;
  }
  return clock(h, +minutes, +seconds);
}
