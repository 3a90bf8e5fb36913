/**
 * The extra builds of the site that some end-to-end tests need: the next deploy (its button page
 * changed) for the update flow, and a build with every third-party service configured. Each is a
 * full site build, so `npm test` makes them once, before Playwright starts and beside the unit
 * tests (`tsx site/e2e/variant-builds.ts`, with E2E_PREBUILT=1 set for the tests). Run alone, a
 * spec builds the variant it needs itself, so it never tests a stale one. Both are built outside
 * the checkout, so the tests that serve them also prove that SKERRY_BUILD_DIR and SKERRY_DIST_DIR
 * can move a build anywhere.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentDir, siteDir } from '../readers/paths.ts';

/** The services a configured deploy turns on; the services tests check what each one does. */
export const configuredServices = {
  analytics: {
    googleAnalytics: { measurementId: 'G-SKERRYTEST' },
    matomo: { siteId: 7, trackerUrl: 'https://stats.example.org/' },
    hotjar: { hjid: 1234567, enabled: true },
    // Production only: this test's host is 127.0.0.1, so Sentry must stay away.
    sentry: { dsn: 'https://publickey@o1.ingest.sentry.io/42', productionDomain: 'skerry.design' },
  },
  search: {
    docsearch: {
      appId: 'SKERRYTEST',
      apiKey: '0123456789abcdef0123456789abcdef',
      indexName: 'skerry',
    },
  },
};

/** The heading the next deploy gives the button page, so a test can tell the two apart. */
export const nextDeployButtonHeading = 'Button (new version)';

interface Variant {
  /** Prepares the variant's inputs in `work` and returns the environment of its build. */
  prepare(work: string): Record<string, string>;
}

const variants = {
  'next-deploy': {
    prepare(work) {
      const content = path.join(work, 'content');
      fs.cpSync(contentDir, content, { recursive: true });
      const buttonPage = path.join(content, 'core-components/button/index.mdx');
      fs.writeFileSync(
        buttonPage,
        fs.readFileSync(buttonPage, 'utf8').replace(/^# Button$/m, `# ${nextDeployButtonHeading}`),
      );
      return { SKERRY_CONTENT_DIR: content };
    },
  },
  services: {
    prepare: () => ({ SKERRY_SITE_CONFIG_JSON: JSON.stringify(configuredServices) }),
  },
} satisfies Record<string, Variant>;

export type VariantName = keyof typeof variants;

/**
 * In the system's temporary folder, outside the checkout (a build there must not need the
 * checkout's `node_modules` above it), and named after the checkout, so that two checkouts on one
 * machine never build into each other's.
 */
const variantsDir = path.join(
  os.tmpdir(),
  `skerry-e2e-variants-${createHash('sha256').update(siteDir).digest('hex').slice(0, 12)}`,
);
const workDir = (name: VariantName) => path.join(variantsDir, name);

/** Where the variant's deployable output is. */
export const variantDist = (name: VariantName) => path.join(workDir(name), 'dist');

/** Builds one variant from scratch; rejects with the build's output when it fails. */
export function buildVariant(name: VariantName): Promise<string> {
  const work = workDir(name);
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  const env = {
    ...process.env,
    ...variants[name].prepare(work),
    SKERRY_BUILD_DIR: path.join(work, 'build'),
    SKERRY_DIST_DIR: variantDist(name),
  };
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', 'site'], {
      cwd: path.resolve(siteDir, '..'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      if (code === 0) resolve(variantDist(name));
      else reject(new Error(`The ${name} build failed:\n${output}`));
    });
  });
}

/**
 * The variant's output: the one `npm test` built ahead (E2E_PREBUILT=1), or a fresh build. Tests
 * only read it, so the files stay for the next test file that needs them.
 */
export async function siteVariant(name: VariantName): Promise<string> {
  const dist = variantDist(name);
  if (process.env.E2E_PREBUILT === '1' && fs.existsSync(path.join(dist, '404.html'))) return dist;
  return buildVariant(name);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // One after the other: each build is parallel inside, and the unit tests run beside them.
  for (const name of Object.keys(variants) as VariantName[]) {
    const started = Date.now();
    await buildVariant(name);
    console.log(`built the ${name} variant in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
