import { describe, expect, it } from 'vitest';
import type { ClientConfig } from '../../app/config/client-config.ts';
import type { NavPage, PageData } from '../../app/content/page.ts';
import { type LlmsPage, llmsFullTxt, llmsTxt } from './llms-txt.ts';

const site = {
  title: 'Skerry Design System',
  description: 'Web components and tokens.',
  base: '/',
  generator: { name: 'Skerry Docs', version: '0' },
  sidebar: {
    groups: [
      { title: 'Components', dir: 'core-components', links: [] },
      { title: 'Storybook', href: 'https://storybook.skerry.design/' },
      { title: 'Workbench', href: '/storybook/' },
      {
        title: 'Releases',
        dir: 'releases',
        links: [{ title: 'Older changelogs', href: 'https://github.com/x/releases' }],
      },
    ],
  },
} as unknown as ClientConfig;

function page(path: string, title: string, description: string, order?: number): LlmsPage {
  return {
    data: {
      title,
      regularPath: path,
      frontmatter: { title, description, ...(order === undefined ? {} : { order }) },
    } as unknown as PageData,
    markdown: `# ${title}\n\n${description}\n`,
  };
}

const pages = [
  page('/', 'Home', 'The start.'),
  page('/core-components/', 'Web components', 'All components.'),
  page('/core-components/button/', 'Button', 'Starts [an] action.'),
  page('/core-components/button/api/', 'Button API', 'Its API.', 1),
  page('/core-components/alert/', 'Alert', 'Tells.'),
  page('/releases/v6/', 'Version 6', 'Notes.'),
];
const nav: NavPage[] = pages.map((p) => ({
  path: p.data.regularPath,
  title: p.data.title,
  beta: false,
  ...(p.data.frontmatter.order === undefined ? {} : { order: p.data.frontmatter.order }),
}));
const url = (path: string) => `https://skerry.design${path}`;

describe('llms.txt', () => {
  const text = llmsTxt(pages, nav, site, url);

  it('opens with the title and a one-paragraph summary', () => {
    expect(text.startsWith('# Skerry Design System\n\n> Web components and tokens.\n\n')).toBe(
      true,
    );
  });

  it('lists each sidebar group’s pages, in sidebar order, as Markdown links with descriptions', () => {
    expect(text).toContain(
      [
        '## Components',
        '',
        '- [Web components](https://skerry.design/core-components/index.md): All components.',
        '- [Alert](https://skerry.design/core-components/alert/index.md): Tells.',
        '- [Button](https://skerry.design/core-components/button/index.md): Starts [an] action.',
        '- [Button API](https://skerry.design/core-components/button/api/index.md): Its API.',
      ].join('\n'),
    );
    expect(text).toContain('## Start\n\n- [Home](https://skerry.design/index.md): The start.');
    expect(text).toContain('- [Older changelogs](https://github.com/x/releases)');
    expect(text).toContain('## Optional\n\n- [Storybook](https://storybook.skerry.design/)');
    // A path below the base (the site's own workbench) as an absolute URL, as every link here.
    expect(text).toContain('- [Workbench](https://skerry.design/storybook/)');
  });
});

describe('llms-full.txt', () => {
  it('holds every page’s Markdown once, in the same order, each under its URL', () => {
    const text = llmsFullTxt(pages, nav, site, url);
    const sources = [...text.matchAll(/^Source: (.+)$/gm)].map((m) => m[1]);
    expect(sources).toEqual([
      'https://skerry.design/',
      'https://skerry.design/core-components/',
      'https://skerry.design/core-components/alert/',
      'https://skerry.design/core-components/button/',
      'https://skerry.design/core-components/button/api/',
      'https://skerry.design/releases/v6/',
    ]);
    expect(text).toContain(
      '---\n\nSource: https://skerry.design/releases/v6/\n\n# Version 6\n\nNotes.\n',
    );
  });
});
