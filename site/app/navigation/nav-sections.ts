import type { UNSAFE_AssetsManifest as AssetsManifest } from 'react-router';
import type { NavPage } from '../content/page.ts';

/** One section's file: its pages for the navigation, and its routes for React Router. */
export interface SectionData {
  pages: NavPage[];
  routes: AssetsManifest['routes'];
}

/**
 * The navigation data is split by section, a top-level content folder (`core-components` for
 * `/core-components/button/`; the home page is the section ''). A page loads its own section,
 * and others load when the reader goes there or opens their sidebar group: what a page loads
 * grows with its section, never with the site (docs/decisions/0010).
 */
export function sectionDirOf(routerPath: string): string {
  return routerPath.split('/')[1] ?? '';
}

/** The pages of one section, in the order given. */
export function pagesOfSection(pages: readonly NavPage[], dir: string): NavPage[] {
  return pages.filter((page) => sectionDirOf(page.path) === dir);
}

/** A section's file below `assets/sections/<manifest version>/`, written by the build. */
export function sectionFileName(dir: string): string {
  return dir === '' ? 'home.json' : `s-${dir}.json`;
}

/** The folder of the section files of one build, below the base. */
export function sectionFolder(version: string): string {
  return `assets/sections/${version}/`;
}

/**
 * The sections a mistyped address may mean (`/Core-Components/Button.html`): those whose folder
 * matches its first segment whatever the case, with an `.html` or `index.html` ending read as a
 * slash. Only their pages can be near misses (`resolve-path.ts`), so only they need loading.
 */
export function nearMissSections(routerPath: string, dirs: readonly string[]): string[] {
  let decoded: string;
  try {
    decoded = decodeURI(routerPath);
  } catch {
    return [];
  }
  const first = sectionDirOf(decoded.toLowerCase()).replace(/(?:index)?\.html$/, '');
  return dirs.filter((dir) => dir.toLowerCase() === first);
}

/** Serialised for a `<script type="application/json">`: nothing in it can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
