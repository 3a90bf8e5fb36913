import { type CemManifest, findElement } from '../api/manifest.ts';

/** A component page: its overview, API or code page, under `core-components/<name>/`. */
const componentPage = /^core-components\/([a-z][a-z0-9-]*)\/(?:index|api|code)\.mdx$/;

/** The tag a component page documents (`sk-button` for `core-components/button/api.mdx`). */
export function componentTagOf(relativePath: string): string | undefined {
  const name = componentPage.exec(relativePath)?.[1];
  return name ? `sk-${name}` : undefined;
}

/**
 * Whether a page documents a component whose source marks it `@status beta`. The component's
 * own JSDoc decides, so its pages cannot drift from the package; frontmatter `beta: true` can
 * still mark any page.
 */
export function isBetaComponentPage(
  relativePath: string,
  manifest: CemManifest | undefined,
): boolean {
  const tag = componentTagOf(relativePath);
  if (!tag) return false;
  const element = findElement(manifest, tag) as { status?: string } | undefined;
  return element?.status === 'beta';
}
