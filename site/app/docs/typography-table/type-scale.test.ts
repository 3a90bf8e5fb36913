import { describe, expect, it } from 'vitest';
import { type TokenRecord, tokens, tokensAt } from '../token-table/token-data.ts';
import { typeScaleRows } from './type-scale.ts';

const fake = (path: string[], value: string): TokenRecord => ({
  name: `--sk-${path.join('-')}`,
  path,
  category: 'typography',
  type: 'dimension',
  description: '',
  values: { light: value, dark: value, 'high-contrast': value },
  aliases: { light: null, dark: null, 'high-contrast': null },
  themed: false,
  contrast: null,
});

describe('typeScaleRows', () => {
  it('has one row per font-size token, each step paired with a line height and weight', () => {
    const rows = typeScaleRows();
    expect(rows.map((r) => r.size.name)).toEqual(tokensAt(['font', 'size']).map((t) => t.name));
    expect(rows.every((r) => r.lineHeight && r.weight && r.use)).toBe(true);
  });

  it('reads the values of the paired tokens', () => {
    const body = typeScaleRows().find((r) => r.step === 'md')!;
    expect(body).toMatchObject({
      size: { name: '--sk-font-size-md', value: '1rem' },
      pixels: 16,
      lineHeight: { name: '--sk-line-height-relaxed', value: '1.65' },
      weight: { name: '--sk-font-weight-regular', value: '400' },
    });
    expect(body.letterSpacing).toBeUndefined();
    const title = typeScaleRows().find((r) => r.step === '4xl')!;
    expect(title.letterSpacing).toEqual({ name: '--sk-letter-spacing-tight', value: '-0.01em' });
  });

  it('still lists a step that has no pairing yet, with its size alone', () => {
    const rows = typeScaleRows([...tokens, fake(['font', 'size', '5xl'], '3rem')]);
    expect(rows.at(-1)).toMatchObject({ step: '5xl', pixels: 48, use: undefined });
  });

  it('stops on a pairing that names a missing token', () => {
    const withoutRelaxed = tokens.filter((t) => t.name !== '--sk-line-height-relaxed');
    expect(() => typeScaleRows(withoutRelaxed)).toThrow('--sk-line-height-relaxed');
  });
});
