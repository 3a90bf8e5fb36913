import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedComponents } from './exported-components.ts';
import { newComponent } from './new-component.ts';
import { budgetProblems } from './size-check.ts';

/*
 * What the generator writes must work, not only read right: two components are generated into
 * a copy of the package (a plain one and a form control), type-checked with the package's
 * settings, and then run in Chromium — their own generated tests, and the style checks every
 * component gets, which find them through package.json's exports like any other.
 *
 * The copy lives under the package's .cache/ so that it resolves lit, @skerry/tokens and the
 * test tools from the same node_modules; the real package and site are never written.
 */

const packageRoot = path.resolve(import.meta.dirname, '..');
const bin = (specifier: string): string => fileURLToPath(import.meta.resolve(specifier));
const tsc = path.join(path.dirname(bin('typescript')), 'tsc.js');
const vitest = path.join(path.dirname(bin('vitest')), '../vitest.mjs');

const generated = [
  { name: 'sample-box', formControl: false },
  { name: 'sample-field', formControl: true },
] as const;

interface VitestReport {
  testResults: {
    name: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

let copy: string;
let contentDir: string;
let typeErrors: string;
let report: VitestReport | undefined;
let vitestOutput: string;

/** Runs a Node script without blocking this test's worker, resolving with its output. */
function node(
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** The results of the tests in files under `folder` (relative to the copy), by full name. */
function results(folder: string): Record<string, string> {
  const prefix = path.join(copy, folder);
  return Object.fromEntries(
    (report?.testResults ?? [])
      .filter((file) => file.name.startsWith(prefix))
      .flatMap((file) => file.assertionResults.map((test) => [test.fullName, test.status])),
  );
}

/** Type errors reported in `folder` (relative to the copy), one line each. */
function errorsIn(folder: string): string[] {
  return typeErrors.split('\n').filter((line) => line.startsWith(`${folder}/`));
}

beforeAll(() => {
  fs.mkdirSync(path.join(packageRoot, '.cache'), { recursive: true });
  copy = fs.mkdtempSync(path.join(packageRoot, '.cache/new-component-build-'));
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sk-new-component-pages-'));
  for (const entry of ['src', 'scripts', 'package.json', 'tsconfig.json']) {
    fs.cpSync(path.join(packageRoot, entry), path.join(copy, entry), { recursive: true });
  }
}, 60_000);

afterAll(() => {
  fs.rmSync(copy, { recursive: true, force: true });
  fs.rmSync(contentDir, { recursive: true, force: true });
});

describe('a component made by npm run new:component', () => {
  beforeAll(async () => {
    for (const { name, formControl } of generated) {
      await newComponent({ name, formControl, packageDir: copy, contentDir });
    }

    // The generated folders, the entry points that now export them, and the style checks.
    fs.writeFileSync(
      path.join(copy, 'tsconfig.generated.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        include: [
          ...generated.map(({ name }) => `src/components/${name}/**/*.ts`),
          'src/all.ts',
          'src/index.ts',
          'src/styles/styles.test.ts',
        ],
      }),
    );
    const typeCheck = await node(
      [tsc, '--noEmit', '--pretty', 'false', '-p', 'tsconfig.generated.json'],
      { cwd: copy },
    );
    typeErrors = typeCheck.output;

    // The package's own browser configuration, rooted in the copy. A clean environment: the
    // outer run's VITEST_* variables would make the inner one think it is a worker.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')),
    );
    const reportFile = path.join(copy, 'report.json');
    const run = await node(
      [
        vitest,
        'run',
        '--config',
        path.join(packageRoot, 'vitest.config.ts'),
        '--root',
        copy,
        '--reporter=json',
        `--outputFile=${reportFile}`,
        ...generated.map(({ name }) => `src/components/${name}/`),
        'src/styles/styles.test.ts',
      ],
      { cwd: copy, env: { ...env, NODE_ENV: 'test' } },
    );
    vitestOutput = run.output.slice(-4000);
    report = fs.existsSync(reportFile)
      ? (JSON.parse(fs.readFileSync(reportFile, 'utf8')) as VitestReport)
      : undefined;
  }, 600_000);

  it('is exported, budgeted and found by every list of components', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(copy, 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    const budgets = JSON.parse(
      fs.readFileSync(path.join(copy, 'scripts/size-budgets.json'), 'utf8'),
    ) as { components: Record<string, number> };
    const tags = exportedComponents(pkg.exports).map(({ tag }) => tag);
    for (const { name } of generated) expect(tags).toContain(`sk-${name}`);
    expect(budgetProblems(tags, budgets.components)).toEqual([]);
  });

  it('ran in Chromium', () => {
    expect(report, vitestOutput).toBeDefined();
  });

  for (const { name, formControl } of generated) {
    const kind = formControl ? 'form control' : 'component';

    describe(`sk-${name} (${kind})`, () => {
      it('type-checks, with the entry points that export it', () => {
        expect([
          ...errorsIn(`src/components/${name}`),
          ...errorsIn('src/all.ts'),
          ...errorsIn('src/index.ts'),
        ]).toEqual([]);
      });

      it('registers, renders and passes its own generated tests', () => {
        const own = results(`src/components/${name}/`);
        expect(Object.keys(own).length, vitestOutput).toBeGreaterThan(5);
        expect(Object.entries(own).filter(([, status]) => status !== 'passed')).toEqual([]);
        if (formControl) {
          expect(Object.keys(own).some((test) => test.includes('form control'))).toBe(true);
        }
      });

      it('passes the style checks every component gets (tokens, motion, forced colours)', () => {
        const styles = Object.entries(results('src/styles/')).filter(([test]) =>
          test.includes(`sk-${name} `),
        );
        expect(styles.length, vitestOutput).toBeGreaterThanOrEqual(4);
        expect(styles.filter(([, status]) => status !== 'passed')).toEqual([]);
      });
    });
  }
});
