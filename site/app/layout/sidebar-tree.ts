import type { ClientConfig } from '../config/client-config.ts';
import type { NavPage } from '../content/page.ts';

export interface SidebarItem {
  path: string;
  title: string;
  beta: boolean;
  children: SidebarItem[];
}

export type SidebarEntry =
  | {
      kind: 'group';
      /** The top-level content folder the group shows: its pages are one section's. */
      dir: string;
      title: string;
      path: string | null;
      items: SidebarItem[];
      links: ExternalEntry[];
    }
  | ({ kind: 'link' } & ExternalEntry);

export interface ExternalEntry {
  title: string;
  /** A URL, or a path below the base of a part of the site the app does not render. */
  href: string;
}

/**
 * Where an external entry leads, as a link's `href`: a URL as it is, a path below the base (the
 * workbench, `/storybook/`) with the base in front, for the browser to load as a document.
 */
export function externalHref(href: string, base: string): string {
  return href.startsWith('/') ? `${base}${href.slice(1)}` : href;
}

function parentPath(path: string): string {
  return path.replace(/[^/]+\/$/, '');
}

/** The order of pages in the sidebar and in overviews: `order` first, then title. */
export function byOrderThenTitle(a: NavPage, b: NavPage): number {
  const orderA = a.order ?? Number.MAX_SAFE_INTEGER;
  const orderB = b.order ?? Number.MAX_SAFE_INTEGER;
  return orderA - orderB || a.title.localeCompare(b.title, 'en');
}

/** Nests the pages below `rootPath` by their URLs: `/a/b/` sits under `/a/` when `/a/` is a page. */
function itemsBelow(rootPath: string, pages: readonly NavPage[]): SidebarItem[] {
  const inside = pages.filter((p) => p.path.startsWith(rootPath) && p.path !== rootPath);
  const known = new Set(inside.map((p) => p.path));
  const children = new Map<string, NavPage[]>();
  for (const page of inside) {
    let parent = parentPath(page.path);
    while (parent.length > rootPath.length && !known.has(parent)) parent = parentPath(parent);
    const list = children.get(parent) ?? [];
    list.push(page);
    children.set(parent, list);
  }
  const build = (path: string): SidebarItem[] =>
    (children.get(path) ?? []).sort(byOrderThenTitle).map((page) => ({
      path: page.path,
      title: page.navTitle ?? page.title,
      beta: page.beta,
      children: build(page.path),
    }));
  return build(rootPath);
}

/**
 * The sidebar's frame, generated from the page data: the configured groups in their order (a
 * group is a top-level content folder), external links where configured, then any folder no group
 * names, so a page is never unreachable. Groups come without their pages (`items` empty): the
 * frame is as small as the list of sections, and `withItems` fills in the sections at hand.
 */
export function sidebarFrame(pages: readonly NavPage[], config: ClientConfig): SidebarEntry[] {
  // Paths here are router paths, relative to the base the router adds itself.
  const base = '/';
  const entries: SidebarEntry[] = [];
  const claimed = new Set<string>();
  const pageAt = new Map(pages.map((p) => [p.path, p]));
  const group = (dir: string, title: string, links: ExternalEntry[]): SidebarEntry => {
    const root = `${base}${dir}/`;
    claimed.add(root);
    return { kind: 'group', dir, title, path: pageAt.has(root) ? root : null, items: [], links };
  };
  for (const entry of config.sidebar.groups) {
    if ('dir' in entry) entries.push(group(entry.dir, entry.title, entry.links));
    else entries.push({ kind: 'link', title: entry.title, href: entry.href });
  }
  const unclaimed = new Set<string>();
  for (const page of pages) {
    const top = page.path.slice(base.length).split('/')[0];
    if (top && !claimed.has(`${base}${top}/`)) unclaimed.add(top);
  }
  for (const dir of [...unclaimed].sort()) {
    entries.push(group(dir, pageAt.get(`${base}${dir}/`)?.title ?? dir, []));
  }
  return entries;
}

/** The frame with the pages of each group that `pages` holds; other groups stay empty. */
export function withItems(
  frame: readonly SidebarEntry[],
  pages: readonly NavPage[],
): SidebarEntry[] {
  return frame.map((entry) =>
    entry.kind === 'group' ? { ...entry, items: itemsBelow(`/${entry.dir}/`, pages) } : entry,
  );
}

/** The whole sidebar: the frame with every group's pages. */
export function buildSidebar(pages: readonly NavPage[], config: ClientConfig): SidebarEntry[] {
  return withItems(sidebarFrame(pages, config), pages);
}

/** Whether `item` is the current page or one of its ancestors, so its branch renders open. */
export function containsPath(item: SidebarItem, currentPath: string): boolean {
  return currentPath.startsWith(item.path);
}
