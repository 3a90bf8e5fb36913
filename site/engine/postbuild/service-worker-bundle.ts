import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { cachedOnUse } from './service-worker-urls.ts';

const virtualId = 'virtual:skerry-service-worker';

/** The worker's URL patterns and fallback page, which depend on the site's base. */
function workerConfig(base: string): Plugin {
  return {
    name: 'skerry-service-worker-config',
    resolveId: (id) => (id === virtualId ? `\0${virtualId}` : undefined),
    load(id) {
      if (id !== `\0${virtualId}`) return undefined;
      const patterns = Object.entries(cachedOnUse(base))
        .map(([name, pattern]) => `  ${name}: ${String(pattern)},`)
        .join('\n');
      return (
        `export const cachedOnUse = {\n${patterns}\n};\n` +
        `export const fallbackURL = ${JSON.stringify(`${base}404.html`)};\n`
      );
    },
  };
}

/**
 * The service worker's code (`service-worker-runtime.ts`) bundled into one classic script, with
 * `__SKERRY_PRECACHE__` where the precache list goes. It depends on the base and on Workbox, not
 * on the pages, so the build starts it before the prerender and the post-build step only puts
 * the list in (`service-worker.ts`). Bundled by Vite (Rolldown, Oxc's minifier) in a few hundred
 * milliseconds: Workbox's `generateSW` ran Rollup, Babel and Terser on the build's thread on every
 * build, 3.1 s of the post-build's critical path on the 1,000-page corpus.
 */
export async function bundleServiceWorker(base: string): Promise<string> {
  const result = await build({
    configFile: false,
    envFile: false,
    logLevel: 'silent',
    mode: 'production',
    publicDir: false,
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [workerConfig(base)],
    // Workbox leaves its development messages and checks out of a production build this way.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      reportCompressedSize: false,
      minify: true,
      // The browsers of decision 0005; Workbox's code is already of that age.
      target: 'es2022',
      rolldownOptions: {
        input: fileURLToPath(new URL('./service-worker-runtime.ts', import.meta.url)),
        // A classic script: browsers register `sw.js` as one.
        output: { format: 'iife', entryFileNames: 'sw.js' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1) {
    throw new Error(`Service worker: the bundle has ${chunks.length} scripts, not one.`);
  }
  return chunks[0]!.code;
}
