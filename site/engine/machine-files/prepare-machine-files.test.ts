import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../app/config/define.ts';
import { socialImageFile } from '../../app/head/social-image.ts';
import { page, writeTree } from '../test-fixtures.ts';
import { machineFiles, startMachineFiles } from './background.ts';
import { siteUrl } from './prepare-machine-files.ts';
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
