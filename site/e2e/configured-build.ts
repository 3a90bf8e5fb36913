import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { CspSources } from '../engine/third-party-sources.ts';
import { siteDir } from '../engine/paths.ts';
import { createSiteServer } from '../server/server.ts';
import siteConfig from '../site.config.ts';

export interface ConfiguredSite {
  origin: string;
  close(): Promise<void>;
}

/**
 * Builds the site with `overrides` merged over its configuration (as a deploy does with
 * SKERRY_SITE_CONFIG_JSON) into its own folder under `.cache/`, and serves it with the policy the
 * configured services need. The default build the other tests use is left alone.
 */
export function buildAndServe(
  name: string,
  overrides: object,
  thirdPartySources: CspSources,
): Promise<ConfiguredSite> {
  const work = path.join(siteDir, '.cache', name);
  fs.rmSync(work, { recursive: true, force: true });
  const dist = path.join(work, 'dist');
  const build = spawnSync('npm', ['run', 'build', '-w', 'site'], {
    cwd: path.resolve(siteDir, '..'),
    env: {
      ...process.env,
      SKERRY_SITE_CONFIG_JSON: JSON.stringify(overrides),
      SKERRY_BUILD_DIR: path.join(work, 'build'),
      SKERRY_DIST_DIR: dist,
    },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`The configured build failed:\n${build.stderr}`);

  const server: http.Server = createSiteServer({
    root: dist,
    base: siteConfig.base,
    thirdPartySources,
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: async () => {
          server.closeAllConnections();
          await new Promise<void>((done) => server.close(() => done()));
          fs.rmSync(work, { recursive: true, force: true });
        },
      });
    });
  });
}
