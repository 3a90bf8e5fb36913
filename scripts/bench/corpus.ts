/**
 * A deterministic corpus of documentation pages for the build benchmark: the same seed gives the
 * same pages, so build times compare across commits. Each page has a title, a description, 4–8
 * h2/h3 sections, about 600 words, a 15–30 line code block, a small table and 5 links to other
 * pages, spread over 10 folders. `corpusModel` generates the pages once; `writeCorpus` writes
 * them as Skerry's content tree and `writeStarlightCorpus` as a Starlight project's
 * `src/content/docs/`, with the same words, so the two builds do the same work.
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

const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);

export interface CorpusPage {
  folder: string;
  slug: string;
  path: string;
}

/**
 * One page of the model. `body` is Markdown that starts after the page's h1: Skerry's writer
 * puts the h1 before it, Starlight renders its own from the title.
 */
export interface CorpusDocument {
  /** Where the page lives in the content tree, without extension: `guides/page-000`, `index`. */
  file: string;
  title: string;
  description: string;
  body: string;
}

export interface CorpusModel {
  /** The generated pages, in order (what `writeCorpus` returns). */
  pages: CorpusPage[];
  /** The home page. */
  home: CorpusDocument;
  /** Each folder's index page. */
  sections: CorpusDocument[];
  /** Each generated page's document, in the order of `pages`. */
  documents: CorpusDocument[];
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

/** The corpus's pages, their titles, descriptions and bodies, from the seed alone. */
export function corpusModel(count = 1000, seed = 42): CorpusModel {
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`The corpus needs a whole number of pages, at least 1 (got ${count})`);
  }
  const rand = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const sentence = () => {
    const text = Array.from({ length: int(8, 16) }, () => pick(words)).join(' ');
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  };
  const title = () => Array.from({ length: int(2, 4) }, () => pick(words)).join(' ');

  const pages = corpusPages(count);
  const home: CorpusDocument = {
    file: 'index',
    title: 'Benchmark corpus',
    description: `A generated corpus of ${count} pages.`,
    body: `Start with [the first page](${pages[0]!.path}).`,
  };
  const sections = folders.map((folder) => ({
    file: `${folder}/index`,
    title: capital(folder),
    description: `The ${folder} section.`,
    body: `Pages about ${folder}.`,
  }));
  // The generator's calls stay in the order the first version of this file made them, so the
  // same seed still writes the same words.
  const documents = pages.map((page, index): CorpusDocument => {
    const pageTitle = capital(`${title()} ${index}`);
    const sectionTexts: string[] = [];
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
      sectionTexts.push(`${level} ${capital(title())} ${s}\n\n${paragraphs.join('\n\n')}`);
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
      sentence(),
      sectionTexts[0],
      '```ts\n' + code + '\n```',
      table,
      ...sectionTexts.slice(1),
      `See also: ${links}.`,
    ].join('\n\n');
    return {
      file: `${page.folder}/${page.slug}`,
      title: pageTitle,
      description: sentence(),
      body,
    };
  });
  return { pages, home, sections, documents };
}

/** Empties `dir` and writes each document to `<file>.mdx` as `format` gives it. */
function writeDocuments(
  dir: string,
  model: CorpusModel,
  format: (document: CorpusDocument, kind: 'home' | 'section' | 'page') => string,
): void {
  fs.rmSync(dir, { recursive: true, force: true });
  const write = (document: CorpusDocument, kind: 'home' | 'section' | 'page') => {
    const file = path.join(dir, `${document.file}.mdx`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, format(document, kind));
  };
  write(model.home, 'home');
  for (const section of model.sections) write(section, 'section');
  for (const document of model.documents) write(document, 'page');
}

/** Skerry's content tree: frontmatter, then the h1 and the body; the home page marked `home`. */
export function writeCorpus(dir: string, count = 1000, seed = 42): CorpusPage[] {
  const model = corpusModel(count, seed);
  writeDocuments(
    dir,
    model,
    ({ title, description, body }, kind) =>
      `---\ntitle: ${title}\ndescription: ${description}\n` +
      `${kind === 'home' ? 'home: true\n' : ''}---\n# ${title}\n\n${body}\n`,
  );
  return model.pages;
}

/**
 * A Starlight project's `src/content/docs/` (`dir`): Starlight takes the title from the
 * frontmatter and renders the h1 itself, so the body follows the frontmatter; the home page
 * uses Starlight's `splash` template, its page for a landing page without the sidebar. Values
 * are written as JSON strings, which YAML reads as they are whatever the words.
 */
export function writeStarlightCorpus(dir: string, count = 1000, seed = 42): CorpusPage[] {
  const model = corpusModel(count, seed);
  writeDocuments(
    dir,
    model,
    ({ title, description, body }, kind) =>
      `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(description)}\n` +
      `${kind === 'home' ? 'template: "splash"\n' : ''}---\n${body}\n`,
  );
  return model.pages;
}
