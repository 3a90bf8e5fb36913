import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../app/config/define.ts';
import { socialImageFile } from '../../app/head/social-image.ts';
import { collectPages, scannedPages } from '../page-data/page-data.ts';
import { page, writeTree } from '../test-fixtures.ts';
import { machineFiles, startMachineFiles } from './background.ts';
import { prepareMachineFiles, siteUrl } from './prepare-machine-files.ts';
import { markdownFile, writeMachineFiles } from './write-machine-files.ts';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-machines-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

const config = {
  title: 'Skerry',
  description: 'A design system.',
  themeColor: '#0065ab',
  lang: 'en-US',
  base: '/',
  productionUrl: 'https://skerry.design',
  sidebar: { groups: [{ title: 'Guides', dir: 'guides', links: [] }] },
  externalLinkLabel: '',
  disableScrollBehavior: false,
  search: { inputSelector: '#site-search', synonyms: {} },
  offline: { enabled: true, killSwitch: false },
} as unknown as SiteConfig;

const contentDir = writeTree({
  'index.mdx': page('Home', 'Welcome.'),
  'guides/index.mdx': page('Guides', 'All guides.'),
  'guides/forms.mdx': page(
    'Forms',
    '<Demo>\n\n```html\n<sk-button>Send</sk-button>\n```\n\n</Demo>',
  ),
});

describe('siteUrl and markdownFile', () => {
  it('make absolute URLs under the base, and put the Markdown beside the page', () => {
    expect(siteUrl(config)('/guides/a/')).toBe('https://skerry.design/guides/a/');
    expect(siteUrl({ base: '/docs/', productionUrl: undefined })('/a/')).toBe('/docs/a/');
    expect(markdownFile('/')).toBe('index.md');
    expect(markdownFile('/guides/a/')).toBe('guides/a/index.md');
  });
});

describe('the machine files', () => {
  it('are prepared on a worker when the build starts, then written into the site', async () => {
    const options = { contentDir, cacheDir: path.join(out, 'cache'), config };
    startMachineFiles(options);
    const prepared = await machineFiles(options);
    expect(prepared.pages.map((p) => p.routePath).sort()).toEqual([
      '/',
      '/guides/',
      '/guides/forms/',
    ]);
    expect(prepared.cardStats).toMatchObject({ images: 3, rendered: 3 });

    const distDir = path.join(out, 'dist');
    writeMachineFiles(distDir, prepared);
    expect(fs.readFileSync(path.join(distDir, 'guides/forms/index.md'), 'utf8')).toBe(
      '# Forms\n\n> About Forms.\n\n```html\n<sk-button>Send</sk-button>\n```\n',
    );
    expect(fs.existsSync(path.join(distDir, 'index.md'))).toBe(true);
    const llms = fs.readFileSync(path.join(distDir, 'llms.txt'), 'utf8');
    expect(llms).toContain('- [Forms](https://skerry.design/guides/forms/index.md): About Forms.');
    const full = fs.readFileSync(path.join(distDir, 'llms-full.txt'), 'utf8');
    expect(full).toContain('Source: https://skerry.design/guides/forms/\n\n# Forms');
    const card = socialImageFile({
      title: 'Forms',
      section: 'Guides',
      site: 'Skerry',
      color: '#0065ab',
    });
    expect(fs.statSync(path.join(distDir, card)).size).toBeGreaterThan(1000);
  });

  it('are prepared in the thread itself when no build started them, and reuse the drawn cards', async () => {
    const prepared = await machineFiles({ contentDir, cacheDir: path.join(out, 'cache'), config });
    expect(prepared.cardStats).toMatchObject({ images: 3, rendered: 0 });
  });

  it('report a page that cannot be read, from the worker too', async () => {
    const broken = writeTree({ 'index.mdx': '---\ntitle: 3\n---\n' });
    const options = { contentDir: broken, cacheDir: path.join(out, 'cache'), config };
    startMachineFiles(options);
    await expect(machineFiles(options)).rejects.toThrow(/index\.mdx/);
  });
});

describe("the route table's reading of the pages", () => {
  const sameFiles = (prepared: Awaited<ReturnType<typeof prepareMachineFiles>>) => ({
    pages: prepared.pages,
    llmsTxt: prepared.llmsTxt,
    llmsFullTxt: prepared.llmsFullTxt,
    cards: prepared.cards,
  });

  it('goes to the worker, which parses none of those pages again and makes the same files', async () => {
    const dir = writeTree({
      'index.mdx': page('Home', 'Welcome.'),
      'guides/index.mdx': page('Guides', 'All guides.'),
      'guides/forms.mdx': page('Forms', '## Fields\n\n```html\n<sk-input></sk-input>\n```'),
    });
    const cacheDir = path.join(out, 'cache');
    // As React Router's route table does when the build starts.
    collectPages(dir, config.base);
    startMachineFiles({ contentDir: dir, cacheDir, config });
    const fromWorker = await machineFiles({ contentDir: dir, cacheDir, config });
    expect(fromWorker.pagesParsed).toBe(0);
    const parsedHere = await prepareMachineFiles({
      contentDir: dir,
      cacheDir,
      config,
      parallel: 1,
    });
    expect(parsedHere.pagesParsed).toBe(3);
    expect(sameFiles(fromWorker)).toEqual(sameFiles(parsedHere));
  });

  it("is taken for a page whose text is still the file's, and a changed page is read again", async () => {
    const dir = writeTree({
      'index.mdx': page('Home', 'Welcome.'),
      'guides/index.mdx': page('Guides', 'All guides.'),
    });
    collectPages(dir, config.base);
    const scanned = structuredClone(scannedPages(dir, config.base));
    expect(scanned.map((p) => path.relative(dir, p.file)).sort()).toEqual([
      'guides/index.mdx',
      'index.mdx',
    ]);
    // The reading's tree is what the Markdown is made from: a word changed in it shows.
    const home = scanned.find(
      (p) => p.file.endsWith(`${path.sep}index.mdx`) && p.data.regularPath === '/',
    )!;
    const paragraph = home.tree.children.find((node) => node.type === 'paragraph')!;
    paragraph.children = [{ type: 'text', value: 'Welcome from the reading.' }];
    // A page edited since it was read is read from its file.
    const guides = scanned.find((p) => p.data.regularPath === '/guides/')!;
    fs.writeFileSync(guides.file, page('Guides', 'Edited since.'));

    const prepared = await prepareMachineFiles({
      contentDir: dir,
      cacheDir: path.join(out, 'cache'),
      config,
      parallel: 1,
      scanned,
    });
    expect(prepared.pagesParsed).toBe(1);
    const markdown = new Map(prepared.pages.map((p) => [p.routePath, p.markdown]));
    expect(markdown.get('/')).toContain('Welcome from the reading.');
    expect(markdown.get('/guides/')).toContain('Edited since.');
    expect(markdown.get('/guides/')).not.toContain('All guides.');
  });
});
