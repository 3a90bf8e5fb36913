/**
 * One page of each type the site has, for tests that look at every kind of page (the narrow-screen
 * check, pictures): each type has its own layout and its own content blocks, so one of each finds
 * what a layout or a block does wrong.
 */
export const pageTypes = [
  { type: 'home', path: '/' },
  { type: 'component overview', path: '/core-components/button/' },
  { type: 'component API', path: '/core-components/button/api/' },
  { type: 'component code', path: '/core-components/button/code/' },
  { type: 'foundation', path: '/foundation/typography/' },
  { type: 'foundation (colours)', path: '/foundation/color/' },
  { type: 'icons', path: '/foundation/icons/' },
  { type: 'releases', path: '/releases/' },
  { type: 'release notes', path: '/releases/notes/' },
  { type: 'get started', path: '/get-started/' },
  { type: 'not found', path: '/no-such-page/' },
] as const;
