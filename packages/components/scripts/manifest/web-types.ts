import { apiPageUrl, customElements, type Manifest } from './manifest-types.ts';

/**
 * JetBrains web-types (`dist/web-types.json`): tag, attribute, value, event and slot completion
 * with documentation in WebStorm and the other JetBrains IDEs, which find the file through the
 * `web-types` field of package.json.
 *
 * Written by `custom-element-jet-brains-integration`, the manifest tool the ecosystem keeps.
 * Added here: the link to each element's API page; the package's own name and version (the tool
 * reads them from the working directory's package.json); and `js-types-syntax`, without which
 * the IDE does not read `'small' | 'medium'` as the attribute's values.
 */
export async function webTypes(
  manifest: Manifest,
  pkg: { name: string; version: string },
): Promise<object> {
  // Imported here, not at the top: the tool reads the working directory's package.json as it loads.
  const { getWebTypesData } = await import('custom-element-jet-brains-integration');
  const urls = new Map(
    customElements(manifest).map(({ element, path }) => [
      element.tagName,
      apiPageUrl(element, path),
    ]),
  );
  const data = JSON.parse(
    getWebTypesData(manifest as unknown as Parameters<typeof getWebTypesData>[0], {
      hideLogs: true,
      referenceTemplate: (_name, tag) => ({ name: 'API', url: urls.get(tag) ?? '' }),
    }),
  ) as Record<string, unknown>;
  return { ...data, name: pkg.name, version: pkg.version, 'js-types-syntax': 'typescript' };
}
