/**
 * A derived theme as DTCG token sets (the Tokens Studio convention): one `foundation` set, the
 * package's foundation with the brand ramp added and the neutral ramp, space, radius and sans
 * stack replaced, and one set per theme holding its roles as aliases into the foundation.
 */
import { themes } from '../lib/themes.ts';
import type { DerivedTheme } from './derive.ts';
import { rampSteps } from './ramps.ts';
import {
  type ThemeSettings,
  cornerScale,
  densityScale,
  fontFamilies,
  writeSettings,
} from './settings.ts';
import { type DtcgGroup, foundationFiles, isGroup, isToken, themeFiles } from './sources.ts';

/** A rem (or px) dimension times a factor, rounded to 4 decimals, in its own unit. */
export function scaleDimension(value: string, factor: number): string {
  const match = /^(-?[\d.]+)([a-z%]*)$/.exec(value);
  if (!match) throw new Error(`Not a dimension: ${value}`);
  return `${Math.round(Number(match[1]) * factor * 10000) / 10000}${match[2]}`;
}

/** The radius steps the corner choice scales; `full` stays a pill. */
export const scaledRadii = ['sm', 'md', 'lg'] as const;

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function group(root: DtcgGroup, path: readonly string[]): DtcgGroup {
  let node: unknown = root;
  for (const key of path) node = isGroup(node) ? node[key] : undefined;
  if (!isGroup(node)) throw new Error(`The foundation has no group ${path.join('.')}`);
  return node;
}

/** Replaces each token's $value in a group by what `next` makes of it. */
function mapValues(target: DtcgGroup, keys: readonly string[], next: (value: string) => unknown) {
  for (const key of keys) {
    const token = target[key];
    if (!isToken(token)) throw new Error(`The foundation has no token ${key}`);
    token.$value = next(String(token.$value));
  }
}

export function foundationSet(theme: DerivedTheme): DtcgGroup {
  const foundation: DtcgGroup = {};
  for (const file of Object.values(clone(foundationFiles))) Object.assign(foundation, file);
  const { settings, ramps } = theme;

  // The brand ramp joins the palette beside the blue it replaces in the roles; blue stays, so
  // anything that names a blue step keeps working.
  const color = group(foundation, ['color']);
  const brand: DtcgGroup = {
    $description: `The brand scale, derived from ${settings.brand} by the Skerry theme builder.`,
  };
  for (const step of rampSteps) brand[step] = { $value: ramps.brand[step] };
  foundation.color = Object.fromEntries(
    Object.entries(color).flatMap(([key, value]) =>
      key === 'blue'
        ? [
            [key, value],
            ['brand', brand],
          ]
        : [[key, value]],
    ),
  );
  for (const step of rampSteps) {
    mapValues(group(foundation, ['color', 'neutral']), [step], () => ramps.neutral[step]);
  }

  const space = group(foundation, ['space']);
  mapValues(
    space,
    Object.keys(space).filter((k) => !k.startsWith('$')),
    (v) => scaleDimension(v, densityScale[settings.density]),
  );
  mapValues(group(foundation, ['radius']), scaledRadii, (v) =>
    scaleDimension(v, cornerScale[settings.corners]),
  );
  mapValues(group(foundation, ['font', 'family']), ['sans'], () => [
    ...fontFamilies[settings.font],
  ]);
  return foundation;
}

/** One theme's set: its source file's roles, each aliasing the step the derivation settled on. */
function themeSet(theme: DerivedTheme, name: (typeof themes)[number]): DtcgGroup {
  const set = clone(themeFiles[name]);
  const color = group(set, ['color']);
  for (const [role, { value, alias }] of Object.entries(theme.roles[name])) {
    const token = color[role];
    if (!isToken(token)) throw new Error(`${name}.json has no color.${role}`);
    token.$value = alias ? `{${alias}}` : value;
  }
  return set;
}

const describe = (settings: ThemeSettings) =>
  `A Skerry theme from the theme builder (https://skerry.design/foundation/themes/builder/?${writeSettings(settings)}). ` +
  'Token sets: "foundation", and one per theme whose aliases resolve against it. ' +
  'Build it with our Style Dictionary build: npm run build:theme -w @skerry/tokens -- <this file> <out dir>.';

export function themeTokens(theme: DerivedTheme): Record<string, unknown> {
  return {
    $description: describe(theme.settings),
    // Tokens Studio reads the sets in this order; the settings let a tool open the theme again.
    $metadata: { tokenSetOrder: ['foundation', ...themes] },
    $extensions: { 'design.skerry.theme-builder': { settings: { ...theme.settings } } },
    foundation: foundationSet(theme),
    ...Object.fromEntries(themes.map((name) => [name, themeSet(theme, name)])),
  };
}
