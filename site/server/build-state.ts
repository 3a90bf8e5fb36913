import fs from 'node:fs';
import path from 'node:path';

/**
 * Everything the build reads, relative to the repository root. `site/engine` is the build's own
 * code (MDX and Vite plugins, the post-build step), and `site/readers`, `site/hosting` and
 * `site/workbench-paths.ts` are code it runs, so a change there changes the output too.
 */
export const BUILD_INPUTS = [
  'site/app',
  'site/content',
  'site/engine',
  'site/readers',
  'site/hosting',
  'site/workbench-paths.ts',
  'site/public',
  // The workbench's Storybook configuration (its stories come from the content and packages).
  'site/storybook',
  'site/site.config.ts',
  'site/vite.config.ts',
  'site/react-router.config.ts',
  'package-lock.json',
];

export type BuildState =
  { kind: 'missing' } | { kind: 'stale'; changed: string } | { kind: 'fresh' };

/** The inputs that exist, `packages/<name>/src` included. */
export function buildInputs(repoRoot: string): string[] {
  const packagesDir = path.join(repoRoot, 'packages');
  const packages = fs.existsSync(packagesDir)
    ? fs.readdirSync(packagesDir).map((name) => path.join('packages', name, 'src'))
    : [];
  return [...BUILD_INPUTS, ...packages]
    .map((input) => path.join(repoRoot, input))
    .filter((input) => fs.existsSync(input));
}

/**
 * The first file or folder below `target` changed after `since`. Folders count too: removing a
 * page changes only its folder's time. Dot entries (editor swap files, `.DS_Store`) and
 * node_modules are not sources; symlinked folders are not followed, so a cycle cannot trap us.
 */
export function findChangedSince(target: string, since: number): string | null {
  const stat = fs.statSync(target);
  if (stat.mtimeMs > since) return target;
  if (!stat.isDirectory()) return null;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const child = path.join(target, entry.name);
    if (entry.isDirectory()) {
      const changed = findChangedSince(child, since);
      if (changed) return changed;
    } else {
      // A dangling symlink has no time of its own to compare; it is not a source.
      const changedAt = fs.statSync(child, { throwIfNoEntry: false })?.mtimeMs ?? 0;
      if (changedAt > since) return child;
    }
  }
  return null;
}

/** Whether `distDir` holds a build at least as new as every input. */
export function buildState(repoRoot: string, distDir: string): BuildState {
  const marker = fs.statSync(path.join(distDir, 'index.html'), { throwIfNoEntry: false });
  if (!marker) return { kind: 'missing' };
  for (const input of buildInputs(repoRoot)) {
    const changed = findChangedSince(input, marker.mtimeMs);
    if (changed) return { kind: 'stale', changed: path.relative(repoRoot, changed) };
  }
  return { kind: 'fresh' };
}
