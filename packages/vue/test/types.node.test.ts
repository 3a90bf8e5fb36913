import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const vueTsc = path.resolve(root, '../../node_modules/vue-tsc/bin/vue-tsc.js');

/*
 * `types-test/` compiles: the right props, `v-model` types and handlers pass, and each line
 * marked `@vue-expect-error` fails, or vue-tsc reports the unused directive.
 */
it('type-checks templates: wrong props, v-model values and handlers fail', async () => {
  const run = promisify(execFile)(
    process.execPath,
    [vueTsc, '--noEmit', '-p', path.join(root, 'tsconfig.types-test.json')],
    { cwd: root },
  );
  const outcome = await run.then(
    () => '',
    (error: { stdout?: string; message: string }) => error.stdout || error.message,
  );
  expect(outcome).toBe('');
});
