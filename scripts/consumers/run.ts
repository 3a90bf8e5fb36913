/**
 * `npm run test:consumers`: the apps under `consumers/` installed from the packed tarballs, as
 * users get Skerry. Packs the workspace packages, then per app, side by side: copies it outside
 * the repository, installs it, checks there is one Lit, type-checks and builds it; then serves
 * every built app and runs the Playwright test that fills and submits each one's form.
 * Run it after `npm run build`. `--only vite-ts,react-19` runs some apps; `--keep` keeps the
 * temporary folder and prints where it is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findChromium } from '@skerry/testing-tools/chromium';
import { appScripts, type ConsumerApp, consumerApps } from './apps.ts';
import { CommandError, run } from './exec.ts';
import { appEnv, checkOneLit, copyApp, installApp } from './install.ts';
import { limit } from './limit.ts';
import { packWorkspaces, workspacePackages } from './pack.ts';
import { type Served, serveStatic } from './serve.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const results = path.join(repoRoot, 'test-results');
const { values: options } = parseArgs({
  options: { only: { type: 'string' }, keep: { type: 'boolean', default: false } },
});
const only = options.only?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !consumerApps.some((app) => app.name === name)) ?? [];
if (unknown.length > 0) throw new Error(`No consumer app named ${unknown.join(', ')}`);
const apps = consumerApps.filter((app) => !only || only.includes(app.name));

const started = performance.now();
const timings: { label: string; seconds: number }[] = [];

function log(label: string, seconds: number): void {
  timings.push({ label, seconds });
  console.log(`◀ ${label}: ${seconds.toFixed(1)} s`);
}

async function timed<T>(label: string, task: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await task();
  log(label, (performance.now() - start) / 1000);
  return result;
}

// A report left by an earlier run must not be counted as this one's.
for (const file of ['consumers.json', 'consumers-totals.json']) {
  fs.rmSync(path.join(results, file), { force: true });
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-consumers-'));
const env = appEnv(repoRoot);
// Two cores: type checks and builds take one each; installs mostly wait on the network.
const cpu = limit(2);

/** Copies, installs, checks and builds one app; returns its built folder. */
async function prepare(app: ConsumerApp, tarballs: Map<string, string>): Promise<string> {
  const dir = path.join(work, app.name);
  copyApp(path.join(repoRoot, 'consumers', app.name), dir);
  const missing = app.skerry.filter((name) => !tarballs.has(name));
  if (missing.length > 0) throw new Error(`needs ${missing.join(', ')}: not in this workspace`);
  const own = app.skerry.map((name) => tarballs.get(name)!);
  await timed(`${app.name}: install`, () => installApp(dir, own, env));
  await timed(`${app.name}: one copy of Lit`, () => checkOneLit(dir, env));
  const scripts = appScripts(dir);
  if (scripts.has('typecheck')) {
    await cpu(() =>
      timed(`${app.name}: type check`, () => run('npm', ['run', 'typecheck'], { cwd: dir, env })),
    );
  }
  await cpu(() =>
    timed(`${app.name}: build`, () => run('npm', ['run', 'build'], { cwd: dir, env })),
  );
  return path.join(dir, 'dist');
}

function describeFailure(name: string, error: unknown): string {
  if (error instanceof CommandError) return `✖ ${name}: ${error.message}\n${error.output}`;
  return `✖ ${name}: ${error instanceof Error ? error.message : String(error)}`;
}

let failedApps = 0;
let browserTestsRan = false;
const served: Served[] = [];
try {
  // A package missing from the workspace fails the apps that need it, not the others.
  const known = workspacePackages();
  const wanted = [...new Set(apps.flatMap((app) => app.skerry))].filter((name) => known.has(name));
  const packs = path.join(work, 'packs');
  fs.mkdirSync(packs);
  const tarballs = await timed('pack', () => Promise.resolve(packWorkspaces(wanted, packs)));

  const prepared = await Promise.allSettled(apps.map((app) => prepare(app, tarballs)));
  const urls: Record<string, string> = {};
  for (const [index, outcome] of prepared.entries()) {
    const app = apps[index]!;
    if (outcome.status === 'fulfilled') {
      const server = await serveStatic(outcome.value);
      served.push(server);
      urls[app.name] = server.url;
    } else {
      failedApps++;
      console.error(describeFailure(app.name, outcome.reason));
    }
  }

  if (Object.keys(urls).length > 0) {
    console.log(`\n▶ browser tests: ${Object.keys(urls).join(', ')}`);
    browserTestsRan = true;
    await timed('browser tests', async () => {
      try {
        const ran = await run(
          'npx',
          ['playwright', 'test', '-c', 'consumers/playwright.config.ts'],
          {
            cwd: repoRoot,
            env: {
              ...process.env,
              CHROME_PATH: findChromium(),
              SKERRY_CONSUMERS: JSON.stringify(urls),
            },
          },
        );
        process.stdout.write(ran.output);
      } catch (error) {
        // The counts come from the JSON report below; the output says which test failed.
        if (!(error instanceof CommandError)) throw error;
        process.stdout.write(error.output);
      }
    });
  }
} catch (error) {
  // Packing failed, or the harness itself: no app was tested, so each counts as failed.
  console.error(describeFailure('consumers', error));
  failedApps = apps.length;
} finally {
  await Promise.all(served.map((server) => server.close()));
  if (options.keep) console.log(`\nKept ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}

console.log('\nTime per step:');
for (const { label, seconds } of timings) {
  console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${label}`);
}
console.log(`  ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s  in all`);

/*
 * An app that failed before its browser test counts as one failure; a browser run that left no
 * report (Playwright itself failed) as one more. `npm test` sums the totals file with its others.
 */
const report = readReport();
const totals = {
  passed: report?.passed ?? 0,
  failed: failedApps + (report?.failed ?? (browserTestsRan ? 1 : 0)),
  flaky: report?.flaky ?? 0,
};
fs.mkdirSync(results, { recursive: true });
fs.writeFileSync(path.join(results, 'consumers-totals.json'), `${JSON.stringify(totals)}\n`);
const flaky = totals.flaky ? ` (${totals.flaky} of them passed only when retried)` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${flaky}`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);

function readReport(): { passed: number; failed: number; flaky: number } | undefined {
  try {
    const json = JSON.parse(fs.readFileSync(path.join(results, 'consumers.json'), 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number };
    };
    const { expected, unexpected, flaky } = json.stats;
    return { passed: expected + flaky, failed: unexpected, flaky };
  } catch {
    return undefined;
  }
}
