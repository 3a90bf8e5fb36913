import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import mdx from '@mdx-js/rollup';
import type { Plugin, TransformResult } from 'vite';
import { VFile } from 'vfile';
import { cachedTransform, withoutQuery } from './cached-plugin.ts';
import { mdxOptions } from './mdx-pipeline.ts';
import { appDir, isWithin, siteDir } from '../../readers/paths.ts';
import { clientIslandsTree, compileKey } from './rehype-islands.ts';

const clientModules = ((
  globalThis as { __skerryClientModules?: Map<string, string> }
).__skerryClientModules ??= new Map());

/**
 * Compiles each MDX page once, in full (all remark and rehype steps), for the prerender bundle;
 * the browser's module of the page is then made from the islands that compile recorded
 * (`rehype-islands.ts`), with no remark or rehype step of its own: an empty source whose tree
 * is replaced by the recorded one, so it costs a JSX-to-JS pass, not a second compile.
 * The dev server keeps the full module on both sides (it has no fragment files to fetch).
 */
export function mdxPages(options: { contentDir: string; base: string }): Plugin {
  const compileOptions = mdxOptions(options);
  // @mdx-js/rollup compiles the file a module id names, whatever its query.
  const full = cachedTransform(mdx(compileOptions), withoutQuery);
  let serving = false;
  // A content tree outside the checkout (SKERRY_CONTENT_DIR) has no node_modules above it.
  const outside = !isWithin(options.contentDir, path.dirname(siteDir));
  return {
    ...full,
    name: 'skerry:mdx-pages',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(source, importer, resolveOptions) {
      // Then the packages its pages import (React, the elements of their demos) resolve as the
      // site's own do.
      if (!outside || !importer?.split('?')[0]!.endsWith('.mdx')) return null;
      if (!/^[@a-z]/i.test(source) || source.includes(':')) return null;
      return this.resolve(source, path.join(appDir, 'root.tsx'), {
        ...resolveOptions,
        skipSelf: true,
      });
    },
    async transform(code, id) {
      const fullTransform = full.transform as (
        this: unknown,
        code: string,
        id: string,
      ) => Promise<TransformResult | undefined>;
      const result = await fullTransform.call(this, code, id);
      const [file] = id.split('?');
      if (
        !result ||
        typeof result === 'string' ||
        !file ||
        serving ||
        this.environment.config.consumer === 'server'
      ) {
        return result;
      }
      const key = compileKey(file, code);
      const cached = clientModules.get(key);
      if (cached !== undefined) return { code: cached, map: null };
      const tree = clientIslandsTree(key);
      if (!tree) return result;
      const compiled = await compile(new VFile({ path: file, value: '' }), {
        providerImportSource: compileOptions.providerImportSource,
        rehypePlugins: [() => () => structuredClone(tree)],
      });
      clientModules.set(key, String(compiled.value));
      return { code: String(compiled.value), map: null };
    },
  };
}
