import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../src/lib/contrast.ts';
import { intendedBackgrounds } from '../src/lib/pairs.ts';
import { themes } from '../src/lib/themes.ts';
import { adjustRoles } from '../src/theme-builder/adjust.ts';
import {
  type ThemeSettings,
  defaultSettings,
  deriveTheme,
  parseHex,
  previewDeclarations,
  readSettings,
  settingChoices,
  themeTokens,
  writeSettings,
} from '../src/theme-builder/index.ts';
import { hexToOklch } from '../src/theme-builder/oklch.ts';
import {
  brandRamp,
  closestTint,
  neutralRamp,
  rampDistance,
  rampSteps,
  skerryBlue,
  skerryNeutral,
} from '../src/theme-builder/ramps.ts';
import { foundationFiles, themeFiles } from '../src/theme-builder/sources.ts';
import { packageDir } from '../scripts/style-dictionary.ts';
import { brands } from './brands.ts';

const sourceThemes = (theme: string) =>
  JSON.parse(fs.readFileSync(path.join(packageDir, 'src', 'themes', `${theme}.json`), 'utf8')) as {
    color: Record<string, { $value?: string }>;
  };

describe('the builder reads the package sources', () => {
  it('imports every foundation file, in the order the build reads them, and every theme', () => {
    const dir = (name: string) =>
      fs
        .readdirSync(path.join(packageDir, 'src', name))
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.replace(/\.json$/, ''))
        .sort();
    expect(Object.keys(foundationFiles)).toEqual(dir('tokens'));
    expect(Object.keys(themeFiles).sort()).toEqual(dir('themes'));
    expect([...themes].sort()).toEqual(dir('themes'));
  });
});

describe('parseHex', () => {
  it.each([
    ['#abc', '#aabbcc'],
    ['abc', '#aabbcc'],
    ['#aabbcc', '#aabbcc'],
    ['AABBCC', '#aabbcc'],
    [' #0B6E4F ', '#0b6e4f'],
  ])('%s → %s', (text, hex) => expect(parseHex(text)).toBe(hex));

  it.each(['', '#', '#ab', '#abcd', '#aabbccdd', 'ggg', 'blue', 'rgb(0,0,0)', '##abc'])(
    'rejects %j',
    (text) => expect(parseHex(text)).toBeNull(),
  );
});

describe('settings and the share link', () => {
  const samples: ThemeSettings[] = [
    defaultSettings,
    { brand: '#0b6e4f', tint: 40, corners: 'large', density: 'default', font: 'inter' },
    { brand: '#ff00ff', tint: 0, corners: 'square', density: 'compact', font: 'serif' },
    { brand: '#000000', tint: 100, corners: 'small', density: 'comfortable', font: 'humanist' },
  ];

  it.each(samples.map((s) => [writeSettings(s), s] as const))('round-trips %s', (query, s) => {
    expect(readSettings(query)).toEqual({ settings: s, problems: [] });
    expect(readSettings(`?${query}`).settings).toEqual(s);
    expect(readSettings(new URLSearchParams(query)).settings).toEqual(s);
  });

  it('writes a stable, readable query', () => {
    expect(writeSettings(samples[1]!)).toBe(
      'brand=0b6e4f&tint=40&corners=large&density=default&font=inter',
    );
  });

  it('falls back to the default for each invalid value, naming the field', () => {
    const { settings, problems } = readSettings(
      'brand=zzz&tint=140&corners=round&density=cosy&font=comic&extra=1&density2=compact',
    );
    expect(settings).toEqual(defaultSettings);
    expect(problems.map((p) => [p.field, p.value])).toEqual([
      ['brand', 'zzz'],
      ['tint', '140'],
      ['corners', 'round'],
      ['density', 'cosy'],
      ['font', 'comic'],
    ]);
    for (const problem of problems) {
      expect(problem.message).toContain(problem.field);
      expect(problem.message).toContain(problem.value);
    }
  });

  it.each(['-1', '4.5', '', 'ten', '1e2', '101'])('rejects tint %j', (tint) => {
    const { settings, problems } = readSettings(`brand=abc&tint=${tint}`);
    expect(settings.brand).toBe('#aabbcc');
    expect(settings.tint).toBe(defaultSettings.tint);
    expect(problems.map((p) => p.field)).toEqual(['tint']);
  });

  it('keeps what is valid and takes the default for what is missing', () => {
    expect(readSettings('tint=0&font=serif')).toEqual({
      settings: { ...defaultSettings, tint: 0, font: 'serif' },
      problems: [],
    });
  });

  it("defaults to Skerry's own look", () => {
    const colors = foundationFiles.color as { color: { blue: Record<string, { $value: string }> } };
    expect(defaultSettings.brand).toBe(colors.color.blue['600']!.$value);
    expect(defaultSettings.tint).toBe(closestTint(defaultSettings.brand));
    expect(defaultSettings).toMatchObject({ corners: 'medium', density: 'default', font: 'inter' });
  });

  it('offers a labelled choice for every value, and a stack for every font', () => {
    for (const list of Object.values(settingChoices)) {
      for (const choice of list) expect(choice.label.length).toBeGreaterThan(0);
    }
    expect(settingChoices.font.find((f) => f.value === 'system')?.stack).toBe(
      'system-ui, sans-serif',
    );
  });
});

describe('the ramps', () => {
  const lightness = (hex: string) => hexToOklch(hex).l;

  it.each(brands)(
    '%s: monotonic in lightness, in the brand hue, its own step the brand',
    (brand) => {
      for (const [ramp, source] of [
        [brandRamp(brand), skerryBlue],
        [neutralRamp(brand, 60), skerryNeutral],
      ] as const) {
        const ls = rampSteps.map((s) => lightness(ramp[s]));
        for (let i = 1; i < ls.length; i++) expect(ls[i]!).toBeLessThan(ls[i - 1]!);
        // Clamping chroma into sRGB keeps lightness: each step stays at the source step's (bar
        // the brand's own step and hex rounding).
        const off = rampSteps.filter(
          (s) => ramp[s] !== brand && Math.abs(lightness(ramp[s]) - lightness(source[s])) > 0.01,
        );
        expect(off).toEqual([]);
      }
      const own = hexToOklch(brand);
      const ramp = brandRamp(brand);
      expect(Object.values(ramp)).toContain(brand);
      if (own.c > 0.05) {
        for (const step of rampSteps) {
          const { c, h } = hexToOklch(ramp[step]);
          if (c > 0.03) expect(Math.abs(((h - own.h + 540) % 360) - 180)).toBeLessThan(6);
        }
      }
    },
  );

  it("comes close to Skerry's blue and neutral ramps with the default settings", () => {
    expect(brandRamp(defaultSettings.brand)['600']).toBe(skerryBlue['600']);
    expect(rampDistance(brandRamp(defaultSettings.brand), skerryBlue)).toBeLessThan(0.01);
    const neutral = neutralRamp(defaultSettings.brand, defaultSettings.tint);
    expect(rampDistance(neutral, skerryNeutral)).toBeLessThan(0.01);
    expect(rampDistance(neutral, skerryNeutral)).toBeLessThan(
      rampDistance(neutralRamp(defaultSettings.brand, 0), skerryNeutral),
    );
  });

  it('makes pure greys at tint 0, and of a grey brand at any tint', () => {
    for (const hex of [
      ...Object.values(neutralRamp('#ff0000', 0)),
      ...Object.values(neutralRamp('#808080', 100)),
    ]) {
      expect(hexToOklch(hex).c).toBeLessThan(0.002);
    }
  });
});

const variants: Partial<ThemeSettings>[] = [
  {},
  { tint: 0, corners: 'square', density: 'compact', font: 'system' },
  { tint: 100, corners: 'large', density: 'comfortable', font: 'serif' },
];

describe.each(brands)('the theme of %s', (brand) => {
  it.each(variants)('checks every pair in every theme, from the final values (%o)', (variant) => {
    const theme = deriveTheme({ ...defaultSettings, ...variant, brand });
    const pairs = Object.entries(intendedBackgrounds);
    expect(theme.checks).toHaveLength(pairs.length * themes.length);
    for (const name of themes) {
      expect(Object.keys(theme.roles[name]).sort()).toEqual(
        Object.keys(sourceThemes(name).color)
          .filter((k) => !k.startsWith('$'))
          .sort(),
      );
      for (const [foreground, { against, minimum, kind }] of pairs) {
        const check = theme.checks.find((c) => c.theme === name && c.foreground === foreground);
        const exact = contrastRatio(
          theme.roles[name][foreground]!.value,
          theme.roles[name][against]!.value,
        );
        expect(check).toMatchObject({ background: against, minimum, kind });
        expect(check!.ratio).toBe(Math.round(exact * 100) / 100);
        expect(check!.passes).toBe(exact >= minimum);
      }
    }
    expect(theme.failures).toEqual(theme.checks.filter((c) => !c.passes));
    // Every brand of the set gets a theme that passes AA throughout.
    expect(theme.failures.map((f) => `${f.theme} ${f.foreground} ${f.ratio}`)).toEqual([]);
  });

  it('aliases what it resolves to, in the derived palette', () => {
    const theme = deriveTheme({ ...defaultSettings, brand });
    for (const name of themes) {
      for (const { value, alias } of Object.values(theme.roles[name])) {
        const [, family, step] = alias!.split('.');
        if (family === 'brand') expect(value).toBe(theme.ramps.brand[step as '50']);
        if (family === 'neutral') expect(value).toBe(theme.ramps.neutral[step as '50']);
        expect(family).not.toBe('blue');
      }
    }
  });
});

describe('the roles follow our own themes', () => {
  it("alias the same steps as Skerry's themes with the default settings, brand for blue", () => {
    const theme = deriveTheme(defaultSettings);
    for (const name of themes) {
      for (const [role, token] of Object.entries(sourceThemes(name).color)) {
        if (role.startsWith('$')) continue;
        expect(`{${theme.roles[name][role]!.alias}}`).toBe(
          token.$value!.replace('{color.blue.', '{color.brand.'),
        );
      }
    }
    expect(theme.checks.filter((c) => c.adjustment)).toEqual([]);
  });
});

describe('the adjustment', () => {
  it('moves a fill and what follows it when the other text colour is not enough', () => {
    // A violet whose own step is the dark theme's fill, too light for white and too dark for
    // near-black text on it.
    const theme = deriveTheme({ ...defaultSettings, brand: '#9955ee' });
    const dark = theme.roles.dark;
    const check = theme.checks.find((c) => c.theme === 'dark' && c.foreground === 'on-interactive');
    expect(check?.passes).toBe(true);
    expect(check?.adjustment).toMatch(/^interactive moved from brand\.400 to brand\.300/);
    expect(dark.interactive!.alias).toBe('color.brand.300');
    // Hover and press stay distinct from rest, and from each other.
    expect(
      new Set(
        [dark.interactive, dark['interactive-hover'], dark['interactive-active']].map(
          (r) => r!.alias,
        ),
      ).size,
    ).toBe(3);
    expect(theme.failures).toEqual([]);
  });

  const colors = new Map([
    ['color.white', '#ffffff'],
    ['color.ink.100', '#eeeeee'],
    ['color.ink.200', '#999999'],
    ['color.ink.300', '#757575'],
    ['color.ink.400', '#555555'],
    ['color.ink.500', '#111111'],
  ]);
  const role = (alias: string) => ({ alias, value: colors.get(alias)! });

  it('moves a foreground away from its surface, step by step, with its followers', () => {
    const roles = {
      surface: role('color.white'),
      'text-link': role('color.ink.200'),
      'text-link-hover': role('color.ink.300'),
    };
    const notes = adjustRoles('test', roles, colors, ['text-link']);
    expect(roles['text-link'].alias).toBe('color.ink.300');
    expect(roles['text-link-hover'].alias).toBe('color.ink.400');
    expect(notes.get('text-link')).toEqual([
      'text-link moved from ink.200 to ink.300 (with it, text-link-hover to ink.400).',
    ]);
    expect(notes.get('text-link-hover')).toEqual([
      'text-link-hover moved from ink.300 to ink.400 with text-link.',
    ]);
  });

  it('keeps hover and press distinct when a fill is pushed to the end of its ramp', () => {
    const inks = new Map([
      ['color.white', '#ffffff'],
      ['color.ink.100', '#eeeeee'],
      ['color.ink.200', '#cccccc'],
      ['color.ink.300', '#bbbbbb'],
      ['color.ink.400', '#767676'],
      ['color.ink.500', '#111111'],
    ]);
    const at = (alias: string) => ({ alias, value: inks.get(alias)! });
    const roles = {
      surface: at('color.white'),
      interactive: at('color.ink.300'),
      'interactive-hover': at('color.ink.400'),
      'interactive-active': at('color.ink.500'),
    };
    const notes = adjustRoles('test', roles, inks, ['interactive']);
    expect(roles.interactive.alias).toBe('color.ink.400');
    expect(roles['interactive-hover'].alias).toBe('color.ink.500');
    // Pushed off the end, and the last step taken: the nearest free step.
    expect(roles['interactive-active'].alias).toBe('color.ink.300');
    expect(notes.get('interactive')?.[0]).toBe(
      'interactive moved from ink.300 to ink.400 (with it, interactive-hover to ink.500, interactive-active to ink.300).',
    );
  });

  it('leaves a pair it cannot fix as it was, and says what it tried', () => {
    const roles = {
      surface: role('color.ink.300'),
      'text-link': role('color.ink.300'),
      'text-link-hover': role('color.ink.400'),
    };
    const notes = adjustRoles('test', roles, colors, ['text-link']);
    expect(roles['text-link'].alias).toBe('color.ink.300');
    expect(notes.get('text-link')?.[0]).toMatch(/No step .* reaches 4\.5:1 against surface/);
  });
});

describe('deriveTheme', () => {
  it.each([
    [{ brand: '0065ab' }, /settings\.brand is "0065ab"/],
    [{ brand: '#0065AB' }, /settings\.brand/],
    [{ tint: 40.5 }, /settings\.tint is 40\.5/],
    [{ tint: -1 }, /settings\.tint/],
    [{ corners: 'round' }, /settings\.corners is "round", not 'square', 'small'/],
    [{ density: 'cosy' }, /settings\.density/],
    [{ font: 'comic' }, /settings\.font/],
  ])('rejects %o, naming the field', (change, message) => {
    expect(() => deriveTheme({ ...defaultSettings, ...change } as ThemeSettings)).toThrow(message);
  });
});

describe('the exports', () => {
  const theme = deriveTheme({
    brand: '#0b6e4f',
    tint: 40,
    corners: 'large',
    density: 'compact',
    font: 'humanist',
  });

  it('writes DTCG token sets: a foundation, and each theme aliasing into it', () => {
    const sets = themeTokens(theme) as Record<string, Record<string, Record<string, unknown>>>;
    expect(Object.keys(sets).filter((k) => !k.startsWith('$'))).toEqual(['foundation', ...themes]);
    expect(sets.$metadata).toEqual({ tokenSetOrder: ['foundation', ...themes] });
    const color = sets.foundation!.color as Record<string, Record<string, { $value: string }>>;
    for (const step of rampSteps) {
      expect(color.brand![step]!.$value).toBe(theme.ramps.brand[step]);
      expect(color.neutral![step]!.$value).toBe(theme.ramps.neutral[step]);
    }
    expect(color.blue!['600']!.$value).toBe(skerryBlue['600']);
    const space = sets.foundation!.space as Record<string, { $value: string }>;
    expect(space['4']!.$value).toBe('0.75rem');
    expect(space['1']!.$value).toBe('0.1875rem');
    const radius = sets.foundation!.radius as Record<string, { $value: string }>;
    expect([radius.sm, radius.md, radius.lg, radius.full].map((t) => t!.$value)).toEqual([
      '0.375rem',
      '0.75rem',
      '1.125rem',
      '9999px',
    ]);
    const light = sets.light!.color as Record<string, { $value: string; $description: string }>;
    expect(light.interactive).toMatchObject({
      $value: `{${theme.roles.light.interactive!.alias}}`,
      $description: 'Fill of primary actions and selected states.',
    });
  });

  it('gives the preview every role of one theme, the ramps, space, radius and font', () => {
    for (const name of themes) {
      const css = previewDeclarations(theme, name);
      expect(css).not.toMatch(/@layer|var\(/);
      for (const [role, { value }] of Object.entries(theme.roles[name])) {
        expect(css).toContain(`--sk-color-${role}: ${value};`);
      }
      expect(css).toContain(`--sk-color-brand-600: ${theme.ramps.brand['600']};`);
      expect(css).toContain(`--sk-color-neutral-50: ${theme.ramps.neutral['50']};`);
      expect(css).toContain('--sk-space-4: 0.75rem;');
      expect(css).toContain('--sk-radius-md: 0.75rem;');
      expect(css).not.toContain('--sk-radius-full');
      expect(css).toContain(
        `--sk-font-family-sans: ${settingChoices.font.find((f) => f.value === 'humanist')!.stack};`,
      );
    }
  });
});
