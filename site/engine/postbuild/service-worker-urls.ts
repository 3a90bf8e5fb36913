import { workbenchPath } from '../../workbench-paths.ts';
import { fragmentDir } from '../../app/islands/fragment-path.ts';
import { escapeRegExp } from '../../app/text/escape-reg-exp.ts';
import { iconChunkDir } from '../client-build/icon-chunks.ts';

/**
 * What the worker caches as it is used: the search index, the one-icon modules and the pages'
 * article fragments (app/islands/), which client navigation reads as pages; and the workbench,
 * which it leaves to the network. Workbox matches a pattern against the whole URL, and the
 * patterns are written into the worker as literals (`service-worker-bundle.ts`), hence
 * expressions that start at the scheme.
 */
export function cachedOnUse(base: string): {
  search: RegExp;
  icons: RegExp;
  workbench: RegExp;
  articles: RegExp;
} {
  const under = (folder: string) =>
    new RegExp(`^https?://[^/]+${escapeRegExp(`${base}${folder}`)}`);
  return {
    search: under('pagefind/'),
    icons: under(iconChunkDir),
    workbench: under(`${workbenchPath}/`),
    articles: under(`${fragmentDir}/`),
  };
}
