import type { MDXComponents } from 'mdx/types';
import { CodeBlock } from './code-block.tsx';
import { ContentTable, ContentTableHead } from './content-table.tsx';
import { DocLink } from './doc-link.tsx';
import { PageTitle } from './page-title.tsx';

const components: MDXComponents = {
  a: DocLink,
  pre: CodeBlock,
  table: ContentTable,
  thead: ContentTableHead,
  h1: PageTitle,
};

/** MDX asks this for the elements that replace plain HTML in every page. */
export function useMDXComponents(): MDXComponents {
  return components;
}
