import { defaultSettings, deriveTheme, previewDeclarations } from '@skerry/tokens/theme-builder';
import { describe, expect, it } from 'vitest';
import { previewAttribute, previewStyle } from './preview-style.ts';

describe('previewStyle', () => {
  it('scopes the declarations to the region the attribute names, one per line', () => {
    expect(previewStyle('r1', '--sk-a: 1px;\n  --sk-b: #fff;\n')).toBe(
      `[${previewAttribute}="r1"] {\n  --sk-a: 1px;\n  --sk-b: #fff;\n}\n`,
    );
  });

  it('escapes what would end the attribute value', () => {
    expect(previewStyle('a"b\\c', '--sk-a: 1;')).toContain(`="a\\"b\\\\c"]`);
  });

  it('refuses text that would end the rule or the style element', () => {
    expect(() => previewStyle('r', '--sk-a: 1; } body { color: red;')).toThrow(/refusing/);
    expect(() => previewStyle('r', '--sk-a: </style>')).toThrow(/refusing/);
  });

  it('holds every declaration of a derived theme, brand and roles included', () => {
    const theme = deriveTheme({ ...defaultSettings, brand: '#0b6e4f' });
    for (const name of ['light', 'dark', 'high-contrast'] as const) {
      const declarations = previewDeclarations(theme, name);
      const rule = previewStyle('x', declarations);
      const lines = declarations.split('\n').filter((line) => line.trim());
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(rule).toContain(`  ${line.trim()}\n`);
      expect(rule).toContain(`--sk-color-interactive: ${theme.roles[name].interactive!.value}`);
    }
  });
});
