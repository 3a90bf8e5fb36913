import fs from 'node:fs';
import path from 'node:path';
import { angularShowcasePath } from '../../app/config/angular-showcase.ts';
import { siteDir } from '../../readers/paths.ts';

/**
 * Where `npm run build:showcase -w @skerry/angular` (Angular's own application builder) writes
 * the showcase: inside its package, never into the site's `dist/`, so that the site's
 * post-build step takes it in before the host files and the compression cover every file.
 */
export const angularShowcaseBuildDir = path.resolve(siteDir, '../packages/angular/showcase/dist');

/**
 * Copies the built showcase to `dist/angular/`. The sidebar links there, so a build without it
 * would ship a link to nothing: it fails instead, naming the command that builds it.
 */
export function copyAngularShowcase(distDir: string, from = angularShowcaseBuildDir): number {
  if (!fs.existsSync(path.join(from, 'index.html'))) {
    throw new Error(
      `The Angular showcase is not built (${path.relative(process.cwd(), from) || from} has no ` +
        'index.html): run `npm run build:showcase -w @skerry/angular` first, as `npm run build` does.',
    );
  }
  const target = path.join(distDir, angularShowcasePath);
  if (fs.existsSync(target)) {
    throw new Error(`The content has a page at /${angularShowcasePath}/, where the showcase goes.`);
  }
  fs.cpSync(from, target, { recursive: true });
  return fs.readdirSync(target, { recursive: true }).length;
}
