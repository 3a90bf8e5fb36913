import { documentTitle } from '../app/head/title.ts';
import { engineName } from '../engine/client-build/engine-info.ts';
import { escapeRegExp } from '../app/text/escape-reg-exp.ts';
import { builtComponentPages } from './built-components.ts';
import { seriousAxeViolations } from './axe.ts';
import { expect, gotoReady, sitePages, siteTitle, test } from './fixtures.ts';

const titleOf = (page: (typeof sitePages)[number]) =>
  documentTitle({
    pageTitle: page.title,
    metaTitle: page.frontmatter.metaTitle,
    siteTitle,
    generatorName: engineName,
  });

test('the site has every page of the content tree', () => {
  expect(sitePages.length).toBeGreaterThan(100);
});

test('every route answers 200 with its prerendered h1, title and description', async ({
  request,
}) => {
  for (const page of sitePages) {
    const response = await request.get(page.path);
    expect(response.status(), page.path).toBe(200);
    const html = await response.text();
    expect(html, page.path).toContain(`<title>${escapeHtml(titleOf(page))}</title>`);
    expect(html, page.path).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(page.title))}`));
    expect(html, page.path).toContain(
      `<meta name="description" content="${escapeHtml(page.frontmatter.description)}"/>`,
    );
  }
});

// The offline worker would precache every asset in each new browser context; the crawl is
// about the pages, and the worker has its own tests.
test.use({ serviceWorkers: 'block' });

// Every page in a real browser: axe-core finds no serious or critical violation, and the fixture
// fails the test on any console error. Built components' pages are checked with their live
// examples upgraded, in component-pages.spec.ts.
const componentPaths = new Set(builtComponentPages().map((p) => p.path));
for (const page of sitePages.filter((p) => !componentPaths.has(p.path))) {
  test(`a11y and console: ${page.path}`, async ({ page: tab }) => {
    await gotoReady(tab, page.path);
    await expect(tab.locator('h1')).toContainText(page.title);
    expect(await seriousAxeViolations(tab)).toEqual([]);
  });
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}
