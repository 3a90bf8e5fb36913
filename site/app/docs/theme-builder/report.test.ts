import { type PairCheck, defaultSettings, deriveTheme } from '@skerry/tokens/theme-builder';
import { describe, expect, it } from 'vitest';
import { themeNames } from '../token-table/token-data.ts';
import {
  formatMinimum,
  formatRatio,
  pairRows,
  reportSummary,
  resultText,
  resultWord,
} from './report.ts';

const check = (overrides: Partial<PairCheck>): PairCheck => ({
  theme: 'light',
  foreground: 'text',
  background: 'surface',
  kind: 'text',
  minimum: 4.5,
  ratio: 12.3,
  passes: true,
  ...overrides,
});

describe('the contrast report', () => {
  it('writes ratios and minimums as WCAG does', () => {
    expect(formatRatio(4.5)).toBe('4.50:1');
    expect(formatRatio(12.345)).toBe('12.35:1');
    expect(formatMinimum(3)).toBe('3:1');
    expect(formatMinimum(4.5)).toBe('4.5:1');
  });

  it('says each result in words, with the adjustment made', () => {
    expect(resultText(check({}))).toBe('Passes');
    expect(resultText(check({ adjustment: 'text moved from neutral.700 to neutral.800' }))).toBe(
      'Passes after adjustment: text moved from neutral.700 to neutral.800',
    );
    expect(resultText(check({ passes: false, ratio: 2.1 }))).toMatch(/^Fails/);
    expect(resultText(check({ passes: false, adjustment: 'tried every step' }))).toBe(
      'Fails, even after adjustment: tried every step',
    );
  });

  it('says each result in a word or three for a table cell', () => {
    expect(resultWord(check({}))).toBe('passes');
    expect(resultWord(check({ adjustment: 'moved' }))).toBe('passes after adjustment');
    expect(resultWord(check({ passes: false, adjustment: 'tried' }))).toBe('fails');
  });

  it('makes a row per pair, in the order of the checks, with each theme in it', () => {
    const rows = pairRows([
      check({}),
      check({ foreground: 'border', background: 'surface', kind: 'non-text', minimum: 3 }),
      check({ theme: 'dark', ratio: 14 }),
    ]);
    expect(rows.map((row) => row.key)).toEqual(['text/surface', 'border/surface']);
    expect(Object.keys(rows[0]!.checks)).toEqual(['light', 'dark']);
    expect(rows[0]!.checks.dark!.ratio).toBe(14);
    expect(rows[1]).toMatchObject({ kind: 'non-text', minimum: 3 });
  });

  it('sums up a theme where every pair passes, counting the adjusted ones', () => {
    const checks = [
      check({}),
      check({ theme: 'dark', adjustment: 'x moved' }),
      check({ theme: 'high-contrast' }),
    ];
    expect(reportSummary(checks, themeNames)).toBe(
      'All 3 pairs of the 3 themes pass WCAG 2.2 AA, 1 of them after adjustment.',
    );
  });

  it('names each failing pair with its theme, ratio and minimum', () => {
    const checks = [
      check({}),
      check({
        theme: 'dark',
        foreground: 'on-interactive',
        background: 'interactive',
        ratio: 2.91,
        passes: false,
      }),
    ];
    expect(reportSummary(checks, themeNames)).toBe(
      '1 pair fails WCAG 2.2 AA: on-interactive on interactive in dark (2.91:1, needs 4.5:1). The other 1 pass.',
    );
  });

  it("sums up Skerry's own settings as passing", () => {
    const theme = deriveTheme(defaultSettings);
    expect(reportSummary(theme.checks, themeNames)).toMatch(
      new RegExp(`^All ${theme.checks.length} pairs of the 3 themes pass WCAG 2.2 AA`),
    );
  });
});
