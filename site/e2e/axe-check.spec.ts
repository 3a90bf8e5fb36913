import { expect, gotoReady, seriousAxeViolations, test } from './fixtures.ts';

/*
 * The crawl's axe check runs a page without frames in the page itself, and one with frames by
 * axe's per-frame runs (fixtures.ts, `axeOn`). Either way it must report what it finds: a check
 * that stopped looking would pass every page. The frame comes from another origin, which is what
 * the per-frame runs are for; the site's policy would not let the page frame it, so it is bypassed.
 */
test.use({ serviceWorkers: 'block', bypassCSP: true });

test('the axe check reports a violation in the page, and one in a frame of another origin', async ({
  page,
}) => {
  await gotoReady(page, '/');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.evaluate(() => {
    const unnamed = document.createElement('button');
    unnamed.id = 'unnamed-in-page';
    document.body.append(unnamed);
  });
  expect(page.frames()).toHaveLength(1);
  expect(await seriousAxeViolations(page)).toEqual([
    expect.stringMatching(/^button-name: #unnamed-in-page$/),
  ]);

  await page.route('http://frames.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Frame</title><button id="unnamed-in-frame"></button></html>',
    }),
  );
  await page.evaluate(async () => {
    document.getElementById('unnamed-in-page')!.remove();
    const frame = document.createElement('iframe');
    frame.title = 'A frame of another origin with an unnamed button';
    frame.src = 'http://frames.example/frame.html';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
    document.body.append(frame);
    await loaded;
  });
  expect(page.frames()).toHaveLength(2);
  // `@axe-core/playwright` gives a frame one second to load axe and otherwise leaves it out of
  // that run without a word, which a loaded machine can exceed: the check is asked again until
  // the frame is in it.
  await expect
    .poll(() => seriousAxeViolations(page), { timeout: 60_000 })
    .toEqual([expect.stringMatching(/^button-name: iframe #unnamed-in-frame$/)]);
});
