import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { mdxOptions } from '../../../engine/compile/mdx-pipeline.ts';
import { writeTree } from '../../../engine/test-fixtures.ts';

const overview = ['---', 'title: X', 'description: X.', '---', '# X', ''].join('\n');

async function compileComparison(components: string): Promise<string> {
  const page = `${overview}\n<ComponentsComparison caption="Compared" components={${components}} />\n`;
  const dir = writeTree({
    'core-components/button/index.mdx': page,
    'core-components/inline-button/index.mdx': overview,
  });
  const file = path.join(dir, 'core-components/button/index.mdx');
  const output = await compile(
    { path: file, value: fs.readFileSync(file, 'utf8') },
    mdxOptions({ contentDir: dir, base: '/' }),
  );
  return String(output).replace(/\s+/g, '');
}

const item = (tag: string, example: string) =>
  `{ tag: '${tag}', name: 'N', example: \`${example}\`, use: 'U', differences: { A: 'a' } }`;

describe('<ComponentsComparison> in a page', () => {
  it('loads, in the browser only, the definitions its examples use', async () => {
    const code = await compileComparison(
      `[${item('sk-button', '<sk-button>A</sk-button>')}, ${item('sk-inline-button', '<p><sk-inline-button>B</sk-inline-button></p>')}]`,
    );
    expect(code).toContain(
      'load:[()=>import("@skerry/components/button.js"),()=>import("@skerry/components/inline-button.js")]',
    );
  });

  it('fails the build, naming the page, for an element the package does not export', async () => {
    await expect(
      compileComparison(`[${item('sk-button', '<sk-nothing></sk-nothing>')}]`),
    ).rejects.toThrow('core-components/button/index.mdx: the demo uses <sk-nothing>');
  });

  it('fails the build for a compared tag without an overview page', async () => {
    await expect(compileComparison(`[${item('sk-gadget', 'x')}]`)).rejects.toThrow(
      'compares <sk-gadget>, which has no overview page to link to',
    );
  });

  it('refuses components that are not plain data', async () => {
    await expect(compileComparison('[someVariable]')).rejects.toThrow(
      'must be written as plain data (objects, arrays and strings), not Identifier',
    );
  });
});
