import fs from 'node:fs';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import type { CemManifest } from '../../../readers/manifest.ts';
import { readManifest } from '../../../readers/manifest.ts';
import {
  remarkThemeBuilder,
  sampleFile,
  sampleModules,
  sampleTags,
} from './theme-builder.server.ts';

const sample = fs.readFileSync(sampleFile, 'utf8');

const manifest = (tags: [folder: string, tag: string][]): CemManifest => ({
  schemaVersion: '2.1.0',
  modules: tags.map(([folder, tag]) => ({
    path: `src/components/${folder}/${folder}.ts`,
    declarations: [{ kind: 'class', name: tag, tagName: tag, customElement: true }],
  })),
});

function builderTree(): Root {
  return {
    type: 'root',
    children: [{ type: 'mdxJsxFlowElement', name: 'ThemeBuilder', attributes: [], children: [] }],
  } as unknown as Root;
}

describe('the theme builder sample', () => {
  it('shows every component the package declares', () => {
    const real = readManifest();
    expect(real?.modules.length).toBeGreaterThan(0);
    const { used, missing } = sampleModules(sampleTags(sample, 'sample.html'), real);
    expect(missing).toEqual([]);
    expect(used.length).toBeGreaterThanOrEqual(28);
  });

  it("counts a folder's children with their parent, and names a component left out", () => {
    const result = sampleModules(
      sampleTags(
        '<sk-accordion><sk-accordion-item heading="A">a</sk-accordion-item></sk-accordion>',
        'x',
      ),
      manifest([
        ['accordion', 'sk-accordion'],
        ['accordion', 'sk-accordion-item'],
        ['tag', 'sk-tag'],
      ]),
    );
    expect(result).toEqual({
      used: ['@skerry/components/accordion.js'],
      missing: ['@skerry/components/tag.js'],
    });
  });
});

describe('remarkThemeBuilder', () => {
  it('gives the element its sample and the imports of its components', () => {
    const tree = builderTree();
    remarkThemeBuilder({
      contentDir: '/content',
      sample: () => '<sk-tag>Café</sk-tag>\n',
      manifest: () => manifest([['tag', 'sk-tag']]),
    })(tree, new VFile({ path: '/content/foundation/themes/builder.mdx' }));
    const element = tree.children[0] as unknown as {
      attributes: { name: string; value: { value: string } }[];
    };
    const byName = Object.fromEntries(element.attributes.map((a) => [a.name, a.value.value]));
    expect(byName.scope).toBe(JSON.stringify('sk-theme-builder-1'));
    expect(byName.sample).toBe(JSON.stringify('<sk-tag>Café</sk-tag>'));
    expect(byName.load).toBe('[() => import("@skerry/components/tag.js")]');
  });

  it('fails the build naming the page and a component the sample leaves out', () => {
    const run = () =>
      remarkThemeBuilder({
        contentDir: '/content',
        sample: () => '<sk-tag>Café</sk-tag>',
        manifest: () =>
          manifest([
            ['tag', 'sk-tag'],
            ['badge', 'sk-badge'],
          ]),
      })(builderTree(), new VFile({ path: '/content/foundation/themes/builder.mdx' }));
    expect(run).toThrow(
      /foundation\/themes\/builder\.mdx: <ThemeBuilder>.*@skerry\/components\/badge\.js/,
    );
  });
});
