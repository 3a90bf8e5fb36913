/**
 * `npm start`: builds the site when there is no build or its sources changed since, then serves
 * `site/dist` on 127.0.0.1 at PORT (default 4173). `--no-build` serves whatever is there: the
 * end-to-end tests use it, as `npm test` has built just before. `--static-host` answers as a
 * plain static host would, without the site's redirects.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { distDir, siteDir } from '../readers/paths.ts';
import { thirdPartySources } from '../hosting/third-party-sources.ts';
import config from '../site.config.ts';
import { ensureBuilt } from './ensure-build.ts';
import { parsePort } from './port.ts';
import { createSiteServer } from './server.ts';
import { closeOnSignals } from './shutdown.ts';

const HOST = '127.0.0.1';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function listenError(error: NodeJS.ErrnoException, port: number): string {
  if (error.code === 'EADDRINUSE') {
    return `Port ${port} on ${HOST} is already in use, perhaps by another "npm start". Stop it, or choose another port: PORT=${port + 1} npm start`;
  }
  if (error.code === 'EACCES') {
    return `Port ${port} needs privileges this user does not have; choose one above 1023: PORT=4173 npm start`;
  }
  return `The server could not start on ${HOST}:${port}: ${error.message}`;
}

// Checked before building, so a typo does not cost a build first.
const setting = parsePort(process.env.PORT);
if (!setting.ok) fail(setting.message);
const { port } = setting;

if (process.argv.includes('--no-build')) {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    fail(`There is no built site in ${distDir}: run "npm run build" first, or "npm start" alone.`);
  }
} else {
  try {
    ensureBuilt({ repoRoot: path.resolve(siteDir, '..'), distDir });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

// The build and the server read the same configuration (and SKERRY_SITE_CONFIG_JSON), so the
// policy allows exactly the services the pages were built with.
const server = createSiteServer({
  root: distDir,
  plainStaticHost: process.argv.includes('--static-host'),
  base: config.base,
  thirdPartySources: thirdPartySources(config),
});
server.once('error', (error: NodeJS.ErrnoException) => fail(listenError(error, port)));
server.listen(port, HOST, () => {
  const { port: actual } = server.address() as AddressInfo;
  console.log(`Skerry docs: http://${HOST}:${actual}${config.base}`);
});
closeOnSignals(server);
