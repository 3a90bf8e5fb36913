import type { BrowserContext, Page } from '@playwright/test';
import { themes } from '@skerry/tokens';
import { storyFrameSrc } from '../app/config/workbench.ts';
import { workbenchPath } from '../workbench-paths.ts';
import { readManifest } from '../readers/manifest.ts';
import { contentDemos } from '../app/docs/demo/snippets.server.ts';
import { contentDir } from '../readers/paths.ts';
import { workbenchComponents } from '../engine/workbench/stories.ts';
import siteConfig from '../site.config.ts';
import { seriousAxeViolations } from './axe.ts';
import { expect as siteExpect, gotoReady, test } from './fixtures.ts';

/*
 * The workbench is Storybook's own app: its manager and its preview take about 4 s of one idle
 * core's main thread to show a story (1.7 s of it the manager's runtime), against well under one
 * for a page of the site. Under the suite's load that became 13 s here and passed 20 s in CI, the
 * suite's bound for a site page's state. A bound only says when to give up; every check below
 * still waits for the state it reads.
 */
const expect = siteExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 180_000 });

const workbench = `${siteConfig.base}${workbenchPath}/`;
const storyUrl = (id: string) => `${workbench}?path=/story/${id}`;
const preview = (page: Page) => page.frameLocator('#storybook-preview-iframe');
const components = workbenchComponents(readManifest(), contentDemos(contentDir));

/**
 * Every request of every page and frame of the context that goes to another origin: the
 * workbench must make none (no telemetry, no fonts or news from elsewhere).
 */
function requestsElsewhere(context: BrowserContext, origin: string): string[] {
  const elsewhere: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).origin !== origin) elsewhere.push(url);
  });
  return elsewhere;
}

/** Console errors of a page the fixture does not watch (a window the test opened). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('the workbench', () => {
  test('has every story the demos make, and one for every component', async ({ request }) => {
    const index = (await (await request.get(`${workbench}index.json`)).json()) as {
      entries: Record<string, { type: string; title: string; name: string }>;
    };
    const stories = Object.entries(index.entries).filter(([, entry]) => entry.type === 'story');
    for (const component of components) {
      expect(component.stories.length, `${component.tag} has no story`).toBeGreaterThan(0);
      for (const story of component.stories) {
        expect(index.entries[story.id], story.id).toMatchObject({
          type: 'story',
          title: component.title,
          name: story.name,
        });
      }
    }
    expect(stories).toHaveLength(components.reduce((sum, c) => sum + c.stories.length, 0));
  });

  test('opens from the sidebar link, and asks nothing of another origin', async ({
    page,
    context,
    baseURL,
  }) => {
    const elsewhere = requestsElsewhere(context, new URL(baseURL!).origin);
    await gotoReady(page, '/');
    const link = page
      .getByRole('navigation', { name: 'Documentation' })
      .getByRole('link', { name: /^Storybook/ });
    await expect(link).toHaveAttribute('href', workbench);
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
    const errors = consoleErrors(opened);
    await expect(opened).toHaveURL(new RegExp(`${workbench}(?:\\?.*)?$`));
    const tree = opened.locator('#storybook-explorer-tree');
    for (const component of components) {
      const name = component.title.split('/').at(-1)!;
      await expect(tree.getByText(name, { exact: true }).first()).toBeVisible();
    }
    // The first component's docs page, made from its manifest entry, and its first story.
    await expect(preview(opened).locator('#storybook-docs h1')).toHaveText(/\S/);
    await expect(preview(opened).locator(components[0]!.tag).first()).toBeVisible();
    expect(errors, 'console errors of the workbench').toEqual([]);
    expect(elsewhere, 'requests to another origin').toEqual([]);
  });

  test('renders a story of sk-button whose variant control changes the element', async ({
    page,
    context,
    baseURL,
  }) => {
    const elsewhere = requestsElsewhere(context, new URL(baseURL!).origin);
    const button = components.find((c) => c.tag === 'sk-button')!;
    const story = button.stories.find((s) => s.args.variant !== undefined)!;
    await page.goto(storyUrl(story.id));
    const element = preview(page).locator('sk-button').first();
    await expect(element).toHaveAttribute('variant', String(story.args.variant));
    // Storybook sets the attribute before the element's module has defined it: read the styles
    // once it has rendered its shadow tree.
    await expect(element.locator('[part="base"]')).toBeAttached();
    const background = () =>
      element.evaluate(
        (el) => getComputedStyle(el.shadowRoot!.querySelector('[part="base"]')!).backgroundColor,
      );
    const before = await background();
    // Marked, to tell that the control changes this element rather than rendering another.
    await element.evaluate((el) => el.setAttribute('data-test-marker', ''));

    const control = page.locator('#control-variant');
    await expect(control).toHaveValue(String(story.args.variant));
    const other = button.argTypes.variant!.options!.find((o) => o !== story.args.variant)!;
    await control.selectOption(other);

    await expect(element).toHaveAttribute('variant', other);
    await expect(element).toHaveAttribute('data-test-marker', '');
    await expect.poll(background).not.toBe(before);
    expect(elsewhere, 'requests to another origin').toEqual([]);
  });

  test('opens a modal’s story from its button, as the page does', async ({ page }) => {
    const story = components
      .find((c) => c.tag === 'sk-modal')!
      .stories.find((s) => s.opener !== undefined)!;
    await page.goto(storyUrl(story.id));
    const modal = preview(page).locator('sk-modal').first();
    await expect(modal).not.toHaveAttribute('open');
    await preview(page).getByRole('button', { name: story.opener, exact: true }).click();
    await expect(modal).toHaveAttribute('open', '');
    await expect(preview(page).getByRole('dialog')).toBeVisible();
  });

  test('switches theme and text direction from the toolbar, and checks accessibility', async ({
    page,
  }) => {
    await page.goto(storyUrl(components[0]!.stories[0]!.id));
    const root = preview(page).locator('html');
    await expect(root).toHaveAttribute('data-sk-theme', themes[0]!);
    await expect(root).toHaveAttribute('dir', 'ltr');

    await page.getByRole('button', { name: 'Skerry theme Light' }).click();
    const choices = page.getByRole('listbox', { name: 'Skerry theme' }).getByRole('option');
    const labels = (await choices.allInnerTexts()).map((t) => t.trim());
    expect(labels).toEqual(['Light', 'Dark', 'High contrast']);
    await choices.filter({ hasText: 'High contrast' }).click();
    await expect(root).toHaveAttribute('data-sk-theme', 'high-contrast');

    await page.getByRole('button', { name: 'Text direction Left to right' }).click();
    await page
      .getByRole('listbox', { name: 'Text direction' })
      .getByRole('option', { name: 'Right to left' })
      .click();
    await expect(root).toHaveAttribute('dir', 'rtl');

    // The accessibility addon runs axe on the story and shows what it found.
    await page.getByRole('tab', { name: /Accessibility/ }).click();
    await expect(page.getByRole('tab', { name: /Passes/ })).toBeVisible();
    await expect(page.getByText('No accessibility violations found.')).toBeVisible();
  });
});

test.describe('StorybookEmbed', () => {
  const embedded = 'components-button--variants';

  for (const embedPage of ['/core-components/button/code/', '/get-started/developing/']) {
    test(`shows a story on ${embedPage}, lazily and sandboxed, with no console error or axe violation`, async ({
      page,
      request,
    }) => {
      await gotoReady(page, embedPage);
      const frame = page.locator('iframe.sk-storybook');
      await expect(frame).toHaveAttribute('src', storyFrameSrc(siteConfig.base, embedded));
      await expect(frame).toHaveAttribute('loading', 'lazy');
      await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
      await expect(frame).toHaveAccessibleName(/\S/);

      await frame.scrollIntoViewIfNeeded();
      const inside = page.frameLocator('iframe.sk-storybook');
      const story = components
        .find((c) => c.tag === 'sk-button')!
        .stories.find((s) => s.id === embedded)!;
      const buttons = inside.locator('sk-button');
      await expect(buttons).toHaveCount((story.html.match(/<sk-button\b/g) ?? []).length);
      await expect(buttons.first()).toBeVisible();
      // Upgraded: the element renders its own button.
      await expect(buttons.first().locator('button')).toHaveCount(1);

      expect(await seriousAxeViolations(page)).toEqual([]);

      // The page of one story may be framed by the site's pages, and no other page may.
      const framed = await request.get(storyFrameSrc(siteConfig.base, embedded));
      expect(framed.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
      const manager = await request.get(workbench);
      expect(manager.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    });
  }
});
