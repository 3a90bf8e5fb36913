import type { Frontmatter } from './frontmatter.ts';

export interface PageHeader {
  level: 2 | 3;
  title: string;
  slug: string;
}

/** The data the build collects for every page; layout, head, sidebar and search all read it. */
export interface PageData {
  title: string;
  frontmatter: Frontmatter;
  /** The URL path relative to the base, with a trailing slash: `/core-components/button/`. */
  regularPath: string;
  /** The source file, relative to the content folder: `core-components/button/index.mdx`. */
  relativePath: string;
  /** A stable identifier for the page: its source path without the extension. */
  key: string;
  /** The URL path including the base path. */
  path: string;
  headers: PageHeader[];
  /** The last commit date of the source, formatted for en-US (`10/29/2025`). */
  lastUpdated: string;
  /** The same moment in milliseconds since the epoch. */
  lastUpdatedTimestamp: number;
}

/** The slice of every page that the sidebar, the path resolution and not-found suggestions need. */
export interface NavPage {
  /** The router path, without the base: `/core-components/button/`. */
  path: string;
  title: string;
  navTitle?: string;
  beta: boolean;
  order?: number;
}
