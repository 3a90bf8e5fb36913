/** The parts of a Custom Elements Manifest (schema 1.0.0) that the generators read. */
export interface ManifestType {
  text: string;
}

export interface ManifestAttribute {
  name: string;
  fieldName?: string;
  type?: ManifestType;
  default?: string;
  description?: string;
}

export interface ManifestMember {
  kind: 'field' | 'method';
  name: string;
  type?: ManifestType;
  privacy?: 'public' | 'private' | 'protected';
  static?: boolean;
  readonly?: boolean;
  description?: string;
}

export interface ManifestNamed {
  name: string;
  description?: string;
  type?: ManifestType;
}

export interface ManifestElement {
  kind: 'class';
  name: string;
  tagName?: string;
  customElement?: boolean;
  summary?: string;
  description?: string;
  status?: string;
  since?: string;
  attributes?: ManifestAttribute[];
  members?: ManifestMember[];
  events?: ManifestNamed[];
  slots?: ManifestNamed[];
  cssParts?: ManifestNamed[];
  cssProperties?: ManifestNamed[];
  cssStates?: ManifestNamed[];
  /** The keys of the translated strings the element shows or announces (plugins.ts). */
  translationKeys?: string[];
}

export interface ManifestModule {
  kind: 'javascript-module';
  path: string;
  declarations?: (ManifestElement | { kind: string; name: string })[];
}

export interface Manifest {
  schemaVersion: string;
  modules: ManifestModule[];
}

/** Every custom element in the manifest with a tag name, with the module that declares it. */
export function customElements(manifest: Manifest): { element: ManifestElement; path: string }[] {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((d): d is ManifestElement => d.kind === 'class' && 'tagName' in d && !!d.tagName)
      .map((element) => ({ element, path: module.path })),
  );
}

/** The string literals of a union type text such as `'primary' | 'secondary'`, else none. */
export function literalValues(type: ManifestType | undefined): string[] {
  if (!type) return [];
  const parts = type.text.split('|').map((part) => part.trim());
  const literals = parts.filter((part) => /^'[^']*'$|^"[^"]*"$/.test(part));
  return literals.length === parts.filter((p) => p !== 'undefined').length
    ? literals.map((part) => part.slice(1, -1))
    : [];
}

const docsBase = 'https://skerry.design/core-components/';

/** The API page of an element: pages are named by the component's folder, so `sk-radio-group` is with radio. */
export function apiPageUrl(element: ManifestElement, modulePath: string): string {
  const folder = /(?:^|\/)components\/([a-z0-9-]+)\//.exec(modulePath)?.[1];
  return `${docsBase}${folder ?? (element.tagName ?? '').replace(/^sk-/, '')}/api/`;
}
