import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/web-components-vite';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The story files, which the build writes from the site's demos into its own folder
 * (`<build>/workbench/stories/`, `../engine/workbench/`) and names here.
 */
const stories = process.env.SKERRY_WORKBENCH_STORIES;
if (!stories) {
  throw new Error(
    'SKERRY_WORKBENCH_STORIES names no folder: run the workbench with `npm run workbench -w site`.',
  );
}

/**
 * The workbench: Storybook over the built `@skerry/components`, with the stories the build
 * writes from the site's demos. It is deployed below the site at `/storybook/`, so it asks
 * nothing of any other origin: no telemetry, no news.
 */
const config: StorybookConfig = {
  framework: {
    name: '@storybook/web-components-vite',
    // Its own Vite configuration: the site's (`../vite.config.ts`) builds React Router pages.
    options: { builder: { viteConfigPath: here('./vite.config.ts') } },
  },
  stories: [{ directory: stories, files: '*.stories.ts' }],
  // Docs: a page per component, from the argument types and description the stories carry.
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    enableCrashReports: false,
  },
  // Storybook keeps only `build.target` of the Vite configuration's `build`.
  viteFinal: (vite) => ({ ...vite, build: { ...vite.build, chunkSizeWarningLimit: 2048 } }),
};

export default config;
