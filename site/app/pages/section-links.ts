import type { SidebarGroupConfig } from '../config/define.ts';
import type { NavPage } from '../content/page.ts';

export interface SectionLink {
  title: string;
  path: string;
}

/**
 * The sections of the site, as the sidebar names them, that have a page of their own: what the
 * not-found page can offer before it knows the address (suggestions need the URL, which only the
 * browser has).
 */
export function sectionLinks(
  groups: readonly SidebarGroupConfig[],
  pages: readonly Pick<NavPage, 'path'>[],
): SectionLink[] {
  return groups.flatMap((group) => {
    if (!('dir' in group)) return [];
    const path = `/${group.dir}/`;
    return pages.some((page) => page.path === path) ? [{ title: group.title, path }] : [];
  });
}
