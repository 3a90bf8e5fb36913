import fs from 'node:fs';
import path from 'node:path';
import { exportedComponents } from '../../components/scripts/exported-components.ts';
import type { Manifest } from '../../components/scripts/manifest/manifest-types.ts';
import { bindings } from './bindings.ts';

/*
 * Writes `dist/` from what @skerry/components publishes: its export map names the component
 * entries, its manifest the elements, their events and the events' types. So a new component,
 * event or event type reaches React at the next build, with nothing listed here.
 */
const root = path.resolve(import.meta.dirname, '..');
const components = path.resolve(root, '../components');
const dist = path.join(root, 'dist');

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const manifest = readJson<Manifest>(path.join(components, 'dist/custom-elements.json'));
const { exports } = readJson<{ exports: Record<string, unknown> }>(
  path.join(components, 'package.json'),
);

fs.rmSync(dist, { recursive: true, force: true });
fs.mkdirSync(dist);
for (const [file, text] of bindings(manifest, exportedComponents(exports))) {
  fs.writeFileSync(path.join(dist, file), text);
}
// The event types are types only; the empty module lets `./events.js` resolve as any entry.
fs.copyFileSync(path.join(root, 'src/events.d.ts'), path.join(dist, 'events.d.ts'));
fs.writeFileSync(path.join(dist, 'events.js'), 'export {};\n');
console.log(`@skerry/react: ${fs.readdirSync(dist).length} files in dist/`);
