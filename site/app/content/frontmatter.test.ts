import { describe, expect, it } from 'vitest';
import { FrontmatterError, parseFrontmatter } from './frontmatter.ts';

const problemsOf = (raw: unknown) => {
  try {
    parseFrontmatter('core-components/button/index.mdx', raw);
  } catch (error) {
    expect(error).toBeInstanceOf(FrontmatterError);
    return (error as FrontmatterError).problems;
  }
  throw new Error('expected the frontmatter to be refused');
};

describe('parseFrontmatter', () => {
  it('accepts a complete page and fills defaults', () => {
    expect(
      parseFrontmatter('a.mdx', { title: 'Button', description: 'Buttons start actions.' }),
    ).toEqual({
      title: 'Button',
      description: 'Buttons start actions.',
      meta: [],
      home: false,
      toc: true,
      beta: false,
    });
  });

  it('names a missing title and description', () => {
    expect(problemsOf({})).toEqual([
      { field: 'title', message: expect.stringMatching(/string/) },
      { field: 'description', message: expect.stringMatching(/string/) },
    ]);
  });

  it('names each bad field by its path', () => {
    const problems = problemsOf({
      title: 'Button',
      description: 'x',
      beta: 'yes',
      lang: 'english please',
      canonicalUrl: 'not a url',
      meta: [{ name: 'keywords' }],
    });
    expect(problems.map((p) => p.field).sort()).toEqual([
      'beta',
      'canonicalUrl',
      'lang',
      'meta.0.content',
    ]);
  });

  it('refuses unknown fields, so typos do not pass silently', () => {
    expect(problemsOf({ title: 'Button', description: 'x', descripton: 'y' })).toEqual([
      { field: '(frontmatter)', message: 'unknown field(s) descripton' },
    ]);
  });

  it('says when there is no frontmatter at all, naming the file', () => {
    expect(() => parseFrontmatter('core-components/button/index.mdx', undefined)).toThrow(
      /core-components\/button\/index\.mdx[\s\S]*\(frontmatter\): is missing/,
    );
  });
});
