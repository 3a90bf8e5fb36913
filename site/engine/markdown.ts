import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { type PluggableList, unified } from 'unified';

/** The remark plugins every page is compiled with, in one place for the build and the scanner. */
export const baseRemarkPlugins: PluggableList = [remarkFrontmatter, remarkGfm];

const parser = unified().use(remarkParse).use(remarkMdx).use(baseRemarkPlugins);

/** Parses MDX source into the same tree that the MDX compiler sees. */
export function parseMdx(source: string): Root {
  return parser.runSync(parser.parse(source)) as Root;
}
