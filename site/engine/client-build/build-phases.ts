import { performance } from 'node:perf_hooks';
import type { Plugin } from 'vite';

/**
 * The build's own timeline: a line per phase, in seconds since the build's process started, so a
 * slow build's log says where its wall time went (issue 14's 60-second corpus build).
 */
export function logPhase(label: string, since?: number): void {
  const at = (performance.now() / 1000).toFixed(1);
  const took = since === undefined ? '' : ` (${((performance.now() - since) / 1000).toFixed(1)} s)`;
  console.log(`Build phase: ${label} at ${at} s${took}`);
}

/** Logs when each of Vite's environments (client, ssr) starts, ends its transforms and is written. */
export function buildPhases(): Plugin {
  const started = new Map<string, number>();
  return {
    name: 'skerry-build-phases',
    apply: 'build',
    buildStart() {
      started.set(this.environment.name, performance.now());
      logPhase(`${this.environment.name} build started`);
    },
    buildEnd() {
      logPhase(`${this.environment.name} modules transformed`, started.get(this.environment.name));
    },
    writeBundle: {
      order: 'post',
      handler() {
        logPhase(`${this.environment.name} bundle written`, started.get(this.environment.name));
      },
    },
  };
}
