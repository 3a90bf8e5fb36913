import config from 'virtual:skerry/config';
import { fragmentFile } from './fragment-path.ts';

/** The articles this tab has: page path → the article's HTML. */
const articles = new Map<string, string>();
const loading = new Map<string, Promise<string>>();

/** The attribute that marks a page's article, holding the page's path. */
export const articleAttribute = 'data-sk-article';

/**
 * The article of `pagePath` if it is known: loaded before, or in the prerendered document the
 * tab opened with (read once, before React or any island touches it).
 */
export function knownArticle(pagePath: string): string | undefined {
  const known = articles.get(pagePath);
  if (known !== undefined) return known;
  const element = document.querySelector(`[${articleAttribute}]`);
  if (element?.getAttribute(articleAttribute) !== pagePath) return undefined;
  articles.set(pagePath, element.innerHTML);
  return element.innerHTML;
}

/**
 * Fetches the article of `pagePath` from its fragment file, once; a failure is forgotten so
 * that a retry fetches again.
 */
export function loadArticle(pagePath: string): Promise<string> {
  const known = articles.get(pagePath);
  if (known !== undefined) return Promise.resolve(known);
  let pending = loading.get(pagePath);
  if (!pending) {
    pending = fetch(`${config.base}${fragmentFile(pagePath)}`)
      .then((response) => {
        if (!response.ok) throw new Error(`The article of ${pagePath}: HTTP ${response.status}`);
        return response.text();
      })
      .catch(async (error: unknown) => (await fromCachedPage(pagePath)) ?? Promise.reject(error))
      .then(
        (html) => {
          articles.set(pagePath, html);
          loading.delete(pagePath);
          return html;
        },
        (error: unknown) => {
          loading.delete(pagePath);
          throw error;
        },
      );
    loading.set(pagePath, pending);
  }
  return pending;
}

/**
 * The article out of the page's own document in the service worker's cache, for a page read
 * offline whose fragment was never fetched: the worker keeps the documents of visited pages.
 */
async function fromCachedPage(pagePath: string): Promise<string | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const url = new URL(`${config.base}${pagePath.slice(1)}`, window.location.href).href;
  const response = await caches.match(url).catch(() => undefined);
  if (!response) return undefined;
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  return page.querySelector(`[${articleAttribute}="${CSS.escape(pagePath)}"]`)?.innerHTML;
}

/** Whether the article of `pagePath` is in this tab already. */
export function hasArticle(pagePath: string): boolean {
  return articles.has(pagePath);
}
