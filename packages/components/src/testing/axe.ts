import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core (WCAG 2.0–2.2 A and AA rules plus best practices) on `context` and fails with
 * each violation's rule, target and summary, which is what a reader of the failure needs.
 */
export async function expectNoAxeViolations(context: Element): Promise<void> {
  const results = await axe.run(context, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    // A fixture is a fragment, not a page: landmarks and a page heading are the page's concern.
    rules: { region: { enabled: false }, 'page-has-heading-one': { enabled: false } },
    // Only violations are read: collecting every passing node is a part of each run's time.
    resultTypes: ['violations'],
  });
  const found = results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary}`).join('; ')}`,
  );
  if (found.length) throw new Error(`axe found ${found.length} violation(s):\n${found.join('\n')}`);
  expect(found).toEqual([]);
}
