import { use } from 'react';
import articles from 'virtual:skerry/articles';
import { adoptedArticle, adoptedHtml, knownArticle, loadArticle } from '../islands/article-html.ts';
import type { PageData } from './page.ts';
import { pageDataOfElement, pageDataOfHtml } from './page-data-script.ts';

/**
 * The data of the pages that share the article route module (docs/decisions/0022), which have
 * no `handle` of their own: in the prerender, from their compiled MDX; in the browser, from
 * their article, the document's own or the fragment a navigation fetched.
 */
const read = new Map<string, PageData>();

function fromArticle(pagePath: string, html: string): PageData {
  const element = html === adoptedHtml ? adoptedArticle(pagePath) : undefined;
  const data = element ? pageDataOfElement(element) : pageDataOfHtml(html);
  if (!data) throw new Error(`The article of ${pagePath} carries no page data.`);
  read.set(pagePath, data);
  return data;
}

/** The page's data if it is at hand, without waiting: in the prerender, or an article this tab has. */
export function sharedPageData(pagePath: string): PageData | undefined {
  if (import.meta.env.SSR) return articles.get(pagePath)?.handle.page;
  const known = read.get(pagePath);
  if (known) return known;
  const html = knownArticle(pagePath);
  return html === undefined ? undefined : fromArticle(pagePath, html);
}

/**
 * The page's data, suspending until its article has come: a move back or forward to a page this
 * tab has not seen, which does not go through the chunk guard that fetches it ahead. Undefined
 * for no page.
 */
export function useSharedPageData(pagePath: string | undefined): PageData | undefined {
  if (pagePath === undefined) return undefined;
  const known = sharedPageData(pagePath);
  // The prerender has no article to fetch: a page it renders has been compiled (the article
  // route fails without it), and React Router's SPA fallback, rendered at `/`, shows no page.
  if (known || import.meta.env.SSR) return known;
  return fromArticle(pagePath, use(loadArticle(pagePath)));
}
