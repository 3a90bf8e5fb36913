/**
 * `npm test`: every check the project has, in stages that fail fast — lint and the import rules
 * beside the build; then types, unit and component tests, and the extra site builds some
 * end-to-end tests need, side by side; then end-to-end tests against the built site. Each step's
 * time is printed, and the run closes with the tests that failed, by name, and one
 * "N passed, N failed" line summing all runners.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumInstallHint, findChromium } from '@skerry/testing-tools/chromium';
import { formatFailures, playwrightReport, totalsReport, vitestReport } from './test-reports.ts';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');

interface Step {
  title: string;
  command: string;
  args: string[];
  /** A failure stops the run here: nothing after it can be trusted. */
  gate?: boolean;
}

interface StepResult {
  step: Step;
  ok: boolean;
  seconds: number;
}

/**
 * Runs one step. Alone, its output streams; beside others, it is kept and printed whole when the
 * step ends, so parallel logs never interleave.
 */
function runStep(step: Step, streamed: boolean): Promise<StepResult> {
  const started = Date.now();
  if (streamed) console.log(`\n▶ ${step.title}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      env: process.env,
      stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (!streamed) {
        console.log(`\n▶ ${step.title}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`◀ ${step.title}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
      resolve({ step, ok: code === 0, seconds });
    });
  });
}

/**
 * Steps that must not overlap run one after the other in a lane of their own; a failed gate
 * ends its lane.
 */
type Lane = Step | Step[];

async function runLane(lane: Lane, streamed: boolean): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const step of Array.isArray(lane) ? lane : [lane]) {
    const result = await runStep(step, streamed);
    results.push(result);
    if (!result.ok && step.gate) break;
  }
  return results;
}

/** Runs a stage's lanes side by side; resolves when all have ended. */
async function runStage(lanes: Lane[]): Promise<StepResult[]> {
  const streamed = lanes.length === 1 && !Array.isArray(lanes[0]);
  return (await Promise.all(lanes.map((lane) => runLane(lane, streamed)))).flat();
}

try {
  const chromium = findChromium();
  process.env.CHROME_PATH = chromium;
} catch {
  console.error(chromiumInstallHint);
  process.exit(1);
}

fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

const vitest: Step = {
  title: 'Unit and component tests (Vitest)',
  command: 'npx',
  args: [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(results, 'vitest.json')}`,
  ],
};
/*
 * `@skerry/angular`'s components under Angular's own test builder (`ng test`), which runs Vitest
 * itself, so it is a step of its own rather than a project of the root Vitest.
 */
const angular: Step = {
  title: 'Angular unit tests (ng test, @skerry/angular)',
  command: 'npm',
  args: [
    'test',
    '-w',
    '@skerry/angular',
    '--',
    '--reporters=default',
    '--reporters=json',
    `--output-file=${path.join(results, 'angular.json')}`,
  ],
};
const consumers: Step = {
  title: 'Consumer apps on the packed tarballs (npm run test:consumers)',
  command: 'npm',
  args: ['run', 'test:consumers'],
};
const importRules: Step = {
  title: 'Import rules (dependency-cruiser, npm run imports:check)',
  command: 'npx',
  args: ['tsx', 'scripts/import-rules.ts', `--totals=${path.join(results, 'import-rules.json')}`],
};
const e2e: Step = {
  title: 'End-to-end tests (Playwright, built site)',
  command: 'npx',
  args: ['playwright', 'test', '-c', 'site/e2e/playwright.config.ts'],
};
const visual: Step = {
  title: 'Visual regression tests (npm run test:visual)',
  command: 'npm',
  args: ['run', 'test:visual'],
};

/*
 * Two cores: each stage pairs steps that leave each other room (lint and types are one thread;
 * the build and the browser tests are not). The end-to-end tests take both cores, alone.
 */
const stages: Lane[][] = [
  [
    // The import rules read only the sources, a few seconds of one thread, after the lint.
    [
      { title: 'Lint (ESLint, Prettier)', command: 'npm', args: ['run', 'lint'], gate: true },
      importRules,
    ],
    { title: 'Build packages and site', command: 'npm', args: ['run', 'build'], gate: true },
  ],
  [
    // The site's types read the packages' built output (tokens.json), so they follow the build.
    // The variant builds rewrite React Router's generated route types, which the site's type
    // check reads: they run after it, never beside it.
    [
      { title: 'Type check', command: 'npm', args: ['run', 'typecheck'], gate: true },
      {
        title: 'Site variants for end-to-end tests (next deploy, configured services)',
        command: 'npx',
        args: ['tsx', 'site/e2e/variant-builds.ts'],
        gate: true,
      },
    ],
    vitest,
    angular,
    // Mostly installs from the registry and small builds: it fits beside the rest.
    consumers,
    // Pictures of the built site: they need only stage 1's build, and fill the cores the
    // single-threaded steps here leave idle, where beside the end-to-end tests they would not.
    visual,
  ],
  [e2e],
];

process.env.E2E_PREBUILT = '1';
const timings: StepResult[] = [];
const runStarted = Date.now();
for (const stage of stages) {
  const stageResults = await runStage(stage);
  timings.push(...stageResults);
  const failedGate = stageResults.find((r) => !r.ok && r.step.gate);
  if (failedGate) {
    console.error(`\n✖ ${failedGate.step.title} failed`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

console.log('\nTime per step:');
for (const { step, ok, seconds } of timings) {
  console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${step.title}${ok ? '' : ' (failed)'}`);
}
console.log(`  ${((Date.now() - runStarted) / 1000).toFixed(1).padStart(7)} s  in all`);

const report = (file: string) => path.join(results, file);
const reports = [
  vitestReport(report('vitest.json'), 'Vitest', root),
  vitestReport(report('angular.json'), 'Angular', root),
  playwrightReport(report('e2e.json'), 'End to end', root),
  playwrightReport(report('visual.json'), 'Visual', root),
  totalsReport(
    report('consumers-totals.json'),
    'Consumers',
    root,
    playwrightReport(report('consumers.json'), 'Consumers', root),
  ),
  totalsReport(report('import-rules.json'), 'Import rules', root),
];
const total = reports
  .map((r) => r.counts)
  .reduce((a, b) => ({
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
    flaky: (a.flaky ?? 0) + (b.flaky ?? 0),
  }));
const failures = reports.flatMap((r) => r.failures);
if (failures.length > 0) console.log(`\nFailed:\n${formatFailures(failures).join('\n')}`);
const extras = [
  total.skipped ? `, ${total.skipped} skipped` : '',
  total.flaky ? ` (${total.flaky} of them passed only when retried)` : '',
].join('');
console.log(`\n${total.passed} passed, ${total.failed} failed${extras}`);
// A step can fail without a failing test of its own (a runner that never started): still a failure.
const failedSteps = timings.filter((r) => !r.ok);
for (const { step } of failedSteps) console.error(`✖ ${step.title} failed`);
process.exit(total.failed > 0 || total.passed === 0 || failedSteps.length > 0 ? 1 : 0);
