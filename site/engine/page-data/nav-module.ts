import type { ClientConfig } from '../../app/config/client-config.ts';
import type { NavPage } from '../../app/content/page.ts';
import { sidebarFrame } from '../../app/layout/sidebar-tree.ts';

/**
 * `virtual:skerry/nav`. The browser build gets the sidebar's frame (its groups and links, no
 * pages) and the home page's entry: as small as the list of sections, whatever the number of
 * pages. Each section's pages come with the page that shows them, or in the section's file
 * (`section-files.ts`). The prerender and the dev server get every page as well (`allPages`).
 */
export function navModuleSource(
  pages: readonly NavPage[],
  config: ClientConfig,
  everyPage: boolean,
): string {
  const home = pages.find((page) => page.path === '/') ?? null;
  return [
    `export const frame = ${JSON.stringify(sidebarFrame(pages, config))};`,
    `export const home = ${JSON.stringify(home)};`,
    `export const allPages = ${everyPage ? JSON.stringify(pages) : 'null'};`,
  ].join('\n');
}

// On globalThis: the post-build step runs in the process of the build that read the pages,
// with its own copy of this module.
const handOff = globalThis as { __skerryNavPages?: NavPage[] };

/** Leaves the page list of this build for the post-build step. */
export function writeNavPages(pages: NavPage[]): void {
  handOff.__skerryNavPages = pages;
}

/** The page list the build read, if it ran in this process. */
export function builtNavPages(): NavPage[] | undefined {
  return handOff.__skerryNavPages;
}
