import { expect, gotoReady, test } from './fixtures.ts';

test.describe('code blocks', () => {
  test('copy exactly the code shown, and say so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoReady(page, '/get-started/developing/');
    const block = page.locator('.sk-code').first();
    const shown = await block.locator('pre').innerText();
    await block.getByRole('button', { name: 'Copy the code' }).click();
    await expect(block.getByRole('status')).toHaveText('Copied the code');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    expect(shown).toContain('npm ci');
  });

  test('hydrate the highlighted code the page came with, after client navigation too', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoReady(page, '/get-started/');
    const fragment = page.waitForResponse((r) => r.url().includes('/_articles/') && r.ok());
    await page.locator('[data-sk-article] a[href="/get-started/developing/"]').first().click();
    await fragment;
    await expect(page.locator('[data-sk-article]')).toHaveAttribute(
      'data-sk-article',
      '/get-started/developing/',
    );
    // The page's module leaves a code block's HTML to the article (engine/compile/rehype-islands.ts):
    // hydrated, the block still shows the highlighted code, and copies it.
    const block = page.locator('[data-sk-article] skerry-island > .sk-code').first();
    const button = block.getByRole('button', { name: 'Copy the code' });
    await button.click();
    await expect(block.getByRole('status')).toHaveText('Copied the code');
    expect(
      await button.evaluate((b) => Object.keys(b).some((k) => k.startsWith('__reactFiber'))),
    ).toBe(true);
    await expect(block.locator('pre > code span[style*="--shiki-light"]').first()).toBeVisible();
    const shown = await block.locator('pre').innerText();
    expect(shown).toContain('npm ci');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  });
});

test.describe('titled code', () => {
  test('names its figure with the file the code belongs to', async ({ page }) => {
    await gotoReady(page, '/foundation/themes/code/');
    const figure = page.getByRole('figure', { name: 'src/styles.css' });
    await expect(figure.locator('pre')).toContainText("@import '@skerry/tokens/tokens.css';");
    await expect(figure.getByRole('button', { name: 'Copy the code' })).toBeVisible();
  });
});

test.describe('item overview', () => {
  test('has one card per page of the section, in sidebar order, each one link', async ({
    page,
  }) => {
    await gotoReady(page, '/foundation/');
    const cards = page.getByRole('list', { name: 'Foundation pages' }).getByRole('listitem');
    const sidebar = page
      .getByRole('navigation', { name: 'Documentation' })
      .locator('a[href^="/foundation/"]');
    const sidebarTargets = (
      await sidebar.evaluateAll((links) =>
        links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      )
    ).filter((p) => /^\/foundation\/[a-z0-9-]+\/$/.test(p));
    const cardTargets = await cards
      .locator('a')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(cardTargets).toEqual(sidebarTargets);
    expect(cardTargets).toContain('/foundation/color/');
    await cards.first().click({ position: { x: 10, y: 60 } });
    await expect(page).toHaveURL(new RegExp(`${cardTargets[0]}$`));
  });
});

test.describe('status badges', () => {
  // Built components' pages follow their @status (component-pages.spec.ts); a planned one's
  // overview, such as search's, is marked by its frontmatter.
  test('a page marked beta shows Beta in its title; a stable one shows none', async ({ page }) => {
    await gotoReady(page, '/core-components/search/');
    await expect(page.locator('h1 .sk-badge')).toHaveText('Beta');
    await gotoReady(page, '/core-components/button/');
    await expect(page.locator('h1')).toHaveText('Button');
    await expect(page.locator('h1 .sk-badge')).toHaveCount(0);
  });
});

test.describe('demo sources', () => {
  test('render a framework’s source only once its tab is chosen, then keep it', async ({
    page,
  }) => {
    // The other frameworks' code is a module of the page's own, fetched on first use.
    const laterSources: string[] = [];
    page.on('request', (request) => {
      if (/\/core-components-button-index-[0-9a-f]{10}-[\w-]+\.js$/.test(request.url()))
        laterSources.push(request.url());
    });
    await gotoReady(page, '/core-components/button/');
    const demo = page.locator('.sk-demo').first();
    await expect(demo.locator('.sk-demo__code')).toHaveCount(1);
    expect(laterSources).toEqual([]);
    await demo.getByRole('tab', { name: 'React' }).click();
    const react = demo.getByRole('tabpanel', { name: 'React' });
    await expect(react).toContainText("import { SkButton } from '@skerry/react';");
    await expect(react.getByRole('button', { name: 'Copy the React code' })).toBeVisible();
    await demo.getByRole('tab', { name: 'HTML' }).click();
    await expect(demo.locator('.sk-demo__code')).toHaveCount(2);
    // Another demo's Vue tab uses the module already loaded.
    const second = page.locator('.sk-demo').nth(1);
    await second.getByRole('tab', { name: 'Vue' }).click();
    await expect(second.getByRole('tabpanel', { name: 'Vue' })).toContainText('<template>');
    await expect(second.getByRole('tabpanel', { name: 'Vue' })).toContainText("from '@skerry/vue'");
    expect(laterSources).toHaveLength(1);
  });

  test.describe('when a framework’s source cannot be loaded', () => {
    test.use({
      // A worker that has taken control would answer from its precache, out of the route's reach.
      serviceWorkers: 'block',
      expectedConsoleErrors:
        /could not load its Angular source|Failed to load resource|net::ERR_FAILED/,
    });
    test('says so, and offers a reload', async ({ page }) => {
      await page.route(/\/core-components-button-index-[0-9a-f]{10}-[\w-]+\.js$/, (route) =>
        route.abort(),
      );
      await gotoReady(page, '/core-components/button/');
      const demo = page.locator('.sk-demo').first();
      await demo.getByRole('tab', { name: 'Angular' }).click();
      const panel = demo.getByRole('tabpanel', { name: 'Angular' });
      await expect(panel.getByRole('alert')).toHaveText(
        'The Angular code could not be loaded. Reload the page',
      );
      await expect(panel.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    });
  });

  test.describe('when a framework’s source never arrives', () => {
    test.use({ serviceWorkers: 'block', expectedConsoleErrors: /could not load its Vue source/ });
    test('gives up after the two minutes a page script may take', async ({ page }) => {
      // Held, never answered: a stalled connection.
      await page.route(/\/core-components-button-index-[0-9a-f]{10}-[\w-]+\.js$/, () => {});
      await gotoReady(page, '/core-components/button/');
      // Paused before the tab is opened: a clock left running counts the seconds a loaded
      // machine takes between the click and the first jump, and gave up before 01:59 had passed.
      const start = new Date('2026-06-01T08:00:00Z');
      await page.clock.install({ time: start });
      await page.clock.pauseAt(new Date(start.getTime() + 60_000));
      const demo = page.locator('.sk-demo').first();
      await demo.getByRole('tab', { name: 'Vue' }).click();
      const panel = demo.getByRole('tabpanel', { name: 'Vue' });
      await expect(panel.getByRole('status')).toHaveText('Loading the Vue code…');
      await page.clock.fastForward('01:59');
      await expect(panel.getByRole('status')).toHaveText('Loading the Vue code…');
      await page.clock.fastForward('00:02');
      await expect(panel.getByRole('alert')).toHaveText(
        'The Vue code could not be loaded. Reload the page',
      );
    });
  });
});
