import type { MDXComponents } from 'mdx/types';
import { DocLink } from './doc-link.tsx';
import { PageTitle } from './page-title.tsx';

const components: MDXComponents = {
  a: DocLink,
  h1: PageTitle,
};

/** MDX asks this for the elements that replace plain HTML in every page. */
export function useMDXComponents(): MDXComponents {
  return components;
}
