import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CemManifest } from '../../../readers/manifest.ts';
import { packageDir as componentsDir } from '../../../readers/manifest.ts';
import {
  type ComponentItem,
  componentItems,
} from '../../../app/docs/components-overview/overview-items.server.ts';
import type { PageHead } from '../../content/page-heads.ts';
import type { PackageRelease } from '../releases/release-notes.ts';

/** What the design system consists of, read from its packages: what pages may state. */
export interface SiteFacts {
  packages: PackageRelease[];
  /** Every component with an overview page, planned ones included, with its status. */
  components: ComponentItem[];
  icons: { count: number; categories: number };
  tokens: { count: number };
  /** The themes every themed token has a value in (`auto` picks among them). */
  themes: string[];
  /** The locales the components ship translations for, English first. */
  locales: { code: string; name: string }[];
  /** The repository's address from the site configuration, where release notes are published. */
  repository: string | null;
  /** The Node.js and npm the repository is developed with, from `.nvmrc` and its package.json. */
  toolchain: Toolchain;
}

export interface Toolchain {
  /** The exact Node.js version of `.nvmrc`. */
  node: string;
  /** The Node.js versions `engines` accepts. */
  nodeRange: string;
  /** The lowest npm major `devEngines` accepts. */
  npmMajor: string;
}

const require = createRequire(import.meta.url);

function readJson<T>(specifier: string): T {
  return JSON.parse(fs.readFileSync(require.resolve(specifier), 'utf8')) as T;
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * The locales the components ship, from the translation modules of their build (one module
 * each, the way the components load them): English, the fallback, first, then by name.
 */
export function readLocales(dir: string = componentsDir): SiteFacts['locales'] {
  const translations = path.join(dir, 'dist/localization/translations');
  if (!fs.existsSync(translations)) {
    throw new Error(
      `${translations} is missing: build @skerry/components first (npm run build -w @skerry/components)`,
    );
  }
  return fs
    .readdirSync(translations)
    .filter((name) => name.endsWith('.js'))
    .map((name) => name.slice(0, -3))
    .map((code) => ({ code, name: languageNames.of(code) ?? code }))
    .sort(
      (a, b) =>
        Number(b.code === 'en') - Number(a.code === 'en') || a.name.localeCompare(b.name, 'en'),
    );
}

/** The toolchain a developer of the repository at `repoRoot` needs. */
export function readToolchain(repoRoot: string): Toolchain {
  const manifestFile = path.join(repoRoot, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    engines?: { node?: string };
    devEngines?: { packageManager?: { name?: string; version?: string } };
  };
  const nodeRange = manifest.engines?.node;
  const npmMajor = /\d+/.exec(manifest.devEngines?.packageManager?.version ?? '')?.[0];
  if (!nodeRange || manifest.devEngines?.packageManager?.name !== 'npm' || !npmMajor) {
    throw new Error(
      `${manifestFile}: engines.node and devEngines.packageManager (npm, with a version) are needed for the toolchain facts`,
    );
  }
  const node = fs.readFileSync(path.join(repoRoot, '.nvmrc'), 'utf8').trim();
  return { node, nodeRange, npmMajor };
}

/**
 * Gathers the facts from their sources: components from the manifest and the overview pages,
 * icons from `@skerry/icons/icons.json`, tokens and themes from `@skerry/tokens/tokens.json`,
 * locales from the components' build, versions from package.json and the release data.
 */
export function readSiteFacts(sources: {
  heads: readonly PageHead[];
  manifest: CemManifest | undefined;
  packages: PackageRelease[];
  repository: string | null;
  toolchain: Toolchain;
}): SiteFacts {
  const icons = readJson<{ categories: unknown[] | Record<string, unknown>; icons: unknown[] }>(
    '@skerry/icons/icons.json',
  );
  const tokens = readJson<{ themes: string[]; tokens: unknown[] }>('@skerry/tokens/tokens.json');
  return {
    packages: sources.packages,
    components: componentItems(sources.heads, sources.manifest),
    icons: {
      count: icons.icons.length,
      categories: Array.isArray(icons.categories)
        ? icons.categories.length
        : Object.keys(icons.categories).length,
    },
    tokens: { count: tokens.tokens.length },
    themes: tokens.themes,
    locales: readLocales(),
    repository: sources.repository,
    toolchain: sources.toolchain,
  };
}
