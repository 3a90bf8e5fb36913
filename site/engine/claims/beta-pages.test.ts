/**
 * Beta is what the specification says it is: the overview pages of divider, file, progress
 * circle, search and time, and no other page. A built component's `@status` decides its own
 * (engine/components/component-status.ts), a planned one's frontmatter; the page data and the
 * built pages must both agree with the specification and with the components' manifest.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import siteConfig from '../../site.config.ts';
import { findElement, readManifest } from '../../readers/manifest.ts';
import { componentTagOf } from '../../readers/component-status.ts';
import { collectPages } from '../page-data/page-data.ts';
import { contentDir, distDir } from '../../readers/paths.ts';

const specified = ['divider', 'file', 'progress-circle', 'search', 'time'].map(
  (name) => `/core-components/${name}/`,
);

const pages = collectPages(contentDir, siteConfig.base);

describe('beta pages', () => {
  it('are exactly the overviews of divider, file, progress circle, search and time', () => {
    const beta = pages.filter((p) => p.data.frontmatter.beta).map((p) => p.data.regularPath);
    expect(beta.sort()).toEqual(specified);
  });

  it("agree with each built component's @status", () => {
    const manifest = readManifest();
    const overviews = pages.filter((p) => p.source.relativePath.endsWith('/index.mdx'));
    const disagreeing = overviews.flatMap((page) => {
      const tag = componentTagOf(page.source.relativePath);
      const element = tag
        ? (findElement(manifest, tag) as { status?: string } | undefined)
        : undefined;
      if (!element) return [];
      const beta = element.status === 'beta';
      return beta === page.data.frontmatter.beta
        ? []
        : [
            `${tag}: @status ${element.status}, page ${page.data.frontmatter.beta ? '' : 'not '}beta`,
          ];
    });
    expect(disagreeing).toEqual([]);
  });

  it('are the only built pages whose title carries the Beta badge', () => {
    const badged = pages
      .filter((page) => {
        const html = fs.readFileSync(
          path.join(distDir, page.data.regularPath, 'index.html'),
          'utf8',
        );
        return /<h1[^>]*>(?:(?!<\/h1>).)*data-tone="beta"/s.test(html);
      })
      .map((page) => page.data.regularPath);
    expect(badged.sort()).toEqual(specified);
  });
});
