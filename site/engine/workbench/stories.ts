import type { CemDeclaration, CemManifest } from '../../readers/manifest.ts';
import { componentTagOf } from '../../readers/component-status.ts';
import { type DemoNode, customElementTags, parseDemoHtml } from '../../readers/parse-html.ts';
import type { ContentDemo } from '../../app/docs/demo/snippets.server.ts';
import { dedent } from '../../app/docs/demo/variants.server.ts';
import { componentModule } from '../../readers/component-modules.ts';
import { type WorkbenchArgType, argTypesOf, argsFromAttributes } from './arg-types.ts';

/** The sidebar folder every component sits in, as the site's sidebar names the group. */
export const storiesRoot = 'Components';

/**
 * A title or name as Storybook puts it into an id (its `sanitize`): lower case, every run of
 * other characters one `-`.
 */
function sanitize(value: string): string {
  return value
    .toLowerCase()
    .replace(/[ ’–—―′¿'`~!@#$%^&*()_|+\-=?;:'",.<>{}[\]\\/]/gi, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The id Storybook gives a story: `components-button--small-medium-and-large`. */
export function storyId(title: string, exportName: string): string {
  return `${sanitize(title)}--${sanitize(exportName)}`;
}

/** One story: a demo of the site, with the attributes of the component's element as its args. */
export interface WorkbenchStory {
  /** The export's name in the story file, which Storybook makes the story's id from. */
  exportName: string;
  /** Storybook's id of it, which StorybookEmbed names (`storyId`). */
  id: string;
  /** What the sidebar shows: the demo's caption, and its page when two share a caption. */
  name: string;
  /** The demo's HTML, as the page shows it in its HTML tab. */
  html: string;
  /** For a modal's demo, the text of the button that opens it, as on the page. */
  opener?: string;
  args: Record<string, string | number | boolean>;
  /** The page the demo is on, relative to the base: `/core-components/button/`. */
  page: string;
}

/** The stories of one element: one Storybook component, one generated file. */
export interface WorkbenchComponent {
  tag: string;
  /** `Components/Icon button`. */
  title: string;
  /** The story file's name: `icon-button.stories.ts`. */
  file: string;
  /** The package modules that define every element its stories use. */
  imports: string[];
  /** The element's summary and description from its JSDoc, for its docs page. */
  description: string;
  status: string | undefined;
  argTypes: Record<string, WorkbenchArgType>;
  stories: WorkbenchStory[];
}

/** `sk-icon-button` → `Icon button`, as the site names components. */
export function componentName(tag: string): string {
  const words = tag.replace(/^sk-/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The folder of the package a declaration's module is in (`dist/components/radio/…` → `radio`). */
function folderOf(modulePath: string): string | undefined {
  return /(?:^|\/)components\/([a-z0-9-]+)\//.exec(modulePath)?.[1];
}

function firstElement(nodes: readonly DemoNode[], tag: string): DemoNode | undefined {
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    if (node.tag === tag) return node;
    const inside = firstElement(node.children, tag);
    if (inside) return inside;
  }
  return undefined;
}

const reservedWords = new Set(
  'await break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof let new null return super switch this throw true try typeof var void while with yield'.split(
    ' ',
  ),
);

/**
 * A caption as an export name: lower-case words joined by `_`, which Storybook turns into the
 * story id's last part (`Small, medium and large` → `small_medium_and_large` →
 * `components-button--small-medium-and-large`).
 */
export function exportNameOf(caption: string): string {
  const words = caption
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const name = words.join('_') || 'example';
  return /^[0-9]/.test(name) || reservedWords.has(name) ? `story_${name}` : name;
}

/** `core-components/button/code.mdx` → `code`; a page outside a component's folder by its path. */
function pageLabel(demo: ContentDemo): string {
  const own = /^core-components\/[a-z0-9-]+\/(index|api|code)\.mdx$/.exec(demo.page.relativePath);
  if (own) return own[1] === 'index' ? 'overview' : own[1] === 'api' ? 'API' : 'code';
  return demo.page.routePath.replace(/^\/|\/$/g, '');
}

/**
 * Which elements a demo is a story of. On a component's own pages (`core-components/<folder>/`)
 * it is a story of every element of that package folder it shows: the radio pages' demos are
 * stories of `sk-radio-group` and of `sk-radio`. Anywhere else (a foundation page), or on a
 * component page whose elements it does not show, it is a story of the first Skerry element in
 * its markup.
 */
function ownersOf(
  demo: ContentDemo,
  tags: readonly string[],
  folders: ReadonlyMap<string, string | undefined>,
): string[] {
  const pageTag = componentTagOf(demo.page.relativePath);
  const pageFolder = pageTag ? pageTag.replace(/^sk-/, '') : undefined;
  const own = pageFolder ? tags.filter((tag) => folders.get(tag) === pageFolder) : [];
  return own.length ? own : tags.slice(0, 1);
}

/**
 * The workbench's components and their stories, from the two sources the site's pages use:
 * every custom element of `custom-elements.json` (its argument types, description and status)
 * and every `<Demo>` of the content (its HTML, unchanged). A component's stories are in the
 * order of its pages (overview, code, API, then others); nothing is listed by hand, so a new
 * component's demos are stories as soon as its pages have them. Elements without a demo are
 * returned with no stories, for the test that requires one.
 */
export function workbenchComponents(
  manifest: CemManifest | undefined,
  demos: readonly ContentDemo[],
): WorkbenchComponent[] {
  const elements: { declaration: CemDeclaration; folder: string | undefined }[] = [];
  for (const module of manifest?.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      if (declaration.customElement && declaration.tagName) {
        elements.push({ declaration, folder: folderOf(module.path) });
      }
    }
  }
  const folders = new Map(elements.map((e) => [e.declaration.tagName!, e.folder]));
  const pageRank = (demo: ContentDemo) =>
    ['overview', 'code', 'API'].indexOf(pageLabel(demo)) >>> 0;
  const ordered = [...demos].sort((a, b) => pageRank(a) - pageRank(b));

  const components = new Map<string, WorkbenchComponent>();
  for (const { declaration } of elements) {
    const tag = declaration.tagName!;
    components.set(tag, {
      tag,
      title: `${storiesRoot}/${componentName(tag)}`,
      file: `${tag.replace(/^sk-/, '')}.stories.ts`,
      imports: [componentModule(tag, manifest)],
      description: [declaration.summary, declaration.description]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join('\n\n'),
      status: declaration.status,
      argTypes: argTypesOf(declaration),
      stories: [],
    });
  }

  // Each component's demos with the page they are on, named once all are known.
  const found = new Map<
    string,
    { story: Omit<WorkbenchStory, 'exportName' | 'id'>; label: string }[]
  >();
  for (const demo of ordered) {
    const where = demo.page.relativePath;
    const html = dedent(demo.html);
    const nodes = parseDemoHtml(html, where);
    const tags = customElementTags(nodes).filter((tag) => components.has(tag));
    for (const tag of ownersOf(demo, tags, folders)) {
      const component = components.get(tag)!;
      const element = firstElement(nodes, tag);
      const story = {
        name: demo.title ?? componentName(tag),
        html,
        ...(demo.opener === undefined ? {} : { opener: demo.opener }),
        args: argsFromAttributes(
          element?.type === 'element' ? element.attributes : [],
          component.argTypes,
        ),
        page: demo.page.routePath,
      };
      found.set(tag, [...(found.get(tag) ?? []), { story, label: pageLabel(demo) }]);
      for (const used of tags) {
        const module = componentModule(used, manifest);
        if (!component.imports.includes(module)) component.imports.push(module);
      }
    }
  }

  for (const [tag, stories] of found) {
    const count = (name: string) => stories.filter(({ story }) => story.name === name).length;
    const taken = new Set<string>();
    const component = components.get(tag)!;
    component.stories = stories.map(({ story, label }) => {
      // Two demos of one caption (a form on the overview and the code page) say their page.
      const name = count(story.name) > 1 ? `${story.name} (${label})` : story.name;
      let exportName = exportNameOf(name);
      for (let n = 2; taken.has(exportName); n += 1) exportName = `${exportNameOf(name)}_${n}`;
      taken.add(exportName);
      return { ...story, name, exportName, id: storyId(component.title, exportName) };
    });
  }
  return [...components.values()];
}
