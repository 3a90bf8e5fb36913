/**
 * Builds the lookup of every spelling a page may be asked for: the canonical trailing-slash path,
 * the path without the slash, and the `.html` and `index.html` forms, all lower-cased.
 */
export function buildPathIndex(knownPaths: readonly string[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const canonical of knownPaths) {
    const lower = canonical.toLowerCase();
    const forms = [lower, `${lower}index.html`];
    if (lower !== '/' && lower.endsWith('/')) {
      const bare = lower.slice(0, -1);
      forms.push(bare, `${bare}.html`);
    }
    for (const form of forms) if (!index.has(form)) index.set(form, canonical);
  }
  return index;
}

function safeDecode(pathname: string): string | null {
  try {
    return decodeURI(pathname);
  } catch {
    return null;
  }
}

/**
 * Where a path that matched no page should go: (1) a case-insensitive match, (2) the path with
 * `.html` or a trailing slash, (3) a trailing slash read as `.html`, all of which land on the
 * canonical trailing-slash URL; (4) otherwise null, and the not-found page stays.
 * Returns null too when the path already is canonical, so callers never redirect in a loop.
 */
export function resolvePath(pathname: string, index: Map<string, string>): string | null {
  const decoded = safeDecode(pathname);
  if (decoded === null) return null;
  const lower = decoded.toLowerCase();
  const candidates = [lower];
  if (lower.endsWith('/') && lower !== '/') candidates.push(`${lower.slice(0, -1)}.html`);
  for (const candidate of candidates) {
    const canonical = index.get(candidate);
    if (canonical !== undefined) return canonical === pathname ? null : canonical;
  }
  return null;
}

/**
 * The canonical spelling of a location that a static host served as a real file: `/x/index.html`
 * and `/x.html` become `/x/`. Pure string work, so it can run before the app hydrates.
 */
export function canonicalFileForm(pathname: string): string {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html')) return `${pathname.slice(0, -'.html'.length)}/`;
  return pathname;
}
