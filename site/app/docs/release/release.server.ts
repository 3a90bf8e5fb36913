import GithubSlugger from 'github-slugger';
import type {
  Heading,
  List,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  TableRow,
} from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import { jsxElement, plainAttribute, stringAttribute } from '../../../readers/mdx-jsx.ts';
import type { PageSources } from '../../../engine/page-data/page-sources.ts';
import type {
  ReleaseData,
  ReleaseItemData,
} from '../../../engine/page-data/releases/release-notes.ts';
import { headline, linkComponents, summaryNodes } from './summary-nodes.server.ts';

interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number } };
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
/** A date as the pages show it ("March 12, 2026"), the same on every build machine. */
const time = (at: number): PhrasingContent =>
  jsxElement(
    'text',
    'time',
    [plainAttribute('dateTime', isoDate(at))],
    [text(longDate.format(at))],
  );
const heading = (depth: Heading['depth'], title: string): Heading => ({
  type: 'heading',
  depth,
  children: [text(title)],
});

function releaseNodes(
  release: ReleaseData,
  tagPages: ReadonlyMap<string, string>,
  firstRelease: boolean,
): RootContent {
  const pending = firstRelease
    ? 'Changes not released yet, newest first: they come out with the first release of each package.'
    : 'Changes made since the last release, newest first: they come out with the next version of each package.';
  const intro: Paragraph = {
    type: 'paragraph',
    children: release.version
      ? [text('Released on '), time(release.date), text('.')]
      : [text(pending)],
  };
  const groups = release.groups.map((group) =>
    jsxElement<RootContent>(
      'flow',
      'ReleaseGroup',
      [
        plainAttribute('package', group.package),
        ...(group.version ? [plainAttribute('version', group.version)] : []),
      ],
      [
        heading(3, group.version ? `${group.package} ${group.version}` : group.package),
        ...group.items.map((item) =>
          jsxElement<RootContent>(
            'flow',
            'ReleaseItem',
            [
              plainAttribute('type', item.type),
              ...(release.version ? [] : [plainAttribute('date', isoDate(item.date))]),
            ],
            linkComponents(summaryNodes(item.summary), tagPages),
          ),
        ),
      ],
    ),
  );
  return jsxElement<RootContent>(
    'flow',
    'Release',
    [plainAttribute('version', release.version ?? 'unreleased')],
    [heading(2, release.version ?? 'Unreleased'), intro, ...groups],
  );
}

/** The release notes page an element links to, a site path checked like any link. */
function notesAttribute(element: JsxNode, at: string): string {
  const notes = stringAttribute(element, 'notes');
  if (!notes?.startsWith('/')) {
    throw new Error(
      `${at}: <${element.name}> needs notes="/releases/notes/", the release notes page`,
    );
  }
  return notes;
}

/** The latest changes across every release, each once however many packages it touches. */
function latestChanges(releases: ReleaseData[], limit: number): ReleaseItemData[] {
  const seen = new Map<string, ReleaseItemData & { packages: string[] }>();
  for (const item of releases.flatMap((r) => r.groups.flatMap((g) => g.items))) {
    const key = `${item.source.file}:${item.source.line}`;
    const known = seen.get(key);
    if (known) known.packages.push(item.package);
    else seen.set(key, { ...item, packages: [item.package] });
  }
  return [...seen.values()].sort((a, b) => b.date - a.date).slice(0, limit);
}

/**
 * Expands the release elements from the packages' changelogs and pending changesets:
 * `<ReleaseNotes />` into a `<Release>` per version (pending changes first, as "Unreleased"),
 * a `<ReleaseGroup>` per package and a `<ReleaseItem>` per change, with headings for the table
 * of contents and each component a change names linked to its page; `<WhatsNew notes="…" />`
 * into the latest changes, dated, and a link to the release notes.
 */
export function expandReleases(tree: Root, where: string, sources: PageSources): void {
  visit(tree, (node, index, parent) => {
    if (node.type !== 'mdxJsxFlowElement' || !parent || index === undefined) return undefined;
    const element = node as unknown as JsxNode;
    const at = element.position ? `${where}:${element.position.start.line}` : where;
    if (element.name === 'ReleaseNotes') {
      const { releases } = sources.releaseNotes();
      const nodes: RootContent[] = releases.length
        ? releases.map((release) =>
            releaseNodes(
              release,
              sources.tagPages(),
              releases.every((r) => r.version === null),
            ),
          )
        : [{ type: 'paragraph', children: [text('No changes have been recorded yet.')] }];
      parent.children.splice(index, 1, ...(nodes as never[]));
      return [SKIP, index + nodes.length];
    }
    if (element.name === 'VersionTable') {
      const notes = notesAttribute(element, at);
      const { releases } = sources.releaseNotes();
      const slugger = new GithubSlugger();
      const cell = (...children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
      const rows = releases.map((release) => {
        const title = release.version ?? 'Unreleased';
        return {
          type: 'tableRow',
          children: [
            cell({ type: 'link', url: `${notes}#${slugger.slug(title)}`, children: [text(title)] }),
            cell(...(release.version ? [time(release.date)] : [text('Not released yet')])),
            cell(
              ...release.groups.flatMap((group, i): PhrasingContent[] => [
                ...(i ? [text(', ')] : []),
                { type: 'inlineCode', value: group.package },
                ...(group.version ? [text(` ${group.version}`)] : []),
              ]),
            ),
          ],
        } as TableRow;
      });
      const table: Table = {
        type: 'table',
        align: [null, null, null],
        children: [
          { type: 'tableRow', children: ['Version', 'Date', 'Packages'].map((h) => cell(text(h))) },
          ...rows,
        ],
      };
      const nodes: RootContent[] = rows.length
        ? [table]
        : [{ type: 'paragraph', children: [text('No version has been recorded yet.')] }];
      parent.children.splice(index, 1, ...(nodes as never[]));
      return [SKIP, index + nodes.length];
    }
    if (element.name === 'WhatsNew') {
      const notes = notesAttribute(element, at);
      const limit = Number(stringAttribute(element, 'limit') ?? 5);
      if (!Number.isInteger(limit) || limit < 1) {
        throw new Error(
          `${at}: <WhatsNew limit="${stringAttribute(element, 'limit')}"> must be a whole number above 0`,
        );
      }
      const changes = latestChanges(sources.releaseNotes().releases, limit);
      const list: List = {
        type: 'list',
        ordered: false,
        spread: false,
        children: changes.map((change) => ({
          type: 'listItem',
          spread: false,
          children: [
            {
              type: 'paragraph',
              children: [
                time(change.date),
                text(' · '),
                ...(
                  linkComponents(
                    [{ type: 'paragraph', children: headline(summaryNodes(change.summary)) }],
                    sources.tagPages(),
                  )[0] as Paragraph
                ).children,
              ],
            },
          ],
        })),
      };
      const more: Paragraph = {
        type: 'paragraph',
        children: [{ type: 'link', url: notes, children: [text('All release notes')] }],
      };
      const replacement = jsxElement<RootContent>(
        'flow',
        'WhatsNew',
        [],
        changes.length
          ? [list, more]
          : [{ type: 'paragraph', children: [text('Nothing yet.')] }, more],
      );
      parent.children.splice(index, 1, replacement as never);
      return [SKIP, index + 1];
    }
    return undefined;
  });
}
