import path from 'node:path';
import { fileURLToPath } from 'node:url';
import StyleDictionary from 'style-dictionary';
import type { TransformedToken } from 'style-dictionary/types';
import type { TokenTheme } from '../types/tokens-json.d.ts';

export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const themes = ['light', 'dark', 'high-contrast'] as const satisfies readonly TokenTheme[];
export type Theme = (typeof themes)[number];

export interface ResolvedToken {
  /** The custom property: `--sk-color-text-subtle`. */
  name: string;
  path: string[];
  type: string;
  description: string;
  /** The resolved CSS value. */
  value: string;
  /** The custom property this token is an alias of, if it is one. */
  alias: string | null;
  /** Whether the token belongs to a theme (a semantic role) rather than the shared foundation. */
  themed: boolean;
}

export const cssName = (tokenPath: string[]) => `--sk-${tokenPath.join('-')}`;

/**
 * Reads the DTCG sources of one theme through Style Dictionary: parsing, alias resolution (an
 * alias to a missing token fails here, naming it) and the CSS value transforms.
 */
export async function resolveTheme(sourceDir: string, theme: Theme): Promise<ResolvedToken[]> {
  const sd = new StyleDictionary({
    source: [path.join(sourceDir, 'tokens/*.json'), path.join(sourceDir, `themes/${theme}.json`)],
    usesDtcg: true,
    // Verbose, so a broken reference names the token and the missing alias.
    log: { verbosity: 'verbose', warnings: 'disabled', errors: { brokenReferences: 'throw' } },
    platforms: {
      css: {
        transforms: ['color/css', 'fontFamily/css', 'cubicBezier/css', 'shadow/css/shorthand'],
      },
    },
  });
  const { allTokens } = await sd.getPlatformTokens('css');
  return allTokens.map((token: TransformedToken) => {
    const original = token.original.$value ?? token.original.value;
    const reference = typeof original === 'string' ? /^\{([^}]+)\}$/.exec(original) : null;
    return {
      name: cssName(token.path),
      path: token.path,
      type: String(token.$type ?? token.type ?? ''),
      description: String(token.$description ?? token.comment ?? ''),
      value: String(token.$value ?? token.value),
      alias: reference ? cssName(reference[1]!.split('.')) : null,
      // Style Dictionary 5 reports source paths in POSIX form on every platform.
      themed: token.filePath.includes('/themes/'),
    };
  });
}
