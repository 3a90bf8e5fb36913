import fs from 'node:fs';
import path from 'node:path';
import siteConfig from '../../site.config.ts';
import {
  type CemManifest,
  findElement,
  manifestFile,
  readManifest,
} from '../../readers/manifest.ts';
import { type CdnFiles, readCdnFiles } from './facts/cdn-page.ts';
import { readPackages, packagesDir } from './facts/packages.ts';
import { type SiteFacts, readSiteFacts, readToolchain } from './facts/site-facts.ts';
import { fileStamp } from '../../readers/file-stamp.ts';
import { type PageHead, readPageHeads } from '../content/page-heads.ts';
import { siteDir } from '../../readers/paths.ts';
import { type ReleaseNotes, readReleaseNotes } from './releases/release-notes.ts';

/**
 * The data a page is expanded with before anything reads it: what its documentation elements
 * of data (`<WebComponentApi>`, `<Fact>`, `<ReleaseNotes>`, …) turn into headings, text and
 * links. Each source is read once, when first needed.
 */
export interface PageSources {
  contentDir: string;
  base: string;
  manifest(): CemManifest | undefined;
  heads(): PageHead[];
  releaseNotes(): ReleaseNotes;
  facts(): SiteFacts;
  /** The page that documents each tag: `sk-radio-group` → `/core-components/radio/`. */
  tagPages(): ReadonlyMap<string, string>;
  /** The CDN addresses of the tokens' CSS and the autoloader, at the current versions. */
  cdnFiles(): CdnFiles;
}

export interface PageSourceOptions {
  contentDir: string;
  base: string;
  /** Replace a source, for tests: the manifest, the repository root, the packages' folder. */
  manifest?: CemManifest | undefined;
  repoRoot?: string;
  packagesDir?: string;
  repository?: string | null;
}

const once = <T>(read: () => T): (() => T) => {
  let value: { v: T } | undefined;
  return () => (value ??= { v: read() }).v;
};

/** Sources read from the given options, each once. */
export function createPageSources(options: PageSourceOptions): PageSources {
  const repoRoot = options.repoRoot ?? path.resolve(siteDir, '..');
  const manifest = once(() => ('manifest' in options ? options.manifest : readManifest()));
  const heads = once(() => readPageHeads(options.contentDir, manifest()));
  const releaseNotes = once(() =>
    readReleaseNotes({ repoRoot, packages: readPackages(options.packagesDir ?? packagesDir) }),
  );
  const repository =
    options.repository !== undefined ? options.repository : (siteConfig.repository?.url ?? null);
  const facts = once(() =>
    readSiteFacts({
      heads: heads(),
      manifest: manifest(),
      packages: releaseNotes().packages,
      repository,
      toolchain: readToolchain(repoRoot),
    }),
  );
  const tagPages = once(() => {
    const pages = new Map<string, string>();
    const byPath = new Set(heads().map((h) => h.regularPath));
    for (const head of heads()) {
      const name = /^core-components\/([a-z0-9-]+)\/index\.mdx$/.exec(head.relativePath)?.[1];
      if (name) pages.set(`sk-${name}`, head.regularPath);
    }
    // Elements defined beside another (`sk-radio-group` in `radio/`) share their folder's page.
    for (const module of manifest()?.modules ?? []) {
      const folder = /(?:^|\/)components\/([a-z0-9-]+)\//.exec(module.path)?.[1];
      const page = `/core-components/${folder}/`;
      for (const declaration of module.declarations ?? []) {
        const tag = declaration.customElement ? declaration.tagName : undefined;
        if (tag && !pages.has(tag) && folder && byPath.has(page)) pages.set(tag, page);
      }
    }
    // Elements documented elsewhere (`sk-icon` with the icons): the page of their API table.
    for (const head of heads()) {
      for (const tag of head.apiTags) {
        if (!pages.has(tag) && findElement(manifest(), tag)) pages.set(tag, head.regularPath);
      }
    }
    return pages;
  });
  const cdnFiles = once(() => readCdnFiles(readPackages(options.packagesDir ?? packagesDir)));
  return {
    contentDir: options.contentDir,
    base: options.base,
    manifest,
    heads,
    releaseNotes,
    facts,
    tagPages,
    cdnFiles,
  };
}

/** The files the default sources read, besides the content: a change to one renews them. */
function dataSignature(): string {
  const repoRoot = path.resolve(siteDir, '..');
  const changesets = path.join(repoRoot, '.changeset');
  const files = [
    manifestFile() ?? '',
    ...readPackages().flatMap((p) => [
      path.join(p.dir, 'package.json'),
      path.join(p.dir, 'CHANGELOG.md'),
    ]),
    ...(fs.existsSync(changesets)
      ? fs.readdirSync(changesets).map((name) => path.join(changesets, name))
      : []),
  ];
  return files.map((file) => `${file}:${fileStamp(file)}`).join('\n');
}

const shared = ((
  globalThis as { __skerryPageSources?: Map<string, { signature: string; sources: PageSources }> }
).__skerryPageSources ??= new Map());

/**
 * The sources for a content tree, shared by every reader in the process (the page scanner, the
 * MDX compiler, the machine files) while the data files they read are unchanged. Content edits
 * reach it through `renewPageSources`, which the development server calls on every change.
 */
export function pageSources(contentDir: string, base: string): PageSources {
  const key = `${contentDir}\0${base}`;
  const signature = dataSignature();
  const known = shared.get(key);
  if (known?.signature === signature) return known.sources;
  const sources = createPageSources({ contentDir, base });
  shared.set(key, { signature, sources });
  return sources;
}

/** Forgets the sources of every content tree: a page was added, removed or edited. */
export function renewPageSources(): void {
  shared.clear();
}
