/**
 * A theme from settings: the ramps, every theme's semantic roles aliasing the same steps as
 * Skerry's own themes (blue → brand), then each WCAG pair of the shared table checked and, where
 * a pair fails, the foreground (or the fill under it) moved along its ramp until it passes.
 */
import { contrastRatio, luminance } from '../lib/contrast.ts';
import { intendedBackgrounds } from '../lib/pairs.ts';
import { type Theme, themes } from '../lib/themes.ts';
import { type Ramp, type RampStep, brandRamp, neutralRamp } from './ramps.ts';
import type { ThemeSettings } from './settings.ts';
import { type DtcgGroup, foundationFiles, isGroup, isToken, themeFiles } from './sources.ts';

export type ThemeName = Theme;

export interface PairCheck {
  theme: ThemeName;
  /** Role name, e.g. 'on-interactive'. */
  foreground: string;
  /** Role name, e.g. 'interactive'. */
  background: string;
  kind: 'text' | 'non-text';
  /** 4.5 or 3, from the shared pair table. */
  minimum: number;
  /** Of the final values, rounded to 2 decimals. */
  ratio: number;
  passes: boolean;
  /** Set when the builder changed a role to make the pair pass (or tried to): what it did. */
  adjustment?: string;
}

export interface RoleValue {
  /** Resolved hex. */
  value: string;
  /** The palette token it aliases, e.g. 'color.brand.600'; null for a literal. */
  alias: string | null;
}

export interface DerivedTheme {
  settings: ThemeSettings;
  ramps: { brand: Record<RampStep, string>; neutral: Record<RampStep, string> };
  /** Each theme's semantic roles: every role the package's themes define. */
  roles: Record<ThemeName, Record<string, RoleValue>>;
  /** Every pair of the shared table, in every theme. */
  checks: PairCheck[];
  /** The checks that still fail after adjustment. */
  failures: PairCheck[];
}

/** The source family Skerry's themes draw the brand's roles from, which the brand ramp replaces. */
const sourceBrandFamily = 'blue';

/** Roles that move with their base, so that hover and press stay distinct from rest. */
const followers: Record<string, readonly string[]> = {
  interactive: ['interactive-hover', 'interactive-active', 'focus-ring'],
  'text-link': ['text-link-hover'],
};

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

/** The colours of an alias's family, lightest first: the ramp a role can move along. */
function familyOf(alias: string, colors: Map<string, string>): string[] {
  const parts = alias.split('.');
  if (parts.length < 3) return [alias];
  const prefix = `${parts.slice(0, -1).join('.')}.`;
  return [...colors.keys()]
    .filter((k) => k.startsWith(prefix) && k.split('.').length === parts.length)
    .sort((a, b) => luminance(colors.get(b)!) - luminance(colors.get(a)!));
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

const short = (alias: string | null) => alias?.replace(/^color\./, '') ?? 'a literal colour';
const ratioOf = (a: string, b: string) => contrastRatio(a, b);

/** Moves and their reasons for one theme; the checks are computed afterwards from the result. */
function adjustTheme(
  theme: Theme,
  roles: Record<string, RoleValue>,
  colors: Map<string, string>,
): Map<string, string[]> {
  const notes = new Map<string, string[]>();
  const note = (role: string, sentence: string) =>
    notes.set(role, [...(notes.get(role) ?? []), sentence]);
  const set = (role: string, alias: string) => {
    roles[role] = { value: colors.get(alias)!, alias };
  };

  /** Moves a role's followers by as many steps as the role moved. */
  const follow = (base: string, from: string, to: string) => {
    const family = familyOf(from, colors);
    const shift = family.indexOf(to) - family.indexOf(from);
    const moved: string[] = [];
    for (const follower of followers[base] ?? []) {
      const current = roles[follower]?.alias;
      if (!current || !family.includes(current)) continue;
      let index = Math.min(family.length - 1, Math.max(0, family.indexOf(current) + shift));
      // A hover at the end of the ramp would equal its base: it steps back the other way.
      if (family[index] === to && follower !== 'focus-ring') {
        const away = Math.sign(family.indexOf(current) - family.indexOf(from)) || 1;
        index = Math.min(family.length - 1, Math.max(0, family.indexOf(to) - away));
      }
      if (family[index] !== current) {
        set(follower, family[index]!);
        moved.push(`${follower} to ${short(family[index]!)}`);
      }
    }
    return moved.length ? ` (with it, ${moved.join(', ')})` : '';
  };

  const value = (role: string) => roles[role]!.value;
  const isLight = (hex: string) => ratioOf(hex, '#000000') >= ratioOf(hex, '#ffffff');

  /** Steps a foreground away from its background until the pair passes; false if no step does. */
  const moveAway = (role: string, against: string, minimum: number): boolean => {
    const from = roles[role]!.alias;
    if (!from) return false;
    const family = familyOf(from, colors);
    const direction = isLight(value(against)) ? 1 : -1; // lightest first: +1 is darker
    for (let i = family.indexOf(from) + direction; i >= 0 && i < family.length; i += direction) {
      const candidate = colors.get(family[i]!)!;
      if (ratioOf(candidate, value(against)) >= minimum) {
        set(role, family[i]!);
        note(
          role,
          `${role} moved from ${short(from)} to ${short(family[i]!)}${follow(role, from, family[i]!)}.`,
        );
        return true;
      }
    }
    return false;
  };

  /** Text on a fill: the other of white and near-black first, then the fill moves. */
  const fixTextOnFill = (role: string, fill: string, minimum: number): boolean => {
    const text = roles[role]!;
    const other = isLight(text.value) ? 'color.neutral.950' : 'color.white';
    if (ratioOf(colors.get(other)!, value(fill)) >= minimum) {
      set(role, other);
      note(role, `${role} changed from ${short(text.alias)} to ${short(other)}.`);
      return true;
    }
    const fillRule = intendedBackgrounds[fill];
    const fillFrom = roles[fill]!.alias;
    if (!fillFrom) return false;
    const family = familyOf(fillFrom, colors);
    for (const candidateText of [text.alias, other]) {
      if (!candidateText) continue;
      const textHex = colors.get(candidateText)!;
      const direction = isLight(textHex) ? 1 : -1;
      for (
        let i = family.indexOf(fillFrom) + direction;
        i >= 0 && i < family.length;
        i += direction
      ) {
        const fillHex = colors.get(family[i]!)!;
        const fillPasses =
          !fillRule || ratioOf(fillHex, value(fillRule.against)) >= fillRule.minimum;
        if (ratioOf(textHex, fillHex) >= minimum && fillPasses) {
          set(fill, family[i]!);
          const moved = `${fill} moved from ${short(fillFrom)} to ${short(family[i]!)}${follow(fill, fillFrom, family[i]!)}`;
          if (candidateText !== text.alias) {
            set(role, candidateText);
            note(
              role,
              `${role} changed from ${short(text.alias)} to ${short(candidateText)} and ${moved}.`,
            );
          } else note(role, `${moved} so that ${role} passes on it.`);
          note(fill, `${moved} so that ${role} passes on it.`);
          return true;
        }
      }
    }
    return false;
  };

  // Pairs on a surface first: a fill settles before the text on it is judged.
  const pairs = Object.entries(intendedBackgrounds).sort(
    ([, a], [, b]) =>
      Number(a.against in intendedBackgrounds) - Number(b.against in intendedBackgrounds),
  );
  for (const [role, { against, minimum }] of pairs) {
    if (!roles[role] || !roles[against]) {
      throw new Error(`The ${theme} theme has no ${roles[role] ? against : role} role`);
    }
    if (ratioOf(value(role), value(against)) >= minimum) continue;
    const fixed =
      against in intendedBackgrounds
        ? fixTextOnFill(role, against, minimum)
        : moveAway(role, against, minimum);
    if (!fixed) {
      note(
        role,
        `No step of ${short(roles[role]!.alias)}'s ramp reaches ${minimum}:1 against ${against}; ${role} is left at ${short(roles[role]!.alias)}.`,
      );
    }
  }
  return notes;
}

export function deriveTheme(settings: ThemeSettings): DerivedTheme {
  const ramps = {
    brand: brandRamp(settings.brand),
    neutral: neutralRamp(settings.brand, settings.tint),
  };
  const colors = palette(ramps);
  const roles = {} as Record<Theme, Record<string, RoleValue>>;
  const checks: PairCheck[] = [];
  for (const theme of themes) {
    roles[theme] = sourceRoles(theme, colors);
    const notes = adjustTheme(theme, roles[theme], colors);
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
