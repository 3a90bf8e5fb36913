import fs from 'node:fs';
import path from 'node:path';
import { fileStamp } from './file-stamp.ts';
import { siteDir } from './paths.ts';

/** The parts of a Custom Elements Manifest (schema 2.x) the API pages show. */
interface CemType {
  text?: string;
}
interface CemMember {
  kind: 'field' | 'method';
  name: string;
  privacy?: 'public' | 'private' | 'protected';
  static?: boolean;
  type?: CemType;
  default?: string;
  description?: string;
  summary?: string;
  attribute?: string;
  reflects?: boolean;
  readonly?: boolean;
  parameters?: { name: string; type?: CemType; optional?: boolean; description?: string }[];
  return?: { type?: CemType };
}
interface CemNamed {
  name: string;
  description?: string;
  summary?: string;
  default?: string;
  type?: CemType;
  syntax?: string;
}
export interface CemDeclaration {
  kind: string;
  name: string;
  tagName?: string;
  customElement?: boolean;
  /** The JSDoc's `@status` and `@since`, which the manifest plugin records. */
  status?: string;
  since?: string;
  description?: string;
  summary?: string;
  members?: CemMember[];
  attributes?: (CemNamed & { fieldName?: string })[];
  events?: CemNamed[];
  slots?: CemNamed[];
  cssParts?: CemNamed[];
  cssProperties?: CemNamed[];
  cssStates?: CemNamed[];
}
export interface CemManifest {
  schemaVersion: string;
  modules: { path: string; declarations?: CemDeclaration[] }[];
}

export const packageDir = path.resolve(siteDir, '../packages/components');
/** The last parse of each manifest file, with the size and time of change it was read at. */
const parsedManifests = new Map<string, { stamp: string; manifest: CemManifest }>();

/**
 * Where the components' manifest is: the `customElements` field of their package.json (the
 * field editors and tools look for) names it. Undefined while the package has none.
 */
export function manifestFile(dir: string = packageDir): string | undefined {
  const packageFile = path.join(dir, 'package.json');
  if (!fs.existsSync(packageFile)) return undefined;
  const { customElements } = JSON.parse(fs.readFileSync(packageFile, 'utf8')) as {
    customElements?: string;
  };
  return customElements ? path.join(dir, customElements) : undefined;
}

/** The components' manifest (see `manifestFile`), or undefined while the package has none. */
export function readManifest(dir: string = packageDir): CemManifest | undefined {
  const file = manifestFile(dir);
  if (!file) return undefined;
  if (!fs.existsSync(file)) {
    throw new Error(
      `${file} is missing: build @skerry/components first (npm run build -w @skerry/components)`,
    );
  }
  // Every page asks for it while it compiles; parse it again only when the file changes.
  const stamp = fileStamp(file);
  const parsed = parsedManifests.get(file);
  if (parsed?.stamp === stamp) return parsed.manifest;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as CemManifest;
  parsedManifests.set(file, { stamp, manifest });
  return manifest;
}

/** The declaration of one custom element by its tag name. */
/**
 * The name a tag's framework bindings (`@skerry/react`, `@skerry/vue`) export it under: its
 * element class, as the manifest gives it (`sk-radio-group` → `SkRadioGroup`), or for a tag the
 * manifest lacks (a planned component) that name's usual spelling.
 */
export function bindingName(manifest: CemManifest | undefined, tag: string): string {
  return (
    findElement(manifest, tag)?.name ??
    tag.replace(/(?:^|-)([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
  );
}

export function findElement(manifest: CemManifest | undefined, tag: string) {
  for (const module of manifest?.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      if (declaration.customElement && declaration.tagName === tag) return declaration;
    }
  }
  return undefined;
}
