import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator } from '@playwright/test';
import { themeStorageKey } from '../app/theme/theme.ts';
import { seriousAxeViolations } from './axe.ts';
import { expect, gotoReady, sitePages, test } from './fixtures.ts';

const themes = ['light', 'dark', 'high-contrast'] as const;
type Theme = (typeof themes)[number];

// The icon pages have their own suite; every other foundation page is covered here.
const foundationPages = sitePages.filter(
  (page) => page.path.startsWith('/foundation/') && !page.path.startsWith('/foundation/icons/'),
);

const tokenFile = createRequire(import.meta.url).resolve('@skerry/tokens/tokens.json');
const { tokens } = JSON.parse(fs.readFileSync(tokenFile, 'utf8')) as {
  tokens: { name: string; path: string[]; values: Record<Theme, string> }[];
};
const fontSizes = tokens.filter((t) => t.path[0] === 'font' && t.path[1] === 'size');

// The pages of running text set with the layout, typography and theme elements.
const textPages = [
  '/foundation/typography/',
  '/foundation/app-layout/',
  '/foundation/themes/',
  '/foundation/themes/themes/',
  '/foundation/themes/usage/',
  '/foundation/themes/code/',
];

// The offline worker would precache every asset in each new browser context.
test.use({ serviceWorkers: 'block' });

test('the foundation pages are all found', () => {
  expect(foundationPages.map((p) => p.path)).toEqual(
    expect.arrayContaining(['/foundation/', ...textPages]),
  );
});

for (const theme of themes) {
  test.describe(`in the ${theme} theme`, () => {
    // The reader's stored choice, applied by the head script before the first paint.
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        ([key, value]) => localStorage.setItem(key!, value!),
        [themeStorageKey, theme],
      );
    });

    for (const { path } of foundationPages) {
      test(`a11y: ${path}`, async ({ page }) => {
        await gotoReady(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-sk-theme', theme);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe('typography table', () => {
  test('has a row per step of the type scale, set in its own style', async ({ page }) => {
    await gotoReady(page, '/foundation/typography/');
    const table = page.getByRole('table', { name: 'The type scale, from @skerry/tokens' });
    await expect(table.locator('tbody tr')).toHaveCount(fontSizes.length);

    const title = table.getByRole('row').filter({ hasText: '--sk-font-size-4xl' });
    await expect(title).toContainText('2.25rem (36 px)');
    await expect(title).toContainText('--sk-line-height-tight');
    await expect(title).toContainText('--sk-font-weight-bold');
    const specimen = title.getByRole('rowheader');
    await expect(specimen).toHaveText('Page title');
    const style = await specimen
      .locator('span')
      .evaluate((element) => [
        getComputedStyle(element).fontSize,
        getComputedStyle(element).fontWeight,
      ]);
    expect(style).toEqual(['36px', '700']);

    const body = table.getByRole('row').filter({ hasText: '--sk-font-size-md' });
    await expect(body).toContainText('1rem (16 px)');
    await expect(body).toContainText('1.65');
  });
});

test.describe('theme preview', () => {
  const background = (locator: Locator) =>
    locator.evaluate((element) => getComputedStyle(element).backgroundColor);

  test('its switch changes the theme of the preview, and of nothing else', async ({ page }) => {
    await gotoReady(page, '/foundation/themes/themes/');
    const preview = page.locator('.sk-theme-preview').first();
    const stage = preview.getByRole('group', { name: /^Sample interface in the/ });
    await expect(stage).toHaveAttribute('data-sk-theme', 'light');
    expect(await background(stage)).toBe('rgb(255, 255, 255)');
    const pageTheme = await page.locator('html').getAttribute('data-sk-theme');

    await preview.getByRole('radio', { name: 'Dark' }).check();
    await expect(stage).toHaveAttribute('data-sk-theme', 'dark');
    await expect(stage).toHaveAccessibleName('Sample interface in the dark theme');
    expect(await background(stage)).toBe('rgb(14, 16, 20)');
    await expect(stage.getByRole('definition').first()).toContainText('#0e1014');
    await expect(page.locator('html')).toHaveAttribute('data-sk-theme', pageTheme!);

    // Radio buttons: the arrow keys move the choice, as with any native group.
    await page.keyboard.press('ArrowRight');
    await expect(stage).toHaveAttribute('data-sk-theme', 'high-contrast');
    await expect(preview.getByRole('radio', { name: 'High contrast' })).toBeFocused();
  });

  test('a preview keeps its theme inside a page in another theme', async ({ page }) => {
    await page.addInitScript(([key]) => localStorage.setItem(key!, 'dark'), [themeStorageKey]);
    await gotoReady(page, '/foundation/themes/themes/');
    expect(await background(page.locator('body'))).toBe('rgb(14, 16, 20)');
    const light = page.getByRole('group', { name: 'Sample interface in the light theme' });
    expect(await background(light)).toBe('rgb(255, 255, 255)');
    const text = await light
      .getByText('Harbour report')
      .evaluate((element) => getComputedStyle(element).color);
    expect(text).toBe('rgb(26, 29, 35)');
  });
});

test.describe('do and don’t', () => {
  for (const path of ['/foundation/typography/', '/foundation/themes/usage/']) {
    test(`labels each example in words on ${path}`, async ({ page }) => {
      await gotoReady(page, path);
      const examples = page.locator('.sk-dodont').getByRole('figure');
      await expect(examples).toHaveCount(2);
      // The verdict is in the figure's name as words, not only in its colour or mark.
      await expect(examples.first()).toHaveAccessibleName(/^Do ?: \S/);
      await expect(examples.nth(1)).toHaveAccessibleName(/^Don’t ?: \S/);
      const labels = page.locator('.sk-dodont__label');
      await expect(labels.first()).toBeVisible();
      await expect(labels.first()).toHaveText(/^Do:?$/);
      await expect(labels.nth(1)).toBeVisible();
      await expect(labels.nth(1)).toHaveText(/^Don’t:?$/);
    });
  }
});

test.describe('layout diagrams', () => {
  test('are named images drawn from the tokens', async ({ page }) => {
    await gotoReady(page, '/foundation/app-layout/');
    await expect(page.getByRole('img', { name: 'The spacing scale' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Breakpoints on a ruler of viewport widths' }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /^Page regions in a 1440 by 900/ })).toBeVisible();
    const breakpoints = page.getByRole('table', { name: 'Breakpoints, from @skerry/tokens' });
    await expect(breakpoints.getByRole('row').filter({ hasText: '960 to 1279 px' })).toContainText(
      '@media (width >= 60rem)',
    );
  });

  test('columns sit side by side when wide and stack when narrow', async ({ page }) => {
    await gotoReady(page, '/foundation/app-layout/');
    const items = page.locator('.sk-columns__item');
    await expect(items).toHaveCount(3);
    const tops = async () =>
      items.evaluateAll((elements) =>
        elements.map((e) => Math.round(e.getBoundingClientRect().top)),
      );
    expect(new Set(await tops()).size).toBe(1);
    await page.setViewportSize({ width: 360, height: 800 });
    const narrow = await tops();
    expect(narrow[0]!).toBeLessThan(narrow[1]!);
    expect(narrow[1]!).toBeLessThan(narrow[2]!);
  });
});

// WCAG 1.4.10: at 320 CSS pixels the pages scroll in one direction only; wide tables and code
// scroll inside their own regions.
test.describe('reflow at 320 CSS pixels', () => {
  test.use({ viewport: { width: 320, height: 800 } });
  for (const path of textPages) {
    test(`no sideways scrolling on ${path}`, async ({ page }) => {
      await gotoReady(page, path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBe(320);
    });
  }
});
