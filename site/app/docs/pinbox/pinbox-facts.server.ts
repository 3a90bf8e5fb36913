import type { SizesFile } from '@skerry/components';
import { type CemManifest, findElement } from '../../../readers/manifest.ts';
import type { PinboxFacts } from './pinbox.tsx';

export interface PinboxSources {
  manifest: CemManifest | undefined;
  sizes: SizesFile;
  /** `@skerry/components`' package.json: its name and `exports`. */
  pkg: { name: string; exports: Record<string, string | { default?: string }> };
}

/**
 * The pinbox facts of `tag`, or an error message naming what is missing: a tag that is not in
 * the manifest, not exported, or not measured cannot have a truthful pinbox.
 */
export function pinboxFacts(tag: string, sources: PinboxSources): PinboxFacts | string {
  const element = findElement(sources.manifest, tag);
  if (!element) return `no element ${tag} in the components' custom-elements.json`;
  if (!element.status) return `${tag} has no @status in its JSDoc`;
  // The entry that registers the element is `dist/components/<folder>/<tag>.js`.
  const registering = new RegExp(`^\\./dist/components/([a-z0-9-]+)/${tag}\\.js$`);
  const exported = Object.entries(sources.pkg.exports).flatMap(([key, value]) => {
    const file = typeof value === 'string' ? value : value.default;
    const folder = file ? registering.exec(file)?.[1] : undefined;
    return folder ? [{ key, folder }] : [];
  })[0];
  if (!exported) return `${tag} has no entry of its own in the exports of ${sources.pkg.name}`;
  const size = sources.sizes.components[tag];
  if (!size) return `${tag} has no size in the dist/sizes.json of ${sources.pkg.name}`;
  return {
    tag,
    status: element.status,
    since: element.since,
    entry: `${sources.pkg.name}/${exported.key.replace(/^\.\//, '')}`,
    gzip: size.gzip,
    withBase: size.withBase,
    budget: size.budget,
    folder: exported.folder,
  };
}
