import { apiPageUrl, customElements, literalValues, type Manifest } from './manifest-types.ts';

/**
 * VS Code's custom HTML data (`html.customData`): tag and attribute completion with the
 * summary, the allowed values and a link to the API page, for every element in the manifest.
 */
export function vsCodeData(manifest: Manifest): object {
  return {
    $schema:
      'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: customElements(manifest).map(({ element, path }) => {
      return {
        name: element.tagName ?? '',
        description: element.summary ?? element.description ?? '',
        attributes: (element.attributes ?? []).map((attribute) => {
          const values = literalValues(attribute.type);
          const boolean = attribute.type?.text === 'boolean';
          return {
            name: attribute.name,
            description: attribute.description ?? '',
            ...(values.length ? { values: values.map((name) => ({ name })) } : {}),
            ...(boolean ? { valueSet: 'v' } : {}),
          };
        }),
        references: [{ name: 'API', url: apiPageUrl(element, path) }],
      };
    }),
  };
}
