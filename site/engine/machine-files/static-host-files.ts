import fs from 'node:fs';
import path from 'node:path';
import { createPolicyCache } from '../../server/csp-cache.ts';
import { type ServedFile, fileHeaders } from '../../server/file-headers.ts';
import { securityHeaders } from '../../server/headers.ts';
import { hostConfigurationFiles, redirectForms, resolveRoute } from '../../server/routes.ts';
import { createSiteFiles } from '../../server/site-files.ts';
import type { CspSources } from '../third-party-sources.ts';
import {
  type HeaderRule,
  type RedirectRule,
  encodePath,
  formatHeaders,
  formatRedirects,
} from './static-host-format.ts';

/** Precompressed copies: the hosts compress on their own and never serve these by name. */
const variant = /\.(?:br|gz)$/;

interface Folder {
  files: { relative: string; headers: Record<string, string> }[];
  folders: Map<string, Folder>;
  hasPage: boolean;
}

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * One rule for a folder whose every file gets the same headers (`/assets/*`), else a rule per
 * file and the same question for each subfolder. Folders with pages always get rules per path:
 * a page's policy is its own.
 */
function folderRules(folder: Folder, relative: string, base: string): HeaderRule[] {
  const all = (f: Folder): Folder['files'] => [...f.files, ...[...f.folders.values()].flatMap(all)];
  const anyPage = (f: Folder): boolean => f.hasPage || [...f.folders.values()].some(anyPage);
  const files = all(folder);
  if (
    relative &&
    !anyPage(folder) &&
    files.every((f) => sameHeaders(f.headers, files[0]!.headers))
  ) {
    return [{ path: `${base}${encodePath(relative)}*`, headers: files[0]!.headers }];
  }
  return [
    ...folder.files.map((f) => ({ path: `${base}${encodePath(f.relative)}`, headers: f.headers })),
    ...[...folder.folders]
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([name, child]) => folderRules(child, `${relative}${name}/`, base)),
  ];
}

/**
 * The rules `npm start` applies to the built site, as the static hosts' files say them. Every
 * file and page is put to the server's own routing (`resolveRoute`) and header rules
 * (`fileHeaders`, `securityHeaders`), and every page's other addresses come from the server's
 * `redirectForms`, so the two cannot drift apart.
 */
export function staticHostRules(options: {
  distDir: string;
  base: string;
  thirdPartySources?: CspSources;
}): { headers: HeaderRule[]; redirects: RedirectRule[] } {
  const { base } = options;
  const files = createSiteFiles(options.distDir);
  const policyOf = createPolicyCache(options.thirdPartySources);
  const root: Folder = { files: [], folders: new Map(), hasPage: false };
  const redirects: RedirectRule[] = [];

  const listing = fs
    .readdirSync(options.distDir, { recursive: true, encoding: 'utf8' })
    .map((relative) => relative.split(path.sep).join('/'))
    .filter((relative) => !variant.test(relative))
    .filter((relative) => !(hostConfigurationFiles as readonly string[]).includes(relative))
    .filter((relative) => files.file(relative) !== null)
    .sort();

  const folderOf = (relative: string): Folder => {
    let folder = root;
    for (const name of relative.split('/').slice(0, -1)) {
      let child = folder.folders.get(name);
      if (!child) {
        child = { files: [], folders: new Map(), hasPage: false };
        folder.folders.set(name, child);
      }
      folder = child;
    }
    return folder;
  };

  for (const relative of listing) {
    const served = (route: ServedFile & { file: string }) =>
      fileHeaders(route, (framed) => policyOf(route.file, framed));
    if (relative === 'index.html' || relative.endsWith('/index.html')) {
      // A page: its own address is its folder; the other forms redirect there.
      const dir = relative.slice(0, -'index.html'.length);
      const route = resolveRoute(dir, files);
      if (route.kind !== 'page') continue;
      const folder = folderOf(relative);
      folder.hasPage = true;
      folder.files.push({ relative: dir, headers: served(route) });
      for (const form of redirectForms) {
        const source = form.source(dir);
        if (source === null) continue;
        const answer = resolveRoute(source, files);
        if (answer.kind === 'redirect' && answer.to === dir) {
          redirects.push({
            from: `${base}${encodePath(source)}`,
            to: `${base}${encodePath(dir)}`,
            status: 301,
          });
        }
      }
      continue;
    }
    const route = resolveRoute(relative, files);
    if (route.kind === 'page' || route.kind === 'file') {
      folderOf(relative).files.push({ relative, headers: served(route) });
    }
  }
  // Grouped by page, in the order of the forms, whatever order the folder listing came in.
  redirects.sort((a, b) => (a.to < b.to ? -1 : a.to > b.to ? 1 : 0));
  // The base path without its slash, when the site is not at the root (server.ts does the same).
  if (base !== '/') redirects.unshift({ from: base.slice(0, -1), to: base, status: 301 });

  const headers: HeaderRule[] = [
    { path: `${base}*`, headers: { ...securityHeaders } },
    ...folderRules(root, '', base),
  ];
  return { headers, redirects };
}

const generated =
  'Written by the build (site/engine/machine-files/static-host-files.ts) from the rules of\n' +
  'npm start (site/server/): edit those, never this file.';

/**
 * Writes `_headers` and `_redirects` into the built site, for hosts that read them (Netlify,
 * Cloudflare Pages). Call it once every file the site serves is written.
 */
export function writeStaticHostFiles(options: {
  distDir: string;
  base: string;
  thirdPartySources?: CspSources;
}): { headerRules: number; redirects: number } {
  const { headers, redirects } = staticHostRules(options);
  fs.writeFileSync(path.join(options.distDir, '_headers'), formatHeaders(headers, generated));
  fs.writeFileSync(path.join(options.distDir, '_redirects'), formatRedirects(redirects, generated));
  return { headerRules: headers.length, redirects: redirects.length };
}
