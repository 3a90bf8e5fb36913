import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import viteConfig from '../../vite.config.ts';
import { buildHeapGrowingPercent } from './heap-growth.ts';

const resolve = (env: Partial<ConfigEnv>): UserConfig =>
  (viteConfig as (env: ConfigEnv) => UserConfig)({ command: 'serve', mode: 'production', ...env });

afterEach(() => vi.restoreAllMocks());

describe("the site's Vite configuration", () => {
  it('watches nothing in a preview, whose server React Router starts to prerender', () => {
    // React Router's child compiler takes its watch options from the preview's configuration.
    expect(resolve({ isPreview: true }).server?.watch).toBeNull();
  });

  it('leaves the dev server and the build their own watching', () => {
    expect(resolve({ isPreview: false }).server).not.toHaveProperty('watch');
    expect(resolve({ command: 'build' }).server).not.toHaveProperty('watch');
  });

  it("bounds V8's heap growth when a build's configuration loads, and only in a build", () => {
    const setFlags = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    // A plugin of its own in the list, not one of those React Router's plugin returns.
    const growth = resolve({ command: 'build' }).plugins?.find(
      (p) => !!p && typeof p === 'object' && 'name' in p && p.name === 'skerry-heap-growth',
    ) as Plugin | undefined;
    expect(growth?.apply).toBe('build');
    expect(setFlags).not.toHaveBeenCalled();
    (growth!.config as () => void)();
    expect(setFlags).toHaveBeenCalledExactlyOnceWith(
      `--heap-growing-percent=${buildHeapGrowingPercent}`,
    );
  });
});
