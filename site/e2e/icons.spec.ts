import { seriousAxeViolations } from './axe.ts';
import { expect, gotoRevealed, test } from './fixtures.ts';

test.describe('the icon explorer', () => {
  test('narrows the set while typing and says how many match', async ({ page }) => {
    await gotoRevealed(page, '/foundation/icons/');
    const items = page.getByRole('list', { name: 'Icons' }).getByRole('button');
    await expect(items).toHaveCount(350);
    await page.getByRole('searchbox', { name: 'Search icons' }).fill('spinner');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toHaveAccessibleName('loader');
    await expect(page.getByRole('status').filter({ hasText: /icon/ })).toHaveText('1 icon');

    await page.getByRole('searchbox', { name: 'Search icons' }).fill('');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('security');
    await expect(items).toHaveCount(10);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('opens an icon from the keyboard, puts it in the address, and restores it on reload', async ({
    page,
  }) => {
    await gotoRevealed(page, '/foundation/icons/');
    const first = page.getByRole('list', { name: 'Icons' }).getByRole('button').first();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'arrow-down', exact: true })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('button', { name: 'umbrella', exact: true })).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');

    const detail = page.getByRole('region', { name: 'arrow-up' });
    await expect(detail.getByRole('heading', { name: 'arrow-up' })).toBeFocused();
    await expect(page).toHaveURL('/foundation/icons/?icon=arrow-up');
    await expect(detail).toContainText(
      "import arrowUpIcon from '@skerry/icons/icons/arrow-up.js';",
    );
    await expect(detail.getByRole('link', { name: 'Download arrow-up.svg' })).toHaveAttribute(
      'href',
      /^data:image\/svg\+xml/,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.reload();
    await expect(page.getByRole('region', { name: 'arrow-up' })).toBeVisible();
    await page.getByRole('button', { name: 'Close the details of arrow-up' }).click();
    await expect(page).toHaveURL('/foundation/icons/');
    await expect(page.getByRole('button', { name: 'arrow-up', exact: true })).toBeFocused();
  });

  test('copies a snippet and previews in another size, colour and theme', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoRevealed(page, '/foundation/icons/?icon=check');
    await page.getByRole('button', { name: 'Copy the React code' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      "import checkIcon from '@skerry/icons/icons/check.js';",
    );
    await page.getByRole('combobox', { name: 'Icon size' }).selectOption('x-large');
    await page.getByRole('combobox', { name: 'Preview theme' }).selectOption('dark');
    await page.getByRole('combobox', { name: 'Icon colour' }).selectOption('status-danger');
    const glyph = page.locator('[data-icon="check"] svg');
    await expect(glyph).toHaveCSS('width', '32px');
    await expect(page.locator('.sk-icons')).toHaveAttribute('data-sk-theme', 'dark');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('the sk-icon element on the icon pages', () => {
  test('the API page lists the properties generated from its source, and its demo draws', async ({
    page,
  }) => {
    await gotoRevealed(page, '/foundation/icons/api/');
    await expect(page.locator('h1')).toHaveText('Icon API');
    const properties = page.getByRole('region', { name: 'Properties' });
    for (const property of ['name', 'src', 'size', 'label']) {
      await expect(
        properties.getByRole('rowheader', { name: property, exact: true }),
      ).toBeVisible();
    }
    await expect(properties.getByRole('row').filter({ hasText: /^size/ })).toContainText(
      "'small' | 'medium' | 'large' | 'x-large'",
    );
    await expect(page.getByRole('region', { name: 'CSS parts' })).toContainText('svg');

    const preview = page.locator('.sk-demo__preview').first();
    await expect(preview).toHaveAttribute('data-status', 'ready');
    const icons = preview.locator('sk-icon');
    await expect(icons).toHaveCount(6);
    // Playwright's CSS locators pierce the open shadow roots.
    await expect(preview.locator('sk-icon svg')).toHaveCount(6);
    await expect(preview.getByRole('img', { name: 'Warning' })).toBeVisible();
    await expect(icons.first()).toHaveAttribute('aria-hidden', 'true');
    await expect(icons.last()).toHaveCSS('width', '32px');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('the code page shows it alone and inside buttons, which keep their names', async ({
    page,
  }) => {
    // Each icon module is a chunk of its own, in a folder the service worker caches on use:
    // the page downloads the icons it shows, no others.
    const iconModules = new Set<string>();
    page.on('response', async (response) => {
      if (!/\/assets\/icons\/[\w-]+\.js$/.test(response.url())) return;
      const body = await response.text().catch(() => '');
      // An icon module is one template literal of SVG markup, exported as default.
      if (/^var \w+=.<svg xmlns=/.test(body)) {
        iconModules.add(response.url().replace(/.*\/assets\/icons\/(.+)-[\w-]{8}\.js$/, '$1'));
      }
    });
    await gotoRevealed(page, '/foundation/icons/code/');
    const preview = page.locator('.sk-demo__preview').first();
    await expect(preview).toHaveAttribute('data-status', 'ready');
    await expect(preview.locator('sk-icon svg')).toHaveCount(4);
    await expect(preview.getByRole('img', { name: 'Warning' })).toBeVisible();
    for (const name of ['Download', 'Next', 'Close']) {
      await expect(preview.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(preview.locator('sk-button sk-icon[slot="start"]')).toHaveCSS('width', '16px');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expect
      .poll(() => [...iconModules].sort())
      .toEqual(['arrow-right', 'download', 'warning', 'x']);
  });
});

test.describe('the icon views in other pages', () => {
  // A worker that has taken control would fetch icons itself, out of page.route's reach.
  test.use({ serviceWorkers: 'block' });

  test('a set of chosen icons opens each one’s details from the keyboard, and Close returns', async ({
    page,
  }) => {
    await gotoRevealed(page, '/foundation/icons/accessibility/');
    const set = page.getByRole('list', { name: 'Icons' });
    await expect(set.getByRole('button')).toHaveText(['info', 'success', 'warning', 'error']);
    // The status icons in the text beside their words are decorative.
    await expect(page.locator('.sk-content p .sk-icon-inline svg[aria-hidden="true"]')).toHaveCount(
      4,
    );
    await set.getByRole('button', { name: 'info' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 3, name: 'warning' });
    await expect(heading).toBeFocused();
    await expect(page.getByRole('link', { name: 'Download warning.svg' })).toBeVisible();
    // The set's own selection: the address stays as it was.
    await expect(page).toHaveURL('/foundation/icons/accessibility/');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close the details of warning' }).click();
    await expect(heading).toHaveCount(0);
    await expect(set.getByRole('button', { name: 'warning' })).toBeFocused();
  });

  test('one icon’s details stand in a page without taking focus or offering Close', async ({
    page,
  }) => {
    // The drawing for the download is held back, to see that the card keeps its size meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/icons\/download-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoRevealed(page, '/foundation/icons/code/');
    const detail = page.getByRole('region', { name: 'download' });
    await expect(detail.getByRole('heading', { level: 3, name: 'download' })).toBeVisible();
    await expect(detail.getByText('Preparing the SVG…')).toBeVisible();
    const before = await detail.boundingBox();
    release();
    await expect(detail.getByRole('link', { name: 'Download download.svg' })).toBeVisible();
    expect((await detail.boundingBox())?.height).toBe(before?.height);
    await expect(detail.getByRole('button', { name: 'Copy the sk-icon code' })).toBeVisible();
    await expect(detail.getByRole('button', { name: /^Close/ })).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });
});
