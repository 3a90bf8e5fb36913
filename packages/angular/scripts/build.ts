/**
 * `npm run build -w @skerry/angular`: writes an Angular library from `@skerry/components`'
 * Custom Elements Manifest (a component per element, beside the hand-written `src/`) into
 * `build/`, compiles it with ng-packagr (Angular Package Format, partial compilation, so any
 * application's Angular compiler can link it), and takes its ES module and types into `dist/`.
 * It reads the components' `dist/`, so `@skerry/components` is built first.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ngPackagr } from 'ng-packagr';
import type { Manifest } from '../../components/scripts/manifest/manifest-types.ts';
import { elementApis } from './element-api.ts';
import { componentSource, publicApi } from './emit-components.ts';

const root = path.resolve(import.meta.dirname, '..');
const project = path.join(root, 'build');
const output = path.join(project, 'out');
const dist = path.join(root, 'dist');
// Taken beside and swapped in whole, so a failed build leaves the last good `dist/`.
const staging = path.join(root, 'dist.next');
const require = createRequire(import.meta.url);

function fail(message: string): never {
  console.error(`${message}\n@skerry/angular: build failed; dist/ is left as it was.`);
  fs.rmSync(staging, { recursive: true, force: true });
  process.exit(1);
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const manifestFile = require.resolve('@skerry/components/custom-elements.json');
const manifest = readJson<Manifest>(manifestFile);
const componentExports = readJson<{ exports: Record<string, unknown> }>(
  path.join(path.dirname(manifestFile), '..', 'package.json'),
).exports;
const pkg = readJson<{
  name: string;
  version: string;
  exports: Record<string, { types: string; default: string } | string>;
  [key: string]: unknown;
}>(path.join(root, 'package.json'));

// A class the DOM library declares (`InputEvent`) is global; any other comes from the package.
const tsLib = path.dirname(fileURLToPath(import.meta.resolve('typescript')));
const domLib = fs.readFileSync(path.join(tsLib, 'lib.dom.d.ts'), 'utf8');
const isDomType = (name: string): boolean => domLib.includes(`\ndeclare var ${name}: {`);
// A type the DOM library names (`AutoFill | undefined`): a list of strings a component reuses.
const isDomTypeAlias = (type: string): boolean =>
  type
    .split('|')
    .map((part) => part.trim())
    .some((name) => /^[A-Z]\w*$/.test(name) && domLib.includes(`\ntype ${name} = `));

// The library project ng-packagr compiles: the hand-written runtime and the generated components.
fs.rmSync(project, { recursive: true, force: true });
fs.cpSync(path.join(root, 'src'), path.join(project, 'src'), {
  recursive: true,
  filter: (file) => !file.endsWith('.test.ts'),
});
const apis = elementApis(manifest);
fs.mkdirSync(path.join(project, 'src/components'));
for (const api of apis) {
  if (!(`./${api.folder}.js` in componentExports)) {
    fail(`${api.tag}: @skerry/components exports no ./${api.folder}.js to define it`);
  }
  fs.writeFileSync(
    path.join(project, 'src/components', `${api.tag}.ts`),
    componentSource(api, isDomType, isDomTypeAlias),
  );
}
const runtime = fs
  .readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => `export * from './${file.replace(/\.ts$/, '')}';`)
  .sort();
fs.writeFileSync(path.join(project, 'src/public-api.ts'), publicApi(apis, runtime));
fs.writeFileSync(
  path.join(project, 'package.json'),
  JSON.stringify(
    {
      name: pkg.name,
      version: pkg.version,
      sideEffects: pkg.sideEffects,
      dependencies: pkg.dependencies,
      peerDependencies: pkg.peerDependencies,
    },
    null,
    2,
  ),
);
fs.writeFileSync(
  path.join(project, 'ng-package.json'),
  JSON.stringify({
    dest: './out',
    lib: { entryFile: 'src/public-api.ts' },
    allowedNonPeerDependencies: ['@skerry/components'],
  }),
);

try {
  await ngPackagr()
    .forProject(path.join(project, 'ng-package.json'))
    .withTsConfig(path.join(root, 'tsconfig.lib.json'))
    .build();
} catch (error) {
  fail(`ng-packagr: ${error instanceof Error ? error.message : String(error)}`);
}

/*
 * The published package.json is ours (its metadata and the repository's checks), so it must
 * point where ng-packagr's would: the same entries, inside `dist/`.
 */
const generated = readJson<{ exports: Record<string, Record<string, string>> }>(
  path.join(output, 'package.json'),
).exports;
for (const [subpath, conditions] of Object.entries(generated)) {
  if (subpath === './package.json') continue;
  const expected = Object.fromEntries(
    Object.entries(conditions).map(([condition, file]) => [
      condition,
      file.replace(/^\.\//, './dist/'),
    ]),
  );
  if (JSON.stringify(pkg.exports[subpath]) !== JSON.stringify(expected)) {
    fail(`package.json exports["${subpath}"] should be ${JSON.stringify(expected)}`);
  }
}

// No source maps (decision 0019): the modules ship as readable JavaScript.
fs.rmSync(staging, { recursive: true, force: true });
fs.mkdirSync(staging);
for (const folder of ['fesm2022', 'types']) {
  fs.cpSync(path.join(output, folder), path.join(staging, folder), {
    recursive: true,
    filter: (file) => !file.endsWith('.map'),
  });
}
for (const file of fs.readdirSync(path.join(staging, 'fesm2022'))) {
  const full = path.join(staging, 'fesm2022', file);
  fs.writeFileSync(
    full,
    fs.readFileSync(full, 'utf8').replace(/\n\/\/# sourceMappingURL=.*\n?$/, '\n'),
  );
}
fs.rmSync(dist, { recursive: true, force: true });
fs.renameSync(staging, dist);
console.log(`@skerry/angular: ${apis.length} components into dist/`);
