import fs from 'node:fs';
import path from 'node:path';
import { run } from './exec.ts';

interface PackResult {
  name: string;
  filename: string;
  files: { path: string }[];
}

/** The workspace packages' names, read from `packages/*`. */
export function workspacePackages(root: string): Set<string> {
  const packagesDir = path.join(root, 'packages');
  const names = fs
    .readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(packagesDir, entry.name, 'package.json'))
    .filter((file) => fs.existsSync(file))
    .map((file) => (JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string }).name);
  return new Set(names);
}

/**
 * Packs the named workspace packages into `destination` and returns each one's tarball path.
 * `prepack` is skipped: the harness runs after `npm run build`, and building every package again
 * here would double the run's time; a package packed without its `dist/` is refused instead.
 */
export async function packWorkspaces(
  root: string,
  names: string[],
  destination: string,
): Promise<Map<string, string>> {
  const known = workspacePackages(root);
  const missing = names.filter((name) => !known.has(name));
  if (missing.length > 0) throw new Error(`Not in this workspace: ${missing.join(', ')}`);
  const args = ['pack', ...names.flatMap((name) => ['-w', name])];
  const { output } = await run(
    'npm',
    [...args, '--pack-destination', destination, '--json', '--ignore-scripts'],
    { cwd: root },
  );
  // npm prints its notices before the JSON array.
  const packed = JSON.parse(output.slice(output.indexOf('['))) as PackResult[];
  const unbuilt = packed.filter((p) => !p.files.some((file) => file.path.startsWith('dist/')));
  if (unbuilt.length > 0) {
    throw new Error(
      `No dist/ in ${unbuilt.map((p) => p.name).join(', ')}: run \`npm run build\` first`,
    );
  }
  return new Map(packed.map((p) => [p.name, path.join(destination, p.filename)]));
}
