import fs from 'node:fs';
import path from 'node:path';
import { createPolicyCache } from '../../hosting/csp-cache.ts';
import { type ServedFile, fileHeaders } from '../../hosting/file-headers.ts';
import { securityHeaders } from '../../hosting/headers.ts';
import { hostConfigurationFiles, redirectForms, resolveRoute } from '../../hosting/routes.ts';
import { listedSiteFiles } from '../../hosting/site-files.ts';
import type { CspSources } from '../../hosting/third-party-sources.ts';
import {
  type HeaderRule,
  type RedirectRule,
  encodePath,
  formatHeaders,
  formatRedirects,
  headersFor,
} from './static-host-format.ts';
import { hostLimitProblems } from './static-host-limits.ts';

/** Precompressed copies: the hosts compress on their own and never serve these by name. */
const variant = /\.(?:br|gz)$/;

interface Folder {
  files: { relative: string; headers: Record<string, string> }[];
  folders: Map<string, Folder>;
}

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * A folder's rules by extension (`/angular/*.js`) where its files of each extension share their
 * headers and none of its pages ends in one: what an application built by another tool (the
 * Angular showcase: hundreds of hashed chunks beside its page) needs instead of a rule per file.
 * Null where the folder's files do not fall apart that way.
 */
function extensionRules(files: Folder['files'], relative: string, base: string) {
  const pages = files.filter((f) => f.relative === '' || f.relative.endsWith('/'));
  const byExtension = new Map<string, Record<string, string>>();
  for (const file of files) {
    if (pages.includes(file)) continue;
    const extension = extensionOf(file.relative);
    if (!extension) return null;
    const known = byExtension.get(extension);
    if (known && !sameHeaders(known, file.headers)) return null;
    byExtension.set(extension, file.headers);
  }
  if (pages.some((page) => [...byExtension.keys()].some((e) => page.relative.endsWith(e)))) {
    return null;
  }
  return [
    ...pages.map((f) => ({ path: `${base}${encodePath(f.relative)}`, headers: f.headers })),
    ...[...byExtension]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([extension, headers]) => ({
        path: `${base}${encodePath(relative)}*${encodePath(extension)}`,
        headers,
      })),
  ];
}

/**
 * One rule for a folder whose every file and page gets the same headers (`/assets/*`, a section
 * of pages); else a rule per extension where that is fewer (`extensionRules`); else a rule per
 * file and the same question for each subfolder.
 */
function folderRules(folder: Folder, relative: string, base: string): HeaderRule[] {
  const all = (f: Folder): Folder['files'] => [...f.files, ...[...f.folders.values()].flatMap(all)];
  const files = all(folder);
  if (relative && files.every((f) => sameHeaders(f.headers, files[0]!.headers))) {
    return [{ path: `${base}${encodePath(relative)}*`, headers: files[0]!.headers }];
  }
  const perFile = [
    ...folder.files.map((f) => ({ path: `${base}${encodePath(f.relative)}`, headers: f.headers })),
    ...[...folder.folders]
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([name, child]) => folderRules(child, `${relative}${name}/`, base)),
  ];
  const byExtension = relative ? extensionRules(files, relative, base) : null;
  return byExtension && byExtension.length < perFile.length ? byExtension : perFile;
}

const extensionOf = (relative: string) => {
  const name = relative.slice(relative.lastIndexOf('/') + 1);
  return name.lastIndexOf('.') > 0 ? name.slice(name.lastIndexOf('.')).toLowerCase() : '';
};

/** Headers as a host answers them: names in lower case, in a stable order. */
const normalized = (headers: Record<string, string>) =>
  JSON.stringify(
    Object.entries(headers)
      .map(([name, value]) => [name.toLowerCase(), value])
      .sort(([a], [b]) => a!.localeCompare(b!)),
  );

/**
 * Fails the build where a host would answer a path otherwise than the server's rules say: each
 * path must get exactly its headers, and no header from two rules (the hosts would join them).
 */
function checkRules(rules: readonly HeaderRule[], expected: Map<string, Record<string, string>>) {
  for (const [requestPath, headers] of expected) {
    const given = headersFor(rules, requestPath);
    if (normalized(given) !== normalized(headers)) {
      throw new Error(
        `_headers would give ${requestPath} ${JSON.stringify(given)}, not ${JSON.stringify(headers)}.`,
      );
    }
  }
}

/**
 * The rules `npm start` applies to the built site, as the static hosts' files say them, in few
 * enough rules for the hosts that read few (Cloudflare Pages: 100), whatever the number of pages.
 * Every file and page is put to the server's own routing (`resolveRoute`) and header rules
 * (`fileHeaders`, `securityHeaders`), and every page's other addresses come from the server's
 * `redirectForms`, so the two cannot drift apart. The security headers go in one `/*` rule; a
 * type the server sets goes in one rule per extension (`/*.md`: it sets types by extension);
 * HTML's type the hosts send themselves; what is left (caching, and the policy of the few HTML
 * files that carry none of their own) in one rule per folder where it is the same for the whole
 * folder, else per path. A page the build made carries its policy itself (a `<meta>`,
 * docs/decisions/0017), so a folder of pages is one rule.
 */
export function staticHostRules(options: {
  distDir: string;
  base: string;
  thirdPartySources?: CspSources;
}): { headers: HeaderRule[]; redirects: RedirectRule[] } {
  const { base } = options;
  const files = listedSiteFiles(options.distDir);
  const policyOf = createPolicyCache(options.thirdPartySources);
  const root: Folder = { files: [], folders: new Map() };
  const redirects: RedirectRule[] = [];
  const types = new Map<string, string>();
  const expected = new Map<string, Record<string, string>>();

  const listing = files.listed
    .filter((relative) => !variant.test(relative))
    .filter((relative) => !(hostConfigurationFiles as readonly string[]).includes(relative))
    .filter((relative) => files.file(relative) !== null)
    .sort();

  const folderOf = (relative: string): Folder => {
    let folder = root;
    for (const name of relative.split('/').slice(0, -1)) {
      let child = folder.folders.get(name);
      if (!child) {
        child = { files: [], folders: new Map() };
        folder.folders.set(name, child);
      }
      folder = child;
    }
    return folder;
  };

  /** Files a path in `folder`, its type set aside for the rule of its extension. */
  const add = (folder: Folder, relative: string, route: ServedFile & { file: string }) => {
    const { 'Content-Type': type, ...rest } = fileHeaders(route, (framed) =>
      policyOf(route.file, framed),
    );
    // The hosts send `.html` (and a folder's index.html) as HTML themselves.
    const typed = route.kind === 'page' ? undefined : type;
    expected.set(`${base}${encodePath(relative)}`, {
      ...securityHeaders,
      ...rest,
      ...(typed !== undefined && { 'Content-Type': typed }),
    });
    const extension = extensionOf(route.relative);
    if (typed !== undefined && extension) {
      const known = types.get(extension);
      if (known !== undefined && known !== typed) {
        throw new Error(`${extension} files are sent as ${known} and as ${typed}.`);
      }
      types.set(extension, typed);
    } else if (typed !== undefined) {
      rest['Content-Type'] = typed;
    }
    folder.files.push({ relative, headers: rest });
  };

  for (const relative of listing) {
    if (relative === 'index.html' || relative.endsWith('/index.html')) {
      // A page: its own address is its folder; the other forms redirect there.
      const dir = relative.slice(0, -'index.html'.length);
      const route = resolveRoute(dir, files);
      if (route.kind !== 'page') continue;
      add(folderOf(relative), dir, route);
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
    if (route.kind === 'page' || route.kind === 'file') add(folderOf(relative), relative, route);
  }
  // Grouped by page, in the order of the forms, whatever order the folder listing came in.
  redirects.sort((a, b) => (a.to < b.to ? -1 : a.to > b.to ? 1 : 0));
  // The base path without its slash, when the site is not at the root (server.ts does the same).
  if (base !== '/') redirects.unshift({ from: base.slice(0, -1), to: base, status: 301 });

  const headers: HeaderRule[] = [
    { path: `${base}*`, headers: { ...securityHeaders } },
    ...[...types]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([extension, type]) => ({
        path: `${base}*${encodePath(extension)}`,
        headers: { 'Content-Type': type },
      })),
    ...folderRules(root, '', base),
  ];
  checkRules(headers, expected);
  return { headers, redirects };
}

const generated =
  'Written by the build (site/engine/machine-files/static-host-files.ts) from the rules\n' +
  'npm start serves by (site/hosting/): edit those, never this file.';

/**
 * Writes `_headers` and `_redirects` into the built site, for hosts that read them (Netlify,
 * Cloudflare Pages). Call it once every file the site serves is written. Says where they exceed
 * what the hosts read (`problems`: the benchmark's 1,000-page corpus has more redirects than
 * Cloudflare Pages reads).
 */
export function writeStaticHostFiles(options: {
  distDir: string;
  base: string;
  thirdPartySources?: CspSources;
}): { headerRules: number; redirects: number; problems: string[] } {
  const { headers, redirects } = staticHostRules(options);
  const headersText = formatHeaders(headers, generated);
  const redirectsText = formatRedirects(redirects, generated);
  fs.writeFileSync(path.join(options.distDir, '_headers'), headersText);
  fs.writeFileSync(path.join(options.distDir, '_redirects'), redirectsText);
  return {
    headerRules: headers.length,
    redirects: redirects.length,
    problems: hostLimitProblems({ headers, headersText, redirects, redirectsText }),
  };
}
