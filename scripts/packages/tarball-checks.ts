/**
 * What a packed Skerry package must be before it is published, beyond what publint and
 * arethetypeswrong check: a licence, no source map pointing at what is not shipped, TypeScript's
 * node10 map in step with `exports`, and no pretty-printed manifest.
 */
import { gunzipSync } from 'node:zlib';
import { typesVersionsOf } from './types-versions.ts';
import type { PackageJson } from './workspace-packages.ts';

/** The files of an npm tarball (a gzipped tar whose paths start with `package/`), by path. */
export function untar(gzipped: Uint8Array): Map<string, Uint8Array> {
  const tar = gunzipSync(gzipped);
  const files = new Map<string, Uint8Array>();
  const text = (from: number, length: number): string =>
    new TextDecoder().decode(tar.subarray(from, from + length)).replace(/\0.*$/s, '');
  let offset = 0;
  while (offset + 512 <= tar.length && tar[offset] !== 0) {
    const name = text(offset, 100);
    const prefix = text(offset + 345, 155);
    const size = parseInt(text(offset + 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(tar[offset + 156] ?? 48);
    const full = (prefix ? `${prefix}/${name}` : name).replace(/^package\//, '');
    if (type === '0' || type === '\0') {
      files.set(full, tar.subarray(offset + 512, offset + 512 + size));
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

/** Problems of one tarball's files, each a sentence naming the file; none when it is fit. */
export function tarballProblems(files: Map<string, Uint8Array>): string[] {
  const problems: string[] = [];
  const read = (file: string): string => new TextDecoder().decode(files.get(file));
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
