/**
 * The peer bench's committed data: `packages/components/bench/render-peers.json`, rewritten by
 * every full run (not a partial one: `kinds.ts`), which the site's API pages read for each
 * component's render cost beside the best peer's. Not published: the package's `files` leave it
 * out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Figure, RenderPeersFile } from './figures.ts';

export const renderPeersFile = path.resolve(
  import.meta.dirname,
  '../../../packages/components/bench/render-peers.json',
);

/** Writes `data` as the repository's Prettier would format it, so the committed file stays clean. */
export async function writeRenderPeers(data: RenderPeersFile): Promise<void> {
  const options = await resolveConfig(renderPeersFile);
  const text = await format(JSON.stringify(data), { ...options, filepath: renderPeersFile });
  fs.mkdirSync(path.dirname(renderPeersFile), { recursive: true });
  fs.writeFileSync(renderPeersFile, text);
}

/** The best peer of a row: the library other than Skerry with the lowest median. */
export function bestPeer(
  results: Record<string, Figure>,
): { key: string; median: number } | undefined {
  return Object.entries(results)
    .filter(([key]) => key !== 'skerry')
    .map(([key, figure]) => ({ key, median: figure.median }))
    .sort((a, b) => a.median - b.median)[0];
}
