import path from 'node:path';
import { fileURLToPath } from 'node:url';
import StyleDictionary from 'style-dictionary';
import type { TransformedToken } from 'style-dictionary/types';
import { type ResolvedToken, type Theme, cssName, themes } from '../src/lib/themes.ts';
import type { TokenTheme } from '../types/tokens-json.d.ts';

export { type ResolvedToken, type Theme, cssName, themes };

// tokens.json's published type names the same themes.
themes satisfies readonly TokenTheme[];

export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
