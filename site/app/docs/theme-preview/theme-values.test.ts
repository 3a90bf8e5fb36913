import { describe, expect, it } from 'vitest';
import { keyRoles, keyValues, themeOf } from './theme-values.ts';

describe('theme values', () => {
  it('gives each key role its value in the chosen theme', () => {
    const dark = keyValues('dark');
    expect(dark.map((v) => v.name)).toEqual([...keyRoles]);
    expect(dark.find((v) => v.name === '--sk-color-text')).toMatchObject({
      value: '#f6f7f9',
      contrast: '17.76:1 against --sk-color-surface',
    });
    expect(keyValues('high-contrast').find((v) => v.name === '--sk-color-focus-ring')?.value).toBe(
      '#000000',
    );
  });

  it('accepts only the themes the package builds', () => {
    expect(themeOf('ThemePreview', 'high-contrast')).toBe('high-contrast');
    expect(() => themeOf('ThemePreview', 'auto')).toThrow('<ThemePreview>: theme must be one of');
  });
});
