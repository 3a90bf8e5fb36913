import path from 'node:path';

/** Lit's packages: two copies of any of them means two Lit runtimes in the page. */
export const litPackages = ['lit', 'lit-html', 'lit-element', '@lit/reactive-element'] as const;

/**
 * The installed folders of each Lit package, from `npm ls <packages> --all --parseable`, which
 * prints one folder a line: the project's own first, then each match wherever it is nested.
 */
export function litCopies(parseable: string, projectDir: string): Map<string, string[]> {
  const copies = new Map<string, string[]>(litPackages.map((name) => [name, []]));
  for (const line of parseable.split('\n')) {
    const folder = line.trim();
    if (!folder || path.resolve(folder) === path.resolve(projectDir)) continue;
    const name = packageNameOf(folder);
    const found = name ? copies.get(name) : undefined;
    if (found && !found.includes(folder)) found.push(folder);
  }
  return copies;
}

/** `…/node_modules/@lit/reactive-element` → `@lit/reactive-element`. */
function packageNameOf(folder: string): string | undefined {
  const parts = folder.split(/[\\/]node_modules[\\/]/);
  const last = parts.at(-1);
  return parts.length > 1 && last ? last.split(/[\\/]/).join('/') : undefined;
}

/** What is wrong with an install's Lit, or nothing: exactly one `lit`, at most one of the rest. */
export function litProblems(copies: Map<string, string[]>): string[] {
  const problems: string[] = [];
  for (const [name, folders] of copies) {
    if (name === 'lit' && folders.length === 0) problems.push('lit is not installed');
    if (folders.length > 1)
      problems.push(`${folders.length} copies of ${name}: ${folders.join(', ')}`);
  }
  return problems;
}
