import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatBytes,
  formatDate,
  formatNumber,
  formatPercent,
  formatTime,
  hourCycle,
  toDate,
} from './format.js';

/*
 * The expectations are CLDR's conventions for each language (Finnish groups with a space and
 * writes 14.30; German groups with a dot; Arabic writes ص/م for AM/PM). Spaces and bidirectional
 * marks are normalised: whether ICU puts a no-break or a narrow no-break space there is its
 * business, the order and the symbols are ours to check.
 */
const plain = (text: string): string =>
  text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

const locales = ['en', 'fi', 'de', 'ar'] as const;

function table(
  format: (locale: string) => string,
  expected: Record<(typeof locales)[number], string>,
): void {
  expect(Object.fromEntries(locales.map((locale) => [locale, plain(format(locale))]))).toEqual(
    expected,
  );
}

describe('formatting by locale', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('formats numbers with the locale’s decimal and group separators', () => {
    table((l) => formatNumber(l, 1234.5), {
      en: '1,234.5',
      fi: '1 234,5',
      de: '1.234,5',
      ar: '1,234.5',
    });
    table((l) => formatNumber(l, 0.5, { minimumFractionDigits: 2 }), {
      en: '0.50',
      fi: '0,50',
      de: '0,50',
      ar: '0.50',
    });
  });

  it('formats a fraction as a percentage', () => {
    table((l) => formatPercent(l, 0.425), { en: '43%', fi: '43 %', de: '43 %', ar: '43%' });
    table((l) => formatPercent(l, 0.4251, { maximumFractionDigits: 1 }), {
      en: '42.5%',
      fi: '42,5 %',
      de: '42,5 %',
      ar: '42.5%',
    });
  });

  it('formats a calendar date, medium by default', () => {
    table((l) => formatDate(l, '2024-03-05'), {
      en: 'Mar 5, 2024',
      fi: '5.3.2024',
      de: '05.03.2024',
      ar: '05/03/2024',
    });
    table((l) => formatDate(l, new Date(2024, 2, 5), { dateStyle: 'long' }), {
      en: 'March 5, 2024',
      fi: '5. maaliskuuta 2024',
      de: '5. März 2024',
      ar: '5 مارس 2024',
    });
  });

  it('formats a time of day in the locale’s hour cycle', () => {
    table((l) => formatTime(l, '14:30'), { en: '2:30 PM', fi: '14.30', de: '14:30', ar: '2:30 م' });
    table((l) => formatTime(l, new Date(2024, 2, 5, 9, 5)), {
      en: '9:05 AM',
      fi: '9.05',
      de: '09:05',
      ar: '9:05 ص',
    });
    table((l) => formatTime(l, '09:05:30', { timeStyle: 'medium' }), {
      en: '9:05:30 AM',
      fi: '9.05.30',
      de: '09:05:30',
      ar: '9:05:30 ص',
    });
  });

  it('tells a 12-hour locale from a 24-hour one, honouring a -u-hc- extension', () => {
    expect(locales.map(hourCycle)).toEqual(['h12', 'h23', 'h23', 'h12']);
    expect(hourCycle('en-GB')).toBe('h23');
    expect(hourCycle('en-US-u-hc-h23')).toBe('h23');
    expect(hourCycle('de-u-hc-h12')).toBe('h12');
  });

  it('formats file sizes in decimal units with the locale’s unit names', () => {
    table((l) => formatBytes(l, 512), {
      en: '512 bytes',
      fi: '512 tavua',
      de: '512 Byte',
      ar: '512 بايت',
    });
    table((l) => formatBytes(l, 1500), {
      en: '1.5 kB',
      fi: '1,5 kt',
      de: '1,5 kB',
      ar: '1.5 كيلوبايت',
    });
    table((l) => formatBytes(l, 1_500_000), {
      en: '1.5 MB',
      fi: '1,5 Mt',
      de: '1,5 MB',
      ar: '1.5 م.ب',
    });
    expect(formatBytes('en', 1)).toBe('1 byte');
    expect(formatBytes('en', 0)).toBe('0 bytes');
    expect(plain(formatBytes('en', 2_000_000_000))).toBe('2 GB');
    expect(plain(formatBytes('en', 1_234_567, { maximumFractionDigits: 2 }))).toBe('1.23 MB');
  });

  it('moves to the next unit when rounding would show 1000', () => {
    expect(plain(formatBytes('en', 999_949))).toBe('999.9 kB');
    expect(plain(formatBytes('en', 999_950))).toBe('1 MB');
    expect(plain(formatBytes('en', 999))).toBe('999 bytes');
    expect(plain(formatBytes('en', 1000))).toBe('1 kB');
    expect(plain(formatBytes('en', 3e18))).toBe('3,000 PB');
  });

  it('creates one Intl formatter per locale and options, however often it formats', () => {
    const { NumberFormat: RealNumberFormat, DateTimeFormat: RealDateTimeFormat } = Intl;
    // Function implementations, so that `new` on the spy constructs the real formatter.
    const NumberFormat = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof RealNumberFormat>
    ) {
      return new RealNumberFormat(...args);
    } as typeof RealNumberFormat);
    const DateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof RealDateTimeFormat>
    ) {
      return new RealDateTimeFormat(...args);
    } as typeof RealDateTimeFormat);
    for (let i = 0; i < 5; i++) {
      // A fresh options object each time, as a render method would pass.
      formatNumber('sv', i, { maximumFractionDigits: 3 });
      formatTime('sv', '10:00');
    }
    expect(NumberFormat).toHaveBeenCalledTimes(1);
    expect(DateTimeFormat).toHaveBeenCalledTimes(1);
    formatNumber('sv', 1, { maximumFractionDigits: 2 });
    formatNumber('nb', 1, { maximumFractionDigits: 3 });
    expect(NumberFormat).toHaveBeenCalledTimes(3);
  });

  it('never throws on a lang value Intl rejects, formatting in English instead', () => {
    expect(formatNumber('en_US', 1234.5)).toBe('1,234.5');
    expect(plain(formatTime('not a locale!', '14:30'))).toBe('2:30 PM');
  });

  it('reads date-only strings as local days and time-only strings as times of day', () => {
    const day = toDate('2024-03-05');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([
      2024, 2, 5, 0,
    ]);
    const time = toDate('07:45:09.5');
    expect([time.getHours(), time.getMinutes(), time.getSeconds(), time.getMilliseconds()]).toEqual(
      [7, 45, 9, 500],
    );
    expect(toDate(0).getTime()).toBe(0);
    expect(toDate('2024-03-05T12:00:00Z').getTime()).toBe(Date.UTC(2024, 2, 5, 12));
  });

  it('gives an empty string for an unreadable date or time instead of throwing', () => {
    expect(formatDate('en', 'yesterday')).toBe('');
    expect(formatTime('en', '25:99')).toBe('');
    expect(formatDate('en', Number.NaN)).toBe('');
  });
});
