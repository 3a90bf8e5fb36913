import type { SiteFiles } from './site-files.ts';

export type Route =
  /** A 301 to the canonical URL of a page, as a path below the base (`''` is the home page). */
  | { kind: 'redirect'; to: string }
  /** A file to send; `relative` is its path below the root, `file` its real path. */
  | { kind: 'page' | 'file'; relative: string; file: string }
  | { kind: 'not-found' };

const INDEX = 'index.html';
const notFound: Route = { kind: 'not-found' };

/** Dotfiles are build leftovers or secrets (`.env`), never pages; `.well-known` is the exception. */
function isHidden(relative: string): boolean {
  return relative.split('/').some((s, i) => s.startsWith('.') && !(i === 0 && s === '.well-known'));
}

/**
 * What a path below the base is: every page has one URL, its folder with a trailing slash, and
 * `/x`, `/x.html` and `/x/index.html` lead there once `x/index.html` exists. `relative` comes from
 * parseRequestTarget: decoded, without `.`/`..` or empty segments.
 */
export function resolveRoute(relative: string, files: SiteFiles): Route {
  if (isHidden(relative)) return notFound;
  const pageIn = (dir: string) => files.file(dir + INDEX);

  if (relative === '' || relative.endsWith('/')) {
    const file = pageIn(relative);
    return file ? { kind: 'page', relative: relative + INDEX, file } : notFound;
  }
  if (relative === INDEX || relative.endsWith(`/${INDEX}`)) {
    const dir = relative.slice(0, -INDEX.length);
    return pageIn(dir) ? { kind: 'redirect', to: dir } : notFound;
  }
  if (relative.endsWith('.html')) {
    const dir = `${relative.slice(0, -'.html'.length)}/`;
    if (dir !== '/' && pageIn(dir)) return { kind: 'redirect', to: dir };
    const file = files.file(relative);
    return file ? { kind: 'page', relative, file } : notFound;
  }
  const file = files.file(relative);
  if (file) return { kind: 'file', relative, file };
  return pageIn(`${relative}/`) ? { kind: 'redirect', to: `${relative}/` } : notFound;
}
