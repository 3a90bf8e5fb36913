import { fileURLToPath } from 'node:url';
import { type Plugin, defineConfig } from 'vite';

/** A module of this folder, as a file the resolver can resolve from. */
const fromHere = fileURLToPath(new URL('./main.ts', import.meta.url));

/**
 * The story files are written into the build folder (`../engine/workbench/`), which may be
 * outside the checkout, with no `node_modules` above it; they import the packages and this
 * folder's `./render.ts` as if they stood here, and resolve so, wherever they are.
 */
function storyImportsFromHere(): Plugin {
  return {
    name: 'skerry-story-imports',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!importer?.split('?')[0]!.endsWith('.stories.ts')) return null;
      if (source.startsWith('\0') || source.startsWith('/')) return null;
      return this.resolve(source, fromHere, { ...options, skipSelf: true });
    },
  };
}

/**
 * The workbench's Vite configuration, which Storybook merges its own into (`main.ts`). The
 * components are imported from their built package, like any application imports them.
 */
export default defineConfig({
  // The site's public folder (favicons, icons) is the site's, not the workbench's.
  publicDir: false,
  plugins: [storyImportsFromHere()],
});
