/**
 * The Angular tab of every demo in the documentation, as the site generates it, compiled by
 * Angular's compiler with `strictTemplates` against `@skerry/angular`'s built types: a snippet a
 * reader copies must compile.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parseMdx } from '../../../engine/compile/markdown.ts';
import { demoSnippets } from './snippets.server.ts';
import { demoVariants } from './variants.server.ts';

const site = path.resolve(import.meta.dirname, '../../..');
const content = path.join(site, 'content');
const angular = path.resolve(site, '../packages/angular');
const ngc = path.resolve(site, '../node_modules/@angular/compiler-cli/bundles/src/bin/ngc.js');
// Inside the Angular package, so `@skerry/angular` and Angular resolve as from an application
// that installed it (a path, not an import: the site never imports the package's folder).
fs.mkdirSync(path.join(angular, 'node_modules'), { recursive: true });
const work = fs.mkdtempSync(path.join(angular, 'node_modules', '.docs-snippets-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Every demo's Angular source, named by its page. */
function snippets(): { page: string; code: string }[] {
  return fs
    .readdirSync(content, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .flatMap((page) =>
      demoSnippets(parseMdx(fs.readFileSync(path.join(content, page), 'utf8')), page).map(
        ({ html }) => ({
          page,
          code: demoVariants(html, page).variants.find((v) => v.id === 'angular')?.code ?? '',
        }),
      ),
    );
}

describe("the documentation's Angular snippets", () => {
  it('compile with strictTemplates', async () => {
    const all = snippets();
    expect(all.length).toBeGreaterThan(0);
    const files = all.map(({ page, code }, i) => {
      const file = `snippet-${i}.ts`;
      fs.writeFileSync(path.join(work, file), `// ${page}\n${code}\n`);
      return file;
    });
    fs.writeFileSync(
      path.join(work, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ES2022',
          moduleResolution: 'bundler',
          lib: ['ES2023', 'DOM'],
          types: [],
          strict: true,
          skipLibCheck: true,
          outDir: 'out',
        },
        files,
        angularCompilerOptions: { strictTemplates: true },
      }),
    );
    const output = await promisify(execFile)(process.execPath, [ngc, '-p', work], {
      env: { ...process.env, FORCE_COLOR: '0' },
      maxBuffer: 16 << 20,
    }).then(
      () => '',
      (error: { stdout: string; stderr: string }) => `${error.stdout}${error.stderr}`,
    );
    // eslint-disable-next-line no-control-regex
    const errors = output.replace(/\u001b\[[0-9;]*m/g, '').match(/^\S+\.ts:\d+:\d+ - error .*$/gm);
    const named = (errors ?? []).map((line) => {
      const index = Number(/snippet-(\d+)\.ts/.exec(line)?.[1]);
      return `${all[index]?.page}: ${line}`;
    });
    expect(named).toEqual([]);
  }, 180_000);
});
