import { type CemManifest, readManifest } from '../api/manifest.ts';

/**
 * The `@skerry/vue` component of a tag: it bears the element class's name, as the manifest
 * gives it (`sk-radio-group` → `SkRadioGroup`).
 */
export function vueComponentName(
  tag: string,
  manifest: CemManifest | undefined = readManifest(),
): string {
  for (const module of manifest?.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      const { tagName, name } = declaration as { tagName?: string; name?: string };
      if (tagName === tag && name) return name;
    }
  }
  return tag.replace(/(?:^|-)([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * A demo's markup as a Vue template on `@skerry/vue`: each of `tags` becomes its component, and
 * everything else stays as the page wrote it, attributes included (the components take them
 * as props, kebab-cased as they are). Only tags are rewritten: a `<` in text or in an attribute
 * is escaped in valid HTML.
 */
export function toVueTemplate(source: string, names: ReadonlyMap<string, string>): string {
  return source.replace(/<(\/?)([a-z][a-z0-9]*-[a-z0-9-]*)(?=[\s/>])/g, (tag, slash, name) => {
    const component = names.get(name as string);
    return component ? `<${slash as string}${component}` : tag;
  });
}
