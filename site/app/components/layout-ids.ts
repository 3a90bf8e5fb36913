/**
 * The ids the layout gives its own elements. A page's heading may not take one as its slug: two
 * elements would share an id, and `#site-search` would lead to the wrong one.
 */
export const layoutIds = {
  main: 'main-content',
  sidebar: 'site-sidebar',
  search: 'site-search',
  /** The popovers that hold the search box and the theme switch on narrow screens. */
  searchPanel: 'site-search-panel',
  themePanel: 'site-theme-panel',
  tocTitle: 'sk-toc-title',
  /** The error page's main element, which has no page headings of its own. */
  errorMain: 'main',
} as const;
