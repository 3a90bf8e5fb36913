import fs from 'node:fs';
import path from 'node:path';
import { type CemManifest, findElement } from '../../../readers/manifest.ts';
import { siteDir } from '../../../readers/paths.ts';
import { type RenderPeersData, renderPeersFile } from '../../../readers/render-peers.ts';
import type { RenderCostFacts } from './render-cost.tsx';

/** The bench's source in the repository: what "how it is measured" links to. */
export const benchSource = 'scripts/bench/peers';

/**
 * The render cost of the elements `tags` from a peer bench run: each row that measured one of
 * them, in the run's order, with the fastest other library of that row (the lowest median),
 * native HTML and the floor where the run has them. Undefined when no row measured them.
 */
export function renderCostFacts(
  tags: readonly string[],
  data: RenderPeersData,
): RenderCostFacts | undefined {
  const rows = data.rows.flatMap((row) => {
    const skerry = row.results.skerry;
    if (!skerry || !tags.includes(skerry.tag)) return [];
    // The first of equal medians, in the file's order, so a page does not change between builds.
    const best = Object.entries(row.results)
      .filter(([key]) => key !== 'skerry')
      .reduce<[string, (typeof row.results)[string]] | undefined>(
        (fastest, entry) => (!fastest || entry[1].median < fastest[1].median ? entry : fastest),
        undefined,
      );
    const library = (key: string) => data.libraries[key]!;
    return [
      {
        kind: row.kind,
        label: row.label,
        rounds: row.rounds,
        skerry: { ...skerry, ...library('skerry') },
        native: row.native,
        ...(row.floor && { floor: row.floor }),
        ...(best && { bestPeer: { ...best[1], ...library(best[0]) } }),
      },
    ];
  });
  if (rows.length === 0) return undefined;
  return {
    count: data.count,
    date: data.date,
    chromium: data.chromium,
    cpus: data.cpus,
    benchSource,
    rows,
  };
}

/**
 * The elements a component's pages document: those whose module is in the component's folder
 * (`radio` documents `sk-radio` and `sk-radio-group`), in the manifest's order.
 */
export function folderElements(manifest: CemManifest | undefined, folder: string): string[] {
  const prefix = `dist/components/${folder}/`;
  return (manifest?.modules ?? []).flatMap((module) =>
    module.path.startsWith(prefix)
      ? (module.declarations ?? []).flatMap((d) =>
          d.customElement && d.tagName ? [d.tagName] : [],
        )
      : [],
  );
}

/**
 * What in a run the site cannot state truthfully, each naming the field: a measured tag that is
 * not one of the components, or a bench source that is not in the repository to link to.
 */
export function renderPeersProblems(
  data: RenderPeersData,
  manifest: CemManifest | undefined,
  where: { file?: string; repoRoot?: string } = {},
): string[] {
  const { file = renderPeersFile, repoRoot = path.resolve(siteDir, '..') } = where;
  const problems = data.rows.flatMap((row, index) => {
    const tag = row.results.skerry!.tag;
    return findElement(manifest, tag)
      ? []
      : [
          `${file}: rows[${index}].results.skerry.tag: ${tag} is not an element of the components' custom-elements.json`,
        ];
  });
  if (!fs.existsSync(path.join(repoRoot, benchSource))) {
    problems.push(`${benchSource}, the bench the API pages link to, is not in ${repoRoot}`);
  }
  return problems;
}
