import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import type { WorkbenchComponent } from './stories.ts';
import { storyFile, writeStoryFiles } from './story-files.ts';

const component: WorkbenchComponent = {
  tag: 'sk-button',
  title: 'Components/Button',
  file: 'button.stories.ts',
  imports: ['@skerry/components/button.js', '@skerry/components/icon.js'],
  description: 'Starts an action.',
  status: 'stable',
  argTypes: {
    variant: {
      name: 'variant',
      control: { type: 'select' },
      options: ['primary', 'danger'],
      table: { category: 'attributes' },
    },
  },
  stories: [
    {
      exportName: 'small_medium_and_large',
      id: 'components-button--small-medium-and-large',
      name: 'Small, medium and large',
      html: '<sk-button size="small">A "quoted" `label`</sk-button>\n<script>x</script>',
      args: { variant: 'danger' },
      page: '/core-components/button/',
    },
  ],
};

describe('a story file', () => {
  const text = storyFile(component, '../render.ts');

  it('is read by Storybook’s own indexer with the titles, names and ids the site expects', () => {
    const csf = loadCsf(text, { fileName: 'button.stories.ts', makeTitle: (t) => t! }).parse();
    expect(csf.meta.title).toBe('Components/Button');
    expect(csf.stories.map((s) => [s.id, s.name])).toEqual([
      ['components-button--small-medium-and-large', 'Small, medium and large'],
    ]);
  });

  it('imports the elements its demos use and the shared render', () => {
    expect(text).toContain(
      "import '@skerry/components/button.js';\nimport '@skerry/components/icon.js';",
    );
    expect(text).toContain("import { renderDemo } from '../render.ts';");
    expect(text).toContain('  render: renderDemo,');
  });

  it('carries the demo’s HTML exactly, as data', () => {
    const literal = /export const small_medium_and_large = (\{[\s\S]*\});/.exec(text)![1]!;
    const annotations = new Function(`return ${literal}`)() as {
      parameters: { demo: { html: string } };
      args: unknown;
    };
    expect(annotations.parameters.demo.html).toBe(component.stories[0]!.html);
    expect(annotations.args).toEqual({ variant: 'danger' });
  });
});

describe('writeStoryFiles', () => {
  it('writes a file per component with stories, and removes the files of others', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skerry-stories-'));
    try {
      fs.writeFileSync(path.join(dir, 'gone.stories.ts'), '');
      const none = { ...component, tag: 'sk-none', file: 'none.stories.ts', stories: [] };
      expect(writeStoryFiles(dir, [component, none], '../render.ts')).toEqual([
        'button.stories.ts',
      ]);
      expect(fs.readdirSync(dir)).toEqual(['button.stories.ts']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
