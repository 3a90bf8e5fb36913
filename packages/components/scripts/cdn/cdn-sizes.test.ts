import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { CdnFile } from './bundle-cdn.ts';
import { cdnSizes } from './cdn-sizes.ts';

const file = (fileName: string, code: string, imports: string[] = []): CdnFile => ({
  fileName,
  code,
  isEntry: fileName.startsWith('components/') || fileName === 'autoloader.js',
  imports,
  dynamicImports: [],
});

const lit = file('chunks/lit-abc.js', 'export const html = 1;'.repeat(50));
const base = file('chunks/base-abc.js', 'export const base = 2;'.repeat(20), [lit.fileName]);
const build = [
  lit,
  base,
  file('components/badge.js', 'import "../chunks/base-abc.js";', [base.fileName, lit.fileName]),
  file('components/tag.js', 'import "../chunks/base-abc.js";tag', [base.fileName]),
  file('autoloader.js', 'export const discover = 1;'),
];
const modules = { 'sk-badge': 'badge', 'sk-tag': 'tag' };
const roomy = {
  lit: 10_000,
  autoloader: 10_000,
  components: { 'sk-badge': 10_000, 'sk-tag': 10_000 },
};

describe('cdnSizes', () => {
  it('counts each component with the chunks it imports up front, Lit apart and once', () => {
    const { sizes, failures } = cdnSizes(build, modules, roomy);
    expect(failures).toEqual([]);
    expect(sizes.lit).toBeGreaterThan(0);
    expect(sizes.autoloader).toBeGreaterThan(0);
    // Each file gzipped on its own, as served: the component and the base chunk, not Lit.
    const gzip = (code: string) => gzipSync(code, { level: 9 }).length;
    expect(sizes.components['sk-tag']).toBe(gzip(build[3]!.code) + gzip(base.code));
    expect(sizes.components['sk-badge']).toBe(gzip(build[2]!.code) + gzip(base.code));
    expect(sizes.lit).toBe(gzip(lit.code));
  });

  it('fails a budget exceeded, a component without a budget, and a budget without a component', () => {
    const { failures } = cdnSizes(build, modules, {
      lit: 1,
      autoloader: 10_000,
      components: { 'sk-badge': 1, 'sk-old': 100 },
    });
    expect(failures).toEqual([
      expect.stringMatching(/^the CDN build’s Lit chunk is \d+ B gzip, over its 1 B budget$/),
      expect.stringMatching(/^sk-badge in the CDN build \(besides Lit\) is \d+ B gzip/),
      'sk-tag in the CDN build (besides Lit) has no budget in scripts/size-budgets.json cdn',
      'scripts/size-budgets.json cdn has a budget for sk-old, which is not exported',
    ]);
  });

  it('fails when Lit is in more than one chunk', () => {
    const twice = [...build, file('chunks/lit-def.js', 'export const html = 2;')];
    expect(cdnSizes(twice, modules, roomy).failures).toEqual([
      'the CDN build has 2 Lit chunks; every component must share one',
    ]);
  });
});
