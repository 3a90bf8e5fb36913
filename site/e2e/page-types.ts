/**
 * One page of each type the site has, for tests that look at every kind of page (the narrow-screen
 * check, the pictures of `site/visual/`): each type has its own layout and its own content
 * blocks, so one of each finds what a layout or a block does wrong. `name` names its pictures;
 * `pictured: false` keeps a page out of them whose text changes with every change to the
 * packages (the release notes list each pending changeset): its picture would fail on content,
 * not on looks, and its blocks are pictured on the releases page.
 */
export const pageTypes: readonly {
  type: string;
  name: string;
  path: string;
  pictured?: false;
}[] = [
  { type: 'home', name: 'home', path: '/' },
  { type: 'component overview', name: 'overview', path: '/core-components/button/' },
  { type: 'component API', name: 'api', path: '/core-components/button/api/' },
  { type: 'component code', name: 'code', path: '/core-components/button/code/' },
  { type: 'foundation', name: 'foundation', path: '/foundation/typography/' },
  { type: 'foundation (colours)', name: 'color', path: '/foundation/color/' },
  { type: 'icons', name: 'icons', path: '/foundation/icons/' },
  { type: 'theme builder', name: 'theme-builder', path: '/foundation/themes/builder/' },
  { type: 'releases', name: 'releases', path: '/releases/' },
  { type: 'release notes', name: 'release-notes', path: '/releases/notes/', pictured: false },
  { type: 'get started', name: 'get-started', path: '/get-started/' },
  { type: 'not found', name: 'not-found', path: '/no-such-page/' },
];
