import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { corpusModel, writeCorpus, writeStarlightCorpus } from './corpus.ts';
import { checkStarlightOutput, starlightDistDir, starlightDocsDir } from './starlight-build.ts';

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'corpus-test-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Every file under `dir`, by its path relative to it. */
function readTree(dir: string): Map<string, string> {
  const files = fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .sort();
  return new Map(files.map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]));
}

/** A page split into its frontmatter lines and what follows them. */
function split(text: string): { frontmatter: string[]; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`No frontmatter in: ${text.slice(0, 80)}`);
  return { frontmatter: match[1]!.split('\n'), body: match[2]! };
}

/** The fields Starlight's `docsSchema` knows that these pages use. */
const starlightFields = new Set(['title', 'description', 'template']);

describe('the benchmark corpus', () => {
  it('writes the same Skerry content tree as before the Starlight writer existed', () => {
    // The hash of the tree the first version of corpus.ts wrote (1,000 pages, seed 42): build
    // times compare across commits only while the corpus stays the same.
    writeCorpus(tmp, 1000, 42);
    const hash = createHash('sha256');
    for (const [file, text] of readTree(tmp)) hash.update(`${file}\n${text}`);
    expect(hash.digest('hex')).toBe(
      '269d86e102ad85acb4589fa51f1eaa55be1f8f78b7af86aba9dca9ad500ba247',
    );
  });

  it('writes the same pages, with the same words, for Skerry and for Starlight', () => {
    const skerryDir = path.join(tmp, 'skerry');
    const starlightDir = path.join(tmp, 'starlight');
    const skerryPages = writeCorpus(skerryDir, 60, 7);
    const starlightPages = writeStarlightCorpus(starlightDir, 60, 7);
    expect(starlightPages).toEqual(skerryPages);

    const skerry = readTree(skerryDir);
    const starlight = readTree(starlightDir);
    expect([...starlight.keys()]).toEqual([...skerry.keys()]);
    // The 60 pages, the home page and one index per folder.
    expect(skerry.size).toBe(60 + 1 + 10);
    for (const page of skerryPages) {
      expect(skerry.has(path.join(page.folder, `${page.slug}.mdx`))).toBe(true);
    }

    for (const [file, text] of skerry) {
      const ours = split(text);
      const theirs = split(starlight.get(file)!);
      const field = (lines: string[], key: string) =>
        lines.find((line) => line.startsWith(`${key}: `))?.slice(key.length + 2);
      const title = field(ours.frontmatter, 'title')!;
      // Skerry's body starts with the h1; Starlight renders its own from the title.
      expect(ours.body).toBe(`# ${title}\n\n${theirs.body}`);
      expect(JSON.parse(field(theirs.frontmatter, 'title')!)).toBe(title);
      expect(JSON.parse(field(theirs.frontmatter, 'description')!)).toBe(
        field(ours.frontmatter, 'description'),
      );
    }
  });

  it("writes frontmatter that Starlight's schema takes", () => {
    writeStarlightCorpus(tmp, 30);
    for (const [file, text] of readTree(tmp)) {
      const fields = new Map(
        split(text).frontmatter.map((line) => {
          const colon = line.indexOf(': ');
          expect(colon, `${file}: ${line}`).toBeGreaterThan(0);
          // JSON strings, which YAML reads as the same strings.
          return [line.slice(0, colon), JSON.parse(line.slice(colon + 2)) as unknown];
        }),
      );
      for (const key of fields.keys()) expect(starlightFields, `${file}: ${key}`).toContain(key);
      expect(typeof fields.get('title'), file).toBe('string');
      expect(fields.get('title'), file).not.toBe('');
      expect(typeof fields.get('description'), file).toBe('string');
      expect(split(text).body, file).not.toMatch(/^# /);
      expect(fields.get('template'), file).toBe(file === 'index.mdx' ? 'splash' : undefined);
    }
  });

  it('is the same for the same seed, and another for another', () => {
    expect(corpusModel(20, 1)).toEqual(corpusModel(20, 1));
    expect(corpusModel(20, 2).documents[0]!.body).not.toBe(corpusModel(20, 1).documents[0]!.body);
  });

  it('refuses a page count that is not a whole number of at least 1', () => {
    expect(() => corpusModel(0)).toThrow(/at least 1/);
    expect(() => corpusModel(2.5)).toThrow(/whole number/);
  });
});

describe("the Starlight project's checks", () => {
  /** A built project: the docs, and the pages and index a build would write for them. */
  function project(options: { built: string[]; searchPages: number }): void {
    writeStarlightCorpus(starlightDocsDir(tmp), 12);
    const dist = starlightDistDir(tmp);
    for (const route of options.built) {
      fs.mkdirSync(path.join(dist, route), { recursive: true });
      fs.writeFileSync(path.join(dist, route, 'index.html'), '<!doctype html>');
    }
    fs.mkdirSync(path.join(dist, 'pagefind'), { recursive: true });
    fs.writeFileSync(
      path.join(dist, 'pagefind', 'pagefind-entry.json'),
      JSON.stringify({ languages: { en: { page_count: options.searchPages } } }),
    );
  }
  const routes = () => [
    '',
    ...corpusModel(12).sections.map((s) => s.file.replace(/\/index$/, '')),
    ...corpusModel(12).pages.map((p) => p.path.slice(1, -1)),
  ];

  it('accepts a build with every page and all of them in the search index', () => {
    project({ built: routes(), searchPages: 23 });
    expect(checkStarlightOutput(tmp)).toEqual({ pages: 23, searchPages: 23 });
  });

  it('fails on a missing page, naming it', () => {
    project({ built: routes().filter((route) => route !== 'guides/page-001'), searchPages: 23 });
    expect(() => checkStarlightOutput(tmp)).toThrow(/22 of 23 pages; missing guides\/page-001/);
  });

  it('fails on a search index short of pages, or none', () => {
    project({ built: routes(), searchPages: 5 });
    expect(() => checkStarlightOutput(tmp)).toThrow(/search index has 5 of 23/);
    fs.rmSync(path.join(starlightDistDir(tmp), 'pagefind'), { recursive: true });
    expect(() => checkStarlightOutput(tmp)).toThrow(/no search index/);
  });
});
