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
 */
export function cachedTransform<P extends { name: string; transform?: unknown }>(plugin: P): P {
  const transform = plugin.transform as Transform | undefined;
  if (typeof transform !== 'function') return plugin;
  return {
    ...plugin,
    async transform(this: unknown, code: string, id: string) {
      const key = `${plugin.name}\0${id}\0${createHash('sha1').update(code).digest('base64')}`;
      if (store.has(key)) return store.get(key);
      const result = await transform.call(this, code, id);
      store.set(key, result);
      return result;
    },
  };
}
