import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CspSources } from '../hosting/third-party-sources.ts';
import { createSiteServer } from '../server/server.ts';
import siteConfig from '../site.config.ts';

export interface ServedSite {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves a built site from `root` on a free loopback port with the policy `thirdPartySources`
 * allow, as `npm start` would serve a deploy built with those services.
 */
export function serveSite(root: string, thirdPartySources?: CspSources): Promise<ServedSite> {
  const server: http.Server = createSiteServer({ root, base: siteConfig.base, thirdPartySources });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: async () => {
          server.closeAllConnections();
          await new Promise<void>((done) => server.close(() => done()));
        },
      });
    });
  });
}
