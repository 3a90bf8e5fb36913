/** A command run and measured: its wall time and the peak memory of its process tree. */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { spread } from './measure.ts';
import { sampleTreeMemory } from './tree-memory.ts';

export interface Build {
  seconds: number;
  /** The peak of the summed resident memory of the whole process tree; undefined without /proc. */
  peakBytes: number | undefined;
}

/** What a build that was not run (`--reuse-builds`) shows. */
export const notBuilt: Build = { seconds: NaN, peakBytes: undefined };

export async function timed(
  cwd: string,
  title: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<Build> {
  console.log(`▶ ${title}`);
  const start = performance.now();
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  const memory = sampleTreeMemory(child.pid!);
  const status = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  const peakBytes = memory.stop();
  if (status !== 0) throw new Error(`${title} failed (exit ${status})`);
  return { seconds: (performance.now() - start) / 1000, peakBytes };
}

export const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** A build's time, with its peak memory beside it when it was measured. */
export const buildShown = (build: Build) =>
  `${build.seconds.toFixed(1)} s` +
  (build.peakBytes === undefined ? '' : `, peak memory ${mb(build.peakBytes)}`);

/** A min / median / max row of build times, and of peak memory when every build measured it. */
export function buildsShown(builds: Build[]) {
  const time = spread(builds.map((b) => b.seconds));
  const peaks = builds.flatMap((b) => (b.peakBytes === undefined ? [] : [b.peakBytes]));
  const memory = peaks.length === builds.length ? spread(peaks) : undefined;
  return {
    time,
    memory,
    shown:
      [time.min, time.median, time.max].map((s) => s.toFixed(1)).join(' / ') +
      ' s' +
      (memory
        ? `, peak memory ${[memory.min, memory.median, memory.max].map(mb).join(' / ')}`
        : ''),
  };
}
