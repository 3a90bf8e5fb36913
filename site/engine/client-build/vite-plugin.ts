import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { SiteConfig } from '../../app/config/define.ts';
import type { ClientConfig } from '../../app/config/client-config.ts';
import type { NavPage } from '../../app/content/page.ts';
import { demoSourcesModule, demoSourcesPrefix } from '../../app/docs/demo/sources-module.server.ts';
import { manifestFile } from '../../readers/manifest.ts';
import { listContentFiles } from '../content/content-files.ts';
import { sharedArticlesModule } from '../page-data/articles-module.ts';
import { fileStamp } from '../../readers/file-stamp.ts';
import { findBrokenLinks, formatBrokenLinks } from '../page-data/link-check.ts';
import { collectPages, toNavPages } from '../page-data/page-data.ts';
import { navModuleSource, writeNavPages } from '../page-data/nav-module.ts';
import { pageSources, renewPageSources } from '../page-data/page-sources.ts';
import { siteDir } from '../../readers/paths.ts';
import { engineName, engineVersion } from './engine-info.ts';

const modules = {
  config: 'virtual:skerry/config',
  nav: 'virtual:skerry/nav',
  articles: 'virtual:skerry/articles',
} as const;
const resolved = (id: string) => `\0${id}`;

/** The last page list built for a content tree, with the signature of the files it read. */
type NavCache = Map<string, { signature: string; pages: NavPage[] }>;
// On globalThis because Vite loads the config, and with it this module, anew for each build.
const navSources = ((globalThis as { __skerryNavSources?: NavCache }).__skerryNavSources ??=
  new Map());

/** Every content file with its size and time of change, and the components' manifest's. */
function contentSignature(contentDir: string): string {
  const manifest = manifestFile();
  return [
    ...listContentFiles(contentDir).map(({ file }) => `${file}:${fileStamp(file)}`),
    `manifest:${manifest ? fileStamp(manifest) : 'none'}`,
  ].join('\n');
}

export function toClientConfig(config: SiteConfig): ClientConfig {
  return {
    title: config.title,
    description: config.description,
    themeColor: config.themeColor,
    lang: config.lang,
    base: config.base,
    productionUrl: config.productionUrl ?? null,
    repository: config.repository ?? null,
    sidebar: config.sidebar,
    externalLinkLabel: config.externalLinkLabel,
    disableScrollBehavior: config.disableScrollBehavior,
    search: config.search,
    offline: config.offline,
    analytics: config.analytics ?? null,
    storybook: config.storybook ?? null,
    generator: { name: engineName, version: engineVersion },
  };
}

/**
 * Serves the site data to the app as virtual modules (with each page's later demo sources), and
 * checks the whole content tree (frontmatter and links) before anything is bundled, so a bad
 * page fails fast with every problem.
 */
export function skerryEngine(options: { config: SiteConfig; contentDir: string }): Plugin {
  const publicDir = path.join(siteDir, 'public');
  let isBuild = false;
  let navPages: NavPage[] | undefined;

  const readNavPages = (): NavPage[] => {
    if (navPages === undefined) {
      // React Router builds the client and then the prerender bundle, each with this plugin
      // anew; reading and checking a thousand pages once is enough while none has changed.
      const key = `${isBuild}\0${options.config.base}\0${options.contentDir}`;
      const signature = contentSignature(options.contentDir);
      const cached = navSources.get(key);
      navPages = cached?.signature === signature ? cached.pages : undefined;
      if (navPages === undefined) {
        const pages = collectPages(options.contentDir, options.config.base);
        if (isBuild) {
          // The release data is read even when no page shows it: a malformed changelog or
          // changeset fails every build, naming its file and line.
          pageSources(options.contentDir, options.config.base).releaseNotes();
          const broken = findBrokenLinks(pages, publicDir);
          if (broken.length) throw new Error(formatBrokenLinks(broken));
        }
        navPages = toNavPages(pages);
        navSources.set(key, { signature, pages: navPages });
      }
      // The post-build step writes each section's file from the same list.
      if (isBuild) writeNavPages(navPages);
    }
    return navPages;
  };

  return {
    name: 'skerry-engine',
    configResolved(resolvedConfig) {
      isBuild = resolvedConfig.command === 'build';
    },
    buildStart() {
      if (isBuild) readNavPages();
    },
    resolveId(id) {
      const known = (Object.values(modules) as string[]).includes(id);
      return known || id.startsWith(demoSourcesPrefix) ? resolved(id) : undefined;
    },
    load(id, loadOptions) {
      if (id.startsWith(resolved(demoSourcesPrefix))) return demoSourcesModule(id.slice(1));
      if (id === resolved(modules.config)) {
        return `export default ${JSON.stringify(toClientConfig(options.config))};`;
      }
      if (id === resolved(modules.nav)) {
        // The browser build ships the sidebar's frame only; the prerender and the dev server
        // know every page (docs/decisions/0010).
        const everyPage = !isBuild || loadOptions?.ssr === true;
        return navModuleSource(readNavPages(), toClientConfig(options.config), everyPage);
      }
      if (id === resolved(modules.articles)) {
        // The pages that share a route module, rendered in the prerender alone; the browser
        // has their HTML (docs/decisions/0022), and the dev server gives each a module. The
        // prerender compiles them outside the bundle (docs/decisions/0025).
        return sharedArticlesModule(isBuild && loadOptions?.ssr === true);
      }
      return undefined;
    },
    configureServer(server: ViteDevServer) {
      const refresh = (file: string) => {
        if (!file.startsWith(options.contentDir) || !file.endsWith('.mdx')) return;
        navPages = undefined;
        renewPageSources();
        const mod = server.moduleGraph.getModuleById(resolved(modules.nav));
        if (mod) server.moduleGraph.invalidateModule(mod);
      };
      server.watcher.on('add', refresh);
      server.watcher.on('unlink', refresh);
      server.watcher.on('change', refresh);
    },
  };
}
