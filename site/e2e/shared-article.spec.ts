import fs from 'node:fs';
import type { Page } from '@playwright/test';
import path from 'node:path';
import { distDir } from '../readers/paths.ts';
import { expect, gotoReady, test, wakeApp } from './fixtures.ts';

// The pages of prose and code share one route module (docs/decisions/0022): their data comes
// with their article, and their code blocks hydrate from it.

/** Each content route's module, from the section files the build wrote. */
function routeModules(): Map<string, string> {
  const modules = new Map<string, string>();
  const sections = path.join(distDir, 'assets/sections');
  for (const version of fs.readdirSync(sections)) {
    for (const file of fs.readdirSync(path.join(sections, version))) {
      if (!file.endsWith('.json')) continue;
      const data = JSON.parse(fs.readFileSync(path.join(sections, version, file), 'utf8')) as {
        routes: Record<string, { module: string }>;
      };
      for (const [id, route] of Object.entries(data.routes)) modules.set(id, route.module);
    }
  }
  return modules;
}

const headingsOnThisPage = (page: Page) =>
  page.getByRole('navigation', { name: 'On this page' }).getByRole('link');

test('pages of prose and code share one module; pages with islands keep theirs', () => {
  const modules = routeModules();
  const shared = modules.get('page:/get-started/');
  expect(shared).toMatch(/\/article-page-[\w-]+\.js$/);
  expect(modules.get('page:/get-started/support/')).toBe(shared);
  expect(modules.get('page:/core-components/button/')).not.toBe(shared);
  expect(modules.get('page:/core-components/button/')).toMatch(/\.js$/);
});

test('a shared page reads in full on a first visit, its code blocks as the page has them', async ({
  page,
}) => {
  await page.goto('/get-started/');
  const article = page.locator('[data-sk-article="/get-started/"]');
  const data = JSON.parse(
    (await article.locator(':scope > script[data-sk-page]').textContent()) ?? 'null',
  ) as { title: string; headers: { title: string }[] };
  await expect(page).toHaveTitle(new RegExp(`^${data.title} \\|`));
  const pre = article.locator('skerry-island .sk-code > pre').first();
  const before = await pre.evaluate((e) => [e.className, e.getAttribute('tabindex'), e.innerHTML]);

  await wakeApp(page);
  await pre.scrollIntoViewIfNeeded();
  await expect(article.locator('skerry-island[data-hydrated]').first()).toBeAttached();
  await expect(headingsOnThisPage(page)).toHaveText(data.headers.map((h) => h.title));
  // Hydrated with the attributes and the highlighted code the article came with.
  expect(await pre.evaluate((e) => [e.className, e.getAttribute('tabindex'), e.innerHTML])).toEqual(
    before,
  );
  await expect(page).toHaveTitle(new RegExp(`^${data.title} \\|`));
});

test('a move back to a shared page not seen yet waits for its article and its data', async ({
  page,
}) => {
  await gotoReady(page, '/get-started/support/');
  await expect(page.locator('h1')).toHaveText('Support');
  // Two entries the app has not rendered: the first is what "back" leads to.
  await page.evaluate(() => {
    history.pushState(null, '', '/get-started/roadmap/');
    history.pushState(null, '', '/get-started/support/');
  });
  await page.goBack();
  await expect(page.locator('[data-sk-article]')).toHaveAttribute(
    'data-sk-article',
    '/get-started/roadmap/',
  );
  await expect(page.locator('h1')).toHaveText('Roadmap');
  await expect(page).toHaveTitle(/^Roadmap \|/);
  await expect(headingsOnThisPage(page).first()).toBeVisible();
});
