/**
 * The workbench on its own: `npm run workbench -w site` builds it (reusing an earlier build of
 * the same inputs) and prints a summary as JSON on its last line; `-- --dev` writes the stories
 * and starts Storybook's development server instead. The site's build runs it in a process of
 * its own (`background.ts`), beside the bundler.
 *
 *   --content <dir>  the MDX tree (default: the site's, as `paths.ts` says)
 *   --cache <dir>    where the build is kept (default: the build cache)
 *   --out <dir>      build there instead, always afresh (the benchmark)
 *   --dev            Storybook's development server instead, on --port (6006)
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import siteConfig from '../../site.config.ts';
import { readManifest } from '../../readers/manifest.ts';
import { contentDemos } from '../../app/docs/demo/snippets.server.ts';
import { cacheDir, contentDir, workbenchStoriesDir } from '../../readers/paths.ts';
import {
  buildWorkbench,
  configDir,
  renderModule,
  storybookBin,
  storybookProcess,
} from './build.ts';
import { writeStoryFiles } from './story-files.ts';
import { workbenchComponents } from './stories.ts';

const { values } = parseArgs({
  options: {
    content: { type: 'string', default: contentDir },
    cache: { type: 'string', default: cacheDir },
    out: { type: 'string' },
    dev: { type: 'boolean', default: false },
    port: { type: 'string', default: '6006' },
  },
});

if (values.dev) {
  writeStoryFiles(
    workbenchStoriesDir,
    workbenchComponents(readManifest(), contentDemos(values.content)),
    renderModule,
  );
  const args = ['dev', '--config-dir', configDir, '--port', values.port, '--no-open'];
  spawn(process.execPath, [storybookBin(), ...args, '--disable-telemetry'], {
    stdio: 'inherit',
    ...storybookProcess(workbenchStoriesDir),
  }).on('close', (code) => process.exit(code ?? 1));
} else {
  const result = await buildWorkbench({
    contentDir: values.content,
    cacheDir: values.cache,
    // Embeds show a published Storybook instead when the configuration names one.
    checkEmbeds: !siteConfig.storybook,
    ...(values.out && { outputDir: values.out, fresh: true }),
  });
  console.log(JSON.stringify(result));
}
