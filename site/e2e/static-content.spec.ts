import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures.ts';

/*
 * Static content stays static (app/islands/, decision 0011): React owns no node of a page's
 * prose, tables and code, neither on hydration nor after a client navigation; each interactive
 * element is an island that hydrates when it comes into view or is used.
 */

const componentPage = '/core-components/button/';
const apiPage = '/core-components/button/api/';

/** Whether React owns `selector`'s first match: it hydrated or rendered it. */
const reactOwns = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/** Before any script runs: marks nodes of the article and records what changes in it. */
const watchArticleBeforeHydration = (page: Page) =>
  page.addInitScript(() => {
    const record = window as unknown as { rebuilt: string[]; marked: Element[] };
    record.rebuilt = [];
    document.addEventListener('DOMContentLoaded', () => {
      const article = document.querySelector('[data-sk-article]');
      if (!article) return;
      record.marked = [...article.querySelectorAll(':scope > h2, :scope > p, :scope table')];
      for (const node of record.marked) (node as unknown as { mark: string }).mark = 'prerendered';
      // Islands may change inside themselves (a demo's status); nothing else of the article may.
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          if ((mutation.target as Element).closest?.('skerry-island')) continue;
          if (mutation.type === 'childList' || mutation.type === 'characterData') {
            record.rebuilt.push((mutation.target as Element).nodeName);
          }
        }
      }).observe(article, { childList: true, characterData: true, subtree: true });
    });
  });

test.describe('static content', () => {
  test('hydration keeps the prerendered article and does not take its nodes', async ({ page }) => {
    await watchArticleBeforeHydration(page);
    await gotoReady(page, componentPage);
    // The first island (the preview at the top) has hydrated, so hydration is over.
    await expect.poll(() => reactOwns(page, 'skerry-island button')).toBe(true);

    const kept = await page.evaluate(() => {
      const record = window as unknown as { marked: Element[] };
      return record.marked.map(
        (node) => node.isConnected && (node as unknown as { mark?: string }).mark === 'prerendered',
      );
    });
    expect(kept.length).toBeGreaterThan(5);
    expect(kept.every(Boolean)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { rebuilt: string[] }).rebuilt)).toEqual(
      [],
    );
    // React hydrated the islands, and not one node of the prose or its tables.
    expect(await reactOwns(page, '[data-sk-article] > h2')).toBe(false);
    expect(await reactOwns(page, '[data-sk-article] > p')).toBe(false);
    expect(await reactOwns(page, '[data-sk-article] table td')).toBe(false);
  });

  test('an island hydrates when it comes into view, or when it is used', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await gotoReady(page, componentPage);
    const islands = page.locator('[data-sk-article] skerry-island');
    const count = await islands.count();
    expect(count).toBeGreaterThan(4);
    await expect.poll(() => reactOwns(page, 'skerry-island button')).toBe(true);

    // The last island is far below the fold: not hydrated until it is scrolled to.
    const last = islands.nth(count - 1);
    const lastButton = last.locator('button').first();
    expect(await lastButton.evaluate((b) => b.getBoundingClientRect().top)).toBeGreaterThan(2000);
    expect(await reactOwns(page, '[data-sk-article] skerry-island:last-of-type button')).toBe(
      false,
    );
    await lastButton.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        lastButton.evaluate((b) => Object.keys(b).some((k) => k.startsWith('__reactFiber'))),
      )
      .toBe(true);

    // One in the middle, never seen, hydrates as soon as the pointer reaches it.
    await page.evaluate(() => window.scrollTo(0, 0));
    const middle = islands.nth(Math.floor(count / 2));
    const middleButton = middle.locator('button').first();
    const owned = () =>
      middleButton.evaluate((b) => Object.keys(b).some((k) => k.startsWith('__reactFiber')));
    expect(await owned()).toBe(false);
    await middleButton.dispatchEvent('pointerover');
    await expect.poll(owned).toBe(true);
  });

  test('a demo loads its components when it comes into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await gotoReady(page, componentPage);
    // A Skerry tag that only a demo far down the page shows.
    const tag = await page.evaluate(() => {
      const previews = [...document.querySelectorAll('.sk-demo__preview')];
      for (const preview of previews.reverse()) {
        if (preview.getBoundingClientRect().top < 2 * window.innerHeight) break;
        const own = [...preview.querySelectorAll('*')]
          .map((el) => el.localName)
          .filter((name) => name.startsWith('sk-'));
        const elsewhere = new Set(
          [...document.querySelectorAll('*')]
            .filter((el) => !preview.contains(el) && el.localName.startsWith('sk-'))
            .map((el) => el.localName),
        );
        const only = own.find((name) => !elsewhere.has(name));
        if (only) return only;
      }
      return undefined;
    });
    expect(tag, 'a tag shown only by a demo below the fold').toBeTruthy();
    expect(await page.evaluate((name) => customElements.get(name!) === undefined, tag)).toBe(true);

    const demo = page.locator(`.sk-demo__preview:has(${tag})`).last();
    await demo.scrollIntoViewIfNeeded();
    await page.waitForFunction((name) => customElements.get(name!) !== undefined, tag);
    await expect(demo).toHaveAttribute('data-status', 'ready');
  });

  test('client navigation swaps the article as HTML, and its islands hydrate', async ({ page }) => {
    await gotoReady(page, componentPage);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const fragment = page.waitForResponse((r) => r.url().includes('/_articles/') && r.ok());
    // A plain link of the prose, which React does not render: the app still follows it.
    const link = page.locator(`[data-sk-article] a[href="${apiPage}"]`).first();
    expect(await link.evaluate((a) => a.closest('skerry-island') === null)).toBe(true);
    await link.click();
    // Sent precompressed, as every other text file of the site: the article is most of a page.
    const response = await fragment;
    expect(['br', 'gzip']).toContain(await response.headerValue('content-encoding'));
    await expect(page).toHaveURL(new RegExp(`${apiPage}$`));
    await expect(page.locator('[data-sk-article]')).toHaveAttribute('data-sk-article', apiPage);
    await expect(page.locator('h1')).toHaveText(/API/);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    // React set the new article as HTML: it owns none of its prose either.
    expect(await reactOwns(page, '[data-sk-article] > h2')).toBe(false);
    // Back: the first page's article again (its fragment now), and still no full load.
    await page.goBack();
    await expect(page.locator('[data-sk-article]')).toHaveAttribute(
      'data-sk-article',
      componentPage,
    );
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('skerry-island button')].some((b) =>
            Object.keys(b).some((k) => k.startsWith('__reactFiber')),
          ),
        ),
      )
      .toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });
});
