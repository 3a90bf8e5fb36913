import type { ClientConfig } from '../../app/config/client-config.ts';
import type { NavPage, PageData } from '../../app/content/page.ts';
import { type SidebarItem, buildSidebar } from '../../app/layout/sidebar-tree.ts';

/** A page as the llms files list it. */
export interface LlmsPage {
  data: PageData;
  /** The page as Markdown (`page-markdown.ts`). */
  markdown: string;
}

export interface LlmsSection {
  title: string;
  pages: LlmsPage[];
  /** External links of the sidebar group, such as older changelogs. */
  links: { title: string; href: string }[];
}

/** Markdown link text and URLs must not end the link early. */
const linkText = (value: string) => value.replace(/([\\[\]])/g, '\\$1');
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The pages in the sidebar's groups and order: the home page first, then each group with its
 * overview page and everything below it, depth first. External sidebar links go to `Optional`,
 * the section llms.txt readers may skip.
 */
export function llmsSections(
  pages: readonly LlmsPage[],
  nav: readonly NavPage[],
  site: ClientConfig,
): {
  home: LlmsPage | undefined;
  sections: LlmsSection[];
  optional: { title: string; href: string }[];
} {
  const byPath = new Map(pages.map((p) => [p.data.regularPath, p]));
  const flatten = (items: SidebarItem[]): LlmsPage[] =>
    items
      .flatMap((item) => [byPath.get(item.path), ...flatten(item.children)])
      .filter((p): p is LlmsPage => p !== undefined);
  const sections: LlmsSection[] = [];
  const optional: { title: string; href: string }[] = [];
  for (const entry of buildSidebar(nav, site)) {
    if (entry.kind === 'link') {
      optional.push({ title: entry.title, href: entry.href });
      continue;
    }
    const overview = entry.path ? byPath.get(entry.path) : undefined;
    sections.push({
      title: entry.title,
      pages: [...(overview ? [overview] : []), ...flatten(entry.items)],
      links: entry.links,
    });
  }
  return { home: byPath.get('/'), sections, optional };
}

function header(site: ClientConfig): string[] {
  return [
    `# ${oneLine(site.title || site.generator.name)}`,
    '',
    `> ${oneLine(site.description)}`,
    '',
  ];
}

/**
 * `llms.txt` (llmstxt.org): the site's title, a one-paragraph summary, then a section per sidebar
 * group listing each page's Markdown with its description. `url` turns a site path into an
 * absolute URL.
 */
export function llmsTxt(
  pages: readonly LlmsPage[],
  nav: readonly NavPage[],
  site: ClientConfig,
  url: (sitePath: string) => string,
): string {
  const { home, sections, optional } = llmsSections(pages, nav, site);
  // A sidebar link may be a path below the base (the workbench): absolute, as every link here.
  const absolute = (href: string) => (href.startsWith('/') ? url(href) : href);
  const item = (page: LlmsPage) => {
    const description = oneLine(page.data.frontmatter.description);
    return `- [${linkText(page.data.title)}](${url(`${page.data.regularPath}index.md`)})${description ? `: ${description}` : ''}`;
  };
  const lines = [
    ...header(site),
    `Every page of this site is also published as Markdown beside its HTML: add \`index.md\` to a page's URL. [llms-full.txt](${url('/llms-full.txt')}) holds all of them in one file.`,
    '',
  ];
  if (home) lines.push('## Start', '', item(home), '');
  for (const section of sections) {
    if (!section.pages.length && !section.links.length) continue;
    lines.push(`## ${oneLine(section.title)}`, '', ...section.pages.map(item));
    lines.push(...section.links.map((l) => `- [${linkText(l.title)}](${absolute(l.href)})`), '');
  }
  if (optional.length) {
    lines.push(
      '## Optional',
      '',
      ...optional.map((l) => `- [${linkText(l.title)}](${absolute(l.href)})`),
      '',
    );
  }
  return lines.join('\n');
}

/** `llms-full.txt`: the same header, then every page's Markdown in the same order, each under its URL. */
export function llmsFullTxt(
  pages: readonly LlmsPage[],
  nav: readonly NavPage[],
  site: ClientConfig,
  url: (sitePath: string) => string,
): string {
  const { home, sections } = llmsSections(pages, nav, site);
  const ordered = [...(home ? [home] : []), ...sections.flatMap((s) => s.pages)];
  const listed = new Set(ordered);
  // Pages no sidebar group reaches still belong in the full text.
  ordered.push(...pages.filter((p) => !listed.has(p)));
  const body = ordered.map(
    (page) => `---\n\nSource: ${url(page.data.regularPath)}\n\n${page.markdown.trim()}\n`,
  );
  return [...header(site), ...body].join('\n');
}
