import { seriousAxeViolations } from './axe.ts';
import { expect, gotoReady, test } from './fixtures.ts';

/*
 * The crawl's axe check runs a page without a loaded frame in the page itself, and one with frames
 * by axe's per-frame runs (axe.ts, `axeOn`). Either way it must report what it finds: a check that
 * stopped looking would pass every page. The frame comes from another origin, which is what the
 * per-frame runs are for; the site's policy would not let the page frame it, so it is bypassed.
 */
test.use({ serviceWorkers: 'block', bypassCSP: true });

/** A frame in which loading axe takes three seconds: its setter of the global `axe` is slow. */
const slowFrame = `<!doctype html><html lang="en"><title>Frame</title>
<button id="unnamed-in-frame"></button>
<script>
  let loaded;
  Object.defineProperty(window, 'axe', {
    configurable: true,
    get: () => loaded,
    set(value) {
      const until = Date.now() + 3000;
      while (Date.now() < until);
      loaded = value;
    },
  });
</script></html>`;

/** A frame into which axe cannot be loaded. */
const brokenFrame = `<!doctype html><html lang="en"><title>Frame</title>
<script>
  Object.defineProperty(window, 'axe', {
    get: () => undefined,
    set() {
      throw new Error('No axe here');
    },
  });
</script></html>`;

test('the axe check reports violations in the page and in a slow frame, and fails on a frame it cannot check', async ({
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
      body: route.request().url().endsWith('/broken.html') ? brokenFrame : slowFrame,
    }),
  );
  await page.evaluate(async () => {
    document.getElementById('unnamed-in-page')!.remove();
    // A lazy frame far below the fold never loads; there is nothing in it to check, and the check
    // must not wait for it.
    const lazy = document.createElement('iframe');
    lazy.title = 'A lazy frame that is never scrolled near';
    lazy.loading = 'lazy';
    lazy.style.marginBlockStart = '200vh';
    lazy.src = 'http://frames.example/lazy.html';
    const frame = document.createElement('iframe');
    frame.id = 'slow';
    frame.title = 'A frame of another origin with an unnamed button';
    frame.src = 'http://frames.example/frame.html';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
    document.body.append(frame, lazy);
    await loaded;
  });
  expect(page.frames()).toHaveLength(3);
  expect(
    page.frames().filter((frame) => frame.url() === ''),
    'frames with no document',
  ).toHaveLength(1);
  // `@axe-core/playwright` alone gives a frame one second to load axe, then leaves it out without
  // a word; a frame that takes longer, as any can on a loaded machine, must still be checked.
  expect(await seriousAxeViolations(page)).toEqual([
    expect.stringMatching(/^button-name: #slow #unnamed-in-frame$/),
  ]);

  // One that cannot load axe fails the check, naming the frame, where the library alone would
  // leave it out and pass.
  await page.evaluate(async () => {
    const frame = document.createElement('iframe');
    frame.title = 'A frame into which axe cannot be loaded';
    frame.src = 'http://frames.example/broken.html';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
    document.body.append(frame);
    await loaded;
  });
  await expect(seriousAxeViolations(page)).rejects.toThrow(
    /^axe could not check 1 frame\(s\): http:\/\/frames\.example\/broken\.html: .*No axe here/,
  );
});
