/**
 * `npm run size -w @skerry/components`: prints the gzipped production size of the shared base,
 * of each component besides it (budgeted) and with it (as an application importing that one
 * component alone gets it), and of the button family together; then the CDN build's, file by
 * file as served (Lit once, apart); exits 1 when a budget is exceeded. Lit is counted nowhere
 * else: the application has its one copy.
 */
import { budgets, measureSizes } from './size-check.ts';

const { sizes, entrySizes, base, primitives, largestLazyChunk, total, cdn, failures } =
  await measureSizes();
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(2)} KB`.padStart(9);
const budget = (limit: number | undefined): string => (limit ? `  (budget ${kb(limit)})` : '');

console.log(`${'shared base'.padEnd(18)} ${kb(base)}${budget(budgets.base)}`);
console.log(
  `${'primitives'.padEnd(18)} ${kb(primitives)}${budget(budgets.primitives)}  (popup, listbox, roving focus; besides the base)`,
);
console.log(`${''.padEnd(18)} ${'own'.padStart(9)}  ${'with base'.padStart(9)}`);
for (const [name, bytes] of Object.entries(sizes)) {
  console.log(
    `${name.padEnd(18)} ${kb(bytes)}  ${kb(entrySizes[name] ?? 0)}${budget(budgets.perEntry[name])}`,
  );
}
console.log(`${'button family'.padEnd(18)} ${kb(total)}  (with base)${budget(budgets.total)}`);
console.log(
  `${'largest lazy chunk'.padEnd(18)} ${kb(largestLazyChunk)}  (a language's strings, the icon index or an icon)`,
);
console.log(
  `\nCDN build, file by file as served: Lit ${kb(cdn.lit)}${budget(budgets.cdn.lit)}, autoloader ${kb(cdn.autoloader)}${budget(budgets.cdn.autoloader)}`,
);
console.log(`${''.padEnd(18)} ${'besides Lit'.padStart(11)}`);
for (const [tag, bytes] of Object.entries(cdn.components)) {
  console.log(`${tag.padEnd(18)} ${kb(bytes)}  ${budget(budgets.cdn.components[tag])}`);
}
for (const failure of failures) console.error(`✖ ${failure}`);
process.exit(failures.length ? 1 : 0);
