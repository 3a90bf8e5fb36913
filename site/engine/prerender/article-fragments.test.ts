import { describe, expect, it } from 'vitest';
import { extractArticle } from './article-fragments.ts';

describe('extractArticle', () => {
  it('cuts the article out of a page, nested elements and escaped text included', () => {
    const inner =
      '<h1>Title</h1><div class="x"><p>a &lt;div&gt; in text</p><div></div></div>' +
      '<skerry-island data-island="0"><div class="sk-code"><pre>&lt;/div&gt;</pre></div></skerry-island>';
    const page =
      '<html><body><main><article><div class="sk-article" data-sk-article="/a/b/">' +
      inner +
      '</div><footer><div>after</div></footer></article></main></body></html>';
    expect(extractArticle(page)).toEqual({ path: '/a/b/', html: inner });
  });

  it('finds none in a page without an article (the not-found page)', () => {
    expect(extractArticle('<html><body><main><h1>Not found</h1></main></body></html>')).toBe(
      undefined,
    );
  });

  it('fails on an article that never ends', () => {
    expect(() =>
      extractArticle('<div class="sk-article" data-sk-article="/a/"><div></div>'),
    ).toThrow('The article of /a/ has no end.');
  });
});
