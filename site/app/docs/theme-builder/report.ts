import type { PairCheck, ThemeName } from '@skerry/tokens/theme-builder';

/** How a ratio is shown: two decimals, as WCAG tools write it. */
export function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}:1`;
}

/** A minimum as WCAG writes it: 4.5:1, 3:1. */
export function formatMinimum(minimum: number): string {
  return `${minimum}:1`;
}

/** A pair as a reader says it: the foreground role on its background role. */
export function pairName(check: Pick<PairCheck, 'foreground' | 'background'>): string {
  return `${check.foreground} on ${check.background}`;
}

/** The result of one check in a word or three, for a table cell. */
export function resultWord(check: PairCheck): string {
  if (!check.passes) return 'fails';
  return check.adjustment ? 'passes after adjustment' : 'passes';
}

/** One row of the report: a pair, its minimum, and its check in each theme, in theme order. */
export interface PairRow {
  key: string;
  foreground: string;
  background: string;
  kind: PairCheck['kind'];
  minimum: number;
  checks: Partial<Record<ThemeName, PairCheck>>;
}

/** The checks as rows of pairs, in the order the pair table gives them. */
export function pairRows(checks: readonly PairCheck[]): PairRow[] {
  const rows = new Map<string, PairRow>();
  for (const check of checks) {
    const key = `${check.foreground}/${check.background}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        key,
        foreground: check.foreground,
        background: check.background,
        kind: check.kind,
        minimum: check.minimum,
        checks: {},
      };
      rows.set(key, row);
    }
    row.checks[check.theme] = check;
  }
  return [...rows.values()];
}

/** The result of one check in words, never in colour alone. */
export function resultText(check: PairCheck): string {
  if (check.passes) {
    return check.adjustment ? `Passes after adjustment: ${check.adjustment}` : 'Passes';
  }
  return check.adjustment
    ? `Fails, even after adjustment: ${check.adjustment}`
    : 'Fails, and no adjustment could fix it';
}

/**
 * One line over every pair of every theme, for the report's live region: it changes only when
 * the outcome does, so dragging the colour picker does not talk over the reader. A failing pair
 * is named with its theme, its ratio and the minimum it misses.
 */
export function reportSummary(
  checks: readonly PairCheck[],
  themeNames: Readonly<Record<ThemeName, string>>,
): string {
  const themes = new Set(checks.map((check) => check.theme)).size;
  const failing = checks.filter((check) => !check.passes);
  const adjusted = checks.filter((check) => check.passes && check.adjustment).length;
  const afterAdjustment = adjusted ? `, ${adjusted} of them after adjustment` : '';
  if (failing.length === 0) {
    return `All ${checks.length} pairs of the ${themes} themes pass WCAG 2.2 AA${afterAdjustment}.`;
  }
  const named = failing.map(
    (check) =>
      `${pairName(check)} in ${themeNames[check.theme].toLowerCase()} (${formatRatio(check.ratio)}, needs ${formatMinimum(check.minimum)})`,
  );
  const count = failing.length === 1 ? '1 pair fails' : `${failing.length} pairs fail`;
  return `${count} WCAG 2.2 AA: ${named.join('; ')}. The other ${checks.length - failing.length} pass${afterAdjustment}.`;
}
