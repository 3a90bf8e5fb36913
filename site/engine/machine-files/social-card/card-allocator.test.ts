import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { siteDir } from '../../../readers/paths.ts';
import { cardPurgeDelay } from './card-allocator.ts';

/*
 * Each native module's mimalloc reads its purge delay when the module loads (ADR 0009, addenda
 * of 2026-11-29 and 2026-11-30): the build script sets none for the bundler, and the build sets
 * a second for resvg before resvg loads. The script also caps glibc's arenas, from which a
 * thread's freed memory seldom goes back. What the gains rest on is held here.
 */
describe("the allocators' purge delays", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-allocator-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const script = (
    JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts.build!;

  it('leaves the build script’s bundler to give freed memory back at once', () => {
    expect(script).toMatch(/(?:^|\s)MIMALLOC_PURGE_DELAY=0\s/);
  });

  it('keeps the build’s threads to two of glibc’s arenas, which keep what is freed in them', () => {
    expect(script).toMatch(/(?:^|\s)MALLOC_ARENA_MAX=2\s/);
  });

  it.runIf(process.platform === 'linux')(
    'loads resvg with a second’s delay when the cards start, and leaves the environment as it was',
    () => {
      // In a process of its own, which has loaded nothing yet: the build's config imports the
      // machine files' starter, which must not load resvg; the starter then loads it, and
      // mimalloc says (verbose) what resvg's copy read: were resvg to drop mimalloc, it would
      // say nothing, and the setting would do nothing (measure again before keeping it).
      const here = path.dirname(new URL(import.meta.url).pathname);
      const url = (file: string) => JSON.stringify(pathToFileURL(path.join(here, file)).href);
      const probe = path.join(dir, 'probe.mts');
      fs.writeFileSync(
        probe,
        [
          "import fs from 'node:fs';",
          "const mapped = () => /resvg/.test(fs.readFileSync('/proc/self/maps', 'utf8'));",
          `await import(${url('../background.ts')});`,
          'const before = mapped();',
          "process.stderr.write('\\n<load>\\n');",
          `(await import(${url('./card-allocator.ts')})).loadRasterizer();`,
          "process.stderr.write('\\n</load>\\n');",
          'const env = process.env.MIMALLOC_PURGE_DELAY;',
          'console.log(JSON.stringify({ before, after: mapped(), env }));',
        ].join('\n'),
      );
      const run = spawnSync(process.execPath, ['--import', 'tsx', probe], {
        cwd: siteDir,
        encoding: 'utf8',
        env: { ...process.env, MIMALLOC_PURGE_DELAY: '0', MIMALLOC_VERBOSE: '1' },
      });
      expect(run.status, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout.trim().split('\n').at(-1)!)).toEqual({
        before: false,
        after: true,
        env: '0',
      });
      const loading = /<load>([\s\S]*)<\/load>/.exec(run.stderr)?.[1] ?? '';
      expect(loading).toMatch(new RegExp(`option 'purge_delay': ${cardPurgeDelay}\\b`));
    },
  );
});
