import { defaultSettings, deriveTheme, previewDeclarations } from '@skerry/tokens/theme-builder';
import { describe, expect, it } from 'vitest';
import { previewProperties, withoutColors } from './preview-style.ts';

describe('previewProperties', () => {
  it('reads each declaration into a property of the style object', () => {
    expect(
      previewProperties(
        "--sk-a: 1px;\n  --sk-font: Seravek, 'Gill Sans Nova', sans-serif;\n\n--sk-b:#fff",
      ),
    ).toEqual({
      '--sk-a': '1px',
      '--sk-font': "Seravek, 'Gill Sans Nova', sans-serif",
      '--sk-b': '#fff',
    });
  });

  it('refuses what is not one custom property declaration', () => {
    expect(() => previewProperties('color: red;')).toThrow(/not a custom property/);
    expect(() => previewProperties('--sk-a: 1; --sk-b: 2;')).toThrow(/not a custom property/);
    expect(() => previewProperties('--sk-a: 1 } body { color: red')).toThrow(
      /not a custom property/,
    );
  });

  it('holds every declaration of each variant of a derived theme', () => {
    const theme = deriveTheme({ ...defaultSettings, brand: '#0b6e4f' });
    for (const name of ['light', 'dark', 'high-contrast'] as const) {
      const declarations = previewDeclarations(theme, name);
      const properties = previewProperties(declarations);
      const lines = declarations.split('\n').filter((line) => line.trim());
      expect(Object.keys(properties)).toHaveLength(lines.length);
      expect(properties['--sk-color-interactive']).toBe(theme.roles[name].interactive!.value);
      expect(properties['--sk-color-brand-600']).toBe(theme.ramps.brand['600']);
    }
  });
});

describe('withoutColors', () => {
  it('leaves the colours to forced-colours mode and keeps the rest of the theme', () => {
    expect(
      withoutColors({
        '--sk-color-interactive': '#0065ab',
        '--sk-space-4': '1rem',
        '--sk-radius-md': '0.5rem',
      }),
    ).toEqual({ '--sk-space-4': '1rem', '--sk-radius-md': '0.5rem' });
  });
});
