import type {
  Code,
  List,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
} from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import { jsxElement, stringAttribute } from '../../../readers/mdx-jsx.ts';
import type { PageSources } from '../page-sources.ts';
import { factKeys } from './fact-nodes.ts';
import type { SiteFacts } from './site-facts.ts';
import { localeDirection } from '../../content/locale-direction.ts';
import { findElement } from '../../../readers/manifest.ts';
import { cdnPage, exampleMarkup } from './cdn-page.ts';

interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: RootContent[];
  position?: { start: { line: number } };
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({
  type: 'link',
  url,
  children,
});
const cell = (...children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
const table = (header: string[], rows: TableCell[][]): Table => ({
  type: 'table',
  align: header.map(() => null),
  children: [header.map((h) => cell(text(h))), ...rows].map((cells) => ({
    type: 'tableRow',
    children: cells,
  })),
});

const plural = (count: number, one: string, many: string) =>
  `${new Intl.NumberFormat('en-US').format(count)} ${count === 1 ? one : many}`;

/** A site path given to an element, checked like any link once the page is expanded. */
function notesPath(node: JsxNode, where: string): string {
  const notes = stringAttribute(node, 'notes');
  if (!notes || !notes.startsWith('/')) {
    throw new Error(
      `${where}: <${node.name}> needs notes="/releases/notes/", the release notes page`,
    );
  }
  return notes;
}

/**
 * How to install `names` (all the packages when not given) as they are: from npm once every one
 * of them is released, otherwise packed from a clone of the repository, which works before any
 * release. `where` names the page and line in errors.
 */
export function installSteps(
  facts: SiteFacts,
  names?: string[],
  where = '<Install>',
): RootContent[] {
  const known = facts.packages.map((p) => p.name);
  const unknown = (names ?? []).filter((name) => !known.includes(name));
  if (unknown.length) {
    throw new Error(
      `${where}: ${unknown.join(', ')} is not a package of the design system; it has ${known.join(', ')}`,
    );
  }
  // With what they need beside them: from npm that comes by itself, packed it must be packed too.
  const named = names?.length ? names : known;
  const needed = new Set<string>();
  const add = (name: string): void => {
    if (needed.has(name)) return;
    needed.add(name);
    facts.packages.find((p) => p.name === name)?.needs?.forEach(add);
  };
  named.forEach(add);
  const released = facts.packages.filter((p) => needed.has(p.name)).every((p) => p.released);
  // In the packages' own order (tokens, icons, components, …), as npm installs them.
  const chosen = released ? named : known.filter((name) => needed.has(name));
  if (!released && !facts.repository) {
    throw new Error(`${where}: needs the repository in site.config.ts to clone it from`);
  }
  const repository = (facts.repository ?? '').replace(/\/$/, '');
  const tarball = (name: string) => `../${name.replace(/^@/, '').replace('/', '-')}-*.tgz`;
  const install: Code = {
    type: 'code',
    lang: 'bash',
    value: released
      ? `npm install ${chosen.join(' ')}`
      : [
          `git clone ${repository}.git`,
          `cd ${repository.split('/').pop()}`,
          'npm ci && npm run build',
          `npm pack ${chosen.map((n) => `-w ${n}`).join(' ')} --pack-destination ..`,
          '',
          '# then, in your application, next to the clone:',
          `npm install ${chosen.map(tarball).join(' ')}`,
        ].join('\n'),
  };
  const intro: Paragraph = {
    type: 'paragraph',
    children: [
      text(
        released
          ? 'Install the packages from npm:'
          : 'The packages are not on npm yet, so pack them from the repository and install the files:',
      ),
    ],
  };
  return [intro, install];
}

/** What the quick start installs: the tokens and the components (with what they need). */
export const quickStartPackages = ['@skerry/tokens', '@skerry/components'];

/** The first steps with the packages as they are: install, load, use (see `installSteps`). */
export function quickStart(facts: SiteFacts): RootContent[] {
  const load: Code = {
    type: 'code',
    lang: 'js',
    value: [
      '// Once, at the start of your application (Vite, webpack, Rollup…):',
      "import '@skerry/tokens/tokens.css';",
      "import '@skerry/components/button.js';",
    ].join('\n'),
  };
  const use: Code = {
    type: 'code',
    lang: 'html',
    value: '<sk-button variant="primary">Hello, Skerry</sk-button>',
  };
  const step = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
  return [
    ...installSteps(facts, quickStartPackages, '<QuickStart>'),
    step(text('Load the tokens and each component you use, once:')),
    load,
    step(text('Then use the element like any HTML element:')),
    use,
  ];
}

/**
 * Expands the elements that state facts about the design system, from its data, so no page
 * states one by hand: `<Fact of="…">` becomes the words (a count, a version, a list of linked
 * components), `<SystemCounts>` the headline numbers, `<PackageVersions>` a table of the
 * packages' current versions, `<CdnPage tag="…">` a complete HTML page that loads the element from
 * the CDN build, around the page's first HTML example of it. An unknown fact or tag fails the
 * build, naming the page and the line.
 */
export function expandFacts(tree: Root, where: string, sources: PageSources): void {
  let keys: ReturnType<typeof factKeys> | undefined;
  const facts = () => sources.facts();
  visit(tree, (node, index, parent) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const element = node as unknown as JsxNode;
    if (!parent || index === undefined) return;
    const replace = (...nodes: RootContent[]) => {
      parent.children.splice(index, 1, ...(nodes as never[]));
      return [SKIP, index + nodes.length] as [typeof SKIP, number];
    };
    const line = element.position?.start.line;
    const at = line ? `${where}:${line}` : where;
    if (element.name === 'Fact') {
      keys ??= factKeys(facts());
      const of = stringAttribute(element, 'of');
      const fact = of ? keys[of] : undefined;
      if (!fact) {
        throw new Error(
          `${at}: <Fact of="${of ?? ''}"> is not a fact the site knows; it knows ${Object.keys(keys).join(', ')}`,
        );
      }
      let phrasing: PhrasingContent[];
      try {
        phrasing = fact();
      } catch (error) {
        throw new Error(`${at}: <Fact of="${of}">: ${(error as Error).message}`, {
          cause: error,
        });
      }
      return node.type === 'mdxJsxFlowElement'
        ? replace({ type: 'paragraph', children: phrasing } as Paragraph)
        : replace(...(phrasing as RootContent[]));
    }
    if (element.name === 'SystemCounts') {
      const f = facts();
      const built = f.components.filter((c) => c.status !== 'planned').length;
      const counts: [number, string, string, string][] = [
        [built, 'component', 'components', '/core-components/'],
        [f.icons.count, 'icon', 'icons', '/foundation/icons/'],
        [f.tokens.count, 'design token', 'design tokens', '/foundation/'],
        [f.locales.length, 'language', 'languages', '/foundation/internationalization/'],
        [f.themes.length, 'theme', 'themes', '/foundation/themes/'],
      ];
      const list: List = {
        type: 'list',
        ordered: false,
        spread: false,
        children: counts.map(([count, one, many, url]) => {
          const [number, ...words] = plural(count, one, many).split(' ');
          return {
            type: 'listItem',
            spread: false,
            children: [
              {
                type: 'paragraph',
                children: [
                  link(url, [
                    { type: 'strong', children: [text(number!)] },
                    text(` ${words.join(' ')}`),
                  ]),
                ],
              },
            ],
          };
        }),
      };
      return replace(jsxElement<RootContent>('flow', 'SystemCounts', [], [list]));
    }
    if (element.name === 'LocaleTable') {
      return replace(
        table(
          ['Language', 'Language tag', 'Direction'],
          facts().locales.map((locale) => [
            cell(text(locale.name)),
            cell(code(locale.code)),
            cell(text(localeDirection(locale.code) === 'rtl' ? 'Right to left' : 'Left to right')),
          ]),
        ),
      );
    }
    if (element.name === 'QuickStart') {
      return replace(...quickStart(facts()));
    }
    if (element.name === 'Install') {
      const names = stringAttribute(element, 'packages')?.split(/\s+/).filter(Boolean);
      return replace(...installSteps(facts(), names, `${at}: <Install>`));
    }
    if (element.name === 'CdnPage') {
      const tag = stringAttribute(element, 'tag');
      if (!tag || !findElement(sources.manifest(), tag)) {
        throw new Error(
          `${at}: <CdnPage tag="${tag ?? ''}"> names no element of @skerry/components (custom-elements.json)`,
        );
      }
      const markup = exampleMarkup(tree, tag);
      if (!markup) {
        throw new Error(
          `${at}: <CdnPage tag="${tag}"> found no HTML example of <${tag}> on the page`,
        );
      }
      return replace({ type: 'code', lang: 'html', value: cdnPage(sources.cdnFiles(), markup) });
    }
    if (element.name === 'PackageVersions') {
      const notes = notesPath(element, at);
      return replace(
        table(
          ['Package', 'Current version', 'Released', 'Changes not released yet'],
          facts().packages.map((pkg) => [
            cell(code(pkg.name)),
            cell(text(pkg.version)),
            cell(text(pkg.released ? 'Yes' : 'Not yet')),
            cell(
              pkg.pending
                ? link(`${notes}#unreleased`, [text(plural(pkg.pending, 'change', 'changes'))])
                : text('None'),
            ),
          ]),
        ),
      );
    }
    return undefined;
  });
}
