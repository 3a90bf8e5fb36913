declare module 'virtual:skerry/config' {
  import type { ClientConfig } from './config/client-config.ts';
  const config: ClientConfig;
  export default config;
}

declare module 'virtual:skerry/nav' {
  import type { NavPage } from './content/page.ts';
  import type { SidebarEntry } from './layout/sidebar-tree.ts';
  /** The sidebar's groups and links, without their pages (`engine/page-data/nav-module.ts`). */
  export const frame: SidebarEntry[];
  /** The home page's entry, where every breadcrumb trail starts; null without a home page. */
  export const home: NavPage | null;
  /** Every page in the prerender and the dev server; null in the browser build. */
  export const allPages: NavPage[] | null;
}

declare module 'virtual:skerry/definitions' {
  /** Each Skerry element's tag, with the import that defines it. */
  const definitions: Readonly<Record<string, () => Promise<unknown>>>;
  export default definitions;
}

declare module 'virtual:skerry/articles' {
  import type { SharedArticleTable } from './content/shared-article-table.ts';
  /**
   * The pages that share the article route module, by path, as the prerender compiles them
   * (docs/decisions/0022, 0025); empty in the browser and the dev server.
   */
  const articles: SharedArticleTable;
  export default articles;
}
