import { describe, expect, it } from 'vitest';
import type { ConfigEnv, UserConfig } from 'vite';
import viteConfig from '../../vite.config.ts';

const resolve = (env: Partial<ConfigEnv>): UserConfig =>
  (viteConfig as (env: ConfigEnv) => UserConfig)({ command: 'serve', mode: 'production', ...env });

describe("the site's Vite configuration", () => {
  it('watches nothing in a preview, whose server React Router starts to prerender', () => {
    // React Router's child compiler takes its watch options from the preview's configuration.
    expect(resolve({ isPreview: true }).server?.watch).toBeNull();
  });

  it('leaves the dev server and the build their own watching', () => {
    expect(resolve({ isPreview: false }).server).not.toHaveProperty('watch');
    expect(resolve({ command: 'build' }).server).not.toHaveProperty('watch');
  });
});
