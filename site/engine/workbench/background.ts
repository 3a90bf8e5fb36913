import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { siteDir } from '../../readers/paths.ts';
import type { WorkbenchBuild } from './build.ts';

interface Running {
  result: Promise<WorkbenchBuild>;
  child: ChildProcess;
}
type Started = Map<string, Running>;
// On globalThis because Vite loads the config, and with it this module, anew for each build.
const started = ((globalThis as { __skerryWorkbench?: Started }).__skerryWorkbench ??= new Map());

export interface WorkbenchOptions {
  contentDir: string;
  cacheDir: string;
}

const keyOf = (options: WorkbenchOptions) => JSON.stringify([options.contentDir, options.cacheDir]);
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));

/**
 * Runs `cli.ts` in a process of its own, which parses the demos, writes the stories and runs
 * Storybook's build: a second core's work beside the bundler's. It does not keep the build
 * alive while nobody waits for it (a build that fails early must still exit); `workbench` refs
 * it once the post-build step waits.
 */
function inProcess(options: WorkbenchOptions): Running {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', cli, '--content', options.contentDir, '--cache', options.cacheDir],
    { cwd: siteDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const result = new Promise<WorkbenchBuild>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code === 0) resolve(JSON.parse(last) as WorkbenchBuild);
      else reject(new Error(`The workbench build failed (code ${code}):\n${output}`));
    });
  });
  unref(child);
  return { result, child };
}

function unref(child: ChildProcess): void {
  child.unref();
  for (const stream of [child.stdout, child.stderr]) (stream as { unref?: () => void })?.unref?.();
}

function ref(child: ChildProcess): void {
  child.ref();
  for (const stream of [child.stdout, child.stderr]) (stream as { ref?: () => void })?.ref?.();
}

/** Starts building the workbench when the site's build starts (`early-start.ts`). */
export function startWorkbench(options: WorkbenchOptions): void {
  const key = keyOf(options);
  if (started.has(key)) return;
  const running = inProcess(options);
  // The post-build step awaits it and reports a failure; until then it must not count as unhandled.
  running.result.catch(() => undefined);
  started.set(key, running);
}

/**
 * The built workbench: the build started with the site's, or, when nothing started one (a build
 * without the plugin), one started now.
 */
export function workbench(options: WorkbenchOptions): Promise<WorkbenchBuild> {
  const key = keyOf(options);
  const running = started.get(key) ?? inProcess(options);
  started.delete(key);
  // Someone waits now: the process must stay until the child answers.
  ref(running.child);
  return running.result;
}
