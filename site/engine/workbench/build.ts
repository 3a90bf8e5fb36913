import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { readManifest } from '../../readers/manifest.ts';
import { contentDemos } from '../../app/docs/demo/snippets.server.ts';
import { siteDir, workbenchStoriesDir } from '../../readers/paths.ts';
import { contentEmbeds, missingEmbeds } from './embeds.ts';
import { writeStoryFiles } from './story-files.ts';
import { workbenchComponents } from './stories.ts';

/** Storybook's configuration folder. */
export const configDir = path.join(siteDir, 'storybook');
/**
 * The one render of every story, as the story files import it: their imports resolve as from the
 * configuration folder wherever the build wrote them (`../../storybook/vite.config.ts`).
 */
export const renderModule = './render.ts';
/** How the build tells Storybook's configuration (`main.ts`) where the story files are. */
export const storiesDirVariable = 'SKERRY_WORKBENCH_STORIES';

const repoRoot = path.resolve(siteDir, '..');
/**
 * Everything a workbench build reads besides the story files: its configuration, the built
 * packages its stories import, and the installed versions of Storybook.
 */
const inputs = [
  configDir,
  path.join(repoRoot, 'packages/components/dist'),
  path.join(repoRoot, 'packages/tokens/dist'),
  path.join(repoRoot, 'packages/icons/dist'),
  path.join(repoRoot, 'package-lock.json'),
];

/**
 * A hash of every file below `paths`, names (relative to `root`) and contents, in a stable order.
 * The story files are named relative to their own folder, so builds into different build folders
 * (the tests' variants) reuse one workbench.
 */
export function hashInputs(paths: readonly string[], root = repoRoot): string {
  const hash = createHash('sha256');
  const add = (target: string) => {
    const stat = fs.statSync(target, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(target).sort()) {
        if (name === 'node_modules') continue;
        add(path.join(target, name));
      }
      return;
    }
    hash.update(`${path.relative(root, target)}\0`);
    hash.update(fs.readFileSync(target));
    hash.update('\0');
  };
  for (const target of paths) add(target);
  return hash.digest('hex');
}

export interface WorkbenchBuild {
  /** The built workbench, to copy below the site; null when the content has no demo. */
  dir: string | null;
  stories: number;
  components: number;
  /** Whether an earlier build of the same inputs was reused. */
  reused: boolean;
  ms: number;
}

/** Storybook's command line, as installed for the site. */
export function storybookBin(): string {
  const require = createRequire(path.join(siteDir, 'package.json'));
  return path.join(
    path.dirname(require.resolve('storybook/package.json')),
    'dist/bin/dispatcher.js',
  );
}

/** Storybook's own switch for telemetry, beside `core.disableTelemetry` in `main.ts`. */
export const storybookEnv = { STORYBOOK_DISABLE_TELEMETRY: '1' };

/**
 * Storybook's environment for the story files in `storiesDir`. It runs in the folder that holds
 * them (where it also keeps its own cache): it names each story file in its index relative to
 * where it runs, so a workbench built from another build folder, and reused, names them alike.
 */
export function storybookProcess(storiesDir: string) {
  return {
    cwd: path.dirname(storiesDir),
    env: { ...process.env, ...storybookEnv, [storiesDirVariable]: storiesDir },
  };
}

function runStorybook(outputDir: string, storiesDir: string): Promise<void> {
  const args = ['build', '--config-dir', configDir, '--output-dir', outputDir, '--quiet'];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [storybookBin(), ...args, '--disable-telemetry'], {
      ...storybookProcess(storiesDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(new Error(`The workbench (Storybook) build failed with code ${code}:\n${output}`));
    });
  });
}

/**
 * Builds the workbench of a content tree: writes the story files from its demos and
 * `custom-elements.json` into `storiesDir` (the build folder's), then runs Storybook into
 * `<cacheDir>/workbench/`. A build of the same inputs (stories, configuration, packages,
 * lockfile) is reused, so the site's extra builds (the test variants) cost nothing here. A
 * content tree without demos (the benchmark's corpus) has no workbench.
 */
export async function buildWorkbench(options: {
  contentDir: string;
  cacheDir: string;
  /** Where the story files are written; the build folder's by default. */
  storiesDir?: string;
  /** Build even when an earlier build of the same inputs exists (the benchmark). */
  fresh?: boolean;
  /** Where to build instead of the cache (the benchmark). */
  outputDir?: string;
  /**
   * Whether the pages' `<StorybookEmbed>`s show this workbench's stories, so each must name one
   * of them; not when the configuration names a published Storybook instead.
   */
  checkEmbeds?: boolean;
}): Promise<WorkbenchBuild> {
  const started = performance.now();
  const components = workbenchComponents(readManifest(), contentDemos(options.contentDir));
  if (options.checkEmbeds ?? true) {
    const ids = new Set(components.flatMap((c) => c.stories.map((s) => s.id)));
    const missing = missingEmbeds(contentEmbeds(options.contentDir), ids);
    if (missing.length) throw new Error(missing.join('\n'));
  }
  const storiesDir = options.storiesDir ?? workbenchStoriesDir;
  const written = writeStoryFiles(storiesDir, components, renderModule);
  const stories = components.reduce((sum, c) => sum + c.stories.length, 0);
  const summary = { stories, components: written.length };
  if (written.length === 0) {
    return { dir: null, ...summary, reused: false, ms: performance.now() - started };
  }
  const dir = options.outputDir ?? path.join(options.cacheDir, 'workbench');
  const stampFile = `${dir}.inputs`;
  const stamp = `${hashInputs(inputs)}:${hashInputs([storiesDir], storiesDir)}`;
  const reusable =
    !options.fresh &&
    fs.existsSync(path.join(dir, 'index.html')) &&
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, 'utf8') === stamp;
  if (!reusable) {
    // Built beside and moved in whole, so a failed or concurrent build never leaves half a one.
    const building = `${dir}.${process.pid}.tmp`;
    fs.rmSync(building, { recursive: true, force: true });
    await runStorybook(building, storiesDir);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(building, dir);
    fs.writeFileSync(stampFile, stamp);
  }
  return { dir, ...summary, reused: reusable, ms: performance.now() - started };
}
