/**
 * `npm run build -w @skerry/components`: compiles `src/` to `dist/` with tsc (one module per
 * file, so applications import only what they use), minifies the Lit templates, and writes the
 * files generated from the Custom Elements Manifest: `custom-elements.json`, VS Code's custom
 * HTML data, JetBrains web-types and the React JSX typings — which are then type-checked against `types-test/` — and
 * `sizes.json`, the size check's figures, which the site shows on each component's overview.
 * Beside `dist/` it writes `cdn/`, the build for pages without a bundler (`cdn/bundle-cdn.ts`).
 *
 * Of other packages' build output it reads only the types of `@skerry/icons` (which `sk-icon`
 * imports), so the icons are built first; it may run before `@skerry/tokens` is built.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleCdn, writeCdn } from './cdn/bundle-cdn.ts';
import { analyze } from './manifest/analyze.ts';
import { reactTypes } from './manifest/react-types.ts';
import { vsCodeData } from './manifest/vscode-data.ts';
import { webTypes } from './manifest/web-types.ts';
import { minifyTemplates } from './minify-templates.ts';
import { sizesFile } from './sizes-file.ts';
import { measureSizes } from './size-check.ts';
import { typeCheckJsx } from './react-types-check.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
/*
 * Everything is built here first and becomes `dist/` only when all of it succeeded: a failed
 * build (a type error, an unminified template, typings that fail their test) leaves the last
 * good `dist/` in place for the site and the tests, rather than nothing.
 */
const staging = path.join(root, 'dist.next');
const cdn = path.join(root, 'cdn');
const cdnStaging = path.join(root, 'cdn.next');

function fail(message: string): never {
  console.error(`${message}\n@skerry/components: build failed; dist/ is left as it was.`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.rmSync(cdnStaging, { recursive: true, force: true });
  process.exit(1);
}
/* The workspace's TypeScript, run with the current Node rather than through npx. */
const tsc = path.join(path.dirname(fileURLToPath(import.meta.resolve('typescript'))), 'tsc.js');

function javascriptFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return javascriptFiles(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

fs.rmSync(staging, { recursive: true, force: true });
try {
  execFileSync(
    process.execPath,
    [tsc, '-p', path.join(root, 'tsconfig.build.json'), '--outDir', staging],
    { stdio: 'inherit' },
  );
} catch {
  fail('tsc reported the errors above.');
}

for (const file of javascriptFiles(staging)) {
  const minified = minifyTemplates(fs.readFileSync(file, 'utf8'));
  // The size budget is measured on the sources; this keeps what ships the same as what is
  // measured, should the compiler's printing change again.
  if (/\bcss\s*`[^`]*\n/.test(minified)) {
    fail(`${path.relative(staging, file)}: a css template was left unminified`);
  }
  fs.writeFileSync(file, minified);
}

const manifest = analyze();
const write = (name: string, content: string): void => {
  fs.writeFileSync(path.join(staging, name), content);
};
// Minified: it is read by tools, and pretty-printed it was half of the package.
write('custom-elements.json', `${JSON.stringify(manifest)}\n`);
write('vscode.html-custom-data.json', `${JSON.stringify(vsCodeData(manifest), null, 2)}\n`);
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};
// Minified: only IDEs read it, and it is shipped in the package.
write('web-types.json', JSON.stringify(await webTypes(manifest, pkg)));
write('react.d.ts', reactTypes(manifest, './index.js'));

let cdnFiles;
try {
  cdnFiles = await bundleCdn(manifest);
} catch (error) {
  fail(`the CDN build failed: ${(error as Error).message}`);
}
writeCdn(cdnFiles, cdnStaging);

// Over-budget sizes are recorded as they are: failing on them is the size test's job.
write('sizes.json', `${JSON.stringify(sizesFile(await measureSizes(cdnFiles)), null, 2)}\n`);

const problems = typeCheckJsx(path.join(staging, 'react.d.ts'));
if (problems.length) {
  fail(`react.d.ts fails types-test/react-jsx.tsx:\n${problems.join('\n')}`);
}

fs.rmSync(dist, { recursive: true, force: true });
fs.renameSync(staging, dist);
fs.rmSync(cdn, { recursive: true, force: true });
fs.renameSync(cdnStaging, cdn);
console.log(
  `@skerry/components: built ${javascriptFiles(dist).length} modules into dist/, ${cdnFiles.length} into cdn/`,
);
