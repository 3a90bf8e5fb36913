import type { Page } from '@playwright/test';
import { expect, gotoReady, sitePages, test } from './fixtures.ts';

/** The sections of the site: the sidebar groups with an overview page, in their order. */
const sections = [
  ['Get Started', '/get-started/'],
  ['Foundation', '/foundation/'],
  ['Components', '/core-components/'],
  ['Releases', '/releases/'],
] as const;

const button = sitePages.find((p) => p.regularPath === '/core-components/button/')!;

test.describe('section links at desktop widths', () => {
  test('lead from a component page to every section, from the header', async ({ page }) => {
    await gotoReady(page, button.path);
    const header = page.getByRole('navigation', { name: 'Site sections' });
    await expect(header.getByRole('link')).toHaveText(sections.map(([title]) => title));
    for (const [title, path] of sections) {
      await expect(header.getByRole('link', { name: title, exact: true })).toHaveAttribute(
        'href',
        path,
      );
    }
    // The reader is inside Components: marked, but not as the page itself.
    await expect(header.getByRole('link', { name: 'Components', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await header.getByRole('link', { name: 'Get Started', exact: true }).click();
    await expect(page).toHaveURL('/get-started/');
    await expect(page.locator('h1')).toHaveText('Get started');
    await expect(header.getByRole('link', { name: 'Get Started', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a sidebar group title leads to its overview, and its chevron only folds', async ({
    page,
  }) => {
    await gotoReady(page, button.path);
    const sidebar = page.getByRole('navigation', { name: 'Documentation' });
    const getStarted = sidebar.getByRole('button', { name: 'Get Started pages' });
    await expect(getStarted).toHaveAttribute('aria-expanded', 'false');
    await getStarted.click();
    await expect(getStarted).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', { name: 'Roadmap' })).toBeVisible();
    await expect(page).toHaveURL(button.path);

    await sidebar.getByRole('link', { name: 'Foundation', exact: true }).click();
    await expect(page).toHaveURL('/foundation/');
    await expect(sidebar.getByRole('link', { name: 'Foundation', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar.getByRole('button', { name: 'Foundation pages' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

test.describe('section links on a narrow screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('are at the top of the drawer, not in the header', async ({ page }) => {
    await gotoReady(page, button.path);
    await expect(page.getByRole('navigation', { name: 'Site sections' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.locator('#site-sidebar');
    const list = drawer.getByRole('list', { name: 'Sections', exact: true });
    await expect(list.getByRole('link')).toHaveText(sections.map(([title]) => title));
    // All four in sight at once, however long the open group is.
    for (const [title] of sections) {
      await expect(list.getByRole('link', { name: title, exact: true })).toBeInViewport();
    }
    await list.getByRole('link', { name: 'Releases', exact: true }).click();
    await expect(page).toHaveURL('/releases/');
    await expect(drawer).toBeHidden();
  });
});

/** A page with a section (h2) holding subsections (h3), long enough to scroll to one. */
function pageWithSubsection() {
  const candidates = [button, ...sitePages].filter((p) => p.frontmatter.toc);
  for (const candidate of candidates) {
    const index = candidate.headers.findIndex(
      (h, i) => h.level === 3 && i > 0 && candidate.headers[i - 1]!.level === 3,
    );
    if (index === -1) continue;
    const subsection = candidate.headers[index]!;
    const section = candidate.headers
      .slice(0, index)
      .reverse()
      .find((h) => h.level === 2);
    if (section) return { page: candidate, section, subsection };
  }
  throw new Error('no page has a section with two subsections');
}

const scrollToHeading = (page: Page, slug: string) =>
  page.evaluate((id) => {
    const el = document.getElementById(id)!;
    window.scrollTo({
      top: el.getBoundingClientRect().top + window.scrollY - 70,
      behavior: 'instant',
    });
  }, slug);

test.describe('the active heading', () => {
  test.use({ viewport: { width: 1440, height: 500 } });

  test('in a subsection, the sidebar marks its section and the contents both', async ({ page }) => {
    const { page: target, section, subsection } = pageWithSubsection();
    await gotoReady(page, target.path);
    await scrollToHeading(page, subsection.slug);

    const sidebar = page.getByRole('navigation', { name: 'Documentation' });
    const listed = sidebar.locator('.sk-sidebar__headings');
    await expect(listed.getByRole('link', { name: section.title, exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(listed.locator('[aria-current]')).toHaveCount(1);

    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link', { name: subsection.title, exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(toc.locator('[aria-current]')).toHaveCount(1);
    await expect(toc.locator('li[data-holds-current]')).toHaveText(section.title);

    // Back in the section itself: both mark it, and nothing holds it.
    await scrollToHeading(page, section.slug);
    await expect(toc.getByRole('link', { name: section.title, exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(toc.locator('li[data-holds-current]')).toHaveCount(0);
    await expect(listed.getByRole('link', { name: section.title, exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });
});

test.describe('a link to a generated API heading', () => {
  const target = '/core-components/button/api/#properties';

  test('is in the built page, on a heading the API table generated', async ({ request }) => {
    const html = await (await request.get('/core-components/button/api/')).text();
    expect(html).toMatch(/<h2 id="properties">Properties<\/h2>/);
    const from = await (await request.get('/core-components/')).text();
    expect(from).toContain(`href="${target}"`);
  });

  test('leads to the heading and scrolls it into place', async ({ page }) => {
    await gotoReady(page, '/core-components/');
    await page.getByRole('main').locator(`a[href="${target}"]`).click();
    await expect(page).toHaveURL(target);
    await expect(page.locator('h1')).toContainText('Button API');
    const heading = page.getByRole('heading', { name: 'Properties', exact: true });
    await expect(heading).toBeInViewport();
    // At rest where the heading's scroll margin puts it, or at the end of a page too short.
    await expect
      .poll(() =>
        heading.evaluate((el) => {
          const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
          const top = el.getBoundingClientRect().top + window.scrollY - margin;
          const rest = Math.min(top, document.documentElement.scrollHeight - window.innerHeight);
          return Math.abs(Math.round(window.scrollY) - Math.round(rest));
        }),
      )
      .toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
