import type { Page } from '@playwright/test';
import {
  clientNavigate,
  expect,
  gotoReady,
  revealIslands,
  sitePages,
  test,
  withStatus,
} from './fixtures.ts';

/** The page with the most sections: long enough to scroll in a short window. */
const longPage = [...sitePages].sort(
  (a, b) =>
    b.headers.filter((h) => h.level === 2).length - a.headers.filter((h) => h.level === 2).length,
)[0]!;
const sections = longPage.headers.filter((h) => h.level === 2);

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Starts keeping every scroll position the window passes through. */
const recordScrolling = (page: Page) =>
  page.evaluate(() => {
    const positions: number[] = [];
    (window as unknown as { positions: number[] }).positions = positions;
    window.addEventListener('scroll', () => positions.push(Math.round(window.scrollY)), {
      passive: true,
    });
  });
const scrollPositions = (page: Page) =>
  page.evaluate(() => (window as unknown as { positions: number[] }).positions);

/** Where the window comes to rest for a heading: at its scroll margin, or the end of the page. */
const restingScrollFor = (page: Page, slug: string) =>
  page.evaluate((id) => {
    const el = document.getElementById(id)!;
    const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
    const top = el.getBoundingClientRect().top + window.scrollY - margin;
    return Math.round(Math.min(top, document.documentElement.scrollHeight - window.innerHeight));
  }, slug);

/**
 * Waits until the page's layout is final — fonts in, every Skerry element upgraded — so that a
 * scroll measured after it is not moved by a demo that grows on a slow machine.
 */
const layoutSettled = async (page: Page) => {
  // Demos upgrade as they come into view: a reader's scroll through the page brings them all.
  await revealIslands(page);
  await page.waitForFunction(
    async () => {
      await document.fonts.ready;
      return [...document.querySelectorAll(':not(:defined)')].every(
        (el) => !el.localName.startsWith('sk-'),
      );
    },
    undefined,
    { polling: 100 },
  );
};

/**
 * How far the window is from where it comes to rest for a heading, in whole pixels. A heading at
 * a fractional offset rests on either neighbouring pixel, so one pixel counts as at rest.
 */
const distanceFromRest = async (page: Page, slug: string) =>
  Math.abs((await scrollY(page)) - (await restingScrollFor(page, slug)));

test.describe('progress bar', () => {
  // A worker that has taken control would answer scripts from its precache, past the gate.
  test.use({ serviceWorkers: 'block' });

  test('shows while the next page loads, and never for a page already loaded', async ({ page }) => {
    await gotoReady(page, '/core-components/');
    await expect(page.locator('main')).toHaveAttribute('data-motion-ready', '');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await gate;
      await route.continue();
    });
    await clientNavigate(page, '/core-components/toggle/');
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toBeVisible();
    release();
    await expect(page.locator('h1')).toContainText('Toggle');
    await expect(bar).toHaveCount(0);

    // Back to a page whose content is loaded: the bar must not appear at all.
    await page.evaluate(() => {
      const seen = { bar: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]')) seen.bar = true;
      }).observe(document.body, { subtree: true, childList: true });
    });
    await page.goBack();
    await expect(page.locator('h1')).not.toContainText('Toggle');
    await page.waitForFunction(
      () =>
        (
          window as unknown as {
            __reactRouterDataRouter: { state: { navigation: { state: string } } };
          }
        ).__reactRouterDataRouter.state.navigation.state === 'idle',
    );
    expect(
      await page.evaluate(() => (window as unknown as { seen: { bar: boolean } }).seen.bar),
    ).toBe(false);
  });

  test('takes no space in the layout', async ({ page }) => {
    await gotoReady(page, '/');
    const box = await page.locator('.sk-progress').boundingBox();
    const position = await page
      .locator('.sk-progress')
      .evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe('fixed');
    expect(box?.y).toBe(0);
  });
});

test.describe('sidebar on a narrow screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens from the menu, closes with Escape and after every navigation', async ({ page }) => {
    await gotoReady(page, '/core-components/button/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const sidebar = page.locator('#site-sidebar');
    await expect(sidebar).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.locator(':focus')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await sidebar.getByRole('link', { name: withStatus('API') }).click();
    await expect(page).toHaveURL('/core-components/button/api/');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toBeHidden();
  });
});

test.describe('sidebar', () => {
  test('marks the current page and renders only the open group', async ({ page }) => {
    await gotoReady(page, '/core-components/button/');
    const sidebar = page.getByRole('navigation', { name: 'Documentation' });
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText(/^Button/);
    await expect(sidebar.getByRole('button', { name: 'Components' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const foundation = sidebar.getByRole('button', { name: 'Foundation' });
    await expect(foundation).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', { name: 'Typography' })).toHaveCount(0);
    await foundation.click();
    await expect(sidebar.getByRole('link', { name: 'Typography' })).toBeVisible();
  });

  test('external links open a new window and say so', async ({ page }) => {
    await gotoReady(page, '/');
    const storybook = page.getByRole('link', { name: /Storybook/ });
    await expect(storybook).toHaveAttribute('target', '_blank');
    await expect(storybook).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(storybook).toHaveAccessibleName('Storybook (opens new window)');
  });
});

test.describe('scrolling', () => {
  test.use({ viewport: { width: 1440, height: 500 } });

  test('the active heading follows the scroll position', async ({ page }) => {
    expect(sections.length).toBeGreaterThanOrEqual(3);
    await gotoReady(page, longPage.path);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const target = sections[1]!;
    await page.evaluate((slug) => {
      const el = document.getElementById(slug)!;
      window.scrollTo({
        top: el.getBoundingClientRect().top + window.scrollY - 70,
        behavior: 'instant',
      });
    }, target.slug);
    await expect(toc.getByRole('link', { name: target.title, exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(toc.locator('[aria-current]')).toHaveCount(1);
  });

  test('a hash link scrolls smoothly to its heading', async ({ page }) => {
    await gotoReady(page, longPage.path);
    await layoutSettled(page);
    const target = sections.at(-1)!;
    await recordScrolling(page);
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: target.title, exact: true })
      .click();
    await expect(page).toHaveURL(`${longPage.path}#${target.slug}`);
    // Where the heading rests is read with the position each time: demos that upgrade while the
    // window scrolls may still move it on a slow machine.
    await expect.poll(() => distanceFromRest(page, target.slug)).toBeLessThanOrEqual(1);
    const rest = await scrollY(page);
    // Smooth, not a jump: the window passed through positions on the way.
    expect((await scrollPositions(page)).filter((y) => y > 0 && y < rest).length).toBeGreaterThan(
      2,
    );
  });

  test('a direct load with a hash lands on the element', async ({ page }) => {
    const target = sections.at(-1)!;
    await gotoReady(page, `${longPage.path}#${target.slug}`);
    expect(await restingScrollFor(page, target.slug)).toBeGreaterThan(0);
    await expect.poll(() => distanceFromRest(page, target.slug)).toBeLessThanOrEqual(1);
  });

  test('a new page starts at the top; back and forward restore the position', async ({ page }) => {
    await gotoReady(page, longPage.path);
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await expect.poll(() => scrollY(page)).toBe(300);
    // The scroll manager records positions on the next animation frame.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );

    await page.getByRole('link', { name: 'Skerry Design System' }).first().click();
    await expect(page).toHaveURL('/');
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(longPage.path);
    await expect.poll(() => scrollY(page)).toBe(300);

    await page.goForward();
    await expect(page).toHaveURL('/');
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('a reduced-motion preference makes scrolling instant', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoReady(page, longPage.path);
    await layoutSettled(page);
    const target = sections.at(-1)!;
    const expected = await restingScrollFor(page, target.slug);
    // From the keyboard: a pointer click first lets Playwright scroll the page to reach the link,
    // and those positions are not the scroll under test.
    const link = page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: target.title, exact: true });
    await link.focus();
    await recordScrolling(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => scrollY(page)).toBeCloseTo(expected, 0);
    expect((await scrollPositions(page)).filter((y) => y > 0 && y < expected)).toEqual([]);
  });
});

test.describe('head tags and start-up', () => {
  test('are updated on client navigation, without a reload', async ({ page }) => {
    await gotoReady(page, '/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const target = sitePages.find((p) => p.regularPath === '/core-components/button/')!;
    await clientNavigate(page, target.regularPath);
    await expect(page).toHaveTitle(`${target.title} | Skerry Design System`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      target.frontmatter.description,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://skerry.design${target.path}`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${target.title} | Skerry Design System`,
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(page.locator('main h1')).toBeFocused();
  });

  test('the site-wide head tags are in the prerendered HTML', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('<meta name="theme-color" content="#0065ab"/>');
    expect(html).toMatch(/<meta name="generator" content="Skerry Docs \d+\.\d+\.\d+"\/>/);
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(html).toContain(
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png" sizes="180x180"/>',
    );
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Skerry Design System', theme_color: '#0065ab' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual([
      '192x192',
      '512x512',
      '512x512',
    ]);
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await request.get(icon.src)).status()).toBe(200);
    }
  });

  test('the main container is marked motion-ready only after load', async ({ page, request }) => {
    const html = await (await request.get('/core-components/button/')).text();
    expect(html).not.toContain('data-motion-ready');
    await gotoReady(page, '/core-components/button/');
    await expect(page.locator('main')).toHaveAttribute('data-motion-ready', '');
  });

  test('every page ends with its last-updated date and an edit link', async ({ page }) => {
    await gotoReady(page, '/core-components/button/');
    await expect(page.locator('.sk-page-footer time')).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
    await expect(page.getByRole('link', { name: /Edit this page/ })).toHaveAttribute(
      'href',
      'https://github.com/skerry-design/skerry/edit/main/site/content/core-components/button/index.mdx',
    );
  });
});
