import fs from 'node:fs';
import path from 'node:path';
import { packagesDir } from '../engine/page-data/facts/packages.ts';
import siteConfig from '../site.config.ts';
import { expect, gotoReady, test } from './fixtures.ts';

const packages = fs
  .readdirSync(packagesDir)
  .map((folder) => path.join(packagesDir, folder, 'package.json'))
  .filter((file) => fs.existsSync(file))
  .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; version: string });

test.describe('the releases pages', () => {
  test('/releases/ gives the current version of each package, from its package.json', async ({
    page,
  }) => {
    await gotoReady(page, '/releases/');
    const current = page.getByRole('table').first();
    for (const pkg of packages) {
      await expect(
        current.getByRole('row', { name: new RegExp(`^${pkg.name} ${pkg.version} `) }),
      ).toHaveCount(1);
    }
    await expect(page.getByRole('heading', { name: 'Versions', exact: true })).toBeVisible();
  });

  test('release notes link each change to the page of the component it names', async ({ page }) => {
    await gotoReady(page, '/releases/notes/');
    const links = page.locator('.sk-release__item a[href^="/core-components/"]');
    expect(await links.count()).toBeGreaterThan(0);
    const first = links.first();
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(href);
  });

  for (const version of ['v5', 'v6']) {
    test(`/releases/${version}/ says its notes moved to GitHub, with the link`, async ({
      page,
    }) => {
      await gotoReady(page, `/releases/${version}/`);
      const main = page.getByRole('main');
      await expect(main.getByText(/have moved to GitHub releases/)).toBeVisible();
      await expect(main.getByRole('link', { name: /^GitHub releases/ }).first()).toHaveAttribute(
        'href',
        `${siteConfig.repository!.url}/releases`,
      );
    });
  }
});
