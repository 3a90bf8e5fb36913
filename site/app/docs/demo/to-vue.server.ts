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
