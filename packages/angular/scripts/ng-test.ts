/**
 * `npm test -w @skerry/angular`: the Angular unit tests, with Angular's own test builder
 * (`@angular/build:unit-test`, Vitest in browser mode) on this machine's Chromium, never a
 * downloaded one. The tests import the package as published (`dist/`), so `npm run build` comes
 * first.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findChromium } from '@skerry/testing-tools/chromium';

const root = path.resolve(import.meta.dirname, '..');
/*
 * Vite pre-bundles the package into this cache and keys it on the lockfile, not on `dist/`: a
 * rebuilt package would be tested as its previous build.
 */
fs.rmSync(path.join(root, 'node_modules/.vite'), { recursive: true, force: true });

const ng = path.join(root, '../../node_modules/@angular/cli/bin/ng.js');
const result = spawnSync(process.execPath, [ng, 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROME_BIN: findChromium(), NG_CLI_ANALYTICS: 'false' },
});
process.exit(result.status ?? 1);
