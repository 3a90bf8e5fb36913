import { readFile } from 'node:fs/promises';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { mdxOptions } from './mdx-pipeline.ts';

/**
 * Compiles a page that shares the article route module for the prerender (docs/decisions/0025):
 * all the steps of the build's compile, to the body of a function that imports nothing and is
 * run with its runtime and components given (`app/content/shared-article-table.ts`). The server
 * build then holds no page of prose, so it neither bundles nor loads a thousand of them; the
 * build's thread compiles each page while the prerender's threads render the ones before it,
 * from the tree its scanner read for the route table (`remarkParsedPage`).
 */
export function articleCompiler(options: {
  contentDir: string;
  base: string;
}): (file: string) => Promise<string> {
  const compileOptions = mdxOptions({ ...options, scoped: true });
  return async (file) => {
    const source = new VFile({ path: file, value: await readFile(file, 'utf8') });
    return String((await compile(source, compileOptions)).value);
  };
}
