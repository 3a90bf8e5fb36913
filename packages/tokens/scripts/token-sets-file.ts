/**
 * A DTCG token-sets file (the theme builder's JSON export, Tokens Studio's convention): one
 * `foundation` set and one set per theme. Checked here so a malformed file fails naming the file
 * and the set or field, then laid out as the build's sources (`tokens/`, `themes/`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { themes } from '../src/lib/themes.ts';

type Group = Record<string, unknown>;

const isObject = (value: unknown): value is Group =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class TokenSetsError extends Error {
  override name = 'TokenSetsError';
}

/** Every problem of one set's tree, each naming the set and the dotted path. */
function setProblems(set: string, node: Group, at: string[] = []): string[] {
  const problems: string[] = [];
  for (const [key, child] of Object.entries(node)) {
    if (key.startsWith('$')) continue;
    const where = `set "${set}", ${[...at, key].join('.')}`;
    if (!isObject(child)) {
      problems.push(`${where}: expected a token (an object with "$value") or a group`);
    } else if ('$value' in child) {
      if (child.$value === null || child.$value === '')
        problems.push(`${where}: "$value" is empty`);
    } else problems.push(...setProblems(set, child, [...at, key]));
  }
  return problems;
}

/** Dotted paths of the tokens in a tree. */
function tokenPaths(node: Group, at: string[] = []): string[] {
  return Object.entries(node).flatMap(([key, child]) => {
    if (key.startsWith('$') || !isObject(child)) return [];
    return '$value' in child ? [[...at, key].join('.')] : tokenPaths(child, [...at, key]);
  });
}

/**
 * Reads and checks a token-sets file against the package's own theme sources (`sourceDir`):
 * every theme set must define every role the package's themes define, which the components use.
 */
export function readTokenSets(file: string, sourceDir: string): Record<string, Group> {
  const fail = (message: string): never => {
    throw new TokenSetsError(`${file}: ${message}`);
  };
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    fail(error instanceof SyntaxError ? `not valid JSON (${error.message})` : String(error));
  }
  if (!isObject(data)) return fail('expected an object of token sets');
  const expected = ['foundation', ...themes];
  const unknown = Object.keys(data).filter((k) => !k.startsWith('$') && !expected.includes(k));
  if (unknown.length) {
    fail(
      `unknown set ${unknown.map((k) => `"${k}"`).join(', ')}; the sets are ${expected.join(', ')}`,
    );
  }
  const problems: string[] = [];
  for (const set of expected) {
    const tree = data[set];
    if (!isObject(tree)) {
      problems.push(`set "${set}" is ${tree === undefined ? 'missing' : 'not an object'}`);
      continue;
    }
    problems.push(...setProblems(set, tree));
  }
  for (const theme of themes) {
    if (!isObject(data[theme])) continue;
    const own = JSON.parse(
      fs.readFileSync(path.join(sourceDir, 'themes', `${theme}.json`), 'utf8'),
    ) as Group;
    const have = new Set(tokenPaths(data[theme]));
    const missing = tokenPaths(own).filter((p) => !have.has(p));
    if (missing.length) problems.push(`set "${theme}" lacks ${missing.join(', ')}`);
  }
  if (problems.length) fail(problems.join('; '));
  return data as Record<string, Group>;
}

/** Writes the sets as the build's source layout: tokens/foundation.json, themes/<theme>.json. */
export function writeSourceLayout(sets: Record<string, Group>, dir: string): void {
  fs.mkdirSync(path.join(dir, 'tokens'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'themes'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'tokens', 'foundation.json'), JSON.stringify(sets.foundation));
  for (const theme of themes) {
    fs.writeFileSync(path.join(dir, 'themes', `${theme}.json`), JSON.stringify(sets[theme]));
  }
}
