import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteDir } from '../../readers/paths.ts';
import { hashInputs } from './build.ts';

/** Every file and folder below `dir` with its modification time: what a write would change. */
function snapshot(dir: string): Record<string, number> {
  const entries: Record<string, number> = {};
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    entries[name] = fs.statSync(path.join(dir, name)).mtimeMs;
  }
  return entries;
}

let work: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-workbench-'));
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('buildWorkbench', () => {
  it('writes the story files into the build folder, and nothing into the source tree', async () => {
    // Another content tree, without a demo (as the benchmark's corpus): no story at all.
    const content = path.join(work, 'content');
    fs.mkdirSync(content);
    fs.writeFileSync(path.join(content, 'index.mdx'), '---\ntitle: Home\n---\n\n# Home\n');
    vi.stubEnv('SKERRY_BUILD_DIR', path.join(work, 'build'));
    vi.resetModules();
    const { buildWorkbench } = await import('./build.ts');
    const { workbenchStoriesDir } = await import('../../readers/paths.ts');

    const sourceTree = path.join(siteDir, 'storybook');
    const before = snapshot(sourceTree);
    const built = await buildWorkbench({ contentDir: content, cacheDir: path.join(work, 'cache') });

    expect(built).toMatchObject({ dir: null, stories: 0 });
    expect(snapshot(sourceTree)).toEqual(before);
    expect(workbenchStoriesDir).toBe(path.join(work, 'build', 'workbench', 'stories'));
    expect(fs.readdirSync(workbenchStoriesDir)).toEqual([]);
  });
});

describe('hashInputs', () => {
  it('names the story files by their own folder, so two build folders share a workbench', () => {
    const folders = ['a', 'b'].map((name) => path.join(work, name, 'workbench', 'stories'));
    for (const folder of folders) {
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, 'button.stories.ts'), 'export default {};\n');
    }
    const [a, b] = folders.map((folder) => hashInputs([folder], folder));
    expect(a).toBe(b);
    fs.appendFileSync(path.join(folders[1]!, 'button.stories.ts'), '// changed\n');
    expect(hashInputs([folders[1]!], folders[1]!)).not.toBe(a);
  });
});
