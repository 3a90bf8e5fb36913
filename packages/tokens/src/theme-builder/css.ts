/**
 * A derived theme as CSS: the whole tokens.css the build would make from its token sets, and the
 * declarations the site's live preview scopes to one element.
 */
import { tokensCss } from '../lib/format-css.ts';
import { type ResolvedToken, type Theme, cssName, themes } from '../lib/themes.ts';
import type { DerivedTheme, ThemeName } from './derive.ts';
import { rampSteps } from './ramps.ts';
import { resolveSets } from './resolve.ts';
import { cornerScale, densityScale, fontFamilies, fontStack } from './settings.ts';
import { scaleDimension, scaledRadii, themeTokens } from './token-sets.ts';
import { type DtcgGroup, foundationFiles, isGroup, isToken } from './sources.ts';

/** A complete replacement for @skerry/tokens/tokens.css, as our build makes it from themeTokens. */
export function themeCss(theme: DerivedTheme): string {
  const sets = themeTokens(theme) as Record<string, DtcgGroup>;
  const resolved = Object.fromEntries(
    themes.map((name) => [name, resolveSets(sets.foundation!, sets[name]!)]),
  ) as Record<Theme, ResolvedToken[]>;
  const themed = Object.fromEntries(
    themes.map((name) => [name, resolved[name].filter((t) => t.themed)]),
  ) as Record<Theme, ResolvedToken[]>;
  return tokensCss(
    resolved.light.filter((t) => !t.themed),
    themed,
  );
}

/** A foundation dimension group's custom properties, scaled (`only`: just those keys). */
function dimensions(
  path: readonly string[],
  scale: number,
  only?: readonly string[],
): [string, string][] {
  let node: unknown = Object.values(foundationFiles).find((file) => isGroup(file[path[0]!]));
  for (const key of path) node = isGroup(node) ? node[key] : undefined;
  if (!isGroup(node)) throw new Error(`The foundation has no group ${path.join('.')}`);
  return Object.entries(node).flatMap(([key, token]): [string, string][] =>
    !key.startsWith('$') && isToken(token) && (!only || only.includes(key))
      ? [[cssName([...path, key]), scaleDimension(String(token.$value), scale)]]
      : [],
  );
}

/**
 * The custom properties that make an element show one theme variant: the ramps, that theme's
 * roles (resolved), space, radius and the sans stack. No layer, nothing that does not render.
 */
export function previewDeclarations(theme: DerivedTheme, name: ThemeName): string {
  const { settings, ramps, roles } = theme;
  const lines: [string, string][] = [
    ...rampSteps.map((s): [string, string] => [cssName(['color', 'brand', s]), ramps.brand[s]]),
    ...rampSteps.map((s): [string, string] => [cssName(['color', 'neutral', s]), ramps.neutral[s]]),
    ...Object.entries(roles[name]).map(([role, { value }]): [string, string] => [
      cssName(['color', role]),
      value,
    ]),
    ...dimensions(['space'], densityScale[settings.density]),
    ...dimensions(['radius'], cornerScale[settings.corners], scaledRadii),
    [cssName(['font', 'family', 'sans']), fontStack(fontFamilies[settings.font])],
  ];
  return lines.map(([property, value]) => `${property}: ${value};`).join('\n');
}
