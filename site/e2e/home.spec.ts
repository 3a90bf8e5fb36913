import { pageSources } from '../engine/page-data/page-sources.ts';
import { quickStartPackages } from '../engine/page-data/facts/remark-facts.ts';
import { contentDir } from '../readers/paths.ts';
import siteConfig from '../site.config.ts';
import { expect, gotoRevealed, test } from './fixtures.ts';

const facts = pageSources(contentDir, siteConfig.base).facts();

test.describe('the home page', () => {
  test('states what Skerry is, its version and its size, from the packages', async ({ page }) => {
    await gotoRevealed(page, '/');
    const main = page.getByRole('main');
    const [version] = new Set(facts.packages.map((p) => p.version));
    await expect(main.getByText(`Current version: ${version}.`)).toBeVisible();
    const built = facts.components.filter((c) => c.status !== 'planned').length;
    const counts = main.locator('.sk-system-counts li');
    await expect(counts).toHaveText([
      `${built} components`,
      `${facts.icons.count} icons`,
      `${facts.tokens.count} design tokens`,
      `${facts.locales.length} languages`,
      `${facts.themes.length} themes`,
    ]);
    await expect(main.getByRole('link', { name: `${facts.icons.count} icons` })).toHaveAttribute(
      'href',
      '/foundation/icons/',
    );
  });

  test('has a quick start, and separate ways in for designers and developers', async ({ page }) => {
    await gotoRevealed(page, '/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Quick start' })).toBeVisible();
    // From npm once what it installs is released (a package added since, not yet, is not in it).
    const installed = facts.packages.filter((p) => quickStartPackages.includes(p.name));
    expect(installed).toHaveLength(quickStartPackages.length);
    await expect(main.locator('pre').first()).toContainText(
      installed.every((p) => p.released) ? 'npm install' : 'npm pack',
    );
    await expect(main.getByRole('heading', { name: 'For designers' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'For developers' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Designing with Skerry' })).toHaveAttribute(
      'href',
      '/get-started/design/',
    );
  });

  test('shows live components that follow the theme switch', async ({ page }) => {
    await gotoRevealed(page, '/');
    const button = page.locator('.sk-demo__preview sk-button');
    await expect(button).toHaveJSProperty('localName', 'sk-button');
    await page.waitForFunction(() => customElements.get('sk-button') !== undefined);
    const fill = () =>
      button.evaluate((el) => {
        const inner = el.shadowRoot?.querySelector('button, a');
        return inner ? getComputedStyle(inner).backgroundColor : null;
      });
    const theme = page.getByRole('combobox', { name: 'Theme', exact: true });
    await theme.selectOption('light');
    await expect.poll(fill).not.toBeNull();
    const light = await fill();
    await theme.selectOption('dark');
    await expect.poll(fill).not.toBe(light);
    await theme.selectOption('light');
    await expect.poll(fill).toBe(light);
  });

  test("says what's new, dated, with a link to the release notes", async ({ page }) => {
    await gotoRevealed(page, '/');
    const news = page.locator('.sk-whats-new');
    const items = news.locator('li');
    expect(await items.count()).toBeGreaterThan(0);
    expect(await items.count()).toBeLessThanOrEqual(5);
    for (const item of await items.all()) {
      await expect(item.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    }
    await news.getByRole('link', { name: 'All release notes' }).click();
    await expect(page).toHaveURL('/releases/notes/');
    await expect(page.locator('h1')).toHaveText('Release notes');
  });
});
