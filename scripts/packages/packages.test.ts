/**
 * The packages as npm would publish them: packed from the built `dist/` (the test run builds
 * first), then checked by publint, arethetypeswrong and our own rules (tarball-checks.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, describe, expect, it } from 'vitest';
import { type PackedPackage, packPackages } from './pack.ts';
import { tarballProblems } from './tarball-checks.ts';

const destination = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-packs-'));
afterAll(() => fs.rmSync(destination, { recursive: true, force: true }));

const packed: PackedPackage[] = packPackages(destination, { build: false });

/*
 * The packages are ESM only, on purpose (decision 0019): a CommonJS copy beside the ES one would
 * define each custom element twice. `require()` of them works on the Node versions that can
 * `require` ES modules, so arethetypeswrong's "CommonJS resolves to an ES module" is expected.
 */
const expectedProblems = new Set(['CJSResolvesToESM']);
/*
 * Files that are not modules: stylesheets, the sprite, fonts, and JSON data read by tools or
 * imported as JSON (whose default export arethetypeswrong cannot see), which have no types to be
 * wrong.
 */
const assetEntrypoints = [/\.(css|svg|json|woff2)$/, /\/fonts\//];

describe('packed packages', () => {
  it('packs every public package', () => {
    expect(packed.map((p) => p.name)).toEqual(
      expect.arrayContaining(['@skerry/tokens', '@skerry/icons', '@skerry/components']),
    );
  });

  describe.each(packed.map((p) => [p.name, p] as const))('%s', (_name, pack) => {
    const data = new Uint8Array(fs.readFileSync(pack.file));
    // arethetypeswrong's reading of the tarball, which our own checks read too.
    const unpacked = createPackageFromTarballData(data);
    const root = `/node_modules/${unpacked.packageName}/`;
    const files = new Map(
      unpacked.listFiles().map((file) => [file.slice(root.length), unpacked.readFile(file)]),
    );

    it('ships its licence, metadata and nothing that points at what is not shipped', () => {
      expect(tarballProblems(files)).toEqual([]);
    });

    it('passes publint', async () => {
      const { messages, pkg } = await publint({
        pack: { tarball: data.slice().buffer },
        level: 'warning',
      });
      expect(messages.map((m) => formatMessage(m, pkg) ?? m.code)).toEqual([]);
    });

    it('passes arethetypeswrong in every module resolution', async () => {
      const result = await checkPackage(unpacked, {
        excludeEntrypoints: assetEntrypoints,
      });
      const problems = 'problems' in result ? result.problems : [];
      const unexpected = problems.filter((p) => !expectedProblems.has(p.kind));
      expect(unexpected.map((p) => JSON.stringify(p))).toEqual([]);
    });
  });
});
