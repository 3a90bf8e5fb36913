/**
 * `npm start`: builds the site when the build is missing or older than its sources, then serves
 * it on 127.0.0.1 (PORT, default 4173). `--no-build` serves what is there.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { distDir, siteDir } from '../engine/paths.ts';
import config from '../site.config.ts';
import { createSiteServer } from './server.ts';

const repoRoot = path.resolve(siteDir, '..');
const sources = [
  'site/app',
  'site/content',
  'site/engine',
  'site/public',
  'site/site.config.ts',
  'site/vite.config.ts',
  'site/react-router.config.ts',
  'package-lock.json',
  ...fs.readdirSync(path.join(repoRoot, 'packages')).map((name) => `packages/${name}/src`),
].map((p) => path.join(repoRoot, p));

function newestChange(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestChange(path.join(target, entry.name)));
  }
  return newest;
}

function buildIfStale(): void {
  const marker = path.join(distDir, 'index.html');
  const builtAt = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  const changedAt = Math.max(...sources.map(newestChange));
  if (builtAt > changedAt) return;
  console.log(
    builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; nothing to serve. See the messages above.');
    process.exit(1);
  }
}

const portText = process.env.PORT ?? '4173';
const port = Number(portText);
if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
  console.error(`PORT must be a whole number from 1 to 65535, not "${portText}".`);
  process.exit(1);
}

if (!process.argv.includes('--no-build')) buildIfStale();
if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error(`No built site in ${distDir}: run "npm run build" first.`);
  process.exit(1);
}

const server = createSiteServer({ root: distDir, base: config.base });
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is in use. Stop the other server or choose another port: PORT=4174 npm start`
      : `The server could not start: ${error.message}`,
  );
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  console.log(`Skerry docs: http://127.0.0.1:${port}${config.base}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
