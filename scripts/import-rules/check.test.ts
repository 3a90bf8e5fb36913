import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ImportCheck, checkImports, describeViolation, workspaceFolders } from './check.ts';

/*
 * `fixtures/` is a tree shaped like the repository in which each rule is broken once, beside
 * imports the rules allow (hosting → readers, the engine → the app, a `*.server.ts` file and its
 * `*.server.test.ts` → the readers and the engine, `app/routes.ts` → the engine). The real tree's
 * cruise leaves `fixtures/` folders out.
 */
describe('the import rules on fixtures', () => {
  let check: ImportCheck;
  beforeAll(async () => {
    check = await checkImports(path.join(import.meta.dirname, 'fixtures'), ['site', 'packages']);
  });

  it('report exactly the imports each rule forbids', () => {
    expect(check.violations.map(describeViolation).sort()).toEqual(
      [
        // Once per cycle; cycle-b's import back is type-only, which closes it all the same.
        'no-cycles: site/app/cycle-a.ts → site/app/cycle-b.ts → site/app/cycle-a.ts',
        'server-and-hosting-not-to-app-or-engine: site/server/serve.ts → site/app/leaf.ts',
        'hosting-only-to-readers: site/hosting/start.ts → site/server/serve.ts',
        'engine-not-to-server: site/engine/serve-preview.ts → site/server/serve.ts',
        'app-not-to-build-side: site/app/leaf.ts → site/readers/paths.ts',
        'client-not-to-server-files: site/app/demo/demo.ts → site/app/demo/demo.server.ts',
        'readers-at-the-bottom: site/readers/upward.ts → site/app/leaf.ts',
        'packages-not-to-site: packages/p/src/index.ts → site/readers/paths.ts',
        'workspaces-not-to-root-scripts: packages/p/src/chromium.ts → scripts/helper.ts',
      ].sort(),
    );
  });

  it('have a fixture for every rule', () => {
    expect([...new Set(check.violations.map((v) => v.rule))].sort()).toEqual(
      [...check.rules].sort(),
    );
  });
});

describe('the import rules on the repository', () => {
  let check: ImportCheck;
  beforeAll(async () => {
    check = await checkImports();
  }, 120_000);

  it('see every workspace, with every relative import resolved', () => {
    const folders = new Set(check.result.modules.map((m) => m.source.split('/')[0]));
    expect([...folders]).toEqual(expect.arrayContaining(workspaceFolders));
    const unresolved = check.result.modules.flatMap((m) =>
      m.dependencies
        .filter((d) => d.couldNotResolve && d.module.startsWith('.'))
        .map((d) => `${m.source} → ${d.module}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('are all kept', () => {
    expect(check.violations.map(describeViolation)).toEqual([]);
  });
});
