/**
 * A deterministic corpus of documentation pages for the build benchmark: the same seed writes
 * the same files, so build times compare across commits. Each page has frontmatter, an h1,
 * 4–8 h2/h3 sections, about 600 words, a 15–30 line code block, a small table and 5 links to
 * other pages, spread over 10 folders.
 */
import fs from 'node:fs';
import path from 'node:path';

const words = (
  'token theme button layout spacing contrast focus keyboard label field value state error ' +
  'success border radius surface motion density grid column icon size color type scale weight ' +
  'line height form input select option toggle dialog modal panel menu item list group header ' +
  'footer content section page navigation link reader screen pointer touch target gesture hover ' +
  'press release event handler property attribute slot part style component element render ' +
  'update accessible visible hidden describe announce translate locale direction mirror'
).split(' ');

const folders = [
  'guides',
  'patterns',
  'tokens',
  'layouts',
  'forms',
  'feedback',
  'navigation',
  'content',
  'data',
  'media',
];

/** mulberry32: a small, fast, seeded generator, so the corpus never depends on Math.random. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface CorpusPage {
  folder: string;
  slug: string;
  path: string;
}

export function corpusPages(count: number): CorpusPage[] {
  const perFolder = Math.ceil(count / folders.length);
  const pages: CorpusPage[] = [];
  for (let i = 0; i < count; i++) {
    const folder = folders[Math.floor(i / perFolder)]!;
    const slug = `page-${String(i % perFolder).padStart(3, '0')}`;
    pages.push({ folder, slug, path: `/${folder}/${slug}/` });
  }
  return pages;
}

export function writeCorpus(dir: string, count = 1000, seed = 42): CorpusPage[] {
  const rand = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const sentence = () => {
    const text = Array.from({ length: int(8, 16) }, () => pick(words)).join(' ');
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  };
  const title = () => Array.from({ length: int(2, 4) }, () => pick(words)).join(' ');
  const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);

  fs.rmSync(dir, { recursive: true, force: true });
  const pages = corpusPages(count);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.mdx'),
    `---\ntitle: Benchmark corpus\ndescription: A generated corpus of ${count} pages.\nhome: true\n---\n# Benchmark corpus\n\nStart with [the first page](${pages[0]!.path}).\n`,
  );
  for (const folder of folders) {
    fs.mkdirSync(path.join(dir, folder), { recursive: true });
    fs.writeFileSync(
      path.join(dir, folder, 'index.mdx'),
      `---\ntitle: ${capital(folder)}\ndescription: The ${folder} section.\n---\n# ${capital(folder)}\n\nPages about ${folder}.\n`,
    );
  }
  pages.forEach((page, index) => {
    const pageTitle = capital(`${title()} ${index}`);
    const sections: string[] = [];
    let wordsSoFar = 0;
    const sectionCount = int(4, 8);
    for (let s = 0; s < sectionCount; s++) {
      const level = s === 0 || rand() < 0.6 ? '##' : '###';
      const paragraphs: string[] = [];
      while (
        paragraphs.length < 2 ||
        (wordsSoFar < 600 * ((s + 1) / sectionCount) && paragraphs.length < 6)
      ) {
        const paragraph = Array.from({ length: int(3, 5) }, sentence).join(' ');
        wordsSoFar += paragraph.split(' ').length;
        paragraphs.push(paragraph);
      }
      sections.push(`${level} ${capital(title())} ${s}\n\n${paragraphs.join('\n\n')}`);
    }
    const code = Array.from({ length: int(15, 30) }, (_, line) =>
      line % 5 === 0 ? `// ${sentence()}` : `const ${pick(words)}${line} = '${pick(words)}';`,
    ).join('\n');
    const table = [
      '| Token | Value | Use |',
      '| --- | --- | --- |',
      ...Array.from(
        { length: 4 },
        () =>
          `| \`--sk-${pick(words)}-${pick(words)}\` | ${int(1, 64)}px | ${capital(pick(words))} |`,
      ),
    ].join('\n');
    const links = Array.from({ length: 5 }, () => {
      const other = pages[int(0, pages.length - 1)]!;
      return `[${title()}](${other.path})`;
    }).join(', ');
    const body = [
      `# ${pageTitle}`,
      sentence(),
      sections[0],
      '```ts\n' + code + '\n```',
      table,
      ...sections.slice(1),
      `See also: ${links}.`,
    ].join('\n\n');
    fs.writeFileSync(
      path.join(dir, page.folder, `${page.slug}.mdx`),
      `---\ntitle: ${pageTitle}\ndescription: ${sentence()}\n---\n${body}\n`,
    );
  });
  return pages;
}
