/**
 * Builds a theme exported by the theme builder (a DTCG token-sets file) through the package's own
 * build, into tokens.css, themes/<theme>.css, tokens.json and the typed module:
 *
 *   npm run build:theme -w @skerry/tokens -- my-theme.tokens.json out/
 *
 * Relative paths are read from where npm was run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTokens } from './build.ts';
import { packageDir } from './style-dictionary.ts';
import { TokenSetsError, readTokenSets, writeSourceLayout } from './token-sets-file.ts';

/** Builds `file` into `outDir`, which must be new, empty or an earlier output (it is replaced). */
export async function buildThemeFile(file: string, outDir: string) {
  const sets = readTokenSets(file, path.join(packageDir, 'src'));
  if (fs.existsSync(outDir)) {
    const entries = fs.readdirSync(outDir);
    if (entries.length && !entries.includes('tokens.css')) {
      throw new TokenSetsError(
        `${outDir} is not empty and holds no earlier tokens.css; choose a new or empty folder`,
      );
    }
  }
  const sourceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-theme-'));
  try {
    writeSourceLayout(sets, sourceDir);
    return await buildTokens(sourceDir, outDir);
  } catch (error) {
    throw new TokenSetsError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    fs.rmSync(sourceDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, outDir] = process.argv.slice(2);
  if (!file || !outDir) {
    console.error('Usage: npm run build:theme -w @skerry/tokens -- <theme.tokens.json> <out dir>');
    process.exit(2);
  }
  const from = process.env.INIT_CWD ?? process.cwd();
  try {
    const records = await buildThemeFile(path.resolve(from, file), path.resolve(from, outDir));
    console.log(`${file}: ${records.length} tokens → ${outDir}`);
  } catch (error) {
    console.error(error instanceof TokenSetsError ? error.message : error);
    process.exit(1);
  }
}
