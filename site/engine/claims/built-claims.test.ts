/**
 * What the built pages and the READMEs state, against the data the packages hold: a status, a
 * count or a version the data contradicts fails here, naming the page and the sentence. They
 * read `site/dist`, which `npm test` builds first, and the data the build read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import siteConfig from '../../site.config.ts';
import { type ClaimContext, contradictions } from './status-claims.ts';
import { markdownBlocks, pageBlocks } from './text-blocks.ts';
import { packagesDir } from '../page-data/facts/packages.ts';
import { pageSources } from '../page-data/page-sources.ts';
import { contentDir, distDir, siteDir } from '../../readers/paths.ts';

const sources = pageSources(contentDir, siteConfig.base);

/** History keeps what was true when it was written: release notes, and what's new from them. */
const history = ['sk-release', 'sk-whats-new'];

function contextOf(routePath: string): ClaimContext {
  const name = /^\/core-components\/([a-z0-9-]+)\//.exec(routePath)?.[1];
  return name ? { component: `sk-${name}` } : {};
}

describe('what the built pages state', () => {
  beforeAll(() => {
    if (!fs.existsSync(path.join(distDir, 'index.html'))) {
      throw new Error(`${distDir} holds no built site: run \`npm run build -w site\` first.`);
    }
  });

  it('contradicts no status, count or version the data holds, on any page', () => {
    const found = sources.heads().flatMap((head) => {
      const file = path.join(distDir, head.regularPath, 'index.html');
      const blocks = pageBlocks(fs.readFileSync(file, 'utf8'), history)
        // The releases' tables list every version, the old ones too.
        .filter((block) => !(block.cell && head.regularPath.startsWith('/releases/')));
      return contradictions(
        blocks,
        sources.facts(),
        sources.tagPages(),
        contextOf(head.regularPath),
      ).map((c) => `${head.regularPath}: ${c.problem}: “${c.sentence}”`);
    });
    expect(found).toEqual([]);
  });
});

describe('what the READMEs state', () => {
  const repoRoot = path.resolve(siteDir, '..');
  const readmes = [
    'README.md',
    'packages/README.md',
    ...fs
      .readdirSync(packagesDir)
      .map((name) => `packages/${name}/README.md`)
      .filter((file) => fs.existsSync(path.join(repoRoot, file))),
  ];

  it.each(readmes)('%s contradicts no status, count or version the data holds', (file) => {
    const blocks = markdownBlocks(fs.readFileSync(path.join(repoRoot, file), 'utf8'));
    const found = contradictions(blocks, sources.facts(), sources.tagPages()).map(
      (c) => `${c.problem}: “${c.sentence}”`,
    );
    expect(found).toEqual([]);
  });
});
