/**
 * The npm registry, asked through `npm view` so that the machine's npm configuration (registry,
 * proxy, certificates) applies, and so that the figures are the ones `npm view` shows a person.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { RegistryFacts } from './verdict.ts';

const run = promisify(execFile);

async function npmView(spec: string, fields: string[]): Promise<unknown> {
  const { stdout } = await run('npm', ['view', spec, ...fields, '--json'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout.trim() === '' ? undefined : (JSON.parse(stdout) as unknown);
}

export async function registryFacts(name: string): Promise<RegistryFacts> {
  const view = (await npmView(name, ['versions', 'dist-tags', 'peerDependencies'])) as {
    versions?: string[] | string;
    'dist-tags'?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const latest = view['dist-tags']?.latest;
  if (!latest) throw new Error(`npm view ${name}: the registry gives no "latest" tag`);
  return {
    latest,
    versions: [view.versions ?? []].flat(),
    latestPeers: view.peerDependencies ?? {},
  };
}

const engines = new Map<string, Promise<string | undefined>>();

export function enginesOf(name: string, version: string): Promise<string | undefined> {
  const key = `${name}@${version}`;
  let found = engines.get(key);
  if (!found) {
    found = npmView(key, ['engines.node']).then((value) =>
      typeof value === 'string' ? value : undefined,
    );
    engines.set(key, found);
  }
  return found;
}

/** Runs `task` on every item, at most `limit` at a time, keeping the items' order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
