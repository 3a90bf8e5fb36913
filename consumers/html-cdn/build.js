/**
 * Lays the page out as a CDN serves it: each installed Skerry package's files under
 * `npm/<name>@<version>/`, as the registry tarball holds them, and the page with each
 * `<name>@latest` pinned to the installed version, as a page should load a CDN. A file the page
 * loads that no package ships fails the build, not only the browser test.
 */
import fs from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const dist = path.join(here, 'dist');
const scope = path.join(here, 'node_modules/@skerry');

fs.rmSync(dist, { recursive: true, force: true });
let page = fs.readFileSync(path.join(here, 'index.html'), 'utf8');
for (const folder of fs.readdirSync(scope)) {
  const source = fs.realpathSync(path.join(scope, folder));
  const { name, version } = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8'));
  fs.cpSync(source, path.join(dist, 'npm', `${name}@${version}`), {
    recursive: true,
    filter: (file) => path.basename(file) !== 'node_modules',
  });
  page = page.replaceAll(`/npm/${name}@latest/`, `/npm/${name}@${version}/`);
}
for (const [, url] of page.matchAll(/(?:src|href)="(\/npm\/[^"]+)"/g)) {
  if (!fs.existsSync(path.join(dist, url))) throw new Error(`${url}: no such file installed`);
}
fs.writeFileSync(path.join(dist, 'index.html'), page);
