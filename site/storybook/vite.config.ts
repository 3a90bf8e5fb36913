import { defineConfig } from 'vite';

/**
 * The workbench's Vite configuration, which Storybook merges its own into (`main.ts`). The
 * components are imported from their built package, like any application imports them.
 */
export default defineConfig({
  // The site's public folder (favicons, icons) is the site's, not the workbench's.
  publicDir: false,
});
