import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { workbenchPath } from '../../workbench-paths.ts';
import { iconChunkDir } from '../client-build/icon-chunks.ts';

/** One file the worker precaches; no revision for hashed names, whose URL changes with them. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/**
 * The assets' kinds that are precached. `json`: the sections' pages and routes
 * (section-files.ts), which client navigation offline needs; no other file of the assets is JSON.
 */
const precachedAsset = /\.(?:js|css|woff2|json)$/;
/** The shell's files that keep their names from build to build, so carry a revision. */
const shellFiles = ['404.html', 'favicon.svg', 'manifest.webmanifest'];
/** Workbox's limit, kept: a file larger than this is a mistake, and fails the build. */
const maximumBytes = 4 * 1024 * 1024;

/**
 * The service worker's precache list: every hashed asset (the one-icon modules aside, cached as
 * they are used) and the shell's unhashed files, as Workbox's `generateSW` listed them from the
 * same patterns (`assets/**\/*.{js,css,woff2,json}`, the three shell files; the icons and the
 * workbench ignored; URLs under the base; a revision, the MD5 of the content, for files outside
 * `assets/` only). The assets are listed, not read: their names hold their hashes. The workbench
 * is never under `assets/`; checked anyway, as its files must never be precached.
 */
export function precacheManifest(distDir: string, base: string): PrecacheEntry[] {
  const assetsDir = path.join(distDir, 'assets');
  const ignored = [iconChunkDir, `${workbenchPath}/`];
  const assets = fs.existsSync(assetsDir)
    ? fs
        .readdirSync(assetsDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && precachedAsset.test(entry.name))
        .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)))
        .map((relative) => relative.split(path.sep).join('/'))
        // Like Workbox's glob: no dotfiles, nothing in a dot folder.
        .filter((relative) => !relative.split('/').some((part) => part.startsWith('.')))
        .filter((relative) => !ignored.some((folder) => relative.startsWith(folder)))
        .sort()
    : [];
  const shell = shellFiles.filter((file) => fs.existsSync(path.join(distDir, file)));
  const entries: PrecacheEntry[] = [];
  for (const relative of [...assets, ...shell]) {
    const file = path.join(distDir, ...relative.split('/'));
    const isAsset = relative.startsWith('assets/');
    const size = fs.statSync(file).size;
    if (size > maximumBytes) {
      throw new Error(
        `Service worker: ${relative} is ${size} bytes, over the precache's ${maximumBytes}.`,
      );
    }
    entries.push({
      url: `${base}${relative}`,
      revision: isAsset
        ? null
        : crypto.createHash('md5').update(fs.readFileSync(file)).digest('hex'),
    });
  }
  return entries;
}
