import fs from 'node:fs';
import path from 'node:path';

/** A content file and the URL path (relative to the base, with a trailing slash) it becomes. */
export interface ContentFile {
  /** Absolute path on disk. */
  file: string;
  /** Path relative to the content folder, with forward slashes: `core-components/button/api.mdx`. */
  relativePath: string;
  /** `/core-components/button/api/`; the home page is `/`. */
  routePath: string;
}

const validSegment = /^[a-z0-9][a-z0-9-]*$/;

/** Maps `a/b/index.mdx` to `/a/b/` and `a/b.mdx` to `/a/b/`. */
export function routePathOf(relativePath: string): string {
  const withoutExt = relativePath.replace(/\.mdx$/, '');
  const segments = withoutExt.split('/');
  if (segments.at(-1) === 'index') segments.pop();
  return segments.length ? `/${segments.join('/')}/` : '/';
}

/**
 * Lists every `.mdx` page below `dir`, sorted, and refuses names that cannot be clean URLs
 * (upper case, spaces) and two files claiming one URL (`a.mdx` next to `a/index.mdx`).
 */
export function listContentFiles(dir: string): ContentFile[] {
  if (!fs.existsSync(dir)) throw new Error(`Content folder not found: ${dir}`);
  const files: ContentFile[] = [];
  const problems: string[] = [];
  const walk = (current: string, rel: string[]): void => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name.startsWith('_')) continue;
      const nextRel = [...rel, entry.name];
      if (entry.isDirectory()) {
        if (!validSegment.test(entry.name)) {
          problems.push(`${nextRel.join('/')}: folder names must be lower-case a-z, 0-9 and "-"`);
        }
        walk(path.join(current, entry.name), nextRel);
      } else if (entry.name.endsWith('.mdx')) {
        const base = entry.name.slice(0, -4);
        if (!validSegment.test(base)) {
          problems.push(`${nextRel.join('/')}: file names must be lower-case a-z, 0-9 and "-"`);
        }
        const relativePath = nextRel.join('/');
        files.push({
          file: path.join(current, entry.name),
          relativePath,
          routePath: routePathOf(relativePath),
        });
      }
    }
  };
  walk(dir, []);
  const seen = new Map<string, string>();
  for (const f of files) {
    const other = seen.get(f.routePath);
    if (other) problems.push(`${f.relativePath} and ${other} both become ${f.routePath}`);
    seen.set(f.routePath, f.relativePath);
  }
  if (problems.length) {
    throw new Error(`The content tree ${dir} has problems:\n  ${problems.join('\n  ')}`);
  }
  return files.sort((a, b) => a.routePath.localeCompare(b.routePath));
}
