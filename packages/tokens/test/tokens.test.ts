import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TokenRecord, buildTokens } from '../scripts/build.ts';
import { packageDir, themes } from '../scripts/style-dictionary.ts';
import { contrastRatio } from '../src/lib/contrast.ts';

const sourceDir = path.join(packageDir, 'src');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-tokens-'));
let records: TokenRecord[];
let css: string;

beforeAll(async () => {
  records = await buildTokens(sourceDir, outDir);
  css = fs.readFileSync(path.join(outDir, 'tokens.css'), 'utf8');
});

const value = (name: string, theme: (typeof themes)[number]) => {
  const record = records.find((r) => r.name === name);
  if (!record) throw new Error(`No token ${name}`);
  return record.values[theme];
};

/** The names the site and the components are written against. */
const requiredNames = [
  ...[
    'text',
    'text-subtle',
    'text-inverse',
    'text-link',
    'text-link-hover',
    'surface',
    'surface-subtle',
    'surface-raised',
    'surface-inverse',
    'border',
    'border-strong',
    'interactive',
    'interactive-hover',
    'interactive-active',
    'on-interactive',
    'focus-ring',
    'code-surface',
  ].map((r) => `--sk-color-${r}`),
  ...['success', 'warning', 'danger', 'info'].flatMap((s) => [
    `--sk-color-status-${s}`,
    `--sk-color-status-${s}-surface`,
  ]),
  '--sk-font-family-sans',
  '--sk-font-family-mono',
  ...['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'].map((s) => `--sk-font-size-${s}`),
  ...['regular', 'medium', 'semibold', 'bold'].map((s) => `--sk-font-weight-${s}`),
  ...['tight', 'normal', 'relaxed'].map((s) => `--sk-line-height-${s}`),
  ...['tight', 'normal', 'wide'].map((s) => `--sk-letter-spacing-${s}`),
  ...['0', '1', '2', '3', '4', '5', '6', '8', '10', '12', '16'].map((s) => `--sk-space-${s}`),
  ...['sm', 'md', 'lg', 'full'].map((s) => `--sk-radius-${s}`),
  '--sk-border-width-thin',
  '--sk-border-width-thick',
  ...['sm', 'md', 'lg'].map((s) => `--sk-shadow-${s}`),
  ...['fast', 'normal', 'slow', 'scroll', 'throttle'].map((s) => `--sk-motion-duration-${s}`),
  ...['standard', 'emphasized', 'linear'].map((s) => `--sk-motion-easing-${s}`),
  ...['base', 'sticky', 'header', 'drawer', 'overlay', 'popup', 'toast'].map((s) => `--sk-z-${s}`),
  ...['content-max', 'sidebar-width', 'header-height', 'toc-width'].map((s) => `--sk-layout-${s}`),
  ...['sm', 'md', 'lg', 'xl'].map((s) => `--sk-breakpoint-${s}`),
];

describe('the token build', () => {
  it('defines every token the site and components use', () => {
    const names = new Set(records.map((r) => r.name));
    expect(requiredNames.filter((n) => !names.has(n))).toEqual([]);
    for (const name of requiredNames) expect(css, name).toContain(`${name}:`);
  });

  it('keeps the brand colour and the navigation timings', () => {
    expect(value('--sk-color-blue-600', 'light')).toBe('#0065ab');
    expect(value('--sk-color-interactive', 'light')).toBe('#0065ab');
    expect(value('--sk-motion-duration-scroll', 'light')).toBe('468ms');
    expect(value('--sk-motion-duration-throttle', 'light')).toBe('300ms');
  });

  it('declares the cascade layers once, first, and puts tokens and themes in their layers', () => {
    expect(
      css.match(/@layer sk\.reset, sk\.tokens, sk\.theme, sk\.components, sk\.utilities;/g),
    ).toHaveLength(1);
    expect(css.indexOf('@layer sk.reset')).toBeLessThan(css.indexOf('@layer sk.tokens {'));
    expect(css).toMatch(/@layer sk\.tokens \{\n {2}:root \{/);
    expect(css).toMatch(
      /@layer sk\.theme \{[\s\S]*\[data-sk-theme='dark'\] \{[\s\S]*color-scheme: dark;/,
    );
  });

  it('themes by attribute, with auto following the system, forced colours and reduced motion', () => {
    expect(css).toMatch(
      /@media \(prefers-color-scheme: dark\) \{\n {4}\[data-sk-theme='auto'\] \{\n {6}--sk-color-text: var\(--sk-color-neutral-50\);/,
    );
    expect(css).toMatch(/@media \(prefers-contrast: more\) \{\n {4}\[data-sk-theme='auto'\]/);
    expect(css).toMatch(
      /@media \(forced-colors: active\) \{[\s\S]*--sk-color-text: CanvasText;[\s\S]*--sk-color-focus-ring: Highlight;/,
    );
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{[\s\S]*--sk-motion-duration-scroll: 0ms;/,
    );
  });

  it('in forced colours, maps every role read against a background to a colour for Canvas', () => {
    // The browser puts a Canvas backplate behind all text in forced-colors mode: a role drawn in
    // Canvas or ButtonFace (the same colour in most contrast themes) would vanish into it.
    const block = /@media \(forced-colors: active\) \{([\s\S]*?)\n {2}\}/.exec(css)![1]!;
    const onBackground = records.filter((r) => r.contrast);
    expect(onBackground.map((r) => r.name)).toContain('--sk-color-on-interactive');
    for (const record of onBackground) {
      const mapped = new RegExp(`${record.name}: ([A-Za-z]+);`).exec(block)?.[1];
      expect(mapped, record.name).toBeDefined();
      expect(['Canvas', 'ButtonFace'], `${record.name} is ${mapped}`).not.toContain(mapped);
    }
  });

  it('records each role’s contrast against its intended background, for the docs', () => {
    const subtle = records.find((r) => r.name === '--sk-color-text-subtle')!;
    expect(subtle.contrast?.against).toBe('--sk-color-surface');
    expect(subtle.contrast?.ratios.light).toBeCloseTo(
      contrastRatio(value('--sk-color-text-subtle', 'light'), value('--sk-color-surface', 'light')),
      2,
    );
    expect(records.find((r) => r.name === '--sk-color-blue-600')!.contrast).toBeNull();
  });

  it('writes semantic roles as references to the palette', () => {
    expect(css).toContain('--sk-color-text-link: var(--sk-color-blue-600);');
    const link = records.find((r) => r.name === '--sk-color-text-link')!;
    expect(link.aliases).toEqual({
      light: '--sk-color-blue-600',
      dark: '--sk-color-blue-300',
      'high-contrast': '--sk-color-blue-800',
    });
  });

  it('writes typed constants, per-theme files, JSON and the font', async () => {
    const mod = (await import(path.join(outDir, 'index.js'))) as {
      breakpoints: Record<string, number>;
      tokens: Record<string, unknown>;
    };
    expect(mod.breakpoints).toEqual({ sm: 640, md: 960, lg: 1280, xl: 1536 });
    expect(mod.tokens['--sk-color-text']).toEqual({
      light: '#1a1d23',
      dark: '#f6f7f9',
      'high-contrast': '#000000',
    });
    expect(fs.readFileSync(path.join(outDir, 'index.d.ts'), 'utf8')).toContain(
      '"--sk-color-text-subtle"',
    );
    for (const theme of themes)
      expect(fs.existsSync(path.join(outDir, 'themes', `${theme}.css`))).toBe(true);
    const fonts = fs.readFileSync(path.join(outDir, 'fonts.css'), 'utf8');
    expect(fonts).toContain('font-display: swap;');
    expect(fonts).toMatch(
      /size-adjust: 107\.12%;\n {2}ascent-override: 90\.44%;\n {2}descent-override: 22\.52%;/,
    );
    expect(
      fs.statSync(path.join(outDir, 'fonts', 'inter-latin-wght-normal.woff2')).size,
    ).toBeGreaterThan(10_000);
  });
});

describe('token sources', () => {
  it('fail the build on an alias to a missing token, naming it', async () => {
    const bad = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-bad-tokens-'));
    fs.cpSync(sourceDir, bad, { recursive: true });
    const lightFile = path.join(bad, 'themes', 'light.json');
    fs.writeFileSync(
      lightFile,
      fs.readFileSync(lightFile, 'utf8').replace('{color.neutral.600}', '{color.neutral.650}'),
    );
    await expect(buildTokens(bad, path.join(bad, 'out'))).rejects.toThrow(/color\.neutral\.650/);
  });

  it('give every theme the same roles', () => {
    const roles = (theme: string) =>
      Object.keys(
        JSON.parse(fs.readFileSync(path.join(sourceDir, 'themes', `${theme}.json`), 'utf8')).color,
      ).sort();
    for (const theme of themes) expect(roles(theme), theme).toEqual(roles('light'));
  });
});

describe('contrast, from the built values, in every theme', () => {
  const text = 4.5;
  const ui = 3;
  const pairs: [string, string, number][] = [
    ['text', 'surface', text],
    ['text', 'surface-subtle', text],
    ['text', 'surface-raised', text],
    ['text', 'code-surface', text],
    ['text-subtle', 'surface', text],
    ['text-subtle', 'surface-subtle', text],
    ['text-subtle', 'surface-raised', text],
    ['text-link', 'surface', text],
    ['text-link', 'surface-subtle', text],
    ['text-link', 'surface-raised', text],
    ['text-link-hover', 'surface', text],
    ['text-inverse', 'surface-inverse', text],
    ['on-interactive', 'interactive', text],
    ['on-interactive', 'interactive-hover', text],
    ['on-interactive', 'interactive-active', text],
    ['border-strong', 'surface', ui],
    ['border-strong', 'surface-subtle', ui],
    ['focus-ring', 'surface', ui],
    ['focus-ring', 'surface-subtle', ui],
    ['interactive', 'surface', ui],
    ...['success', 'warning', 'danger', 'info'].flatMap((s): [string, string, number][] => [
      ['text', `status-${s}-surface`, text],
      [`status-${s}`, 'surface', ui],
      [`status-${s}`, `status-${s}-surface`, ui],
    ]),
  ];
  for (const theme of themes) {
    it.each(pairs)(`${theme}: %s on %s ≥ %d:1`, (fg, bg, minimum) => {
      const ratio = contrastRatio(
        value(`--sk-color-${fg}`, theme),
        value(`--sk-color-${bg}`, theme),
      );
      expect(ratio).toBeGreaterThanOrEqual(minimum);
    });
  }
});
