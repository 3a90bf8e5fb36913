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
