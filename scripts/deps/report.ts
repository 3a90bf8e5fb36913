/** The table `npm run deps` prints, and its closing summary. */
import type { Verdict } from './verdict.ts';

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

function status(verdict: Verdict): string {
  if (!verdict.exact) return 'NOT PINNED';
  if (verdict.canMove) return `can move (${verdict.canMove})`;
  if (verdict.blockers.length > 0) return 'held';
  return 'current';
}

export function table(verdicts: readonly Verdict[]): string {
  const rows = verdicts.map((v) => [
    v.name,
    v.pinned,
    v.latest,
    v.newestAllowed === v.latest ? '=' : v.newestAllowed,
    status(v),
  ]);
  const header = ['package', 'pinned', 'newest', 'allowed', 'status'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => pad(cell, widths[i]!)).join('  ');
  const out = [line(header), widths.map((w) => '-'.repeat(w)).join('  ')];
  verdicts.forEach((verdict, i) => {
    out.push(line(rows[i]!).trimEnd());
    for (const blocker of verdict.blockers) out.push(`    ${verdict.latest}: ${blocker}`);
  });
  return out.join('\n');
}

export function summary(verdicts: readonly Verdict[], node: string): string {
  const count = (test: (v: Verdict) => boolean) => verdicts.filter(test).length;
  const majors = verdicts.filter((v) => v.canMove === 'major').map((v) => v.name);
  return [
    `${verdicts.length} direct dependencies, judged for Node ${node} (.nvmrc):`,
    `  ${count((v) => !v.canMove && v.blockers.length === 0)} current`,
    `  ${count((v) => v.canMove !== undefined)} can move, ${majors.length} of them by a major${majors.length ? `: ${majors.join(', ')}` : ''}`,
    `  ${count((v) => !v.canMove && v.blockers.length > 0)} held below the newest release`,
    `  ${count((v) => !v.exact)} not pinned`,
  ].join('\n');
}
