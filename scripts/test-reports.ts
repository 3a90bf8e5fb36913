/**
 * What `npm test` reads back from its runners' JSON reports in `test-results/`: the totals of
 * each, and the name and first message line of every test that failed. The failures are printed
 * last because a CI log is often read only from its end, where a runner's own report of a
 * failure, printed minutes earlier among parallel steps, is out of sight.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Passed only when retried. */
  flaky?: number;
}

/** One failed test (or an error outside any test), as a line a reader can search for. */
export interface Failure {
  runner: string;
  name: string;
  message: string;
}

/** What one runner's report says: its totals, and each failure by name. */
export interface RunnerReport {
  counts: Counts;
  failures: Failure[];
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** A report that was never written: one failure, named by its file. */
const missing = (file: string, runner: string, root: string): RunnerReport => ({
  counts: { passed: 0, failed: 1, skipped: 0 },
  failures: [{ runner, name: path.relative(root, file), message: 'no report written' }],
});

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: {
      status: string;
      projectName?: string;
      results: { errors?: { message?: string }[] }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: { message?: string }[];
  suites?: PlaywrightSuite[];
}

/**
 * A report that writes only its totals (the import rules', the consumer apps' harness); the
 * names of its failures, where it has them, come from `details`, a report of its own.
 */
export function totalsReport(
  file: string,
  runner: string,
  root: string,
  details?: RunnerReport,
): RunnerReport {
  const report = readJson<{ passed: number; failed: number; flaky?: number }>(file);
  if (!report) return missing(file, runner, root);
  return {
    counts: { passed: report.passed, failed: report.failed, skipped: 0, flaky: report.flaky ?? 0 },
    failures: details?.failures ?? [],
  };
}

/** The first line that says something, without the colour codes a reporter may leave in. */
function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- ANSI colour codes are control characters
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (
    plain
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean) ?? '(no message)'
  );
}

/**
 * A Vitest JSON report (the root Vitest's, or the one Angular's test builder runs): its totals,
 * every failed test, and every file that failed outside its tests.
 */
export function vitestReport(file: string, runner: string, root: string): RunnerReport {
  const report = readJson<VitestReport>(file);
  if (!report) return missing(file, runner, root);
  const failures: Failure[] = [];
  for (const result of report.testResults ?? []) {
    const where = path.relative(root, result.name);
    const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push({
        runner,
        name: `${where} › ${test.fullName}`,
        message: firstLine(test.failureMessages?.[0]),
      });
    }
    // A file that fails to load, or a hook that fails, has no failed test of its own.
    if (result.status === 'failed' && failed.length === 0) {
      failures.push({ runner, name: where, message: firstLine(result.message) });
    }
  }
  return {
    counts: {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    },
    failures,
  };
}

function* playwrightSpecs(
  suites: PlaywrightSuite[] = [],
  titles: string[] | undefined = undefined,
): Generator<{ spec: NonNullable<PlaywrightSuite['specs']>[number]; titles: string[] }> {
  for (const suite of suites) {
    // The outermost suites are the files, whose names the specs' file and line already give.
    const inner = titles ? [...titles, suite.title] : [];
    for (const spec of suite.specs ?? []) yield { spec, titles: inner };
    yield* playwrightSpecs(suite.suites, inner);
  }
}

/**
 * A Playwright run's JSON report (`e2e.json`, `visual.json`, `consumers.json`): its totals, every
 * test that failed even on retry, and every error outside tests. Such an error (a web server that
 * cannot start, a spec that does not load) counts as a failure: the run then reports no test at
 * all, and would otherwise pass.
 */
export function playwrightReport(file: string, runner: string, root: string): RunnerReport {
  const report = readJson<PlaywrightReport>(file);
  if (!report) return missing(file, runner, root);
  const failures: Failure[] = (report.errors ?? []).map((error) => ({
    runner,
    name: '(outside any test)',
    message: firstLine(error.message),
  }));
  for (const { spec, titles } of playwrightSpecs(report.suites)) {
    for (const test of spec.tests.filter((t) => t.status === 'unexpected')) {
      const last = test.results.at(-1);
      failures.push({
        runner,
        name: [`${spec.file}:${spec.line}`, ...titles, spec.title].join(' › '),
        message: firstLine(last?.errors?.[0]?.message),
      });
    }
  }
  return {
    counts: {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected + (report.errors?.length ?? 0),
      skipped: report.stats.skipped,
      flaky: report.stats.flaky,
    },
    failures,
  };
}

/** The lines `npm test` ends with when something failed: the first `limit`, then how many more. */
export function formatFailures(failures: Failure[], limit = 30): string[] {
  const lines = failures
    .slice(0, limit)
    .map(({ runner, name, message }) => `✖ ${runner}: ${name}\n    ${message}`);
  if (failures.length > limit) lines.push(`… and ${failures.length - limit} more`);
  return lines;
}
