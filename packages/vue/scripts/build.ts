/**
 * `npm run build -w @skerry/vue`: compiles the runtime (`src/`) with tsc, then writes one module
 * per element from `@skerry/components`' Custom Elements Manifest — the component and its
 * types — with the entry and the global component types. It reads the components' `dist/`,
 * so `@skerry/components` is built first.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Manifest } from '../../components/scripts/manifest/manifest-types.ts';
import { elementApis } from './element-api.ts';
import {
  componentModule,
  componentTypes,
  globalComponentTypes,
  indexModule,
  indexTypes,
} from './emit-modules.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
// Built beside and swapped in whole, so a failed build leaves the last good `dist/`.
const staging = path.join(root, 'dist.next');
const require = createRequire(import.meta.url);

function fail(message: string): never {
  console.error(`${message}\n@skerry/vue: build failed; dist/ is left as it was.`);
  fs.rmSync(staging, { recursive: true, force: true });
  process.exit(1);
}

const manifestFile = require.resolve('@skerry/components/custom-elements.json');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
// Beside `dist/`: read from the file system, as not every version exports `./package.json`.
const componentsPackage = path.join(path.dirname(manifestFile), '..', 'package.json');
const componentExports = (
  JSON.parse(fs.readFileSync(componentsPackage, 'utf8')) as { exports: Record<string, unknown> }
).exports;

// A class the DOM library declares (`InputEvent`) is global; any other comes from the package.
const tsLib = path.dirname(fileURLToPath(import.meta.resolve('typescript')));
const domLib = fs.readFileSync(path.join(tsLib, 'lib.dom.d.ts'), 'utf8');
const isDomType = (name: string): boolean => domLib.includes(`\ndeclare var ${name}: {`);

fs.rmSync(staging, { recursive: true, force: true });
try {
  execFileSync(
    process.execPath,
    [path.join(tsLib, 'tsc.js'), '-p', path.join(root, 'tsconfig.build.json'), '--outDir', staging],
    { stdio: 'inherit' },
  );
} catch {
  fail('tsc reported the errors above.');
}

const apis = elementApis(manifest);
fs.mkdirSync(path.join(staging, 'components'));
const write = (name: string, content: string): void => {
  fs.writeFileSync(path.join(staging, name), content);
};
for (const api of apis) {
  if (!(`./${api.folder}.js` in componentExports)) {
    fail(`${api.tag}: @skerry/components exports no ./${api.folder}.js to define it`);
  }
  write(`components/${api.tag}.js`, componentModule(api));
  write(`components/${api.tag}.d.ts`, componentTypes(api, isDomType));
}
write('index.js', indexModule(apis));
write('index.d.ts', indexTypes(apis));
write('global-components.js', 'export {};\n');
write('global-components.d.ts', globalComponentTypes(apis));

fs.rmSync(dist, { recursive: true, force: true });
fs.renameSync(staging, dist);
const models = apis.filter((api) => api.model).length;
console.log(`@skerry/vue: ${apis.length} components, ${models} with v-model, into dist/`);
