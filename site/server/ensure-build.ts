import { spawnSync } from 'node:child_process';
import { buildState } from './build-state.ts';

/** Runs `npm run build` in the repository root; true when it succeeded. */
export type RunBuild = (repoRoot: string) => boolean;

export const runNpmBuild: RunBuild = (repoRoot) => {
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  return result.error === undefined && result.status === 0;
};

/**
 * Builds when `distDir` has no build or one older than its sources. Throws with a message for the
 * reader when the build fails or leaves no site behind.
 */
export function ensureBuilt(options: {
  repoRoot: string;
  distDir: string;
  run?: RunBuild;
  log?: (message: string) => void;
}): 'built' | 'fresh' {
  const { repoRoot, distDir, run = runNpmBuild, log = console.log } = options;
  const state = buildState(repoRoot, distDir);
  if (state.kind === 'fresh') return 'fresh';
  log(
    state.kind === 'missing'
      ? 'No build of the site yet: building it first (npm run build)…'
      : `${state.changed} changed since the last build: building again (npm run build)…`,
  );
  if (!run(repoRoot)) {
    throw new Error('The build failed, so there is nothing to serve; see its messages above.');
  }
  if (buildState(repoRoot, distDir).kind === 'missing') {
    throw new Error(`The build finished but wrote no ${distDir}/index.html; nothing to serve.`);
  }
  return 'built';
}
