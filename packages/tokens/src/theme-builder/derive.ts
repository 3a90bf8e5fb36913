/**
 * A theme from settings: the ramps, every theme's semantic roles aliasing the same steps as
 * Skerry's own themes (blue → brand), then each WCAG pair of the shared table checked and, where
 * a pair fails, the foreground (or the fill under it) moved along its ramp until it passes.
 */
import { contrastRatio } from '../lib/contrast.ts';
import { intendedBackgrounds } from '../lib/pairs.ts';
import { type Theme, themes } from '../lib/themes.ts';
import { adjustRoles } from './adjust.ts';
import { type Ramp, brandRamp, neutralRamp } from './ramps.ts';
import { type ThemeSettings, settingChoices } from './settings.ts';
import { type DtcgGroup, foundationFiles, isGroup, isToken, themeFiles } from './sources.ts';
import type { DerivedTheme, PairCheck, RoleValue } from './types.ts';

export type { DerivedTheme, PairCheck, RoleValue, ThemeName } from './types.ts';

/** The source family Skerry's themes draw the brand's roles from, which the brand ramp replaces. */
const sourceBrandFamily = 'blue';

/** Every palette colour by alias ('color.green.600' → hex), with the derived ramps in. */
function palette(ramps: { brand: Ramp; neutral: Ramp }): Map<string, string> {
  const colors = new Map<string, string>();
  const walk = (node: DtcgGroup, path: string[]) => {
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith('$')) continue;
      if (isToken(child) && typeof child.$value === 'string') {
        colors.set([...path, key].join('.'), child.$value.toLowerCase());
      } else if (isGroup(child)) walk(child, [...path, key]);
    }
  };
  walk(foundationFiles.color!.color as DtcgGroup, ['color']);
  for (const [family, ramp] of Object.entries(ramps)) {
    for (const [step, hex] of Object.entries(ramp)) colors.set(`color.${family}.${step}`, hex);
  }
  return colors;
}

/** The roles of one of Skerry's themes, re-aimed at the derived palette. */
function sourceRoles(theme: Theme, colors: Map<string, string>): Record<string, RoleValue> {
  const group = themeFiles[theme].color as DtcgGroup;
  const roles: Record<string, RoleValue> = {};
  for (const [role, token] of Object.entries(group)) {
    if (role.startsWith('$') || !isToken(token) || typeof token.$value !== 'string') continue;
    const reference = /^\{([^}]+)\}$/.exec(token.$value);
    if (!reference) {
      roles[role] = { value: token.$value.toLowerCase(), alias: null };
      continue;
    }
    const parts = reference[1]!.split('.');
    if (parts[1] === sourceBrandFamily) parts[1] = 'brand';
    const alias = parts.join('.');
    const value = colors.get(alias);
    if (!value)
      throw new Error(`${theme}.json: color.${role} aliases ${alias}, not in the palette`);
    roles[role] = { value, alias };
  }
  return roles;
}

/** Settings a form or a link could get wrong, caught before they become a wrong theme. */
function checkSettings(settings: ThemeSettings): void {
  const problem = (field: keyof ThemeSettings, expected: string) => {
    throw new TypeError(
      `deriveTheme: settings.${field} is ${JSON.stringify(settings[field])}, not ${expected}`,
    );
  };
  if (!/^#[0-9a-f]{6}$/.test(settings.brand)) problem('brand', "'#rrggbb' in lowercase");
  if (!Number.isInteger(settings.tint) || settings.tint < 0 || settings.tint > 100) {
    problem('tint', 'a whole number from 0 to 100');
  }
  for (const field of ['corners', 'density', 'font'] as const) {
    if (!settingChoices[field].some((c) => c.value === settings[field])) {
      problem(field, settingChoices[field].map((c) => `'${c.value}'`).join(', '));
    }
  }
}

export function deriveTheme(settings: ThemeSettings): DerivedTheme {
  checkSettings(settings);
  const ramps = {
    brand: brandRamp(settings.brand),
    neutral: neutralRamp(settings.brand, settings.tint),
  };
  const colors = palette(ramps);
  const roles = {} as Record<Theme, Record<string, RoleValue>>;
  const checks: PairCheck[] = [];
  for (const theme of themes) {
    roles[theme] = sourceRoles(theme, colors);
    const notes = adjustRoles(theme, roles[theme], colors);
    for (const [foreground, { against, kind, minimum }] of Object.entries(intendedBackgrounds)) {
      const exact = contrastRatio(roles[theme][foreground]!.value, roles[theme][against]!.value);
      const ratio = Math.round(exact * 100) / 100;
      const check: PairCheck = {
        theme,
        foreground,
        background: against,
        kind,
        minimum,
        ratio,
        // WCAG does not round: 4.496:1 fails 4.5:1 even though it shows as 4.5.
        passes: exact >= minimum,
      };
      const adjustment = notes.get(foreground);
      if (adjustment) check.adjustment = adjustment.join(' ');
      checks.push(check);
    }
  }
  return {
    settings: { ...settings },
    ramps,
    roles,
    checks,
    failures: checks.filter((c) => !c.passes),
  };
}
