/**
 * The peer bench's part of `npm run bench`: runs it, rewrites the committed data file, and adds
 * its rows and targets to the printed table and bench.json — per kind, each subject's median and
 * spread, Skerry against the best peer's median (the target: below it) and, for the
 * button and the checkbox, against native (at most 3×).
 */
import { bestPeer, renderPeersFile, writeRenderPeers } from './data-file.ts';
import { type Figure, peerFigures } from './figures.ts';
import { partialRunReason } from './kinds.ts';
import type { Report } from '../report.ts';

/** The kinds whose Skerry component must stay within this multiple of native. */
const nativeRatioTargets: Record<string, number> = { button: 3, checkbox: 3 };

const shown = ({ min, median, max }: Figure) =>
  `${median.toFixed(1)} ms (${min.toFixed(1)}–${max.toFixed(1)})`;

export async function peerRows(
  workDir: string,
  { record, row, targets }: Pick<Report, 'record' | 'row' | 'targets'>,
): Promise<void> {
  console.log('▶ peer bench: Skerry, its peers, native elements and the floors, rendered');
  const started = performance.now();
  const data = await peerFigures(workDir);
  const partial = partialRunReason();
  if (partial === undefined) await writeRenderPeers(data);
  const names = (key: string) => data.libraries[key]?.name ?? key;
  for (const { kind, label, rounds, native, floor, litFloor, results, cpu } of data.rows) {
    const title = `Peers, ${data.count} × ${label} (median (min–max) of ${rounds})`;
    record(`peers:${kind}:native`, `${title}: native`, native, shown(native));
    if (floor) {
      record(
        `peers:${kind}:floor`,
        `${title}: framework-free floor`,
        floor,
        `${shown(floor)} / ${(floor.median / native.median).toFixed(2)}x native`,
      );
    }
    if (litFloor) {
      record(
        `peers:${kind}:litFloor`,
        `${title}: Lit floor`,
        litFloor,
        `${shown(litFloor)} / ${(litFloor.median / native.median).toFixed(2)}x native`,
      );
    }
    for (const [key, figure] of Object.entries(results)) {
      record(
        `peers:${kind}:${key}`,
        `${title}: ${names(key)} <${figure.tag}>`,
        figure,
        `${shown(figure)} / ${(figure.median / native.median).toFixed(2)}x native`,
      );
    }
    const skerry = results.skerry;
    const best = bestPeer(results);
    if (!skerry || !best) continue;
    const ratio = skerry.median / best.median;
    const pass = skerry.median < best.median;
    targets[`peers:${kind}:skerryBelowBestPeer`] = { below: best.median, pass };
    record(
      `peers:${kind}:skerryToBestPeer`,
      `${title}: Skerry / best peer (${names(best.key)})`,
      { ratio, bestPeer: best.key },
      `${ratio.toFixed(2)}x  (target < 1x: ${pass ? 'pass' : 'MISS'})`,
    );
    // The same libraries as the task-time row: not native elements or the floors.
    const cpuBest = bestPeer(
      Object.fromEntries(Object.entries(cpu).filter(([key]) => key in results)),
    );
    if (cpu.skerry && cpuBest) {
      const cpuRatio = cpu.skerry.median / cpuBest.median;
      record(
        `peers:${kind}:skerryToBestPeerCpu`,
        `${title}: Skerry / best peer (${names(cpuBest.key)}), main-thread CPU time`,
        { ratio: cpuRatio, bestPeer: cpuBest.key, skerry: cpu.skerry, peer: cpu[cpuBest.key] },
        `${cpuRatio.toFixed(2)}x  (${shown(cpu.skerry)} against ${shown(cpu[cpuBest.key]!)})`,
      );
    }
    const nativeTarget = nativeRatioTargets[kind];
    if (nativeTarget !== undefined) {
      const toNative = skerry.median / native.median;
      const within = toNative <= nativeTarget;
      targets[`peers:${kind}:skerryToNative`] = { atMost: nativeTarget, pass: within };
      row(
        `${title}: Skerry / native`,
        `${toNative.toFixed(2)}x  (budget ≤ ${nativeTarget}x: ${within ? 'pass' : 'MISS'})`,
      );
    }
  }
  const minutes = `${((performance.now() - started) / 60_000).toFixed(1)} min`;
  if (partial === undefined) {
    row(
      'Peer bench wall time (written to the committed data file)',
      `${minutes} -> ${renderPeersFile}`,
    );
  } else {
    row('Peer bench wall time (a partial run: committed data file left as it was)', minutes);
    console.log(`  peer bench: ${partial}, so ${renderPeersFile} was not rewritten`);
  }
}
