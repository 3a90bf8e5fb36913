/**
 * The package's own DTCG sources, imported as JSON so the builder derives from the same data the
 * Style Dictionary build reads: nothing here is copied by hand. The foundation files are listed
 * in the order the build's `tokens/*.json` glob reads them, which decides the order of the
 * custom properties in tokens.css (a test holds both lists against the folders).
 */
import color from '../tokens/color.json' with { type: 'json' };
import layout from '../tokens/layout.json' with { type: 'json' };
import motion from '../tokens/motion.json' with { type: 'json' };
import space from '../tokens/space.json' with { type: 'json' };
import typography from '../tokens/typography.json' with { type: 'json' };
import dark from '../themes/dark.json' with { type: 'json' };
import highContrast from '../themes/high-contrast.json' with { type: 'json' };
import light from '../themes/light.json' with { type: 'json' };
import type { Theme } from '../lib/themes.ts';

/** A DTCG group: tokens (objects with `$value`), nested groups and `$`-properties. */
export type DtcgGroup = { [key: string]: unknown };
export interface DtcgToken {
  $value: unknown;
  $type?: string;
  $description?: string;
  [key: `$${string}`]: unknown;
}

export const foundationFiles: Record<string, DtcgGroup> = {
  color,
  layout,
  motion,
  space,
  typography,
};

export const themeFiles: Record<Theme, DtcgGroup> = {
  light,
  dark,
  'high-contrast': highContrast,
};

export const isToken = (node: unknown): node is DtcgToken =>
  typeof node === 'object' && node !== null && '$value' in node;

export const isGroup = (node: unknown): node is DtcgGroup =>
  typeof node === 'object' && node !== null && !Array.isArray(node) && !('$value' in node);

/** A token by its dotted path, or undefined. */
export function tokenAt(root: DtcgGroup, path: readonly string[]): DtcgToken | undefined {
  let node: unknown = root;
  for (const key of path) node = isGroup(node) ? node[key] : undefined;
  return isToken(node) ? node : undefined;
}
