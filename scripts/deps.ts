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
import {
  directDependencies,
  peerRequirements,
  projectNode,
  readLockfile,
} from './deps/manifests.ts';
import { manifestOf, mapLimited, registryFacts } from './deps/registry.ts';
import { summary, table } from './deps/report.ts';
import { type Context, createJudge, type RegistryFacts } from './deps/verdict.ts';

const root = path.resolve(import.meta.dirname, '..');
const strict = process.argv.includes('--strict');
const asJson = process.argv.includes('--json');

const dependencies = directDependencies(root);
const names = new Set(dependencies.map((d) => d.name));
const facts = await mapLimited(dependencies, 8, (d) => registryFacts(d.name));
const registry = new Map<string, RegistryFacts>(dependencies.map((d, i) => [d.name, facts[i]!]));
const context: Context = {
  node: projectNode(root),
  dependencies: new Map(dependencies.map((d) => [d.name, d])),
  registry,
  peers: peerRequirements(readLockfile(root), names),
  holds: readHolds(root),
  manifestOf,
};
const judge = createJudge(context);
const verdicts = await mapLimited(dependencies, 8, judge);

if (asJson) {
  console.log(JSON.stringify(verdicts, null, 2));
} else {
  console.log(table(verdicts));
  console.log(`\n${summary(verdicts, context.node)}`);
}
if (strict && verdicts.some((v) => v.canMove === 'major' || !v.exact)) process.exitCode = 1;
