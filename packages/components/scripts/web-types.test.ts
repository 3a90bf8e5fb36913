import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apiPageUrl,
  customElements,
  literalValues,
  type Manifest,
} from './manifest/manifest-types.ts';

/*
 * The built `dist/web-types.json` against the built manifest: what a JetBrains IDE offers is
 * every tag with its attributes, their values, its events and its slots.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

interface Named {
  name: string;
  description?: string;
}
interface WebTypesElement extends Named {
  'doc-url': string;
  attributes: (Named & { value: { type: string } })[];
  events: Named[];
  slots?: Named[];
  js: { properties: Named[]; events: Named[] };
}
interface WebTypes {
  name: string;
  version: string;
  'js-types-syntax': string;
  contributions: { html: { elements: WebTypesElement[] } };
}

const manifest = read<Manifest>('dist/custom-elements.json');
const webTypes = read<WebTypes>('dist/web-types.json');
const pkg = read<{ name: string; version: string; 'web-types': string; exports: object }>(
  'package.json',
);
const byTag = new Map(webTypes.contributions.html.elements.map((el) => [el.name, el]));
const names = (list: Named[] | undefined): string[] => (list ?? []).map((item) => item.name);

describe('web-types.json', () => {
  it('is the package’s, found through package.json, with TypeScript value types', () => {
    expect(webTypes.name).toBe(pkg.name);
    expect(webTypes.version).toBe(pkg.version);
    expect(webTypes['js-types-syntax']).toBe('typescript');
    expect(pkg['web-types']).toBe('./dist/web-types.json');
    expect(pkg.exports).toHaveProperty(['./web-types.json'], './dist/web-types.json');
  });

  it('lists every tag of the manifest, and no other', () => {
    const tags = customElements(manifest).map(({ element }) => element.tagName);
    expect([...byTag.keys()].sort()).toEqual(tags.sort());
  });

  for (const { element, path: modulePath } of customElements(manifest)) {
    it(`lists <${element.tagName}> with its attributes, values, events and slots`, () => {
      const entry = byTag.get(element.tagName ?? '')!;
      expect(entry['doc-url']).toBe(apiPageUrl(element, modulePath));
      expect(entry.description).toContain(element.summary ?? element.description ?? '');
      expect(names(entry.attributes).sort()).toEqual(names(element.attributes).sort());
      for (const attribute of element.attributes ?? []) {
        const listed = entry.attributes.find((a) => a.name === attribute.name)!;
        expect(listed.description ?? '').toBe(attribute.description ?? '');
        for (const value of literalValues(attribute.type)) {
          expect(listed.value.type).toContain(`'${value}'`);
        }
      }
      expect(names(entry.events).sort()).toEqual(names(element.events).sort());
      expect(names(entry.js.events).sort()).toEqual(names(element.events).sort());
      expect(names(entry.slots).sort()).toEqual(names(element.slots).sort());
    });
  }
});
