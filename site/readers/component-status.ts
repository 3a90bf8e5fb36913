import { type CemManifest, findElement } from './manifest.ts';

/** A component page: its overview, API or code page, under `core-components/<name>/`. */
const componentPage = /^core-components\/([a-z][a-z0-9-]*)\/(?:index|api|code)\.mdx$/;

/** The tag a component page documents (`sk-button` for `core-components/button/api.mdx`). */
export function componentTagOf(relativePath: string): string | undefined {
  const name = componentPage.exec(relativePath)?.[1];
  return name ? `sk-${name}` : undefined;
}

/**
 * Whether a page is beta: a built component's overview when its source marks it `@status beta`, any
 * other page (a planned component's overview) when its frontmatter says `beta: true`. A built
 * component's own JSDoc alone decides, so its pages cannot drift from the package: frontmatter
 * that marks one is refused, naming the file and the field.
 */
export function isBetaPage(
  relativePath: string,
  frontmatterBeta: boolean,
  manifest: CemManifest | undefined,
): boolean {
  const tag = componentTagOf(relativePath);
  const element = tag ? (findElement(manifest, tag) as { status?: string } | undefined) : undefined;
  if (!element) return frontmatterBeta;
  if (frontmatterBeta) {
    throw new Error(
      `Invalid frontmatter in ${relativePath}:\n  beta: ${tag} is built, so its status comes ` +
        `from the @status tag of its JSDoc (${element.status ?? 'none'}); remove beta here.`,
    );
  }
  // The overview carries the status, as the specification marks it; the API and code pages are
  // reference for whatever the status.
  return element.status === 'beta' && relativePath.endsWith('/index.mdx');
}
