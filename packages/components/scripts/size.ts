/**
 * `npm run size -w @skerry/components`: prints the gzipped production size of each component
 * entry and of the button family together (sk-button, sk-icon-button, sk-inline-button), and
 * exits 1 when a budget is exceeded.
 */
import { budgets, measureSizes } from './size-check.ts';

const { sizes, largestLazyChunk, total, failures } = await measureSizes();
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(2)} KB`;
for (const [name, bytes] of Object.entries(sizes)) {
  const limit = budgets.perEntry[name];
  console.log(
    `${name.padEnd(18)} ${kb(bytes).padStart(9)}${limit ? `  (budget ${kb(limit)})` : ''}`,
  );
}
console.log(
  `${'button family'.padEnd(18)} ${kb(total).padStart(9)}  (budget ${kb(budgets.total)})`,
);
console.log(
  `${'largest lazy chunk'.padEnd(18)} ${kb(largestLazyChunk).padStart(9)}  (a language's strings, the icon index or an icon)`,
);
for (const failure of failures) console.error(`✖ ${failure}`);
process.exit(failures.length ? 1 : 0);
