import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The site workspace folder (site/). */
export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Whether `target` is `folder` or below it: where Node finds the `node_modules` above `folder`
 * from `target` too (a build or content tree moved outside the checkout does not).
 */
export function isWithin(target: string, folder: string): boolean {
  const relative = path.relative(folder, target);
  return relative === '' || (!path.isAbsolute(relative) && relative.split(path.sep)[0] !== '..');
}

/**
 * The MDX tree the engine builds. `SKERRY_CONTENT_DIR` points it elsewhere, so the benchmark can
 * build a generated corpus with the same engine.
 */
export const contentDir = path.resolve(
  process.env.SKERRY_CONTENT_DIR ?? path.join(siteDir, 'content'),
);

/** Where the deployable site is written; `SKERRY_DIST_DIR` moves it (the benchmark's corpus). */
export const distDir = path.resolve(process.env.SKERRY_DIST_DIR ?? path.join(siteDir, 'dist'));

/**
 * React Router's own build output, which the post-build step turns into `distDir`, and the other
 * files a build writes for itself. `SKERRY_BUILD_DIR` moves it, inside the checkout or outside.
 */
export const buildDir = path.resolve(process.env.SKERRY_BUILD_DIR ?? path.join(siteDir, 'build'));

/**
 * The workbench's story files, which the build writes from the content tree's demos: in the build
 * folder, never in the source tree, so a build of another content tree (the benchmark's corpus,
 * the tests' variants) leaves the checkout as it was, and builds of two trees never share them.
 */
export const workbenchStoriesDir = path.join(buildDir, 'workbench', 'stories');

/**
 * What the build keeps between builds to skip work it has done before (the social cards, named by
 * a hash of what they show); deleting it only costs time. `SKERRY_CACHE_DIR` moves it.
 */
export const cacheDir = path.resolve(
  process.env.SKERRY_CACHE_DIR ?? path.join(siteDir, '.cache', 'build'),
);

/** The app folder React Router resolves route files against. */
export const appDir = path.join(siteDir, 'app');
