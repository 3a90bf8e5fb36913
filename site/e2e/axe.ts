import AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';
import { withDeadline } from '../app/chunks/load-chunk.ts';

/**
 * axe-core on the page, reporting violations only: the tests read nothing else, and collecting
 * every passing node is a large part of a run. A page without a loaded frame runs axe in one pass
 * in the page itself (axe's "legacy" mode): the default runs a part in each frame and merges the
 * parts in a new blank tab, which costs about four times as much and is only needed to reach
 * frames of another origin, so a page with one keeps it.
 */
export function axeOn(page: Page): AxeBuilder {
  const framed = page.frames().some((frame) => frame !== page.mainFrame() && hasDocument(frame));
  return loadAxeIntoEveryFrame(
    new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(!framed),
  );
}

/** The serious and critical WCAG 2.2 AA violations axe-core finds on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return describeViolations(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  );
}

/** One line per violation, as a failure names it: the rule, then each element it found. */
export function describeViolations(violations: AxeResults['violations']): string[] {
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** How long a frame may take to load axe before the check fails, naming it. */
const loadLimit = 30_000;

/** A lazy frame not yet scrolled near has committed no document: nothing in it can be run. */
function hasDocument(frame: Frame): boolean {
  return frame.url() !== '';
}

/** The builder's frame loader, which the library declares private. */
interface FrameLoader {
  inject(frames: Frame[], shouldThrow?: boolean): Promise<void>;
  analyze(): Promise<AxeResults>;
}

/**
 * `@axe-core/playwright` gives each frame one second to load axe and, past it, leaves the frame
 * out of the run without a word. The bound is meant for lazy frames that never load, but a loaded
 * machine takes longer than that for a frame that has, whose violations then go unreported. The
 * builder's loader is replaced: a frame with no document is left out, as before; any other is
 * waited for, and one that cannot load axe fails the check, naming the frame. The library also
 * loads axe into the page a second time in legacy mode; a frame that has it is only configured.
 */
function loadAxeIntoEveryFrame(builder: AxeBuilder): AxeBuilder {
  const loader = builder as unknown as FrameLoader;
  if (typeof loader.inject !== 'function') {
    throw new Error(
      '@axe-core/playwright no longer loads axe through `inject`: compare site/e2e/axe.ts with its source',
    );
  }
  const unchecked: string[] = [];
  // Throwing is how the library learns that a frame is left out; it then skips it.
  loader.inject = async (frames, shouldThrow) => {
    for (const frame of frames) {
      try {
        if (!hasDocument(frame)) throw new Error('the frame has no document');
        await loadAxe(frame);
      } catch (error) {
        if (hasDocument(frame)) unchecked.push(`${frame.url()}: ${(error as Error).message}`);
        if (shouldThrow) throw error;
      }
    }
  };
  const analyze = builder.analyze.bind(builder);
  loader.analyze = async () => {
    const results = await analyze();
    if (unchecked.length > 0) {
      throw new Error(`axe could not check ${unchecked.length} frame(s): ${unchecked.join('; ')}`);
    }
    return results;
  };
  return builder;
}

async function loadAxe(frame: Frame): Promise<void> {
  const loaded = await frame.evaluate('typeof window.axe?.runPartial === "function"');
  if (!loaded) {
    await withDeadline(
      frame.evaluate(axe.source),
      loadLimit,
      () => new Error(`axe did not load within ${loadLimit} ms`),
    );
  }
  // As the library configures it: each frame's part covers that frame's own origin.
  await frame.evaluate(
    "axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })",
  );
}
