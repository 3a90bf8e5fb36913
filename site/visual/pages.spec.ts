import type { Page } from '@playwright/test';
import { gotoRevealed, sitePages } from '../e2e/fixtures.ts';
import { expect, test } from './fixtures.ts';
import { picture } from './picture.ts';
import { settled } from './story-page.ts';

/**
 * One page of each type the site has: the layout, header, navigation and article styles each
 * type exercises. The not-found page has no page data; every other address must be a page of the
 * built content, so a renamed page fails here instead of picturing a 404.
 */
const pageTypes = [
  { name: 'home', path: '/' },
  { name: 'overview', path: '/core-components/inline-button/' },
  { name: 'api', path: '/core-components/inline-button/api/' },
  { name: 'code', path: '/core-components/inline-button/code/' },
  { name: 'foundation', path: '/foundation/color/' },
  { name: 'icons', path: '/foundation/icons/' },
  { name: 'releases', path: '/releases/' },
  { name: 'not-found', path: '/no-such-page/' },
];

const widths = [320, 768, 1280];
const schemes = ['light', 'dark'] as const;

/**
 * What changes between builds or runs of the same source: the dates pages were last changed (from
 * git) and other times, and live regions, which say what just happened.
 */
const masked = (page: Page) => [page.locator('time'), page.locator('[aria-live]')];

for (const { name, path } of pageTypes) {
  test(`${name} page`, async ({ page }) => {
    if (name !== 'not-found') {
      expect(
        sitePages.map((p) => p.path),
        `${path} is a page of the site`,
      ).toContain(path);
    }
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      for (const colorScheme of schemes) {
        // The site's theme is "auto" until a reader chooses: the system's scheme picks it.
        await page.emulateMedia({ colorScheme });
        await gotoRevealed(page, path);
        await settled(page);
        await picture(page, [`${name}--${width}--${colorScheme}.png`], {
          fullPage: true,
          mask: masked(page),
        });
      }
    }
  });
}
