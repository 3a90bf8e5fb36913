import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import type { CemManifest } from '../../../readers/manifest.ts';
import { docElements } from '../registry.ts';
import { pageMarkdown } from '../../../engine/machine-files/page-markdown.ts';
import { baseRemarkPlugins, parseMdx } from '../../../engine/compile/markdown.ts';
import { analyzePage } from '../../../engine/page-data/page-analysis.ts';
import { remarkAlertDocs } from './alert-docs.server.ts';
import { remarkPage } from '../../../engine/compile/remark-page.ts';
import { page, writeTree } from '../../../engine/test-fixtures.ts';

const manifest = (type: string): CemManifest => ({
  schemaVersion: '2.1.0',
  modules: [
    {
      path: 'dist/components/alert/alert.js',
      declarations: [
        {
          kind: 'class',
          name: 'SkAlert',
          tagName: 'sk-alert',
          customElement: true,
          attributes: [{ name: 'variant', type: { text: type }, fieldName: 'variant' }],
        },
      ],
    },
  ],
});

const guidance = (variant: string) =>
  `<AlertGuidance variant="${variant}" example="A ${variant} message.">\nWhen to use ${variant}.\n</AlertGuidance>`;

async function compileOverview(body: string, type = "'info' | 'danger'"): Promise<string> {
  const dir = writeTree({ 'core-components/alert/index.mdx': page('Alert', body) });
  const file = path.join(dir, 'core-components/alert/index.mdx');
  const output = await compile(
    { path: file, value: fs.readFileSync(file, 'utf8') },
    {
      remarkPlugins: [
        ...baseRemarkPlugins,
        [remarkAlertDocs, { contentDir: dir, manifest: () => manifest(type) }],
        [remarkPage, { contentDir: dir, base: '/', docElements }],
      ],
    },
  );
  return String(output).replace(/\s+/g, '');
}

describe('<AlertDocs> in a page', () => {
  it('gets the variants from the manifest, and loads sk-alert in the browser only', async () => {
    const code = await compileOverview(
      `<AlertDocs>\n${guidance('danger')}\n\n${guidance('info')}\n</AlertDocs>`,
    );
    expect(code).toContain('variants:["info","danger"]');
    expect(code).toContain('load:[()=>import("@skerry/components/alert.js")]');
    expect(code).toMatch(/import\{AlertDocs\}from".*\/app\/docs\/alert-docs\/alert-docs\.tsx"/);
    expect(code).toMatch(/import\{AlertGuidance\}from".*\/app\/docs\/alert-docs\/alert-docs\.tsx"/);
  });

  it('fails the build, naming the page and the variant, when a variant has no guidance', async () => {
    await expect(compileOverview(`<AlertDocs>\n${guidance('info')}\n</AlertDocs>`)).rejects.toThrow(
      'core-components/alert/index.mdx: <AlertDocs>: no guidance for the variant "danger"',
    );
  });

  it('fails the build, naming the page and the variant, for a variant sk-alert does not have', async () => {
    await expect(
      compileOverview(
        `<AlertDocs>\n${guidance('info')}\n\n${guidance('danger')}\n\n${guidance('critical')}\n</AlertDocs>`,
      ),
    ).rejects.toThrow(
      'core-components/alert/index.mdx: <AlertDocs>: <AlertGuidance variant="critical">: sk-alert has no variant "critical"; its variants are info, danger.',
    );
  });

  it('follows the manifest: a variant added to sk-alert needs guidance before the page builds', async () => {
    await expect(
      compileOverview(
        `<AlertDocs>\n${guidance('info')}\n\n${guidance('danger')}\n</AlertDocs>`,
        "'info' | 'danger' | 'neutral'",
      ),
    ).rejects.toThrow('no guidance for the variant "neutral"');
  });

  it('refuses anything but <AlertGuidance> inside', async () => {
    await expect(
      compileOverview(
        `<AlertDocs>\n${guidance('info')}\n\n${guidance('danger')}\n\nStray text.\n</AlertDocs>`,
      ),
    ).rejects.toThrow('only <AlertGuidance variant="…" example="…"> elements belong inside');
  });
});

describe('<AlertDocs> as Markdown, for the machine-readable page', () => {
  it('names each variant and its example before its guidance', () => {
    const source = page(
      'Alert',
      `<AlertDocs>\n<AlertGuidance variant="danger" heading="Upload failed" example="The file is too large.">\nFor errors.\n</AlertGuidance>\n</AlertDocs>`,
    );
    const tree = parseMdx(source);
    const { frontmatter } = analyzePage(tree, 'core-components/alert/index.mdx');
    const markdown = pageMarkdown(
      tree,
      { title: frontmatter.title, frontmatter },
      {
        where: 'core-components/alert/index.mdx',
        source,
        url: (sitePath) => `https://skerry.design${sitePath}`,
        manifest: manifest("'danger'"),
        translations: () => [],
        pages: [],
      },
    );
    expect(markdown).toContain(
      '`variant="danger"`, for example: “Upload failed. The file is too large.”\n\nFor errors.',
    );
  });
});
