import type { Heading, List, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { BumpType } from './changesets.ts';
import { ReleaseSourceError } from './source-error.ts';

/** One released version of one package, as its Changesets changelog records it. */
export interface ChangelogVersion {
  package: string;
  version: string;
  /** The line of its `## version` heading: where its date is read from git. */
  line: number;
  changes: { type: BumpType; summary: string; line: number }[];
}

const sectionTypes: Record<string, BumpType> = {
  'Major Changes': 'major',
  'Minor Changes': 'minor',
  'Patch Changes': 'patch',
};
const semver = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
/** The short commit Changesets' default changelog puts before each entry. */
const commitPrefix = /^[0-9a-f]{7,40}: /;

const parser = unified().use(remarkParse);

/** The Markdown of a list item without its marker, its continuation lines unindented. */
function itemMarkdown(text: string, item: List['children'][number]): string {
  const start = item.children[0]?.position?.start.offset;
  const end = item.position?.end.offset;
  if (start === undefined || end === undefined) return toString(item);
  const indent = (item.children[0]?.position?.start.column ?? 3) - 1;
  const [first = '', ...rest] = text.slice(start, end).split(/\r?\n/);
  const unindented = rest.map((line) => line.replace(new RegExp(`^ {0,${indent}}`), ''));
  return [first.replace(commitPrefix, ''), ...unindented].join('\n').trim();
}

/**
 * Reads a package's `CHANGELOG.md` as Changesets writes it: `# name`, then for each version a
 * `## x.y.z` heading, `### Major|Minor|Patch Changes` sections and one list item per change.
 * Anything else fails, naming the file and the line, so a hand edit that the release pages
 * could not show faithfully is caught when the site is built.
 */
export function parseChangelog(
  text: string,
  file: string,
  packageName: string,
): ChangelogVersion[] {
  const tree = parser.parse(text) as Root;
  const fail = (node: RootContent | undefined, problem: string): never => {
    throw new ReleaseSourceError(file, node?.position?.start.line ?? 1, problem);
  };
  const versions: ChangelogVersion[] = [];
  let current: ChangelogVersion | undefined;
  let type: BumpType | undefined;
  tree.children.forEach((node, index) => {
    if (node.type === 'heading') {
      const heading = node as Heading;
      const title = toString(heading).trim();
      if (heading.depth === 1) {
        if (index !== 0) fail(node, 'the "# package" title must come first, and only once');
        if (title !== packageName) {
          fail(node, `the title is "${title}", but this is the changelog of ${packageName}`);
        }
        return;
      }
      if (index === 0) fail(node, `a changelog starts with "# ${packageName}"`);
      if (heading.depth === 2) {
        if (!semver.test(title)) fail(node, `"${title}" is not a version such as 1.2.3`);
        if (versions.some((v) => v.version === title)) fail(node, `version ${title} appears twice`);
        current = {
          package: packageName,
          version: title,
          line: node.position?.start.line ?? 1,
          changes: [],
        };
        versions.push(current);
        type = undefined;
        return;
      }
      if (heading.depth === 3) {
        if (!current) fail(node, `"${title}" comes before any "## version" heading`);
        type = sectionTypes[title];
        if (!type) fail(node, `"${title}" is not one of ${Object.keys(sectionTypes).join(', ')}`);
        return;
      }
      return fail(node, `a level-${heading.depth} heading has no place in a Changesets changelog`);
    }
    if (index === 0) fail(node, `a changelog starts with "# ${packageName}"`);
    if (node.type === 'list') {
      if (!current || !type)
        fail(node, 'a list of changes must sit under a "### … Changes" heading');
      for (const item of node.children) {
        const summary = itemMarkdown(text, item);
        if (!summary) fail(node, 'a change is empty');
        current!.changes.push({ type: type!, summary, line: item.position?.start.line ?? 1 });
      }
      return;
    }
    fail(node, `unexpected ${node.type} between the changes: each change is a list item`);
  });
  if (tree.children.length === 0) fail(undefined, `a changelog starts with "# ${packageName}"`);
  for (const version of versions) {
    if (version.changes.length === 0) {
      throw new ReleaseSourceError(
        file,
        version.line,
        `version ${version.version} lists no changes`,
      );
    }
  }
  return versions;
}
