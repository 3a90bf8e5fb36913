import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildThemeFile } from '../scripts/build-theme.ts';
import { themes } from '../src/lib/themes.ts';
import {
  type ThemeSettings,
  defaultSettings,
  deriveTheme,
  themeCss,
  themeTokens,
} from '../src/theme-builder/index.ts';
import { brands } from './brands.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-build-theme-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

let count = 0;
/** Writes token sets to a file of their own, and a fresh out dir beside it. */
function files(sets: unknown) {
  const dir = path.join(work, String(count++));
  fs.mkdirSync(dir);
  const file = path.join(dir, 'theme.tokens.json');
  fs.writeFileSync(file, typeof sets === 'string' ? sets : JSON.stringify(sets, null, 2));
  return { file, out: path.join(dir, 'out') };
}

const variants: Partial<ThemeSettings>[] = [
  {},
  { tint: 0, corners: 'square', density: 'compact', font: 'system' },
  { tint: 100, corners: 'large', density: 'comfortable', font: 'humanist' },
  { corners: 'small', font: 'serif' },
];
const cases = brands.flatMap((brand, i) => [
  { ...defaultSettings, ...variants[i % variants.length], brand },
]);

describe('our Style Dictionary build accepts the exported token sets', () => {
  it.each(
    cases.map((s) => [`${s.brand} ${s.corners} ${s.density} ${s.font} ${s.tint}`, s] as const),
  )(
    'builds %s into the same tokens.css as themeCss',
    async (_, settings) => {
      const theme = deriveTheme(settings);
      const { file, out } = files(themeTokens(theme));
      const records = await buildThemeFile(file, out);
      expect(fs.readFileSync(path.join(out, 'tokens.css'), 'utf8')).toBe(themeCss(theme));
      for (const name of themes) {
        const single = fs.readFileSync(path.join(out, 'themes', `${name}.css`), 'utf8');
        expect(single).toContain(
          `--sk-color-interactive: var(--sk-${theme.roles[name].interactive!.alias!.replaceAll('.', '-')});`,
        );
      }
      // The build's own contrast figures agree with the builder's checks.
      const link = records.find((r) => r.name === '--sk-color-text-link')!;
      for (const name of themes) {
        const check = theme.checks.find((c) => c.theme === name && c.foreground === 'text-link')!;
        expect(link.contrast!.ratios[name]).toBe(check.ratio);
      }
    },
    30_000,
  );

  it('runs from the command line, reading paths from where npm was run', () => {
    const { file, out } = files(themeTokens(deriveTheme(defaultSettings)));
    // As documented: npm run from the folder that holds the file, the workspace named.
    const output = execFileSync(
      'npm',
      [
        '--prefix',
        repoRoot,
        'run',
        '--silent',
        'build:theme',
        '-w',
        '@skerry/tokens',
        '--',
        path.basename(file),
        'out',
      ],
      { cwd: path.dirname(file), encoding: 'utf8' },
    );
    expect(output).toMatch(/tokens → out/);
    expect(fs.readFileSync(path.join(out, 'tokens.css'), 'utf8')).toBe(
      themeCss(deriveTheme(defaultSettings)),
    );
  }, 30_000);
});

describe('a malformed token-sets file fails, naming the file and the set or field', () => {
  const good = () =>
    JSON.parse(JSON.stringify(themeTokens(deriveTheme(defaultSettings)))) as Record<
      string,
      Record<string, Record<string, Record<string, unknown>>>
    >;

  it.each([
    ['not JSON', () => '{"foundation": ', /not valid JSON/],
    ['not an object', () => '[1, 2]', /expected an object of token sets/],
    [
      'a missing set',
      () => {
        const sets = good();
        delete sets.dark;
        return sets;
      },
      /set "dark" is missing/,
    ],
    ['an unknown set', () => ({ ...good(), brand: {} }), /unknown set "brand"/],
    [
      'a token without $value',
      () => {
        const sets = good();
        sets.light!.color!.text = { value: '#000000' };
        return sets;
      },
      /set "light", color\.text\.value: expected a token/,
    ],
    [
      'a missing role',
      () => {
        const sets = good();
        delete sets['high-contrast']!.color!['focus-ring'];
        return sets;
      },
      /set "high-contrast" lacks color\.focus-ring/,
    ],
    [
      'an alias to nothing',
      () => {
        const sets = good();
        sets.dark!.color!.text = { $value: '{color.brand.1000}' };
        return sets;
      },
      /color\.brand\.1000/,
    ],
  ])('%s', async (_, make, message) => {
    const { file, out } = files(make());
    const error = await buildThemeFile(file, out).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(message);
    expect(error?.message.startsWith(`${file}: `)).toBe(true);
    expect(fs.existsSync(path.join(out, 'tokens.css'))).toBe(false);
  });

  it('refuses an out dir that holds something else', async () => {
    const { file, out } = files(good());
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, 'notes.txt'), 'mine');
    await expect(buildThemeFile(file, out)).rejects.toThrow(/not empty/);
    expect(fs.readFileSync(path.join(out, 'notes.txt'), 'utf8')).toBe('mine');
  });
});
