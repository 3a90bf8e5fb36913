import fs from 'node:fs';
import path from 'node:path';

export interface SiteFiles {
  /** The real path of the site folder. */
  readonly root: string;
  /**
   * The real path of the regular file at `relative` (a `/`-separated path below the root), or
   * null when there is none — also when a symlink on the way leads out of the root.
   */
  file(relative: string): string | null;
}

function isInside(root: string, candidate: string): boolean {
  // The separator matters: `/srv/dist-old` starts with `/srv/dist` but is not inside it.
  return candidate === root || candidate.startsWith(root + path.sep);
}

/** Lookups confined to the site folder, resolving symlinks before deciding. */
export function createSiteFiles(root: string): SiteFiles {
  let realRoot: string;
  try {
    realRoot = fs.realpathSync(root);
  } catch {
    throw new Error(`The site folder ${root} does not exist: build the site first.`);
  }
  return {
    root: realRoot,
    file(relative) {
      const candidate = path.resolve(realRoot, relative);
      if (!isInside(realRoot, candidate)) return null;
      try {
        const real = fs.realpathSync(candidate);
        if (!isInside(realRoot, real)) return null;
        return fs.statSync(real).isFile() ? real : null;
      } catch {
        return null;
      }
    },
  };
}

/**
 * The same lookups for a folder that no longer changes (a finished build), answered from one
 * walk of it rather than from the disk at each call: the build's static-host rules put every
 * file to the routing several times, and each lookup resolved its path component by component
 * (a second of the build's thread on a 1,000-page site). A path through a symbolic link is
 * still resolved on the disk, as `createSiteFiles` does.
 */
export function listedSiteFiles(root: string): SiteFiles & {
  /** Every file and symbolic link the walk found, `/`-separated, for a caller to go through. */
  readonly listed: readonly string[];
} {
  const live = createSiteFiles(root);
  const regular = new Set<string>();
  const links: string[] = [];
  for (const entry of fs.readdirSync(live.root, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(live.root, path.join(entry.parentPath, entry.name));
    if (entry.isFile()) regular.add(relative);
    else if (entry.isSymbolicLink()) links.push(relative);
  }
  const listed = [...regular, ...links].map((relative) => relative.split(path.sep).join('/'));
  const throughLink = (relative: string) =>
    links.some((link) => relative === link || relative.startsWith(link + path.sep));
  return {
    root: live.root,
    listed,
    file(relative) {
      const candidate = path.resolve(live.root, relative);
      if (!isInside(live.root, candidate)) return null;
      const key = path.relative(live.root, candidate);
      if (throughLink(key)) return live.file(relative);
      return regular.has(key) ? candidate : null;
    },
  };
}
