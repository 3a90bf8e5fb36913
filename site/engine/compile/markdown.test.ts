import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { keepParsed, parseMdx } from './markdown.ts';
import { mdxOptions } from './mdx-pipeline.ts';
import { writeTree } from '../test-fixtures.ts';

const page = [
  '---',
  'title: Spacing',
  'description: Spacing.',
  '---',
  '# Spacing',
  '',
  'Prose with a [link](/a/), a table and code.',
  '',
  '| Token | Value |',
  '| --- | --- |',
  '| `--sk-space-2` | 8px |',
  '',
  '```ts',
  'const space = 8;',
  '```',
].join('\n');

async function compileAt(file: string, text: string, contentDir: string): Promise<string> {
  return String(await compile({ path: file, value: text }, mdxOptions({ contentDir, base: '/' })));
}

describe('a page parsed once', () => {
  it('compiles from the kept tree to the same module as from its text', async () => {
    const dir = writeTree({ 'guides/spacing.mdx': page });
    const file = path.join(dir, 'guides/spacing.mdx');
    const text = fs.readFileSync(file, 'utf8');
    const parsed = await compileAt(file, text, dir);
    keepParsed(file, text, parseMdx(text));
    expect(await compileAt(file, text, dir)).toBe(parsed);
  });

  it('takes the kept tree for its text, once, and parses any other text', async () => {
    const dir = writeTree({ 'guides/spacing.mdx': page });
    const file = path.join(dir, 'guides/spacing.mdx');
    const text = fs.readFileSync(file, 'utf8');
    // A kept tree that differs from the text shows which of the two the compiler read.
    const marked = (tree: Root): Root => {
      const heading = tree.children.find((node) => node.type === 'heading');
      if (heading?.type === 'heading') heading.children = [{ type: 'text', value: 'Kept' }];
      return tree;
    };
    keepParsed(file, `${text}\n`, marked(parseMdx(text)));
    expect(await compileAt(file, text, dir)).toContain('"Spacing"');
    keepParsed(file, text, marked(parseMdx(text)));
    expect(await compileAt(file, text, dir)).toContain('"Kept"');
    expect(await compileAt(file, text, dir)).toContain('"Spacing"');
  });
});
