/**
 * `npm run imports:check`: the import rules of `.dependency-cruiser.mjs` on every workspace,
 * each broken import printed. `--totals FILE` writes `{ passed, failed }`, one per rule, for the
 * closing line of `npm test`. Exits non-zero when a rule is broken.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkImports, describeViolation } from './import-rules/check.ts';

const { values } = parseArgs({ options: { totals: { type: 'string' } } });
const { rules, violations, result } = await checkImports();
const broken = new Set(violations.map((v) => v.rule));

for (const violation of violations) console.log(describeViolation(violation));
console.log(
  `${rules.length - broken.size} of ${rules.length} import rules kept ` +
    `(${result.summary.totalCruised} modules, ${result.summary.totalDependenciesCruised} imports)`,
);
if (values.totals) {
  fs.mkdirSync(path.dirname(values.totals), { recursive: true });
  fs.writeFileSync(
    values.totals,
    JSON.stringify({ passed: rules.length - broken.size, failed: broken.size }),
  );
}
process.exit(broken.size > 0 ? 1 : 0);
