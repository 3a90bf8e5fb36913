import { describe, expect, it } from 'vitest';
import type { CemManifest } from '../../readers/manifest.ts';
import type { BundledTranslations } from '../../app/docs/localization-strings/translations.server.ts';
import { parseMdx } from '../compile/markdown.ts';
import { analyzePage } from '../page-data/page-analysis.ts';
import type { CollectedPage } from '../page-data/page-data.ts';
import { htmlToPhrasing } from './markdown-elements.ts';
import { pageMarkdown } from './page-markdown.ts';

const manifest: CemManifest = {
  schemaVersion: '2.1.0',
  modules: [
    {
      path: 'dist/components/button/button.js',
      declarations: [
        {
          kind: 'class',
          name: 'SkButton',
          tagName: 'sk-button',
          customElement: true,
          translationKeys: ['loading'],
          members: [
            {
              kind: 'field',
              name: 'variant',
              type: { text: "'primary' | 'secondary'" },
              default: "'primary'",
              description: 'The visual *emphasis*; see `size`.',
              attribute: 'variant',
              reflects: true,
            },
          ],
          events: [],
        } as CemManifest['modules'][number]['declarations'] extends (infer D)[] | undefined
          ? D
          : never,
      ],
    },
  ],
};

const translations: BundledTranslations = [
  { locale: 'en', strings: { loading: 'Loading' } },
  { locale: 'fi', strings: { loading: 'Ladataan' } },
  { locale: 'de', strings: {} },
];

const url = (sitePath: string) => `https://skerry.design${sitePath}`;

function markdownOf(source: string, pages: CollectedPage[] = []): string {
  const tree = parseMdx(source);
  const analysis = analyzePage(tree, 'core-components/button/index.mdx');
  return pageMarkdown(
    tree,
    { title: analysis.frontmatter.title, frontmatter: analysis.frontmatter },
    {
      where: 'core-components/button/index.mdx',
      source,
      url,
      manifest,
      translations: () => translations,
      pages,
    },
  );
}

const front = (body: string, extra = '') =>
  `---\ntitle: Button\ndescription: Buttons start actions.\n${extra}---\n\n${body}\n`;

describe('pageMarkdown', () => {
  it('keeps the prose, drops the frontmatter and the scripts, and puts the description under the title', () => {
    const markdown = markdownOf(
      front(
        "import x from './x.js';\n\n# Button\n\nA button *starts* an action.\n\n{x}\n\nSee [the modal](/core-components/modal/).",
      ),
    );
    expect(markdown).toBe(
      '# Button\n\n> Buttons start actions.\n\nA button _starts_ an action.\n\n' +
        'See [the modal](https://skerry.design/core-components/modal/).\n',
    );
  });

  it('gives a page without a heading its title', () => {
    expect(markdownOf(front('Text.'))).toMatch(
      /^# Button\n\n> Buttons start actions\.\n\nText\.\n$/,
    );
  });

  it('writes a demo as its HTML source, titled in the fence', () => {
    const markdown = markdownOf(
      front(
        '# Button\n\n<Demo title="Variants">\n\n```html\n  <sk-button variant="primary">Save</sk-button>\n  <sk-button variant="danger">Delete</sk-button>\n```\n\n</Demo>',
      ),
    );
    expect(markdown).toContain(
      '```html title="Variants"\n<sk-button variant="primary">Save</sk-button>\n<sk-button variant="danger">Delete</sk-button>\n```',
    );
  });

  it('writes the API from the manifest as Markdown tables, names and types as code', () => {
    const markdown = markdownOf(front('# Button API\n\n<WebComponentApi tag="sk-button" />'));
    expect(markdown).toContain('## Properties');
    expect(markdown).toMatch(
      /\| `variant` \| `variant` \| `'primary' \\\| 'secondary'` \| `'primary'` \| The visual _emphasis_; see `size`\. \(Reflects to its attribute\.\) \|/,
    );
    expect(markdown).toContain('## Events\n\n\\<sk-button> dispatches no events of its own.');
  });

  it('writes the strings of every locale as a table, saying what is not translated', () => {
    const markdown = markdownOf(front('<LocalizationStrings tag="sk-button" />'));
    expect(markdown).toContain('| Key | English (en) | Finnish (fi) | German (de) |');
    expect(markdown).toContain('| `loading` | Loading | Ladataan | _not translated_ |');
  });

  it('keeps the text of tabs, do/don’t examples, anatomy and comparison, and says what only the page shows', () => {
    const markdown = markdownOf(
      front(
        [
          '<Tabs label="Install">\n<Tab label="npm">\n\n```sh\nnpm i x\n```\n\n</Tab>\n</Tabs>',
          '<DoDont>\n<Do caption="Use one primary button.">\n  <sk-button>Save</sk-button>\n</Do>\n<Dont caption="Style by palette.">\n\n```css\n.a {}\n```\n\n</Dont>\n</DoDont>',
          '<Anatomy title="Anatomy of a button" description="A button." width={10} height={10} parts={[{ name: \'Label\', description: \'the text.\', x: 1, y: 1 }]}>\n  <rect />\n</Anatomy>',
          "<ComponentsComparison caption=\"Compared\" current=\"sk-button\" components={[{ tag: 'sk-button', name: 'Button', example: '<sk-button>Go</sk-button>', use: 'Actions.', differences: { Label: 'Text.' } }]} />",
          'Press <kbd>Enter</kbd> <Icon name="info" /> or <Icon name="x" label="close" />.',
          '<ColorSwatches kind="palette" />',
        ].join('\n\n'),
      ),
    );
    expect(markdown).toContain('**npm**\n\n```sh\nnpm i x\n```');
    expect(markdown).toContain(
      '**Do:** Use one primary button.\n\n```jsx\n<sk-button>Save</sk-button>\n```',
    );
    expect(markdown).toContain('**Don’t:** Style by palette.\n\n```css\n.a {}\n```');
    expect(markdown).toContain('**Anatomy of a button** A button.\n\n1. **Label**: the text.');
    expect(markdown).toContain('**Compared**');
    expect(markdown).toContain(
      '| Component | [sk-button](https://skerry.design/core-components/button/) |',
    );
    expect(markdown).toContain('| Label | Text. |');
    expect(markdown).toContain('Press Enter  or close.');
    expect(markdown).toContain(
      '_The web page shows the colour swatches with their contrast ratios here._',
    );
  });
});

describe('htmlToPhrasing', () => {
  it('turns the API tables’ HTML cells back into Markdown phrasing', () => {
    const nodes = htmlToPhrasing('Use <code>a|b</code>, <em>not</em> <a href="/x/">this</a>.');
    expect(nodes.map((n) => n.type)).toEqual([
      'text',
      'inlineCode',
      'text',
      'emphasis',
      'text',
      'link',
      'text',
    ]);
  });
});
