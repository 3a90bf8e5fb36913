import fs from 'node:fs';
import { visit } from 'unist-util-visit';
import { listContentFiles } from '../content/content-files.ts';
import { parseMdx } from '../compile/markdown.ts';
import { stringAttribute } from '../../readers/mdx-jsx.ts';

/** A `<StorybookEmbed>` of the content: the page it is on and the story it names. */
export interface ContentEmbed {
  page: string;
  line: number | undefined;
  story: string | undefined;
}

/** Every `<StorybookEmbed>` of the pages below `contentDir`. */
export function contentEmbeds(contentDir: string): ContentEmbed[] {
  return listContentFiles(contentDir).flatMap((page) => {
    const source = fs.readFileSync(page.file, 'utf8');
    if (!source.includes('<StorybookEmbed')) return [];
    const embeds: ContentEmbed[] = [];
    visit(parseMdx(source), (node) => {
      const element = node as unknown as {
        type: string;
        name?: string | null;
        attributes: { type: string; name?: string; value?: unknown }[];
        position?: { start: { line: number } };
      };
      if (!/^mdxJsx(?:Flow|Text)Element$/.test(element.type)) return;
      if (element.name !== 'StorybookEmbed') return;
      embeds.push({
        page: page.relativePath,
        line: element.position?.start.line,
        story: stringAttribute(element, 'story'),
      });
    });
    return embeds;
  });
}

/**
 * The embeds whose story the workbench does not have, one message each: a renamed demo would
 * otherwise leave a frame that says "story not found" on a page nobody checks.
 */
export function missingEmbeds(embeds: readonly ContentEmbed[], storyIds: ReadonlySet<string>) {
  return embeds
    .filter((embed) => !embed.story || !storyIds.has(embed.story))
    .map(
      (embed) =>
        `${embed.page}${embed.line ? `:${embed.line}` : ''}: <StorybookEmbed story="${embed.story ?? ''}"> ` +
        `names no story of the workbench`,
    );
}
