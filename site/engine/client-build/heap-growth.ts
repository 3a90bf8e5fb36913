import v8 from 'node:v8';
import type { Plugin } from 'vite';

/** How far V8 may raise a heap's limit at each step of a build, in percent of what it holds. */
export const buildHeapGrowingPercent = 40;

/**
 * Bounds how far each heap of the build grows past what it holds (ADR 0009, addendum of
 * 2026-11-30). Left to itself V8 raised the build thread's limit up to four times its live
 * objects while the bundler allocated fast: on the 1,000-page corpus it committed 930 MB to hold
 * about 250 MB, and the whole build peaked near 2.6 GB. Growing two fifths at a time keeps the
 * peak as low as a fifth did, for less collecting (the ADR's second addendum). `NODE_OPTIONS`
 * does not accept this flag, so it is set when the build's configuration loads, before the
 * bundlers and the workers start (worker threads share the process's flags); V8 reads it each
 * time it sets a limit.
 */
export function heapGrowth(): Plugin {
  return {
    name: 'skerry-heap-growth',
    apply: 'build',
    config() {
      v8.setFlagsFromString(`--heap-growing-percent=${buildHeapGrowingPercent}`);
    },
  };
}
