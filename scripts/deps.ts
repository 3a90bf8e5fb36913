/**
 * `npm run deps`: for each direct dependency of the repository and its workspaces, the pinned
 * version, the newest the registry has, the newest this project can take, and why the newest
 * stays out when it does (`engines` as `npm view` states it, a range another direct dependency
 * declares on it, or a hold in renovate.json). `npm outdated` is not used: it calls "latest" the
 * newest version the running Node accepts, so majors that need a newer Node never show.
 *
 *   npm run deps                # the table and a summary
 *   npm run deps -- --strict    # also fails when a dependency can move by a major, or is unpinned
 *   npm run deps -- --json      # the verdicts as JSON
 *
 * It needs the registry, so it is not part of `npm test`.
 */
import path from 'node:path';
import { readHolds } from './deps/holds.ts';
import { directDependencies, rangesOn, projectNode, readLockfile } from './deps/manifests.ts';
import { eachLimited } from '../site/engine/workers/each-limited.ts';
import { manifestOf, registryFacts } from './deps/registry.ts';
import { summary, table } from './deps/report.ts';
import { type Context, createJudge, type RegistryFacts, type Verdict } from './deps/verdict.ts';

const root = path.resolve(import.meta.dirname, '..');
const strict = process.argv.includes('--strict');
const asJson = process.argv.includes('--json');

const dependencies = directDependencies(root);
const names = new Set(dependencies.map((d) => d.name));
const registry = new Map<string, RegistryFacts>();
await eachLimited(dependencies, 8, async (d) => {
  registry.set(d.name, await registryFacts(d.name));
});
const context: Context = {
  node: projectNode(root),
  dependencies: new Map(dependencies.map((d) => [d.name, d])),
  registry,
  ranges: rangesOn(readLockfile(root), names),
  holds: readHolds(root),
  manifestOf,
};
const judge = createJudge(context);
const judged = new Map<string, Verdict>();
await eachLimited(dependencies, 8, async (d) => {
  judged.set(d.name, await judge(d));
});
const verdicts = dependencies.map((d) => judged.get(d.name)!);

if (asJson) {
  console.log(JSON.stringify(verdicts, null, 2));
} else {
  console.log(table(verdicts));
  console.log(`\n${summary(verdicts, context.node)}`);
}
if (strict && verdicts.some((v) => v.canMove === 'major' || !v.exact)) process.exitCode = 1;
