/**
 * `npm run test:visual`: the visual regression tests (`site/visual/`) against the built site.
 * `-- --update` rewrites the baselines that differ or are missing, on purpose (an intended
 * change, a new component or demo, a Chromium update); without it nothing is ever written and a
 * missing baseline fails. Other arguments go to Playwright (a spec file, `-g` with a title).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromiumInstallHint, findChromium } from '@skerry/testing-tools/chromium';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const update = args.includes('--update');

try {
  process.env.CHROME_PATH = findChromium();
} catch {
  console.error(chromiumInstallHint);
  process.exit(1);
}

const result = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '-c',
    'site/visual/playwright.config.ts',
    ...args.filter((arg) => arg !== '--update'),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SKERRY_VISUAL_UPDATE: update ? '1' : '0' },
  },
);
process.exit(result.status ?? 1);
