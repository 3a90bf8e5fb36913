import { createHash } from 'node:crypto';

type TransformResult = { code: string; map?: unknown } | string | null | undefined;
type Transform = (
  this: unknown,
  code: string,
  id: string,
) => Promise<TransformResult> | TransformResult;

const store = ((
  globalThis as { __skerryTransformCache?: Map<string, TransformResult> }
).__skerryTransformCache ??= new Map());

/**
 * Remembers a plugin's transform results for the whole build process. React Router builds the
 * client and the prerender bundle from the same MDX; compiling each page once instead of twice
 * halves the slowest part of a large build. The cache lives on globalThis because Vite loads the
 * config, and with it this module, anew for each build.
 *
 * `cacheId` is what of a module's id the result depends on, beside its code: the whole id unless
 * told. A plugin that reads only the file's path passes `withoutQuery`: React Router's client
 * build transforms each route file twice, as itself and as its entry
 * (`page.mdx?__react-router-build-client-route`, whose code it then replaces with a re-export),
 * and keyed by the whole id each page was compiled twice there.
 */
export function cachedTransform<P extends { name: string; transform?: unknown }>(
  plugin: P,
  cacheId: (id: string) => string = (id) => id,
): P {
  const transform = plugin.transform as Transform | undefined;
  if (typeof transform !== 'function') return plugin;
  return {
    ...plugin,
    async transform(this: unknown, code: string, id: string) {
      const key = `${plugin.name}\0${cacheId(id)}\0${createHash('sha1').update(code).digest('base64')}`;
      if (store.has(key)) return store.get(key);
      const result = await transform.call(this, code, id);
      store.set(key, result);
      return result;
    },
  };
}

/** A module's id without its query (`?…`): its file, for a plugin that ignores the query. */
export const withoutQuery = (id: string): string => id.split('?')[0]!;
