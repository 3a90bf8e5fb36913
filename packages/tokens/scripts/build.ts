/**
 * Builds @skerry/tokens: CSS custom properties (all themes, and each theme alone), a typed ES
 * module, JSON for the documentation site, and the self-hosted font.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contrastRatio } from './contrast.ts';
import { writeFonts } from './fonts.ts';
import { singleThemeCss, tokensCss } from './format-css.ts';
import {
  type ResolvedToken,
  type Theme,
  packageDir,
  resolveTheme,
  themes,
} from './style-dictionary.ts';

export interface TokenRecord {
  name: string;
  path: string[];
  category: string;
  type: string;
  description: string;
  /** The resolved value in each theme; the same in all for foundation tokens. */
  values: Record<Theme, string>;
  /** The custom property it aliases in each theme, for semantic roles. */
  aliases: Record<Theme, string | null>;
  themed: boolean;
  /**
   * For roles that are read against a background: that background's token and the contrast
   * ratio in each theme, so the docs show the figures the tests enforce.
   */
  contrast: { against: string; minimum: number; ratios: Record<Theme, number> } | null;
}

/** The background each foreground role is meant for, and the WCAG minimum it must meet there. */
export const intendedBackgrounds: Record<string, { against: string; minimum: number }> = {
  text: { against: 'surface', minimum: 4.5 },
  'text-subtle': { against: 'surface', minimum: 4.5 },
  'text-link': { against: 'surface', minimum: 4.5 },
  'text-link-hover': { against: 'surface', minimum: 4.5 },
  'text-inverse': { against: 'surface-inverse', minimum: 4.5 },
  'on-interactive': { against: 'interactive', minimum: 4.5 },
  'border-strong': { against: 'surface', minimum: 3 },
  'focus-ring': { against: 'surface', minimum: 3 },
  interactive: { against: 'surface', minimum: 3 },
  'status-success': { against: 'surface', minimum: 3 },
  'status-warning': { against: 'surface', minimum: 3 },
  'status-danger': { against: 'surface', minimum: 3 },
  'status-info': { against: 'surface', minimum: 3 },
};

function categoryOf(token: ResolvedToken): string {
  if (token.path[0] === 'color') return token.themed ? 'semantic-color' : 'palette';
  if (
    token.path[0] === 'font' ||
    token.path[0] === 'line-height' ||
    token.path[0] === 'letter-spacing'
  )
    return 'typography';
  if (token.path[0] === 'radius' || token.path[0] === 'border-width') return token.path[0];
  if (token.path[0] === 'layout' || token.path[0] === 'breakpoint') return 'layout';
  if (token.path[0] === 'z') return 'z-index';
  if (token.path[0] === 'shadow') return 'elevation';
  return token.path[0]!;
}

export async function buildTokens(sourceDir: string, outDir: string): Promise<TokenRecord[]> {
  const resolved = Object.fromEntries(
    await Promise.all(
      themes.map(async (theme) => [theme, await resolveTheme(sourceDir, theme)] as const),
    ),
  ) as Record<Theme, ResolvedToken[]>;
  const foundation = resolved.light.filter((t) => !t.themed);
  const themed = Object.fromEntries(
    themes.map((t) => [t, resolved[t].filter((x) => x.themed)]),
  ) as Record<Theme, ResolvedToken[]>;

  const records: TokenRecord[] = resolved.light.map((token) => {
    const inTheme = (theme: Theme) => resolved[theme].find((t) => t.name === token.name);
    return {
      name: token.name,
      path: token.path,
      category: categoryOf(token),
      type: token.type,
      description: token.description,
      values: Object.fromEntries(themes.map((t) => [t, inTheme(t)?.value ?? ''])) as Record<
        Theme,
        string
      >,
      aliases: Object.fromEntries(themes.map((t) => [t, inTheme(t)?.alias ?? null])) as Record<
        Theme,
        string | null
      >,
      themed: token.themed,
      contrast: null,
    };
  });
  for (const record of records) {
    const intended = record.themed
      ? intendedBackgrounds[record.path.slice(1).join('-')]
      : undefined;
    const background = intended && records.find((r) => r.name === `--sk-color-${intended.against}`);
    if (!intended || !background) continue;
    record.contrast = {
      against: background.name,
      minimum: intended.minimum,
      ratios: Object.fromEntries(
        themes.map((t) => [
          t,
          Math.round(contrastRatio(record.values[t], background.values[t]) * 100) / 100,
        ]),
      ) as Record<Theme, number>,
    };
  }

  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(outDir, 'themes'), { recursive: true });
  fs.writeFileSync(path.join(outDir, 'tokens.css'), tokensCss(foundation, themed));
  for (const theme of themes) {
    fs.writeFileSync(
      path.join(outDir, 'themes', `${theme}.css`),
      singleThemeCss(foundation, themed[theme], theme),
    );
  }
  fs.writeFileSync(
    path.join(outDir, 'tokens.json'),
    `${JSON.stringify({ themes, tokens: records }, null, 2)}\n`,
  );

  const values = Object.fromEntries(
    records.map((r) => [r.name, r.themed ? r.values : r.values.light]),
  );
  const breakpoints = Object.fromEntries(
    records
      .filter((r) => r.path[0] === 'breakpoint')
      .map((r) => [r.path[1], parseFloat(r.values.light)]),
  );
  fs.writeFileSync(
    path.join(outDir, 'index.js'),
    [
      '// Generated by @skerry/tokens. Do not edit.',
      `export const themes = ${JSON.stringify(themes)};`,
      `export const tokens = ${JSON.stringify(values, null, 2)};`,
      `export const breakpoints = ${JSON.stringify(breakpoints)};`,
      '/** `var(--sk-…)` for a token name, for inline styles. */',
      'export const cssVar = (name) => `var(${name})`;',
      '',
    ].join('\n'),
  );
  const names = records.map((r) => JSON.stringify(r.name)).join(' | ');
  fs.writeFileSync(
    path.join(outDir, 'index.d.ts'),
    [
      '// Generated by @skerry/tokens. Do not edit.',
      `export type Theme = ${themes.map((t) => JSON.stringify(t)).join(' | ')};`,
      `export type TokenName = ${names};`,
      'export declare const themes: readonly Theme[];',
      '/** Semantic colour roles have a value per theme; everything else one value. */',
      'export declare const tokens: Record<TokenName, string | Record<Theme, string>>;',
      `export declare const breakpoints: { ${Object.keys(breakpoints)
        .map((k) => `${k}: number`)
        .join('; ')} };`,
      'export declare const cssVar: (name: TokenName) => string;',
      '',
    ].join('\n'),
  );
  writeFonts(outDir);
  return records;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const records = await buildTokens(path.join(packageDir, 'src'), path.join(packageDir, 'dist'));
  console.log(`@skerry/tokens: ${records.length} tokens, ${themes.length} themes → dist/`);
}
