import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildInputs, buildState } from './build-state.ts';
import { ensureBuilt } from './ensure-build.ts';

let repo: string;
let dist: string;
const builtAt = new Date('2026-01-01T12:00:00Z');
const before = new Date('2026-01-01T11:00:00Z');
const after = new Date('2026-01-01T13:00:00Z');

function write(relative: string, time = before): string {
  const file = path.join(repo, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, relative);
  fs.utimesSync(file, time, time);
  return file;
}

/** Puts every folder back to before the build, as if nothing happened since. */
function settleFolders(dir = repo): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) settleFolders(path.join(dir, entry.name));
  }
  fs.utimesSync(dir, before, before);
}

function build(): void {
  write('site/dist/index.html', builtAt);
}

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-repo-'));
  dist = path.join(repo, 'site/dist');
  const sources = [
    'site/app/root.tsx',
    'site/content/index.mdx',
    'site/engine/build.ts',
    'site/readers/paths.ts',
    'site/hosting/headers.ts',
    'site/workbench-paths.ts',
    'site/public/favicon.svg',
    'site/storybook/preview.ts',
    'site/site.config.ts',
    'site/vite.config.ts',
    'site/react-router.config.ts',
    'package-lock.json',
    'packages/tokens/src/index.ts',
    'packages/tokens/README.md',
    'site/README.md',
    'site/e2e/a.spec.ts',
  ];
  for (const source of sources) write(source);
});
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

describe('buildState', () => {
  it('is missing without site/dist/index.html', () => {
    write('site/dist/404.html');
    settleFolders();
    expect(buildState(repo, dist)).toEqual({ kind: 'missing' });
  });

  it('is fresh when nothing changed after the build', () => {
    build();
    settleFolders();
    expect(buildState(repo, dist)).toEqual({ kind: 'fresh' });
  });

  it.each([
    'site/app/root.tsx',
    'site/app/nested/deeper/new.ts',
    'site/content/index.mdx',
    'site/engine/build.ts',
    'site/readers/paths.ts',
    'site/hosting/headers.ts',
    'site/workbench-paths.ts',
    'site/public/favicon.svg',
    'site/storybook/preview.ts',
    'site/site.config.ts',
    'site/vite.config.ts',
    'site/react-router.config.ts',
    'package-lock.json',
    'packages/tokens/src/index.ts',
    'packages/other/src/new.ts',
  ])('is stale when %s changed after the build', (source) => {
    build();
    settleFolders();
    write(source, after);
    settleFolders();
    expect(buildState(repo, dist)).toEqual({ kind: 'stale', changed: source });
  });

  it('is stale when a page was removed, which only its folder records', () => {
    write('site/content/old.mdx');
    build();
    settleFolders();
    fs.rmSync(path.join(repo, 'site/content/old.mdx'));
    expect(buildState(repo, dist)).toEqual({ kind: 'stale', changed: 'site/content' });
  });

  it.each([
    'site/README.md',
    'site/e2e/a.spec.ts',
    'packages/tokens/README.md',
    'site/content/.index.mdx.swp',
    'site/app/node_modules/x/index.js',
  ])('stays fresh when %s changed, which the build does not read', (file) => {
    build();
    settleFolders();
    write(file, after);
    settleFolders();
    expect(buildState(repo, dist)).toEqual({ kind: 'fresh' });
  });

  it('is not trapped by a symlink cycle', () => {
    fs.symlinkSync('..', path.join(repo, 'site/app/loop'));
    build();
    settleFolders();
    expect(buildState(repo, dist)).toEqual({ kind: 'fresh' });
  });

  it('lists the inputs that exist, one src folder per package', () => {
    fs.rmSync(path.join(repo, 'site/public'), { recursive: true });
    const inputs = buildInputs(repo).map((input) => path.relative(repo, input));
    expect(inputs).toContain('packages/tokens/src');
    expect(inputs).toContain('site/content');
    expect(inputs).not.toContain('site/public');
  });
});

describe('ensureBuilt', () => {
  it('does not build a fresh site', () => {
    build();
    settleFolders();
    const run = vi.fn(() => true);
    expect(ensureBuilt({ repoRoot: repo, distDir: dist, run, log: () => {} })).toBe('fresh');
    expect(run).not.toHaveBeenCalled();
  });

  it('builds a missing site in the repository root, saying why', () => {
    const run = vi.fn((root: string) => {
      expect(root).toBe(repo);
      build();
      return true;
    });
    const log = vi.fn();
    expect(ensureBuilt({ repoRoot: repo, distDir: dist, run, log })).toBe('built');
    expect(run).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/No build of the site yet/));
  });

  it('builds a stale site, naming the changed file', () => {
    build();
    settleFolders();
    write('site/content/index.mdx', after);
    const log = vi.fn();
    ensureBuilt({ repoRoot: repo, distDir: dist, run: () => true, log });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('site/content/index.mdx changed'));
  });

  it('throws a clear message when the build fails', () => {
    expect(() =>
      ensureBuilt({ repoRoot: repo, distDir: dist, run: () => false, log: () => {} }),
    ).toThrow(/The build failed/);
  });

  it('throws when the build succeeds but writes no site', () => {
    expect(() =>
      ensureBuilt({ repoRoot: repo, distDir: dist, run: () => true, log: () => {} }),
    ).toThrow(/wrote no/);
  });
});
