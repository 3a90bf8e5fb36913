import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { directDependencies, rangesOn, sameFamily } from './manifests.ts';

describe('sameFamily', () => {
  it('joins a scope, and a package to its scope', () => {
    expect(sameFamily('@vitest/browser', '@vitest/ui')).toBe(true);
    expect(sameFamily('react-router', '@react-router/dev')).toBe(true);
    expect(sameFamily('@custom-elements-manifest/analyzer', 'typescript')).toBe(false);
  });
});

describe('rangesOn', () => {
  it('collects the ranges direct dependencies declare on each other', () => {
    const lock = {
      packages: {
        '': { name: 'root' },
        'node_modules/typescript-eslint': {
          version: '8.74.0',
          peerDependencies: { typescript: '<6.1.0', eslint: '^10' },
        },
        'site/node_modules/@react-router/node': {
          version: '8.5.1',
          peerDependencies: { 'react-router': '8.5.1' },
        },
        // A dependency's range counts too: past it npm would install a second copy.
        'site/node_modules/@react-router/dev': {
          version: '8.4.0',
          dependencies: { '@react-router/node': '8.4.0' },
        },
        // A tool's own copy of another family's package is its business.
        'node_modules/@custom-elements-manifest/analyzer': {
          version: '0.11.0',
          dependencies: { typescript: '~5.4.2' },
        },
        // Nested copies and transitive packages are not our picks.
        'node_modules/a/node_modules/typescript-eslint': {
          version: '7.0.0',
          peerDependencies: { typescript: '<5' },
        },
        'node_modules/transitive': { version: '1.0.0', peerDependencies: { typescript: '<4' } },
      },
    };
    const names = new Set([
      'typescript-eslint',
      'typescript',
      'eslint',
      '@react-router/node',
      '@react-router/dev',
      '@custom-elements-manifest/analyzer',
      'react-router',
    ]);
    const found = rangesOn(lock, names);
    expect(found.get('typescript')).toEqual([
      {
        from: 'typescript-eslint@8.74.0',
        fromName: 'typescript-eslint',
        fromVersion: '8.74.0',
        range: '<6.1.0',
      },
    ]);
    expect(found.get('react-router')).toEqual([
      {
        from: '@react-router/node@8.5.1',
        fromName: '@react-router/node',
        fromVersion: '8.5.1',
        range: '8.5.1',
      },
    ]);
    expect(found.get('eslint')).toHaveLength(1);
    expect(found.get('@react-router/node')?.map((r) => r.from)).toEqual([
      '@react-router/dev@8.4.0',
    ]);
  });
});

describe('directDependencies', () => {
  it('reads a published package’s runtime ranges as the version the lockfile installs', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deps-manifests-'));
    const write = (file: string, json: object) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), JSON.stringify(json));
    };
    write('package.json', {
      workspaces: ['packages/*', 'site'],
      devDependencies: { vite: '8.3.8' },
    });
    write('packages/ui/package.json', {
      name: '@x/ui',
      dependencies: { lit: '^3.3.0' },
      devDependencies: { svgo: '^4.0.0' },
    });
    write('site/package.json', { name: 'site', private: true, dependencies: { react: '^19.0.0' } });
    write('package-lock.json', {
      packages: {
        'node_modules/lit': { version: '3.3.3' },
        'node_modules/react': { version: '19.3.1' },
      },
    });
    const specs = Object.fromEntries(directDependencies(root).map((d) => [d.name, d.specs]));
    expect(specs).toEqual({
      lit: ['3.3.3'],
      // What is only built or tested with, and what a private workspace uses, stays as written.
      svgo: ['^4.0.0'],
      react: ['^19.0.0'],
      vite: ['8.3.8'],
    });
    fs.rmSync(root, { recursive: true });
  });
});
