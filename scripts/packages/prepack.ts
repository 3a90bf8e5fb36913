/**
 * Each package's `prepack`: `npm pack` and `npm publish` build the package first, so a tarball
 * made from a fresh clone has its `dist/`. The Skerry packages it builds against (the icons'
 * types for the components, the manifest for the bindings) are built first where they have not
 * been; their own `prepack` rebuilds them when they are packed in turn.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  buildOrder,
  isBuilt,
  readWorkspacePackages,
  repoRoot,
  workspaceDependencies,
} from './workspace-packages.ts';

const all = readWorkspacePackages();
const self = all.find((p) => path.resolve(p.dir) === path.resolve(process.cwd()));
if (!self) {
  console.error(`prepack: ${process.cwd()} is not a package under packages/`);
  process.exit(1);
}

const needed = new Set<string>();
const collect = (name: string): void => {
  const pkg = all.find((p) => p.json.name === name)!;
  for (const dep of workspaceDependencies(pkg.json, all)) {
    needed.add(dep);
    collect(dep);
  }
};
collect(self.json.name);

const npm = (args: string[]): void => {
  execFileSync('npm', args, { cwd: repoRoot, stdio: 'inherit' });
};
for (const pkg of buildOrder(all)) {
  if (needed.has(pkg.json.name) && !isBuilt(pkg)) npm(['run', 'build', '-w', pkg.json.name]);
}
npm(['run', 'build', '-w', self.json.name]);
