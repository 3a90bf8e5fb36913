/**
 * The bench's report: every figure under its key in the results file, a row of the printed
 * table beside it, and each target with its verdict.
 */
import fs from 'node:fs';
import path from 'node:path';

export type Targets = Record<string, { below?: number; atMost?: number; pass: boolean }>;

export interface Report {
  results: Record<string, unknown>;
  targets: Targets;
  /** A row of the printed table, with no figure of its own in the results. */
  row: (label: string, shown: string) => void;
  /** A figure under its key, and its row. */
  record: (key: string, label: string, value: unknown, shown: string) => void;
  /** Notes a budget that must be undercut, and returns the row's verdict for it. */
  target: (key: string, value: number, below: number, shownBelow: string) => string;
  /** The same for a budget that may be reached but not exceeded. */
  budget: (key: string, value: number, atMost: number, shownAtMost: string) => string;
  /** Writes the results into `file` of the results folder, and prints the whole table. */
  write: (file: string) => void;
}

export function createReport(resultsDir: string): Report {
  const targets: Targets = {};
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    node: process.version,
    targets,
  };
  const rows: [string, string][] = [];
  const row = (label: string, shown: string) => {
    rows.push([label, shown]);
    console.log(`  ${label}: ${shown}`);
  };
  return {
    results,
    targets,
    row,
    record(key, label, value, shown) {
      results[key] = value;
      row(label, shown);
    },
    target(key, value, below, shownBelow) {
      const pass = value < below;
      targets[key] = { below, pass };
      return `  (target < ${shownBelow}: ${pass ? 'pass' : 'MISS'})`;
    },
    budget(key, value, atMost, shownAtMost) {
      const pass = value <= atMost;
      targets[key] = { atMost, pass };
      return `  (budget ≤ ${shownAtMost}: ${pass ? 'pass' : 'MISS'})`;
    },
    write(file) {
      fs.mkdirSync(resultsDir, { recursive: true });
      fs.writeFileSync(path.join(resultsDir, file), `${JSON.stringify(results, null, 2)}\n`);
      const width = Math.max(...rows.map(([label]) => label.length));
      console.log(
        `\n${rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n')}`,
      );
    },
  };
}
