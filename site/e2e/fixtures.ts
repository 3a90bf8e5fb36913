import { type Page, type Route, test as base, expect } from '@playwright/test';
import { escapeRegExp } from '../app/text/escape-reg-exp.ts';
import { collectPages } from '../engine/page-data/page-data.ts';
import { contentDir } from '../readers/paths.ts';
import siteConfig from '../site.config.ts';

/** Every page of the built content, read from the same page data the build used. */
export const sitePages = collectPages(contentDir, siteConfig.base).map((p) => p.data);

export const siteTitle = siteConfig.title;

/**
 * A page's title as links and headings name it: followed by "Beta" when the page is marked so
 * (a component's `@status beta`), which the Badge puts into the accessible name.
 */
export function withStatus(title: string): RegExp {
  return new RegExp(`^${escapeRegExp(title)}(?: ?Beta)?$`);
}

/**
 * A test that fails on any console error or uncaught exception of the page, so "no console error
 * on any page" holds for every test, not only the crawl.
 */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp | null }>({
  /** Console errors a test causes on purpose (a blocked script), set with `test.use`. */
  expectedConsoleErrors: [null, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      // Chromium logs a 404 response, and requests made while offline, as console errors: the
      // not-found and offline tests cause them on purpose.
      const unexpected = errors.filter(
        (e) =>
          !e.includes('404 (Not Found)') &&
          !e.includes('net::ERR_INTERNET_DISCONNECTED') &&
          !expectedConsoleErrors?.test(e),
      );
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Navigates inside the app, as a click on an in-app link does, to any path the test chooses. */
export async function clientNavigate(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    const router = (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter;
    void router.navigate(target);
  }, to);
}

/** Holds the requests for the asset `file` names until `release`. */
async function holdAsset(page: Page, file: RegExp) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Route[] = [];
  await page.route(new RegExp(`/assets/${file.source}$`), async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });
  return {
    requested: () => held.length > 0,
    release,
  };
}

/** Holds the app's entry module until `release`; the page runs as a first visit meanwhile. */
export const holdEntry = (page: Page) => holdAsset(page, /entry\.client-[\w-]+\.js/);

/**
 * Holds the first-visit module until `release`: the page has painted, and nothing of ours hears
 * the reader but the bootstrap (decision 0015).
 */
const holdFirstVisit = (page: Page) => holdAsset(page, /first-visit-[\w-]+\.js/);

/** What has not run yet when a first visit's reader acts: the app, or nothing of ours. */
export const notYetRun = ['the app', 'the first-visit module'] as const;

/**
 * Opens `path` as a first visit with the app's entry held, and waits until what runs before the
 * app is there: the first-visit module, which holds what the reader does (it marks the main
 * container), or, `before` it, only the bootstrap, the module held until `ready` is called.
 * `ready` lets the app's entry be asked for; `entry.release` lets it run.
 */
export async function openBefore(page: Page, path: string, before: (typeof notYetRun)[number]) {
  const firstVisit = before === 'the first-visit module' ? await holdFirstVisit(page) : undefined;
  const entry = await holdEntry(page);
  await page.goto(path);
  // The page has painted: the bootstrap asks for the module only then.
  if (firstVisit) await expect.poll(firstVisit.requested).toBe(true);
  else await expect(page.locator('main[data-motion-ready]')).toHaveCount(1);
  return {
    entry,
    ready: async () => {
      firstVisit?.release();
      await expect.poll(entry.requested).toBe(true);
    },
  };
}

/**
 * Starts the app as a reader's first interaction does (decision 0015): the page runs without it
 * until then. A pointer over the page is the lightest such intent, and moves nothing.
 */
export async function wakeApp(page: Page): Promise<void> {
  // Pointed at again until it runs: the not-found page may load the page an address means in
  // its place (a near miss), which then waits for an intent of its own.
  await expect(async () => {
    await page.locator('html').dispatchEvent('pointerover');
    await expect(page.locator('html[data-sk-hydrated]')).toHaveCount(1, { timeout: 2_000 });
  }).toPass();
}

/** Opens a page, starts the app as a reader would, and waits until it has hydrated. */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await wakeApp(page);
  await expect(page.locator('main[data-motion-ready]')).toHaveCount(1);
  return response;
}

/**
 * How long `revealIslands` keeps one island in view before it stops and names it. An island in
 * view hydrates at the next frame (app/islands/mount-islands.ts), well within a second on two
 * loaded cores; one that has not after this long never will, and the test says which.
 */
const islandInViewBound = 30_000;

/**
 * How long one call into the page goes on revealing islands before it reports back, so that the
 * test side can tell a page still at work from one that stopped answering, without a round trip
 * per island.
 */
const revealSlice = 3_000;

/**
 * How much longer than a slice and one island's bound the page may take to answer before
 * `revealIslands` says it stopped answering: a script that never yields holds the island's check
 * and its timer alike.
 */
const pageAnswerBound = 15_000;

/** Where a call into the page left the reveal: done up to `next`, or stopped at one island. */
type RevealStep =
  | { state: 'going'; next: number }
  | {
      state: 'removed' | 'not hydrated';
      position: number;
      page: string;
      index: string | undefined;
      element: string;
      box: string;
      frames: number;
      unhydrated: string[];
    };

/**
 * Brings every island of the page's article (app/islands/) into view in turn, until each has
 * hydrated, then returns to the top: what a reader scrolling the whole page does. Islands, and
 * with them the demos' components, hydrate only near the viewport (decision 0011), so a test
 * about every demo of a page starts here. An island that does not hydrate fails the test at once
 * with its index, element and page, and what became of it: removed from the page before it
 * hydrated, kept in view for `islandInViewBound` ms (with the frames the page drew meanwhile),
 * or a page that stopped answering.
 */
export async function revealIslands(page: Page): Promise<void> {
  // The islands as the page had them when the reveal began, kept in the page: one replaced
  // meanwhile (its article rendered anew) is then told apart from one that never hydrates.
  const count = await page.evaluate(() => {
    const islands = [...document.querySelectorAll('[data-sk-article] skerry-island')];
    (window as unknown as { revealedIslands: Element[] }).revealedIslands = islands;
    return islands.length;
  });
  let from = 0;
  while (from < count) {
    const revealed = page.evaluate(
      async ({ from, bound, slice }): Promise<RevealStep> => {
        const islands = (window as unknown as { revealedIslands: Element[] }).revealedIslands;
        const started = performance.now();
        for (let position = from; position < islands.length; position += 1) {
          if (performance.now() - started > slice) return { state: 'going', next: position };
          const island = islands[position]!;
          let frames = 0;
          // Scrolled to again each frame until it hydrates: demos above it that upgrade
          // meanwhile grow and can push it out of view again, as a reader would then scroll on
          // to it. The bound is a timer, not a frame count, so that a page that stops drawing is
          // named too.
          const state = await new Promise<'hydrated' | 'removed' | 'not hydrated'>((resolve) => {
            let done = false;
            const settled = () => island.hasAttribute('data-hydrated') || !island.isConnected;
            const finish = (outcome: 'hydrated' | 'removed' | 'not hydrated') => {
              if (done) return;
              done = true;
              clearTimeout(bounded);
              heard.disconnect();
              resolve(outcome);
            };
            const ended = () => finish(island.isConnected ? 'hydrated' : 'removed');
            // Heard as it happens too, not only at the next frame: a loaded machine can leave
            // the page without a frame for seconds while the island hydrates.
            const heard = new MutationObserver(() => settled() && ended());
            heard.observe(island, { attributes: true, attributeFilter: ['data-hydrated'] });
            const bounded = setTimeout(() => (settled() ? ended() : finish('not hydrated')), bound);
            const check = () => {
              if (done) return;
              if (settled()) return ended();
              (island.firstElementChild ?? island).scrollIntoView({
                block: 'center',
                behavior: 'instant',
              });
              frames += 1;
              requestAnimationFrame(check);
            };
            check();
          });
          if (state === 'hydrated') continue;
          const content = island.firstElementChild;
          const box = (content ?? island).getBoundingClientRect();
          const text = (content?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
          return {
            state,
            position,
            page: `${location.pathname}${location.search}${location.hash}`,
            index: (island as HTMLElement).dataset.island,
            element: content
              ? `<${content.localName}${[...content.classList].map((c) => `.${c}`).join('')}> "${text}"`
              : '(an empty island)',
            box: `${Math.round(box.top)} to ${Math.round(box.bottom)} px of a ${innerHeight} px view`,
            frames,
            unhydrated: [...document.querySelectorAll('[data-sk-article] skerry-island')]
              .filter((other) => !other.hasAttribute('data-hydrated'))
              .map((other) => (other as HTMLElement).dataset.island ?? '?'),
          };
        }
        return { state: 'going', next: islands.length };
      },
      { from, bound: islandInViewBound, slice: revealSlice },
    );
    const answerBound = revealSlice + islandInViewBound + pageAnswerBound;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const step = await Promise.race([
      revealed,
      new Promise<'silent'>((resolve) => {
        silence = setTimeout(() => resolve('silent'), answerBound);
      }),
    ]).finally(() => clearTimeout(silence));
    if (step === 'silent') {
      throw new Error(
        `revealIslands: the page stopped answering while islands ${from + 1} to ${count} of ` +
          `${page.url()} were brought into view (no answer in ${answerBound / 1000} s: a script ` +
          'that never yields?)',
      );
    }
    if (step.state === 'going') {
      from = step.next;
      continue;
    }
    const what =
      `island ${step.position + 1} of ${count} of ${page.url()}, data-island ${step.index}, ` +
      step.element;
    throw new Error(
      step.state === 'removed'
        ? `revealIslands: ${what}, was removed from the page before it hydrated ` +
            `(islands of the page not hydrated now: ${step.unhydrated.join(', ') || 'none'})`
        : `revealIslands: ${what}, did not hydrate in ${islandInViewBound / 1000} s in view ` +
            `(${step.box}; ${step.frames} frames drawn meanwhile; islands of the page not ` +
            `hydrated: ${step.unhydrated.join(', ')})`,
    );
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * Waits until the islands near the view (within the 200 px they hydrate at) have hydrated and
 * every Skerry element in them is defined: what a page loads by itself after it opens. A test
 * that then makes scripts fail is about what the reader does next, not a race with that.
 */
export async function islandsInViewSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sk-article] skerry-island')]
      .filter((island) => {
        const box = (island.firstElementChild ?? island).getBoundingClientRect();
        return box.top < window.innerHeight + 200 && box.bottom > -200;
      })
      .every(
        (island) =>
          island.hasAttribute('data-hydrated') &&
          [...island.querySelectorAll('*')].every(
            (element) =>
              !element.localName.startsWith('sk-') || customElements.get(element.localName),
          ),
      ),
  );
}

/** `gotoReady`, then every island of the page hydrated (`revealIslands`). */
export async function gotoRevealed(page: Page, path: string) {
  const response = await gotoReady(page, path);
  await revealIslands(page);
  return response;
}
