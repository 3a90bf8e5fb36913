import { packPackages } from '../packages/pack.ts';
import { readWorkspacePackages } from '../packages/workspace-packages.ts';

/** The workspace packages' names, read from `packages/*`. */
export function workspacePackages(): Set<string> {
  return new Set(readWorkspacePackages().map((pkg) => pkg.json.name));
}

/**
 * Packs the workspace packages into `destination`, as the tarball check does, and returns the
 * named ones' tarball paths. `prepack` is skipped: the harness runs after `npm run build`, and
 * building every package again here would double the run's time; a package packed without its
 * `dist/` is refused instead.
 */
export function packWorkspaces(names: string[], destination: string): Map<string, string> {
  const known = workspacePackages();
  const missing = names.filter((name) => !known.has(name));
  if (missing.length > 0) throw new Error(`Not in this workspace: ${missing.join(', ')}`);
  const packed = packPackages(destination, { build: false }).filter((p) => names.includes(p.name));
  const unbuilt = packed.filter((p) => !p.files.some((file) => file.startsWith('dist/')));
  if (unbuilt.length > 0) {
    throw new Error(
      `No dist/ in ${unbuilt.map((p) => p.name).join(', ')}: run \`npm run build\` first`,
    );
  }
  return new Map(packed.map((p) => [p.name, p.file]));
}
