import type { PageData } from './page.ts';

/**
 * The attribute of the `<script type="application/json">` that carries a page's data in its
 * article, for a page without a route module of its own (docs/decisions/0022).
 */
export const pageDataAttribute = 'data-sk-page';

const inHtml = new RegExp(
  `<script type="application/json" ${pageDataAttribute}="">([^<]*)</script>`,
);

/** The page data an article's HTML carries (its fragment), or undefined if it has none. */
export function pageDataOfHtml(html: string): PageData | undefined {
  const json = inHtml.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as PageData);
}

/** The page data the article element carries (the document's own article). */
export function pageDataOfElement(article: Element): PageData | undefined {
  const script = article.querySelector(`:scope > script[${pageDataAttribute}]`);
  return script?.textContent ? (JSON.parse(script.textContent) as PageData) : undefined;
}
