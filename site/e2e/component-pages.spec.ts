import type { Page } from '@playwright/test';
import { escapeRegExp } from '../app/text/escape-reg-exp.ts';
import { folderElements } from '../app/docs/render-cost/render-cost-facts.server.ts';
import { readManifest } from '../readers/manifest.ts';
import { readRenderPeers } from '../readers/render-peers.ts';
import { builtComponentPages, type ComponentPage } from './built-components.ts';
import { seriousAxeViolations } from './axe.ts';
import { expect, gotoRevealed, test } from './fixtures.ts';

const pages = builtComponentPages();

/** The `sk-*` elements in the page's live examples that are not (yet) real components. */
function undefinedDemoElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.sk-demo__preview *')]
      .filter((el) => el.localName.startsWith('sk-'))
      .filter((el) => !customElements.get(el.localName) || !el.shadowRoot?.firstChild)
      .map((el) => el.localName),
  );
}

test('every built component has its three pages', () => {
  const tags = new Set(pages.map((p) => p.tag));
  expect(tags.size).toBeGreaterThanOrEqual(3);
  for (const tag of tags) {
    expect(pages.filter((p) => p.tag === tag).map((p) => p.kind)).toEqual([
      'overview',
      'api',
      'code',
    ]);
  }
});

// The offline worker would precache every asset in each new browser context; these tests are
// about the pages, and the worker has its own.
test.use({ serviceWorkers: 'block' });

const manifest = readManifest();
/** The elements the committed render bench run measured. */
const measured = new Set(readRenderPeers().rows.map((row) => row.results.skerry!.tag));

/*
 * One test per page, so each page is loaded once: its status, demos and axe, then what its kind
 * adds (the overview's pinbox, the API page's render cost).
 */
const kindChecks: Record<ComponentPage['kind'], string> = {
  overview: '; a pinbox under the title, whose facts and links hold',
  api: '; its render cost under the title when the bench measured it',
  code: '',
};

for (const info of pages) {
  test(`${info.path}: its status from @status, live demos, no serious axe violation${kindChecks[info.kind]}`, async ({
    page,
  }) => {
    // axe walks every shadow root of a page full of live examples: long on two loaded cores.
    test.slow();
    const response = await gotoRevealed(page, info.path);
    expect(response?.status()).toBe(200);
    const title = escapeRegExp(info.title);
    await expect(page.locator('h1')).toHaveText(
      new RegExp(`^${title}${info.beta ? '\\s*Beta' : ''}$`),
    );
    await expect(page.locator('.sk-demo__preview[data-status="loading"]')).toHaveCount(0);
    await expect(page.locator('.sk-demo__preview[data-status="failed"]')).toHaveCount(0);
    await expect.poll(() => undefinedDemoElements(page)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (info.kind === 'overview') await expectPinbox(page, info);
    if (info.kind === 'api') await expectRenderCost(page, info);
  });
}

/** The overview's pinbox: pinned under the title, its facts, and its link to the API page. */
async function expectPinbox(page: Page, info: ComponentPage) {
  const pinbox = page.getByRole('complementary', { name: `${info.tag} at a glance` });
  // Pinned at the top: the first thing after the title.
  await expect(page.locator('h1 + .sk-pinbox')).toHaveCount(1);
  await expect(pinbox).toContainText(`<${info.tag}>`);
  await expect(pinbox).toContainText(info.beta ? 'Beta' : 'Stable');
  await expect(pinbox).toContainText(/import '@skerry\/components\/[a-z-]+\.js';/);
  await expect(pinbox).toContainText(/\d+\.\d KB beside the shared base \(budget \d+\.\d KB\)/);
  await pinbox.getByRole('link', { name: 'API' }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(info.path)}api/$`));
  await expect(page.locator('h1')).toContainText('API');
}

/** The API page's render cost under the title, for each element of the folder the bench measured. */
async function expectRenderCost(page: Page, info: ComponentPage) {
  const tags = folderElements(manifest, info.name).filter((tag) => measured.has(tag));
  const box = page.locator('.sk-render-cost');
  if (tags.length === 0) {
    await expect(box).toHaveCount(0);
    return;
  }
  await expect(page.locator('h1 + .sk-render-cost')).toHaveCount(1);
  const region = page.getByRole('complementary', { name: `${tags.join(', ')} render cost` });
  for (const tag of tags) await expect(region).toContainText(`${tag} (`);
  const table = region.getByRole('table').first();
  for (const column of ['Rendered', 'Median', 'Fastest–slowest', 'Against native']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(table.getByRole('rowheader', { name: 'Native HTML' })).toBeVisible();
  await expect(region.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(region.getByRole('link', { name: /How it is measured/ })).toHaveAttribute(
    'href',
    /\/tree\/[^/]+\/scripts\/bench\/peers$/,
  );
}
