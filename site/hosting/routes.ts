import type { SiteFiles } from './site-files.ts';

export type Route =
  /** A 301 to the canonical URL of a page, as a path below the base (`''` is the home page). */
  | { kind: 'redirect'; to: string }
  /** A file to send; `relative` is its path below the root, `file` its real path. */
  | { kind: 'page' | 'file'; relative: string; file: string }
  | { kind: 'not-found' };

const INDEX = 'index.html';
const notFound: Route = { kind: 'not-found' };

/**
 * The files static hosts read as configuration and never serve (Netlify, Cloudflare Pages); the
 * build writes them for those hosts, and this server answers for them as those hosts would.
 */
export const hostConfigurationFiles = ['_headers', '_redirects'] as const;

/** Dotfiles are build leftovers or secrets (`.env`), never pages; `.well-known` is the exception. */
function isHidden(relative: string): boolean {
  if ((hostConfigurationFiles as readonly string[]).includes(relative)) return true;
  return relative.split('/').some((s, i) => s.startsWith('.') && !(i === 0 && s === '.well-known'));
}

/**
 * The other addresses of a page, each answered with a 301 to the page's own (its folder with a
 * trailing slash): `x/index.html`, `x.html` and `x`. `source` gives the address for a page folder
 * (`''` is the home page, `a/b/` a page below it; null where the form does not exist), `page` the
 * folder an address would lead to. The server reads them one way (`resolveRoute`), the build the
 * other (the static hosts' `_redirects`), so both know the same redirects.
 */
export const redirectForms = [
  {
    name: 'index.html',
    source: (dir: string): string | null => dir + INDEX,
    page: (relative: string): string | null =>
      relative === INDEX || relative.endsWith(`/${INDEX}`)
        ? relative.slice(0, -INDEX.length)
        : null,
  },
  {
    name: '.html',
    source: (dir: string): string | null => (dir ? `${dir.slice(0, -1)}.html` : null),
    page: (relative: string): string | null =>
      relative.endsWith('.html') ? `${relative.slice(0, -'.html'.length)}/` : null,
  },
  {
    name: 'without the slash',
    source: (dir: string): string | null => (dir ? dir.slice(0, -1) : null),
    page: (relative: string): string | null => (relative.endsWith('.html') ? null : `${relative}/`),
  },
] as const;

/** A folder's address, `''` or ending in `/`: its `index.html`, on every host. */
function folderPage(dir: string, files: SiteFiles): Route {
  const file = files.file(dir + INDEX);
  return file ? { kind: 'page', relative: dir + INDEX, file } : notFound;
}

/**
 * What a path below the base is: every page has one URL, its folder with a trailing slash, and
 * the `redirectForms` lead there once the folder's `index.html` exists (before any file of that
 * name: `x.html` is the build's redirect page for hosts without rules). `relative` comes from
 * parseRequestTarget: decoded, without `.`/`..` or empty segments.
 */
export function resolveRoute(relative: string, files: SiteFiles): Route {
  if (isHidden(relative)) return notFound;
  const pageIn = (dir: string) => files.file(dir + INDEX);

  if (relative === '' || relative.endsWith('/')) return folderPage(relative, files);
  for (const form of redirectForms) {
    const dir = form.page(relative);
    if (dir === null) continue;
    if (dir !== '/' && pageIn(dir)) return { kind: 'redirect', to: dir };
    // An `index.html` that is not there is nothing else either.
    if (form.name === 'index.html') return notFound;
  }
  const file = files.file(relative);
  if (!file) return notFound;
  return { kind: relative.endsWith('.html') ? 'page' : 'file', relative, file };
}

/**
 * What a plain static host answers for a path below the base: files only, no rewrite rules.
 * A folder with a slash is its `index.html`; a folder without one is a 301 to it; a file is
 * itself (`x/index.html` and the build's `x.html` redirect page included); anything else is the
 * 404 page. The end-to-end tests serve the site this way too (`--static-host`), so the pages
 * themselves are seen to keep the behaviours `resolveRoute` gives them on `npm start`.
 */
export function resolvePlainStaticRoute(relative: string, files: SiteFiles): Route {
  if (isHidden(relative)) return notFound;
  if (relative === '' || relative.endsWith('/')) return folderPage(relative, files);
  const file = files.file(relative);
  if (file) return { kind: relative.endsWith('.html') ? 'page' : 'file', relative, file };
  return files.file(`${relative}/${INDEX}`) ? { kind: 'redirect', to: `${relative}/` } : notFound;
}
