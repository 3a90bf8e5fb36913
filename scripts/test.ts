/**
 * `npm test`: every check the project has, in the order that fails fastest — lint and types,
 * the build, unit and component tests, then end-to-end tests against the built site. It closes
 * with one "N passed, N failed" line summing all runners.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumInstallHint, findChromium } from './chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');

function run(title: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status === 0;
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Passed only when retried. */
  flaky?: number;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function vitestCounts(): Counts {
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  }>(path.join(results, 'vitest.json'));
  return report
    ? {
        passed: report.numPassedTests,
        failed: report.numFailedTests,
        skipped: report.numPendingTests + report.numTodoTests,
      }
    : { passed: 0, failed: 1, skipped: 0 };
}

function playwrightCounts(): Counts {
  const report = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  }>(path.join(results, 'e2e.json'));
  return report
    ? {
        passed: report.stats.expected + report.stats.flaky,
        failed: report.stats.unexpected,
        skipped: report.stats.skipped,
        flaky: report.stats.flaky,
      }
    : { passed: 0, failed: 1, skipped: 0 };
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

const steps: [string, string, string[]][] = [
  ['Lint (ESLint, Prettier)', 'npm', ['run', 'lint']],
  // The site's types read the packages' built output (tokens.json), so the build comes first.
  ['Build packages and site', 'npm', ['run', 'build']],
  ['Type check', 'npm', ['run', 'typecheck']],
];
for (const [title, command, args] of steps) {
  if (!run(title, command, args)) {
    console.error(`\n✖ ${title} failed`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

run('Unit and component tests (Vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(results, 'vitest.json')}`,
]);
run('End-to-end tests (Playwright, built site)', 'npx', [
  'playwright',
  'test',
  '-c',
  'site/e2e/playwright.config.ts',
]);

const total = [vitestCounts(), playwrightCounts()].reduce((a, b) => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
  flaky: (a.flaky ?? 0) + (b.flaky ?? 0),
}));
const extras = [
  total.skipped ? `, ${total.skipped} skipped` : '',
  total.flaky ? ` (${total.flaky} of them passed only when retried)` : '',
].join('');
console.log(`\n${total.passed} passed, ${total.failed} failed${extras}`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
