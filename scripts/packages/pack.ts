/**
 * Packs the public Skerry packages with npm itself, so what is checked (and what the consumer
 * apps install) is exactly what `npm publish` would upload.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildOrder, readWorkspacePackages, repoRoot } from './workspace-packages.ts';

export interface PackedPackage {
  name: string;
  version: string;
  /** The tarball, absolute. */
  file: string;
  /** Bytes of the tarball, and of its files unpacked. */
  size: number;
  unpackedSize: number;
  files: string[];
}

interface NpmPackResult {
  name: string;
  version: string;
  filename: string;
  size: number;
  unpackedSize: number;
  files: { path: string }[];
}

/**
 * Packs every public package into `destination`. `build: true` builds them first, in dependency
 * order, as their `prepack` would; `build: false` packs the `dist/` already there (after
 * `npm run build`, as the test run does). Either way `prepack` is not run again by the pack, whose
 * stdout must stay npm's JSON report.
 */
export function packPackages(destination: string, options: { build: boolean }): PackedPackage[] {
  const packages = buildOrder(readWorkspacePackages()).filter((p) => !p.json.private);
  const workspaces = packages.flatMap((p) => ['-w', p.json.name]);
  if (options.build) {
    execFileSync('npm', ['run', 'build', ...workspaces], { cwd: repoRoot, stdio: 'inherit' });
  }
  const output = execFileSync(
    'npm',
    ['pack', ...workspaces, '--pack-destination', destination, '--json', '--ignore-scripts'],
    { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 << 20 },
  );
  const results = JSON.parse(output) as NpmPackResult[];
  return results.map((r) => ({
    name: r.name,
    version: r.version,
    file: path.join(destination, r.filename),
    size: r.size,
    unpackedSize: r.unpackedSize,
    files: r.files.map((f) => f.path),
  }));
}
