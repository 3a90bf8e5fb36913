import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { compareWithServer } from '../engine/machine-files/static-host-check.ts';
import { parseHeaders, parseRedirects } from '../engine/machine-files/static-host-format.ts';
import { hostLimitProblems } from '../engine/machine-files/static-host-limits.ts';
import { distDir } from '../readers/paths.ts';
import { thirdPartySources } from '../hosting/third-party-sources.ts';
import { contentSecurityPolicy } from '../hosting/csp.ts';
import { metaPolicy, policyInPage } from '../hosting/policy-meta.ts';
import { redirectForms } from '../hosting/routes.ts';
import siteConfig from '../site.config.ts';
import { expect, gotoReady, sitePages, test } from './fixtures.ts';

/** A URL on the production host, as the built files write it, made a path on the test server. */
const local = (url: string) => {
  expect(url.startsWith(siteConfig.productionUrl!)).toBe(true);
  return new URL(url).pathname;
};

const meta = async (page: Page, selector: string) =>
  page.locator(`head ${selector}`).getAttribute('content');

test.describe('what machines read', () => {
  test('a page has a social card with its size, alternative text and X tags', async ({
    page,
    request,
  }) => {
    await gotoReady(page, '/core-components/button/');
    const image = (await meta(page, 'meta[property="og:image"]'))!;
    expect(image).toMatch(/^https:\/\/skerry\.design\/assets\/og\/button-[0-9a-f]{8}\.png$/);
    expect(await meta(page, 'meta[property="og:image:width"]')).toBe('1200');
    expect(await meta(page, 'meta[property="og:image:height"]')).toBe('630');
    expect(await meta(page, 'meta[property="og:image:alt"]')).toContain('Button');
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await meta(page, 'meta[name="twitter:image"]')).toBe(image);
    expect(await meta(page, 'meta[name="twitter:title"]')).toBe(await page.title());
    expect(await meta(page, 'meta[name="twitter:description"]')).toBe(
      await meta(page, 'meta[name="description"]'),
    );
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      '/core-components/button/index.md',
    );

    const response = await request.get(local(image));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('the structured data names the site, its search, the trail and the article', async ({
    page,
  }) => {
    await gotoReady(page, '/core-components/button/api/');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0]!) as { '@graph': Record<string, unknown>[] };
    const types = data['@graph'].map((node) => node['@type']);
    expect(types).toEqual(['WebSite', 'BreadcrumbList', 'TechArticle']);
    const [site, trail, article] = data['@graph'] as [
      { potentialAction: { target: { urlTemplate: string } } },
      { itemListElement: { name: string; item: string }[] },
      Record<string, string>,
    ];
    expect(site.potentialAction.target.urlTemplate).toBe(
      'https://skerry.design/?q={search_term_string}',
    );
    expect(trail.itemListElement.map((step) => step.item)).toEqual([
      'https://skerry.design/',
      'https://skerry.design/core-components/',
      'https://skerry.design/core-components/button/',
      'https://skerry.design/core-components/button/api/',
    ]);
    expect(article).toMatchObject({ headline: 'Button API', inLanguage: 'en-US' });
    expect(Date.parse(article.dateModified!)).not.toBeNaN();
  });

  test('the search action’s address opens the search with the query and its results', async ({
    page,
  }) => {
    await gotoReady(page, '/?q=password');
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    await expect(box).toHaveValue('password');
    await expect(box).toBeFocused();
    await expect(
      page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
    ).toContainText('Password');
  });

  test('llms.txt lists the pages as Markdown, and each page has its Markdown beside it', async ({
    request,
  }) => {
    const llms = await request.get('/llms.txt');
    expect(llms.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const index = await llms.text();
    expect(index).toMatch(/^# Skerry Design System\n\n> /);
    expect(index).toContain('- [Button](https://skerry.design/core-components/button/index.md): ');

    const full = await request.get('/llms-full.txt');
    expect(full.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await full.text()).toContain(
      'Source: https://skerry.design/core-components/button/api/',
    );

    const button = await request.get('/core-components/button/index.md');
    expect(button.status()).toBe(200);
    expect(button.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const markdown = await button.text();
    expect(markdown).toMatch(/^# Button\n\n> /);
    expect(markdown).toContain('```html title="Variants"\n<sk-button variant="primary">');

    // The API tables are on the button's API page, as in the HTML.
    const api = await (await request.get('/core-components/button/api/index.md')).text();
    expect(api).toMatch(/^\| `variant` \| `variant` \| `'primary' \\\| 'secondary'/m);
  });

  test('the sitemap gives every page its last change', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    expect(urls).toHaveLength(sitePages.length);
    for (const url of urls)
      expect(url).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
  });

  test('_headers and _redirects say what npm start does', async ({ request }) => {
    const headers = parseHeaders(fs.readFileSync(path.join(distDir, '_headers'), 'utf8'));
    const redirects = parseRedirects(fs.readFileSync(path.join(distDir, '_redirects'), 'utf8'));
    const exact = new Set(headers.map((rule) => rule.path).filter((p) => !p.includes('*')));

    // Every page and its Markdown, every exact rule (root files) and a few files of each folder
    // rule.
    const sample = (folder: string) =>
      fs
        .readdirSync(path.join(distDir, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => !/\.(?:br|gz)$/.test(file))
        .filter((file) => fs.statSync(path.join(distDir, folder, file)).isFile())
        .slice(0, 8)
        .map((file) => `/${folder}/${file.split(path.sep).join('/')}`);
    const paths = [
      ...new Set([
        ...sitePages.flatMap(({ path: pagePath }) => [pagePath, `${pagePath}index.md`]),
        '/404.html',
        ...exact,
      ]),
      ...sample('assets'),
      ...sample('assets/og'),
      ...sample('pagefind/fragment'),
      ...sample('pagefind/index'),
    ];
    const candidates = sitePages.flatMap(({ path: pagePath }) =>
      redirectForms.flatMap((form) => {
        const source = form.source(pagePath.slice(1));
        return source === null ? [] : [`/${encodeURI(source)}`];
      }),
    );
    const ask = (context: APIRequestContext) => async (target: string) => {
      const response = await context.get(target, { maxRedirects: 0 });
      return { status: response.status(), headers: response.headers() };
    };
    const problems = await compareWithServer({
      headers,
      redirects,
      paths,
      candidates: [...candidates, '/nope', '/nope.html', '/assets/nope.js'],
      request: ask(request),
    });
    expect(problems).toEqual([]);
    expect(redirects.length).toBeGreaterThanOrEqual(sitePages.length * 2);
  });

  test('_headers and _redirects fit what the static hosts read', () => {
    const headersText = fs.readFileSync(path.join(distDir, '_headers'), 'utf8');
    const redirectsText = fs.readFileSync(path.join(distDir, '_redirects'), 'utf8');
    const files = {
      headers: parseHeaders(headersText),
      headersText,
      redirects: parseRedirects(redirectsText),
      redirectsText,
    };
    expect(hostLimitProblems(files)).toEqual([]);
    // As many rules for any number of pages: none names a page but the home page (whose folder,
    // the root, holds files of every kind), each section of pages is one rule.
    const pagePaths = new Set(sitePages.map(({ path: pagePath }) => pagePath));
    pagePaths.delete(siteConfig.base);
    expect(files.headers.filter((rule) => pagePaths.has(rule.path))).toEqual([]);
  });

  test('every page carries its policy, ahead of its scripts, allowing exactly those', () => {
    const files = [
      ...sitePages.map(({ path: pagePath }) => path.join(distDir, pagePath, 'index.html')),
      path.join(distDir, '404.html'),
    ];
    for (const file of files) {
      const html = fs.readFileSync(file, 'utf8');
      const own = policyInPage(html);
      expect(own, file).toBe(
        metaPolicy(contentSecurityPolicy(html, thirdPartySources(siteConfig))),
      );
      expect(html.indexOf('http-equiv="Content-Security-Policy"'), file).toBeLessThan(
        html.indexOf('<script'),
      );
    }
  });
});

test.describe('a page’s own policy, with no policy header', () => {
  test.use({ expectedConsoleErrors: /Content Security Policy/ });

  test('runs the page’s scripts and refuses one it does not list', async ({ page }) => {
    const response = await gotoReady(page, '/core-components/button/');
    expect(response?.headers()['content-security-policy']).toBeUndefined();
    const ran = await page.evaluate(async () => {
      const refused = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve(event.violatedDirective),
        ),
      );
      const script = document.createElement('script');
      script.textContent = 'window.skerryInjected = true;';
      document.head.append(script);
      return { directive: await refused, injected: 'skerryInjected' in window };
    });
    expect(ran).toEqual({ directive: 'script-src-elem', injected: false });
  });
});
