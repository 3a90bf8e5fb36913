import type { Page } from '@playwright/test';
import { gotoReady, revealIslands, sitePages } from '../e2e/fixtures.ts';
import { expect, test } from './fixtures.ts';
import { pageTypes } from '../e2e/page-types.ts';
import { picture } from './picture.ts';
import { settled } from './story-page.ts';

const widths = [320, 768, 1280];

/**
 * How much of a page is pictured, from its top: the layout, header, navigation and each kind of
 * block are there; the rest of a long page (350 icons at 320 px are 21,000 px) is more of the
 * same, and would make the baselines several times larger for nothing more checked.
 */
const maxHeight = 4000;

/**
 * Pixels a page picture may differ by: the text of the demos' native selects ("Preview theme")
 * is anti-aliased a little differently from one run to the next, a few hundred pixels on a page
 * of millions. A one-pixel border change of a component is caught by its own pictures
 * (`components.spec.ts`, 6 pixels); a layout change here moves far more than this.
 */
const pageTolerance = 1000;
const schemes = ['light', 'dark'] as const;

/** What changes between builds of the same source: the dates pages last changed (from git). */
const masked = (page: Page) => [page.locator('time')];

/**
 * Live regions say what just happened, some after a delay (the icon explorer's count): a mask
 * would hide their text but not the lines it pushes down when it comes, so they are taken out
 * of the layout in these pictures.
 */
async function hideLiveRegions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      "[aria-live], [role='status'], [role='alert'], [role='log'] { display: none !important; }",
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/**
 * An API page's render cost states the last committed bench run: its figures, the fastest other
 * library, the machine. A new run changes them, and their lines, without a change of looks, so
 * the box is taken out of these pictures as the release notes are (`../e2e/page-types.ts`);
 * its place and its table are checked in `../e2e/component-pages.spec.ts`.
 */
async function hideBenchFigures(page: Page): Promise<void> {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.sk-render-cost { display: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/**
 * Draws what the page leaves undrawn until it nears the viewport (`content-visibility: auto`,
 * such as the icon set's items): a picture taller than the window shows it as a reader scrolling
 * there sees it, not as the blank boxes a screenshot beyond the viewport finds.
 */
async function drawOffscreen(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.setProperty('content-visibility', 'visible', 'important');
      }
    }
  });
}

/** Which links mark where the reader is (table of contents, sidebar): scrolling changes them. */
function currentMarks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-current], [data-holds-current]')].map(
      (e) =>
        `${e.getAttribute('href')} ${e.getAttribute('aria-current')} ${e.hasAttribute('data-holds-current')}`,
    ),
  );
}

/**
 * Opens the page as a reader does, brings every island into view so that all of it has
 * hydrated, and is back at the top in the state it opened in: the marks of where the reader is
 * follow the scroll, a little behind it.
 */
async function openWhole(page: Page, path: string): Promise<void> {
  await gotoReady(page, path);
  const marks = await currentMarks(page);
  await revealIslands(page);
  await expect.poll(() => currentMarks(page)).toEqual(marks);
  await hideLiveRegions(page);
  await hideBenchFigures(page);
  await drawOffscreen(page);
  await settled(page);
}

for (const { type, name, path } of pageTypes.filter((p) => p.pictured !== false)) {
  test(`${name} page`, async ({ page }) => {
    if (type !== 'not found') {
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
        await openWhole(page, path);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await picture(page, [`${name}--${width}--${colorScheme}.png`], {
          fullPage: true,
          clip: { x: 0, y: 0, width, height: Math.min(height, maxHeight) },
          mask: masked(page),
          maxDiffPixels: pageTolerance,
        });
      }
    }
  });
}
