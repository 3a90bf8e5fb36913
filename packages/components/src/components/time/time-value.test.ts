import { describe, expect, it } from 'vitest';
import { bundledLocales } from '../../localization/bundled.js';
import { day, formatIso, parseIso, parseTyped, toIso } from './time-value.js';

/* Each bundled locale, regional forms of them that write times differently, and hour cycles. */
const locales = [
  ...bundledLocales,
  'en-US',
  'en-GB',
  'fi-FI',
  'sv-SE',
  'de-CH',
  'fr-CA',
  'ar-EG',
  'ar-SA',
  'en-US-u-hc-h23',
  'fi-u-hc-h12',
];

const at = (h: number, m = 0, s = 0): number => h * 3600 + m * 60 + s;

describe('time values', () => {
  describe('ISO form values', () => {
    it('reads HH:MM and HH:MM:SS as seconds since midnight', () => {
      expect(parseIso('00:00')).toBe(0);
      expect(parseIso('09:30')).toBe(at(9, 30));
      expect(parseIso('21:05:07')).toBe(at(21, 5, 7));
      expect(parseIso('23:59:59')).toBe(day - 1);
    });

    it('reads nothing else, as <input type=time> sanitizes its value', () => {
      for (const text of [
        '',
        '9:30',
        '24:00',
        '12:60',
        '12:00:60',
        '12:00:00.5',
        '12.00',
        'noon',
        ' 12:00',
      ]) {
        expect(parseIso(text), text).toBeNull();
      }
    });

    it('writes HH:MM, and seconds when asked to or when the time has them', () => {
      expect(toIso(0)).toBe('00:00');
      expect(toIso(at(9, 30))).toBe('09:30');
      expect(toIso(at(9, 30), true)).toBe('09:30:00');
      expect(toIso(at(21, 5, 7))).toBe('21:05:07');
      expect(toIso(day - 1)).toBe('23:59:59');
    });
  });

  describe('shown in the locale', () => {
    it("uses the locale's hour cycle and separators", () => {
      expect(formatIso('en', at(21, 30))).toMatch(/^9:30\sPM$/);
      expect(formatIso('en-GB', at(9, 5))).toBe('09:05');
      expect(formatIso('fi', at(21, 30))).toBe('21.30');
      expect(formatIso('de', at(21, 30))).toBe('21:30');
      expect(formatIso('fr-CA', at(21, 30))).toBe('21 h 30');
      expect(formatIso('en-US-u-hc-h23', at(21, 30))).toBe('21:30');
    });

    it('shows seconds when asked to, or when the time has them', () => {
      expect(formatIso('de', at(21, 30), true)).toBe('21:30:00');
      expect(formatIso('de', at(21, 30, 15))).toBe('21:30:15');
      expect(formatIso('en', at(9, 0, 15))).toMatch(/^9:00:15\sAM$/);
    });
  });

  describe('typed by a reader', () => {
    it('reads back every time as each locale shows it, with and without seconds', () => {
      for (const locale of locales) {
        for (let time = 0; time < day; time += 15 * 60) {
          const shown = formatIso(locale, time);
          expect(parseTyped(shown, locale), `${locale}: ${shown}`).toBe(time);
          const withSeconds = formatIso(locale, time + 7);
          expect(parseTyped(withSeconds, locale), `${locale}: ${withSeconds}`).toBe(time + 7);
        }
      }
    });

    it('takes the forms people type', () => {
      const cases: [string, number][] = [
        ['9', at(9)],
        ['09', at(9)],
        ['0', 0],
        ['21', at(21)],
        ['930', at(9, 30)],
        ['0930', at(9, 30)],
        ['2130', at(21, 30)],
        ['93015', at(9, 30, 15)],
        ['213015', at(21, 30, 15)],
        ['9:30', at(9, 30)],
        ['9.30', at(9, 30)],
        ['9,30', at(9, 30)],
        ['21:30', at(21, 30)],
        ['21 : 30', at(21, 30)],
        ['9:30:15', at(9, 30, 15)],
        ['  9:30  ', at(9, 30)],
        ['9:30 pm', at(21, 30)],
        ['9:30pm', at(21, 30)],
        ['9:30 PM', at(21, 30)],
        ['9:30 p.m.', at(21, 30)],
        ['9:30 P', at(21, 30)],
        ['9pm', at(21)],
        ['9 am', at(9)],
        ['930pm', at(21, 30)],
        ['12 am', 0],
        ['12:15 am', at(0, 15)],
        ['12 pm', at(12)],
        ['12:45 p.m.', at(12, 45)],
        ['21 h 30', at(21, 30)],
        ['21h30', at(21, 30)],
      ];
      for (const [text, time] of cases) expect(parseTyped(text, 'en'), text).toBe(time);
    });

    it("takes the locale's own day periods and digits, and the English ones everywhere", () => {
      expect(parseTyped('9.30 ip.', 'fi')).toBe(at(21, 30));
      expect(parseTyped('9.30 ap', 'fi')).toBe(at(9, 30));
      expect(parseTyped('9:30 em', 'sv')).toBe(at(21, 30));
      expect(parseTyped('9:30 fm', 'sv')).toBe(at(9, 30));
      expect(parseTyped('9:30 م', 'ar')).toBe(at(21, 30));
      expect(parseTyped('٩:٣٠ ص', 'ar')).toBe(at(9, 30));
      expect(parseTyped('۹:۳۰ م', 'ar')).toBe(at(21, 30));
      expect(parseTyped('٢١:٣٠', 'ar')).toBe(at(21, 30));
      expect(parseTyped('9:30 pm', 'de')).toBe(at(21, 30));
      expect(parseTyped('9 h 30 p.m.', 'fr-CA')).toBe(at(21, 30));
      expect(parseTyped('오후 9:30', 'ko')).toBe(at(21, 30));
    });

    it('reads nothing that is not a time', () => {
      for (const text of [
        '',
        '   ',
        'abc',
        'pm',
        '24',
        '24:00',
        '9:60',
        '9:30:60',
        '2460',
        '1234567',
        '9:3',
        '9::30',
        '123:30',
        '13 pm',
        '13:00 am',
        '9:30 xm',
        '9:30 ip.',
        '9 30 40 50',
        '-9:30',
      ]) {
        expect(parseTyped(text, 'en'), JSON.stringify(text)).toBeNull();
      }
    });
  });
});
