import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatFailures, playwrightReport, totalsReport, vitestReport } from './test-reports.ts';

let dir: string;
const root = '/repo';

function write(name: string, report: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(report));
  return file;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sk-test-reports-'));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

// The shape of Vitest's JSON reporter, trimmed to what is read.
const vitestJson = {
  numPassedTests: 3,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 1,
  testResults: [
    {
      name: '/repo/site/a.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        { fullName: 'a works', status: 'passed', failureMessages: [] },
        {
          fullName: 'a › keeps the order',
          status: 'failed',
          failureMessages: [
            '\u001b[31mAssertionError: expected 2 to be 1\u001b[39m\n    at a.test.ts:4:5',
          ],
        },
      ],
    },
    {
      name: '/repo/site/b.test.ts',
      status: 'failed',
      message: '\nError: Cannot find module ./missing.ts\n  at import',
      assertionResults: [],
    },
    { name: '/repo/site/c.test.ts', status: 'passed', assertionResults: [] },
  ],
};

// The shape of Playwright's JSON reporter: a file's suite, a describe's suite, specs.
const playwrightJson = {
  stats: { expected: 5, unexpected: 1, flaky: 2, skipped: 1 },
  errors: [{ message: 'Error: web server exited early\nmore' }],
  suites: [
    {
      title: 'pages.spec.ts',
      file: 'pages.spec.ts',
      specs: [
        {
          title: 'passes once retried',
          file: 'pages.spec.ts',
          line: 3,
          tests: [
            { status: 'flaky', results: [{ errors: [{ message: 'first try' }] }, { errors: [] }] },
          ],
        },
      ],
      suites: [
        {
          title: 'theme switcher',
          file: 'pages.spec.ts',
          specs: [
            {
              title: 'applies the choice',
              file: 'pages.spec.ts',
              line: 12,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    { errors: [{ message: 'first try' }] },
                    { errors: [{ message: 'Error: expect(locator).toHaveText()\n\nExpected…' }] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('counts', () => {
  it('sum skipped and todo tests of a Vitest report', () => {
    expect(vitestReport(write('v.json', vitestJson), 'Vitest', root).counts).toEqual({
      passed: 3,
      failed: 1,
      skipped: 2,
    });
  });

  it('count a Playwright error outside any test as a failure, and a flaky test as passed', () => {
    expect(playwrightReport(write('p.json', playwrightJson), 'End to end', root).counts).toEqual({
      passed: 7,
      failed: 2,
      skipped: 1,
      flaky: 2,
    });
  });

  it('count a report that was never written as one failure', () => {
    const none = path.join(dir, 'none.json');
    expect(vitestReport(none, 'Vitest', root).counts.failed).toBe(1);
    expect(playwrightReport(none, 'End to end', root).counts.failed).toBe(1);
    expect(totalsReport(none, 'Import rules', root).counts.failed).toBe(1);
    expect(
      totalsReport(write('t.json', { passed: 6, failed: 0 }), 'Import rules', root).counts,
    ).toEqual({
      passed: 6,
      failed: 0,
      skipped: 0,
      flaky: 0,
    });
  });
});

describe('failures', () => {
  it('name each failed Vitest test by file and full name, with its first plain message line', () => {
    expect(vitestReport(write('v.json', vitestJson), 'Vitest', root).failures).toEqual([
      {
        runner: 'Vitest',
        name: 'site/a.test.ts › a › keeps the order',
        message: 'AssertionError: expected 2 to be 1',
      },
      // A file that failed to load has no test of its own, but is named all the same.
      {
        runner: 'Vitest',
        name: 'site/b.test.ts',
        message: 'Error: Cannot find module ./missing.ts',
      },
    ]);
  });

  it('name each Playwright test that failed on its last try, by file, line and titles', () => {
    expect(playwrightReport(write('p.json', playwrightJson), 'End to end', root).failures).toEqual([
      {
        runner: 'End to end',
        name: '(outside any test)',
        message: 'Error: web server exited early',
      },
      {
        runner: 'End to end',
        name: 'pages.spec.ts:12 › theme switcher › applies the choice',
        message: 'Error: expect(locator).toHaveText()',
      },
    ]);
  });

  it('name a report that was never written', () => {
    const none = path.join(root, 'test-results', 'e2e.json');
    expect(playwrightReport(none, 'End to end', root).failures).toEqual([
      { runner: 'End to end', name: 'test-results/e2e.json', message: 'no report written' },
    ]);
  });

  it('of a totals-only report are named by the report of its details', () => {
    const totals = write('consumers-totals.json', { passed: 5, failed: 2, flaky: 1 });
    const details = playwrightReport(write('consumers.json', playwrightJson), 'Consumers', root);
    expect(totalsReport(totals, 'Consumers', root, details)).toEqual({
      counts: { passed: 5, failed: 2, skipped: 0, flaky: 1 },
      failures: details.failures,
    });
    expect(details.failures).toHaveLength(2);
  });

  it('are printed up to a limit, then counted', () => {
    const many = Array.from({ length: 4 }, (_, i) => ({
      runner: 'Vitest',
      name: `t${i}`,
      message: `m${i}`,
    }));
    expect(formatFailures(many, 3)).toEqual([
      '✖ Vitest: t0\n    m0',
      '✖ Vitest: t1\n    m1',
      '✖ Vitest: t2\n    m2',
      '… and 1 more',
    ]);
  });
});
