/**
 * The built site's HTML against two independent validators: html-validate (its standard preset,
 * configured in `site/.htmlvalidate.json`) over every page, and the Nu HTML Checker, the W3C's
 * validator, over one page of each kind. They read `site/dist`, which `npm test` builds first.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { workbenchPath } from '../../workbench-paths.ts';
import { distDir } from '../../readers/paths.ts';

/** One page of each kind the site has: home, component, API, an interactive page, not found. */
const nuPages = [
  'index.html',
  'core-components/button/index.html',
  'core-components/button/api/index.html',
  'foundation/icons/index.html',
  '404.html',
] as const;

/** The site's own pages: the workbench's (Storybook's) markup is not ours to check. */
function builtPages(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .filter((file) => !file.startsWith(`${workbenchPath}${path.sep}`))
    .sort();
}

/** Java runs the Nu checker; a machine without it skips that check and says why. */
const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
const hasJava = java.status === 0;
if (!hasJava) {
  console.warn(
    'Skipping the Nu HTML Checker: no `java` on PATH (Debian: apt-get install default-jre-headless; .ci/run installs it).',
  );
}

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe('the built HTML', () => {
  beforeAll(() => {
    if (!fs.existsSync(path.join(distDir, 'index.html'))) {
      throw new Error(`${distDir} holds no built site: run \`npm run build -w site\` first.`);
    }
  });

  it('passes html-validate’s standard preset on every page', async () => {
    const pages = builtPages(distDir);
    expect(pages.length).toBeGreaterThan(100);
    // Reads `.htmlvalidate.json` from the site folder above `dist`, as the CLI would.
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const reports = await Promise.all(
      pages.map((page) => validator.validateFile(path.join(distDir, page))),
    );
    const results = reports.flatMap((report) => report.results);
    const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
    const text = formatterFactory('text')(results);
    expect(errors, text).toBe(0);
  }, 120_000);

  it.skipIf(!hasJava)(
    'passes the Nu HTML Checker on each kind of page',
    () => {
      const jar = createRequire(import.meta.url)('vnu-jar') as string;
      // One JVM for all five files: its start-up is most of the time this takes.
      const run = spawnSync(
        'java',
        [
          '-jar',
          jar,
          '--errors-only',
          '--exit-zero-always',
          '--stdout',
          '--format',
          'json',
          ...nuPages.map((page) => path.join(distDir, page)),
        ],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      expect(run.error).toBeUndefined();
      const { messages } = JSON.parse(run.stdout) as { messages: NuMessage[] };
      const errors = messages
        .filter((m) => m.type === 'error' || m.subType === 'fatal')
        .map(
          (m) =>
            `${path.relative(distDir, new URL(m.url ?? 'file:/').pathname)}:${m.lastLine ?? '?'} ${m.message}`,
        );
      expect(errors).toEqual([]);
    },
    120_000,
  );
});
