/**
 * What the bench builds first and does not time: the packages, in dependency order as the root
 * build runs them (the components import the icons' types), and the Angular showcase the site's
 * build takes as built. Neither is the site's or the corpus's cost; each is timed alone later.
 */
import fs from 'node:fs';
import path from 'node:path';
import { angularShowcaseBuildDir } from '../../site/engine/postbuild/angular-showcase.ts';
import { timed } from './timed.ts';

const packageOrder = ['tokens', 'icons', 'components'];
const rank = (name: string): number =>
  packageOrder.includes(name) ? packageOrder.indexOf(name) : packageOrder.length;

export async function buildPackages(root: string): Promise<void> {
  const workspaces = fs.readdirSync(path.join(root, 'packages')).sort((a, b) => rank(a) - rank(b));
  for (const workspace of workspaces) {
    const pkg = path.join(root, 'packages', workspace, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).scripts?.build) {
      await timed(root, `build packages/${workspace}`, 'npm', [
        'run',
        'build',
        '-w',
        `packages/${workspace}`,
      ]);
    }
  }
}

export async function buildShowcaseIfMissing(root: string): Promise<void> {
  if (fs.existsSync(path.join(angularShowcaseBuildDir, 'index.html'))) return;
  await timed(root, 'build the Angular showcase first (ng build)', 'npm', [
    'run',
    'build:showcase',
    '-w',
    '@skerry/angular',
  ]);
}
