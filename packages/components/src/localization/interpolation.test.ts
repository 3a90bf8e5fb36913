import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerTranslation, translate } from './registry.js';
import { en } from './translations/en.js';

/*
 * The bundled strings have no placeholders yet, so these tests register their own under the
 * existing keys, in regional locales that no other test uses.
 */
const plain = (text: string): string =>
  text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('named interpolation', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('fills named placeholders, formatting numbers for the locale (en, fi, de, ar)', () => {
    registerTranslation('en-GB', { loading: '{count} of {max} characters' });
    registerTranslation('fi-FI', { loading: '{count}/{max} merkkiä' });
    registerTranslation('de-DE', { loading: '{count} von {max} Zeichen' });
    registerTranslation('ar-SA', { loading: '{count} من {max} حرفًا' });
    const params = { count: 1200, max: 2000 };
    expect(translate('en-GB', 'loading', params)).toBe('1,200 of 2,000 characters');
    expect(plain(translate('fi-FI', 'loading', params))).toBe('1 200/2 000 merkkiä');
    expect(translate('de-DE', 'loading', params)).toBe('1.200 von 2.000 Zeichen');
    expect(plain(translate('ar-SA', 'loading', params))).toMatch(/^\S+ من \S+ حرفًا$/);
    expect(translate('ar-SA', 'loading', params)).toContain(
      new Intl.NumberFormat('ar-SA').format(2000),
    );
  });

  it('formats numeric parameters with every digit they have', () => {
    registerTranslation('en-AU', { loading: 'Between {min} and {max}' });
    expect(translate('en-AU', 'loading', { min: 0.0001, max: 1234.5678 })).toBe(
      'Between 0.0001 and 1,234.5678',
    );
    registerTranslation('fi-SE', { loading: 'Väli {step}' });
    expect(translate('fi-SE', 'loading', { step: 0.25 })).toBe('Väli 0,25');
  });

  it('inserts string parameters as written, and repeats a placeholder used twice', () => {
    registerTranslation('en-IE', { loading: '{name} removed. {name} can be added again.' });
    expect(translate('en-IE', 'loading', { name: 'Tag 1,000' })).toBe(
      'Tag 1,000 removed. Tag 1,000 can be added again.',
    );
  });

  it('leaves a placeholder without a parameter in place, so the gap is visible', () => {
    registerTranslation('en-NZ', { loading: '{count} of {max}' });
    expect(translate('en-NZ', 'loading', { count: 3 })).toBe('3 of {max}');
    expect(translate('en-NZ', 'loading')).toBe('{count} of {max}');
  });

  it('chooses the plural form by count and fills the other placeholders too', () => {
    registerTranslation('pl', {
      loading: {
        one: 'Wpisano {count} znak z {max}',
        few: 'Wpisano {count} znaki z {max}',
        many: 'Wpisano {count} znaków z {max}',
        other: 'Wpisano {count} znaku z {max}',
      },
    });
    const typed = (count: number) => plain(translate('pl', 'loading', { count, max: 1000 }));
    expect(typed(1)).toBe('Wpisano 1 znak z 1000');
    expect(typed(3)).toBe('Wpisano 3 znaki z 1000');
    expect(typed(5)).toBe('Wpisano 5 znaków z 1000');
    expect(typed(22)).toBe('Wpisano 22 znaki z 1000');
    expect(typed(1.5)).toBe('Wpisano 1,5 znaku z 1000');
  });

  it('still takes a bare number as the count', () => {
    registerTranslation('de-LI', { loading: { one: '{count} Datei', other: '{count} Dateien' } });
    expect(translate('de-LI', 'loading', 1)).toBe('1 Datei');
    expect(translate('de-LI', 'loading', 2500)).toBe("2'500 Dateien");
    // A string with forms and no count at all shows the form for zero.
    expect(translate('de-LI', 'loading')).toBe('0 Dateien');
  });

  it('chooses the plural form in Arabic, which has six', () => {
    registerTranslation('ar-EG', {
      loading: {
        zero: 'لا ملفات',
        one: 'ملف واحد',
        two: 'ملفان',
        few: '{count} ملفات',
        many: '{count} ملفًا',
        other: '{count} ملف',
      },
    });
    const files = (count: number) => translate('ar-EG', 'loading', { count });
    expect([files(0), files(1), files(2)]).toEqual(['لا ملفات', 'ملف واحد', 'ملفان']);
    expect(files(3)).toBe(`${new Intl.NumberFormat('ar-EG').format(3)} ملفات`);
    expect(files(11)).toBe(`${new Intl.NumberFormat('ar-EG').format(11)} ملفًا`);
    expect(files(100)).toBe(`${new Intl.NumberFormat('ar-EG').format(100)} ملف`);
  });

  it('fills the placeholders of the English fallback for a string a locale lacks', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    registerTranslation('en', { valueMissing: 'Fill in at least {min} characters.' });
    try {
      registerTranslation('is', { loading: 'Hleður' });
      expect(translate('is', 'valueMissing', { min: 1000 })).toBe(
        'Fill in at least 1,000 characters.',
      );
    } finally {
      registerTranslation('en', { valueMissing: en.valueMissing });
    }
  });
});
