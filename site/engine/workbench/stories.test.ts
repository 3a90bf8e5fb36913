import { describe, expect, it } from 'vitest';
import { type CemManifest, readManifest } from '../../readers/manifest.ts';
import { routePathOf } from '../content/content-files.ts';
import { contentDemos } from '../../app/docs/demo/snippets.server.ts';
import { contentDir } from '../../readers/paths.ts';
import { exportNameOf, storyId, workbenchComponents } from './stories.ts';

const element = (tagName: string, extra: object = {}) => ({
  kind: 'class',
  name: tagName,
  customElement: true,
  tagName,
  ...extra,
});

const manifest: CemManifest = {
  schemaVersion: '2.1.0',
  modules: [
    {
      path: 'dist/components/button/button.js',
      declarations: [
        element('sk-button', {
          summary: 'Starts an action.',
          status: 'stable',
          attributes: [
            { name: 'variant', type: { text: "'primary' | 'danger'" }, fieldName: 'variant' },
            { name: 'disabled', type: { text: 'boolean' }, fieldName: 'disabled' },
          ],
        }),
      ],
    },
    {
      path: 'dist/components/radio/radio-group.js',
      declarations: [element('sk-radio-group')],
    },
    { path: 'dist/components/radio/radio.js', declarations: [element('sk-radio')] },
    { path: 'dist/components/icon/icon.js', declarations: [element('sk-icon')] },
  ],
};

const demo = (relativePath: string, title: string | undefined, html: string) => ({
  page: { file: `/content/${relativePath}`, relativePath, routePath: routePathOf(relativePath) },
  title,
  html,
});

describe('the workbench’s stories', () => {
  it('are the demos of each component’s pages, overview first, then code and API', () => {
    const components = workbenchComponents(manifest, [
      demo('core-components/button/api.mdx', 'All attributes', '<sk-button>A</sk-button>'),
      demo('core-components/button/code.mdx', 'In a form', '<form><sk-button>B</sk-button></form>'),
      demo('core-components/button/index.mdx', 'Button', '<sk-button>C</sk-button>'),
    ]);
    const button = components.find((c) => c.tag === 'sk-button')!;
    expect(button.title).toBe('Components/Button');
    expect(button.file).toBe('button.stories.ts');
    expect(button.stories.map((s) => [s.name, s.id, s.page])).toEqual([
      ['Button', 'components-button--button', '/core-components/button/'],
      ['In a form', 'components-button--in-a-form', '/core-components/button/code/'],
      ['All attributes', 'components-button--all-attributes', '/core-components/button/api/'],
    ]);
    expect(button.description).toBe('Starts an action.');
    expect(button.status).toBe('stable');
  });

  it('keep the demo’s HTML and take the element’s attributes as their arguments', () => {
    const [story] = workbenchComponents(manifest, [
      demo(
        'core-components/button/index.mdx',
        'Danger',
        '\n    <p><sk-button variant="danger" disabled class="x">Delete</sk-button></p>\n    <sk-button>Later</sk-button>\n  ',
      ),
    ]).find((c) => c.tag === 'sk-button')!.stories;
    expect(story!.html).toBe(
      '<p><sk-button variant="danger" disabled class="x">Delete</sk-button></p>\n<sk-button>Later</sk-button>',
    );
    // `class` is no attribute the manifest knows, so it is no control either.
    expect(story!.args).toEqual({ variant: 'danger', disabled: true });
  });

  it('give a demo on a page of a package folder to every element of that folder it shows', () => {
    const components = workbenchComponents(manifest, [
      demo(
        'core-components/radio/index.mdx',
        'Radio group',
        '<sk-radio-group><sk-radio value="a">A</sk-radio></sk-radio-group><sk-button>Send</sk-button>',
      ),
    ]);
    const names = (tag: string) => components.find((c) => c.tag === tag)!.stories.length;
    expect([names('sk-radio-group'), names('sk-radio'), names('sk-button')]).toEqual([1, 1, 0]);
    // Its file imports every element the demo shows, from the folder's entry.
    expect(components.find((c) => c.tag === 'sk-radio')!.imports).toEqual([
      '@skerry/components/radio.js',
      '@skerry/components/button.js',
    ]);
  });

  it('give a demo anywhere else to the first Skerry element in it', () => {
    const components = workbenchComponents(manifest, [
      demo(
        'foundation/icons/code.mdx',
        'Icons',
        '<div><sk-icon name="x"></sk-icon></div><sk-button>B</sk-button>',
      ),
      demo('foundation/internationalization.mdx', undefined, '<sk-button>Arabic</sk-button>'),
      demo('foundation/color.mdx', 'Native only', '<button>Plain</button>'),
    ]);
    expect(components.find((c) => c.tag === 'sk-icon')!.stories.map((s) => s.name)).toEqual([
      'Icons',
    ]);
    // A demo without a caption is named after its component.
    expect(components.find((c) => c.tag === 'sk-button')!.stories.map((s) => s.name)).toEqual([
      'Button',
    ]);
  });

  it('tell two demos of one caption apart by their page, with distinct ids', () => {
    const stories = workbenchComponents(manifest, [
      demo('core-components/button/index.mdx', 'Sizes', '<sk-button>A</sk-button>'),
      demo('core-components/button/code.mdx', 'Sizes', '<sk-button>B</sk-button>'),
    ]).find((c) => c.tag === 'sk-button')!.stories;
    expect(stories.map((s) => [s.name, s.exportName, s.id])).toEqual([
      ['Sizes (overview)', 'sizes_overview', 'components-button--sizes-overview'],
      ['Sizes (code)', 'sizes_code', 'components-button--sizes-code'],
    ]);
  });

  it('are named by valid, distinct export names', () => {
    expect(exportNameOf('Small, medium and large')).toBe('small_medium_and_large');
    expect(exportNameOf('A 200-character limit')).toBe('a_200_character_limit');
    expect(exportNameOf('2 columns')).toBe('story_2_columns');
    expect(exportNameOf('Default')).toBe('story_default');
    expect(exportNameOf('Élan')).toBe('elan');
    expect(storyId('Components/Icon button', 'a_b')).toBe('components-icon-button--a-b');
  });
});

describe('the workbench’s modal stories', () => {
  it('open from the button the page’s ModalWrapper has', () => {
    const modals = contentDemos(contentDir).filter((d) => d.html.includes('<sk-modal'));
    const wrapped = modals.filter((d) => d.opener !== undefined);
    expect(wrapped.length).toBeGreaterThan(0);
    const stories = workbenchComponents(readManifest(), wrapped).find(
      (c) => c.tag === 'sk-modal',
    )!.stories;
    expect(stories.map((s) => s.opener)).toEqual(wrapped.map((d) => d.opener));
    expect(stories.every((s) => typeof s.opener === 'string' && s.opener.length > 0)).toBe(true);
  });

  it('take no opener from a plain demo', () => {
    const [story] = workbenchComponents(manifest, [
      demo('core-components/button/index.mdx', 'Plain', '<sk-button>A</sk-button>'),
    ]).find((c) => c.tag === 'sk-button')!.stories;
    expect(story!.opener).toBeUndefined();
  });
});

describe('the workbench of this site', () => {
  // The rule the issue sets: every component, today's and tomorrow's, has its stories.
  it('has a story for every component in custom-elements.json', () => {
    const components = workbenchComponents(readManifest(), contentDemos(contentDir));
    expect(components.length).toBeGreaterThan(0);
    const without = components.filter((c) => c.stories.length === 0).map((c) => c.tag);
    expect(without, 'components without a <Demo> on their pages, so without a story').toEqual([]);
  });
});
