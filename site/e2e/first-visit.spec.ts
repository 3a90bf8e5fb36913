import type { Request } from '@playwright/test';
import { expect, holdEntry, notYetRun, openBefore, test, withStatus } from './fixtures.ts';

/*
 * A first visit runs the page without the app (docs/decisions/0015): the demos' elements are
 * defined as they come into view, and the app loads at the reader's first interaction. What the
 * reader does before it has hydrated is held and done once it has.
 */

/*
 * Without the offline worker: registered on a first visit, it precaches the app's entry and, once
 * it controls the page, answers the page's request for it itself, which `holdEntry`'s route never
 * sees, so the app could start while a test holds it. Offline behaviour has its own tests.
 */
test.use({ serviceWorkers: 'block' });

/** The app's own modules: the entry, React and React Router, the layout. */
const appModule = /\/assets\/(?:entry\.client|jsx-runtime|client|root|doc-layout)-[\w-]+\.js$/;

test('a first visit defines the demo in view and loads none of the app until an intent', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request: Request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/core-components/button/');
  await expect
    .poll(() => page.evaluate(() => customElements.get('sk-button') !== undefined))
    .toBe(true);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((path) => appModule.test(path))).toEqual([]);
  await expect(page.locator('html[data-sk-hydrated]')).toHaveCount(0);

  await page.locator('main').dispatchEvent('pointerover');
  await expect(page.locator('html[data-sk-hydrated]')).toHaveCount(1);
  expect(requests.some((path) => appModule.test(path))).toBe(true);
});

test('a link clicked before the app runs opens by client navigation once it does', async ({
  page,
}) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  // A click before the first-visit module holds it is the browser's own, a full load of the page.
  const { entry, ready } = await openBefore(page, '/core-components/button/', 'the app');
  const link = page
    .getByRole('navigation', { name: 'Documentation' })
    .getByRole('link', { name: withStatus('Icon button') });
  await link.click();
  await ready();
  // Held: the page stays until the app can open the link.
  expect(new URL(page.url()).pathname).toBe('/core-components/button/');
  entry.release();
  await expect(page).toHaveURL(/\/core-components\/icon-button\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(withStatus('Icon button'));
  expect(documents).toEqual(['/core-components/button/']);
});

for (const before of notYetRun) {
  test(`a choice and a search shortcut made before ${before} runs take effect once the app does`, async ({
    page,
  }) => {
    const { entry, ready } = await openBefore(page, '/foundation/', before);
    await page.keyboard.press('/');
    await page.getByRole('combobox', { name: 'Theme', exact: true }).selectOption('dark');
    await ready();
    await expect(page.locator('html')).not.toHaveAttribute('data-sk-theme', 'dark');
    entry.release();
    await expect(page.locator('html[data-sk-hydrated]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('data-sk-theme', 'dark');
    await expect(page.getByRole('combobox', { name: 'Search the documentation' })).toBeFocused();
  });
}

test('a search typed before the app runs is searched once it does', async ({ page }) => {
  const entry = await holdEntry(page);
  await page.goto('/foundation/');
  await page.waitForLoadState('networkidle');
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await box.fill('password');
  await expect.poll(entry.requested).toBe(true);
  entry.release();
  await expect(page.locator('html[data-sk-hydrated]')).toHaveCount(1);
  await expect(box).toHaveValue('password');
  await expect(
    page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
  ).toContainText('Password');
});

test('a button pressed before the app runs is pressed again once it does', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 800 });
  // A press before the first-visit module holds it is heard by no one.
  const { entry, ready } = await openBefore(page, '/foundation/', 'the app');
  const sidebar = page.locator('#site-sidebar');
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await ready();
  await expect(sidebar).toBeHidden();
  entry.release();
  await expect(sidebar).toBeVisible();
});

test('a page with a query, which an island reads, starts the app without an intent', async ({
  page,
}) => {
  await page.goto('/foundation/icons/?icon=search');
  await expect(page.locator('html[data-sk-hydrated]')).toHaveCount(1);
});

test.describe('what is held is made exactly once', () => {
  test('a link clicked twice before the app runs opens once', async ({ page }) => {
    const entry = await holdEntry(page);
    await page.goto('/core-components/button/');
    // The first visit's script marks the main container once it holds clicks; a click before
    // then is the browser's own, a full load of the page.
    await expect(page.locator('main[data-motion-ready]')).toHaveCount(1);
    const entries = await page.evaluate(() => history.length);
    const link = page
      .getByRole('navigation', { name: 'Documentation' })
      .getByRole('link', { name: withStatus('Icon button') });
    await link.click();
    await link.click();
    await expect.poll(entry.requested).toBe(true);
    entry.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withStatus('Icon button'));
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    // One step back is the page the reader came from.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withStatus('Button'));
  });

  test('a form submitted twice before the app runs is submitted once', async ({ page }) => {
    const entry = await holdEntry(page);
    await page.goto('/core-components/form/');
    const figure = page.locator('figure.sk-demo', {
      has: page.getByText('Form', { exact: true }),
    });
    await figure.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.evaluate(() => customElements.get('sk-form') !== undefined))
      .toBe(true);
    await figure.getByLabel('Full name').fill('Ada Lovelace');
    await figure.getByLabel('Email address').fill('ada@example.com');
    // Counted below the window, where the held submissions never arrive, the replayed one does.
    await page.evaluate(() => {
      (window as unknown as { submits: number }).submits = 0;
      document.addEventListener(
        'submit',
        () => (window as unknown as { submits: number }).submits++,
      );
    });
    const send = figure.getByRole('button', { name: 'Send application' });
    await send.click();
    await send.click();
    await expect.poll(entry.requested).toBe(true);
    entry.release();
    await expect(figure.locator('.sk-demo__submitted')).toHaveText(
      'Submitted: name=Ada Lovelace, email=ada@example.com',
    );
    expect(await page.evaluate(() => (window as unknown as { submits: number }).submits)).toBe(1);
  });

  test('text typed before the app runs keeps its caret and selection', async ({ page }) => {
    const entry = await holdEntry(page);
    await page.goto('/foundation/');
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    await box.fill('buton');
    // The reader goes back to mend the word: the caret after "bu".
    await box.press('ArrowLeft');
    await box.press('ArrowLeft');
    await box.press('ArrowLeft');
    await expect.poll(entry.requested).toBe(true);
    entry.release();
    await expect(page.locator('html[data-sk-hydrated]')).toHaveCount(1);
    await expect(box).toHaveValue('buton');
    await expect(box).toBeFocused();
    await expect
      .poll(() =>
        box.evaluate((field: HTMLInputElement) => [field.selectionStart, field.selectionEnd]),
      )
      .toEqual([2, 2]);
    await page.keyboard.type('t');
    await expect(box).toHaveValue('button');
  });
});
