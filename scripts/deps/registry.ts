/**
 * The npm registry, asked through `npm view` so that the machine's npm configuration (registry,
 * proxy, certificates) applies, and so that the figures are the ones `npm view` shows a person.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { RegistryFacts, VersionManifest } from './verdict.ts';

const run = promisify(execFile);

/**
 * `npm view` with its fields as one object. It prints a lone field's bare value when only one
 * of those asked for exists, so `name` and `version`, which always do, are asked for too.
 */
async function npmView(spec: string, fields: string[]): Promise<Record<string, unknown>> {
  const { stdout } = await run('npm', ['view', spec, 'name', 'version', ...fields, '--json'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const parsed = JSON.parse(stdout) as unknown;
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`npm view ${spec}: expected one manifest, got ${stdout.slice(0, 200)}`);
  }
  return parsed as Record<string, unknown>;
}

export async function registryFacts(name: string): Promise<RegistryFacts> {
  const view = await npmView(name, ['versions', 'dist-tags']);
  const latest = (view['dist-tags'] as Record<string, string> | undefined)?.latest;
  if (!latest) throw new Error(`npm view ${name}: the registry gives no "latest" tag`);
  return { latest, versions: [view.versions as string[] | string].flat() };
}

const manifests = new Map<string, Promise<VersionManifest>>();

export function manifestOf(name: string, version: string): Promise<VersionManifest> {
  const key = `${name}@${version}`;
  let found = manifests.get(key);
  if (!found) {
    found = npmView(key, [
      'engines',
      'dependencies',
      'peerDependencies',
    ]) as Promise<VersionManifest>;
    manifests.set(key, found);
  }
  return found;
}
