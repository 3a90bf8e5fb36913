import { customElements, literalValues, type Manifest } from './manifest-types.ts';

const docsBase = 'https://skerry.design/core-components/';

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
      const tagName = element.tagName ?? '';
      // A component's pages are named by its folder: `sk-radio-group` is documented with radio.
      const folder = /(?:^|\/)components\/([a-z0-9-]+)\//.exec(path)?.[1];
      const url = `${docsBase}${folder ?? tagName.replace(/^sk-/, '')}/api/`;
      return {
        name: tagName,
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
        references: [{ name: 'API', url }],
      };
    }),
  };
}
