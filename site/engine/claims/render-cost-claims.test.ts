/**
 * The render cost the built API pages state, against the committed bench run they were built
 * from: every row the run holds is on its component's API page, with the figures the run
 * measured. They read `site/dist`, which `npm test` builds first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { count, ms } from '../../app/docs/render-cost/figures.ts';
import { renderCostFacts } from '../../app/docs/render-cost/render-cost-facts.server.ts';
import { readManifest } from '../../readers/manifest.ts';
import { contentDir, distDir } from '../../readers/paths.ts';
import { readRenderPeers } from '../../readers/render-peers.ts';
import { pageBlocks } from './text-blocks.ts';

/** The folder of the component an element belongs to: `sk-radio-group` is `radio`'s. */
function folderOf(tag: string): string | undefined {
  for (const module of readManifest()?.modules ?? []) {
    const folder = /^dist\/components\/([a-z0-9-]+)\//.exec(module.path)?.[1];
    if (folder && module.declarations?.some((d) => d.customElement && d.tagName === tag)) {
      return folder;
    }
  }
  return undefined;
}

describe('the render cost the API pages state', () => {
  beforeAll(() => {
    if (!fs.existsSync(path.join(distDir, 'index.html'))) {
      throw new Error(`${distDir} holds no built site: run \`npm run build -w site\` first.`);
    }
  });

  const data = readRenderPeers();

  it.each(data.rows.map((row) => [row.kind, row] as const))(
    '%s: on its component’s API page, with the run’s figures',
    (_, row) => {
      const tag = row.results.skerry!.tag;
      const folder = folderOf(tag);
      expect(folder, `${tag} is in the components' manifest`).toBeDefined();
      const source = path.join(contentDir, 'core-components', folder!, 'api.mdx');
      expect(fs.existsSync(source), `${tag}'s component has an API page`).toBe(true);
      const html = fs.readFileSync(
        path.join(distDir, 'core-components', folder!, 'api', 'index.html'),
        'utf8',
      );
      const texts = pageBlocks(html).map((block) => block.text);
      const shown = renderCostFacts([tag], data)!.rows.find((r) => r.kind === row.kind)!;
      const peer = shown.bestPeer
        ? `; the fastest other library, ${shown.bestPeer.name} ${shown.bestPeer.version} (${shown.bestPeer.tag}), ${ms(shown.bestPeer.median)}`
        : '; no other library measured';
      expect(texts).toContain(
        `${count(data.count)} ${tag} (${row.label}) rendered in ${ms(row.results.skerry!.median)}` +
          `${peer}; native HTML ${ms(row.native.median)}.`,
      );
      expect(texts.some((text) => text.includes(`in Chromium ${data.chromium} on a machine`))).toBe(
        true,
      );
    },
  );
});
