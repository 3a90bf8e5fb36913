import type { Plugin } from 'vite';

/** Where the one-icon modules of `@skerry/icons` go in the client build, under the base. */
export const iconChunkDir = 'assets/icons/';

const isIconModule = (id: string | null) => !!id && /[\\/]icons[\\/]dist[\\/]icons[\\/]/.test(id);

/**
 * Puts each icon's module in a folder of its own. There are 350 of them and a page loads the
 * few it shows, so the service worker caches them as they are used instead of precaching them
 * all (engine/postbuild/service-worker.ts), which a folder makes a simple pattern; every other chunk keeps
 * the name it would have had.
 */
export function iconChunks(): Plugin {
  return {
    name: 'skerry-icon-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    outputOptions(options) {
      const given = options.chunkFileNames ?? 'assets/[name]-[hash].js';
      return {
        ...options,
        chunkFileNames: (chunk) =>
          isIconModule(chunk.facadeModuleId)
            ? `${iconChunkDir}[name]-[hash].js`
            : typeof given === 'function'
              ? given(chunk)
              : given,
      };
    },
  };
}
