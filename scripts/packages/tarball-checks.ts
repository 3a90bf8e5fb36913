/**
 * What a packed Skerry package must be before it is published, beyond what publint and
 * arethetypeswrong check: a licence, no source map pointing at what is not shipped, TypeScript's
 * node10 map in step with `exports`, and no pretty-printed manifest.
 */
import { typesVersionsOf } from './types-versions.ts';
import type { PackageJson } from './workspace-packages.ts';

/**
 * Problems of one tarball's files (their text by path inside the package), each a sentence naming
 * the file; none when it is fit.
 */
export function tarballProblems(files: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const read = (file: string): string => files.get(file) ?? '';
  if (!files.has('package.json')) return ['package.json is missing'];
  const pkg = JSON.parse(read('package.json')) as PackageJson;

  if (!files.has('LICENSE')) problems.push('LICENSE is missing');
  for (const field of ['license', 'repository', 'homepage', 'bugs', 'keywords'] as const) {
    if (!pkg[field]) problems.push(`package.json has no "${field}"`);
  }

  for (const [file] of files) {
    if (!file.endsWith('.map')) continue;
    const map = JSON.parse(read(file)) as { sources?: string[]; sourcesContent?: unknown[] };
    const base = file.split('/').slice(0, -1);
    const dangling = (map.sources ?? []).filter((source, i) => {
      if (typeof map.sourcesContent?.[i] === 'string') return false;
      const parts = [...base];
      for (const part of source.split('/')) {
        if (part === '..') parts.pop();
        else if (part !== '.') parts.push(part);
      }
      return !files.has(parts.join('/'));
    });
    if (dangling.length) {
      problems.push(`${file} points at ${dangling.join(', ')}, which is not shipped`);
    }
  }

  if (pkg.exports) {
    const expected = typesVersionsOf(pkg.exports);
    if (JSON.stringify(pkg.typesVersions ?? {}) !== JSON.stringify(expected)) {
      problems.push(
        `package.json "typesVersions" does not follow "exports"; it should be ${JSON.stringify(expected)}`,
      );
    }
  }

  const manifest = typeof pkg.customElements === 'string' ? pkg.customElements : undefined;
  if (manifest && /\n\s/.test(read(manifest))) {
    problems.push(`${manifest} is pretty-printed; the package ships it minified`);
  }
  return problems;
}
