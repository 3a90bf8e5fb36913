import path from 'node:path';
import mdx from '@mdx-js/rollup';
import { reactRouter } from '@react-router/dev/vite';
import rehypeShiki from '@shikijs/rehype';
import { defineConfig } from 'vite';
import { cachedTransform } from './engine/cached-plugin.ts';
import { docElements } from './engine/doc-elements.ts';
import { baseRemarkPlugins } from './engine/markdown.ts';
import { appDir, contentDir } from './engine/paths.ts';
import { rehypeStaticCode } from './engine/rehype-static-code.ts';
import { remarkPage } from './engine/remark-page.ts';
import { skerryEngine } from './engine/vite-plugin.ts';
import siteConfig from './site.config.ts';

export default defineConfig({
  base: siteConfig.base,
  plugins: [
    skerryEngine({ config: siteConfig, contentDir }),
    {
      enforce: 'pre',
      ...cachedTransform(mdx({
        remarkPlugins: [
          ...baseRemarkPlugins,
          [remarkPage, { contentDir, base: siteConfig.base, docElements }],
        ],
        rehypePlugins: [
          [
            rehypeShiki,
            {
              themes: { light: 'github-light', dark: 'github-dark' },
              defaultColor: false,
              addLanguageClass: true,
            },
          ],
          rehypeStaticCode,
        ],
        providerImportSource: path.join(appDir, 'docs/mdx-components.tsx'),
      })),
    },
    reactRouter(),
  ],
  server: { fs: { allow: [contentDir, '..'] } },
});
