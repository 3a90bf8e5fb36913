import { expect, gotoReady, revealIslands, test } from './fixtures.ts';

// A short window: the page's last islands are far below it when the reveal begins.
test.use({ viewport: { width: 1440, height: 400 } });

test('revealIslands names an island that leaves the page before it hydrates', async ({ page }) => {
  await gotoReady(page, '/core-components/input/code/');
  const setUp = await page.evaluate(() => {
    const islands = [...document.querySelectorAll<HTMLElement>('[data-sk-article] skerry-island')];
    const [before, last] = islands.slice(-2);
    // Taken out once the reveal has hydrated the island before it, which only the reveal brings
    // near the view: what an article rendered anew meanwhile does to the islands it had.
    new MutationObserver((_, observer) => {
      observer.disconnect();
      last!.remove();
    }).observe(before!, { attributeFilter: ['data-hydrated'] });
    return {
      last: last!.dataset.island,
      farBelow: before!.firstElementChild!.getBoundingClientRect().top > innerHeight + 200,
    };
  });
  expect(setUp.farBelow).toBe(true);
  await expect(revealIslands(page)).rejects.toThrow(
    new RegExp(`data-island ${setUp.last}, <div\\.sk-code> ".+", was removed from the page`),
  );
});
