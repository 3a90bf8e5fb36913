/**
 * The import rules of `.dependency-cruiser.mjs`, run through dependency-cruiser's API: one
 * cruise of the workspaces (site, packages, tools), its violations, and the rules they break.
 * `../import-rules.ts` prints them; the tests run the same check on fixtures and on the tree.
 */
import path from 'node:path';
import { type ICruiseResult, cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const rulesFile = path.join(repoRoot, '.dependency-cruiser.mjs');

/** The folders cruised: every workspace. The root's own `scripts/` may import down into them. */
export const workspaceFolders = ['site', 'packages', 'tools'];

export interface Violation {
  rule: string;
  from: string;
  to: string;
  /** For a cycle: the modules it goes through after `from`, back to `from`. */
  cycle?: string[];
}

export interface ImportCheck {
  /** Every named rule of the configuration, in its order. */
  rules: string[];
  violations: Violation[];
  result: ICruiseResult;
}

/** Cruises `folders` under `baseDir` (the repository, or a fixture tree shaped like it). */
export async function checkImports(
  baseDir: string = repoRoot,
  folders: string[] = workspaceFolders,
): Promise<ImportCheck> {
  const options = await extractDepcruiseOptions(rulesFile);
  const tsConfig = extractTSConfig(path.join(repoRoot, 'tsconfig.json'));
  const { output } = await cruise(folders, { ...options, baseDir }, {}, { tsConfig });
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  const rules = (options.ruleSet?.forbidden ?? []).map((rule) => rule.name ?? '(unnamed)');
  // One per broken import; a cycle once, from one of its modules.
  const violations = output.summary.violations.map((v) => ({
    rule: v.rule.name,
    from: v.from,
    to: v.to,
    ...(v.cycle ? { cycle: v.cycle.map((step) => step.name) } : {}),
  }));
  return { rules, violations, result: output };
}

/** One line per violation: the rule and the import, or a cycle's whole way round. */
export function describeViolation(v: Violation): string {
  return `${v.rule}: ${[v.from, ...(v.cycle ?? [v.to])].join(' → ')}`;
}
