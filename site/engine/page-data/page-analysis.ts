import GithubSlugger from 'github-slugger';
import { layoutIds } from '../../app/components/layout-ids.ts';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import {
  type Frontmatter,
  FrontmatterError,
  parseFrontmatter,
} from '../../app/content/frontmatter.ts';
import type { PageHeader } from '../../app/content/page.ts';

/** What one page's source tells, before it is placed on the site. */
export interface PageAnalysis {
  frontmatter: Frontmatter;
  /** The h2 and h3 headings, for the table of contents and the sidebar. */
  headers: PageHeader[];
  /** The id of every heading, of every level, in the order of the page. */
  headingIds: string[];
  /** Every id a `#fragment` can target: all heading slugs plus explicit `id`/`name` attributes. */
  anchors: string[];
  /** Every href the page links to, in source order. */
  links: { href: string; line: number | undefined }[];
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}
interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
  position?: { start: { line: number } };
}

function literalAttribute(node: JsxElement, name: string): string | undefined {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attr?.value === 'string' ? attr.value : undefined;
}

/**
 * Reads frontmatter, headings, anchors and links from a parsed MDX tree, and gives every heading
 * its id. The build's page data and the compiled page both come through here, so a slug in the
 * table of contents always matches the id in the HTML.
 */
export function analyzePage(tree: Root, relativePath: string): PageAnalysis {
  let rawFrontmatter: unknown;
  for (const node of tree.children) {
    if (node.type === 'yaml') {
      try {
        rawFrontmatter = parseYaml(node.value);
      } catch (error) {
        throw new FrontmatterError(relativePath, [
          { field: '(frontmatter)', message: `is not valid YAML: ${(error as Error).message}` },
        ]);
      }
    }
  }
  const frontmatter = parseFrontmatter(relativePath, rawFrontmatter);

  const slugger = new GithubSlugger();
  // Taken first, so a heading named like one ("Site search") gets the next free slug.
  for (const id of Object.values(layoutIds)) slugger.slug(id);
  const headers: PageHeader[] = [];
  const headingIds: string[] = [];
  const anchors: string[] = [];
  const links: PageAnalysis['links'] = [];

  visit(tree, (node) => {
    if (node.type === 'heading') {
      const heading = node as Heading;
      const title = toString(heading).trim();
      const slug = slugger.slug(title);
      setHeadingId(heading, slug);
      headingIds.push(slug);
      anchors.push(slug);
      if (heading.depth === 2 || heading.depth === 3) {
        headers.push({ level: heading.depth, title, slug });
      }
    } else if (node.type === 'link' || node.type === 'definition') {
      links.push({ href: node.url, line: node.position?.start.line });
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const element = node as unknown as JsxElement;
      const id = literalAttribute(element, 'id') ?? literalAttribute(element, 'name');
      if (id) anchors.push(id);
      const href = literalAttribute(element, 'href');
      if (href !== undefined) links.push({ href, line: element.position?.start.line });
    }
  });

  return { frontmatter, headers, headingIds, anchors, links };
}

function setHeadingId(heading: Heading, id: string): void {
  heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
}

/**
 * Gives the headings of a page's tree the ids of its analysis, in order. The tree must be the
 * one the analysis read, expanded the same way; a heading more or less means it is not, and the
 * page would link to ids it does not have, so that fails.
 */
export function applyHeadingIds(tree: Root, analysis: PageAnalysis, relativePath: string): void {
  const headings: Heading[] = [];
  visit(tree, 'heading', (heading) => {
    headings.push(heading);
  });
  if (headings.length !== analysis.headingIds.length) {
    throw new Error(
      `${relativePath}: the compiled page has ${headings.length} headings, its analysis ` +
        `${analysis.headingIds.length}; both must read the page expanded the same way`,
    );
  }
  headings.forEach((heading, index) => setHeadingId(heading, analysis.headingIds[index]!));
}
