import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from './paths.ts';
import { type CemManifest, readManifest } from './manifest.ts';

const manifestFile = path.resolve(siteDir, '../packages/components/package.json');

let exported: Set<string> | undefined;

/** The subpaths `@skerry/components` exports (`./button.js`, …), read once per build. */
export function exportedPaths(): Set<string> {
  if (!exported) {
    const manifest = fs.existsSync(manifestFile)
      ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { exports?: Record<string, unknown> })
      : {};
    exported = new Set(Object.keys(manifest.exports ?? {}));
  }
  return exported;
}

/**
 * The module that defines a demo's element, checked against what the package exports, so a
 * demo of a component that does not exist (yet) fails the build instead of showing nothing.
 */
export function definitionModule(tag: string, where: string): string {
  const specifier = componentModule(tag);
  const subpath = `.${specifier.slice('@skerry/components'.length)}`;
  if (!exportedPaths().has(subpath)) {
    throw new Error(
      `${where}: the demo uses <${tag}>, but @skerry/components does not export "${subpath}"`,
    );
  }
  return specifier;
}

/**
 * The `load` expression of an element that shows live Skerry elements: a lazy import of each
 * definition module its tags need (checked as `definitionModule` checks them), once per module,
 * so the browser alone loads them.
 */
export function definitionLoaders(tags: Iterable<string>, where: string): string {
  const modules = new Set([...tags].map((tag) => definitionModule(tag, where)));
  return `[${[...modules].map((module) => `() => import(${JSON.stringify(module)})`).join(', ')}]`;
}

/**
 * The module a tag's definition is imported from: its component folder's entry, as the manifest
 * places the class (`sk-radio-group`, defined with its radios, → `…/radio.js`), else the tag's
 * own name (`sk-icon-button` → `…/icon-button.js`).
 */
export function componentModule(
  tag: string,
  manifest: CemManifest | undefined = readManifest(),
): string {
  const modules = manifest?.modules ?? [];
  const home = modules.find((m) =>
    m.declarations?.some((d) => (d as { tagName?: string }).tagName === tag),
  );
  const folder = home && /(?:^|\/)components\/([a-z0-9-]+)\//.exec(home.path)?.[1];
  return `@skerry/components/${folder ?? tag.replace(/^sk-/, '')}.js`;
}
