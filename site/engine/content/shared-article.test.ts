import { describe, expect, it } from 'vitest';
import { parseMdx } from '../compile/markdown.ts';
import { page } from '../test-fixtures.ts';
import { sharesArticleModule } from './shared-article.ts';

const shares = (body: string) => sharesArticleModule(parseMdx(page('A page', body)));

describe('sharesArticleModule', () => {
  it('shares for prose, tables, code blocks, HTML and custom elements', () => {
    expect(shares('Some *prose*.\n\n| a | b |\n|---|---|\n| 1 | 2 |')).toBe(true);
    expect(shares('```js\nconst a = <Demo />;\nimport x from "y";\n```')).toBe(true);
    expect(shares('<div class="box"><sk-badge>New</sk-badge></div>')).toBe(true);
    expect(shares('<>a fragment</>')).toBe(true);
  });

  it('shares for a documentation element that is static and has no build step', () => {
    expect(shares('<Column>\n\nText.\n\n</Column>')).toBe(true);
  });

  it('keeps its own module for an island, an element with a build step, or ESM', () => {
    expect(shares('<Tabs>\n<Tab label="a">x</Tab>\n</Tabs>')).toBe(false);
    expect(shares('<RenderCost tag="sk-button" />')).toBe(false);
    expect(shares('Text with <Unknown /> inside.')).toBe(false);
    expect(shares('<Foo.Bar />')).toBe(false);
    expect(shares('export const answer = 42;\n\n{answer}')).toBe(false);
    expect(shares('import { thing } from "./thing.ts";')).toBe(false);
  });
});
