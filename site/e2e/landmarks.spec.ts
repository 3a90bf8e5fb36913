import { axeOn, describeViolations } from './axe.ts';
import { expect, gotoReady, test } from './fixtures.ts';

/*
 * Screen readers list a page's landmarks to jump between them; two of one kind need names to be
 * told apart, and a page has one main landmark. axe's landmark rules are best practice rather than
 * WCAG, so the WCAG crawl does not run them. axe 4.14 deprecated its rule that complementary
 * landmarks be top level: ARIA now means a complementary landmark to sit beside or inside the
 * content it complements, so that rule is no longer run here.
 */
const landmarkRules = ['landmark-unique', 'landmark-no-duplicate-main', 'landmark-one-main'];

for (const path of ['/', '/core-components/button/', '/foundation/icons/', '/no-such-page/']) {
  test(`landmarks on ${path} are unique and in place`, async ({ page }) => {
    await gotoReady(page, path);
    const results = await axeOn(page).withRules(landmarkRules).analyze();
    expect(describeViolations(results.violations)).toEqual([]);
  });
}

test('the icons page names its two search landmarks', async ({ page }) => {
  await gotoReady(page, '/foundation/icons/');
  await expect(page.getByRole('search', { name: 'Site' })).toHaveCount(1);
  await expect(page.getByRole('search', { name: 'Icons' })).toHaveCount(1);
  await expect(page.getByRole('search')).toHaveCount(2);
});
