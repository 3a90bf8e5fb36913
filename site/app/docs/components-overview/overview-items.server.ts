import type { PageData } from '../../content/page.ts';
import { type CemManifest, findElement } from '../../../readers/manifest.ts';

export type ComponentStatus = 'planned' | 'beta' | 'stable';

export interface ComponentItem {
  name: string;
  tag: string;
  description: string;
  status: ComponentStatus;
  /** Whether its overview is marked beta: by `@status beta` once built, by frontmatter before. */
  beta: boolean;
  /** The overview page's router path: its guidance is written before the component is built. */
  path: string;
  /** The API and code pages, only once the component exists (no link to an empty demo). */
  api?: string;
  code?: string;
}

const overviewPage = /^core-components\/([a-z][a-z0-9-]*)\/index\.mdx$/;

/**
 * Every component that has an overview page, with its status: planned until the components'
 * manifest declares its tag; then beta or stable, as its page's frontmatter says.
 */
export function componentItems(
  pages: readonly Pick<PageData, 'relativePath' | 'title' | 'frontmatter' | 'regularPath'>[],
  manifest: CemManifest | undefined,
): ComponentItem[] {
  return pages
    .flatMap((page) => {
      const name = overviewPage.exec(page.relativePath)?.[1];
      if (!name) return [];
      const tag = `sk-${name}`;
      const built = findElement(manifest, tag) !== undefined;
      const status: ComponentStatus = !built
        ? 'planned'
        : page.frontmatter.beta
          ? 'beta'
          : 'stable';
      return [
        {
          name: page.title,
          tag,
          description: page.frontmatter.description,
          status,
          beta: page.frontmatter.beta,
          path: page.regularPath,
          ...(built ? { api: `${page.regularPath}api/`, code: `${page.regularPath}code/` } : {}),
        },
      ];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
