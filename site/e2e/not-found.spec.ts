import type { ConsoleMessage } from '@playwright/test';
import { offlineMessages } from '../app/offline/events.ts';
import { expect, gotoReady, test } from './fixtures.ts';

const workerNotes = new Set<string>([offlineMessages.ready, offlineMessages.cached]);

/*
 * The host answers every unknown address with the prerendered 404.html. It must be a page in its
 * own right before any script runs, and hydrate into the same page without a word in the console.
 */

test.describe('the not-found page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the heading, the message and the ways on', async ({ page }) => {
    const response = await page.goto('/core-components/no-such-component/');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(main.getByText('There is no page at this address.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    const sections = main.getByRole('navigation', { name: 'Sections' }).getByRole('link');
    await expect(sections.first()).toBeVisible();
    expect(await sections.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      expect.arrayContaining(['/get-started/', '/foundation/', '/core-components/']),
    );
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| /);
  });
});

test.describe('the not-found page with JavaScript', () => {
  test('hydrates, adds suggestions, and writes nothing to the console', async ({ page }) => {
    const messages: string[] = [];
    const record = (message: ConsoleMessage) => {
      // Chromium's own line for a document answered with 404 is not the page's: it is the status
      // this page must have. The offline worker's lifecycle notes (first visit to any page, on
      // purpose) are not this page's either, and come whenever the worker gets there.
      if (message.text().includes('status of 404 (Not Found)')) return;
      if (message.type() === 'info' && workerNotes.has(message.text())) return;
      messages.push(`${message.type()}: ${message.text()}`);
    };
    page.on('console', record);
    const response = await gotoReady(page, '/core-components/buton/');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Were you looking for' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Button', exact: true }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    // The suggestions come from an effect after hydration and the route's clientLoader, so by
    // now a hydration mismatch, the router's hint or any error would have been logged.
    page.off('console', record);
    expect(messages).toEqual([]);
  });
});
