import config from 'virtual:skerry/config';
import { articleAttribute } from './article-attribute.ts';
import { fragmentFile } from './fragment-path.ts';

/** The articles this tab has: page path → the article's HTML. */
const articles = new Map<string, string>();
const loading = new Map<string, Promise<string>>();

/**
 * The prerendered article the document came with, for as long as it is in the page. Its HTML is
 * never read: React does not look at the HTML of an element it hydrates, so the page renders
 * with `adoptedHtml` in its place, and a later visit to the page fetches its fragment.
 */
let original: Element | null | undefined;
export const adoptedHtml = '';

function isAdopted(pagePath: string): boolean {
  // Looked up once, at the first render: the document's own, or none (the not-found page).
  if (original === undefined) original = document.querySelector(`[${articleAttribute}]`);
  return original?.isConnected === true && original.getAttribute(articleAttribute) === pagePath;
}

/** The document's own article element, while it is in the page and is `pagePath`'s. */
export function adoptedArticle(pagePath: string): Element | undefined {
  return isAdopted(pagePath) ? (original ?? undefined) : undefined;
}

/**
 * The article of `pagePath` if this tab has it: loaded before, or still the prerendered one the
 * document came with.
 */
export function knownArticle(pagePath: string): string | undefined {
  // The adopted article first: its fragment, once fetched, must not replace it in the page.
  return isAdopted(pagePath) ? adoptedHtml : articles.get(pagePath);
}

/**
 * Fetches the article of `pagePath` from its fragment file, once; a failure is forgotten so
 * that a retry fetches again. Offline, the page's own document in the service worker's cache
 * comes first: a fragment never fetched is not in the cache, and asking the network for it
 * would only fail, with an error in the console.
 */
export function loadArticle(pagePath: string): Promise<string> {
  const known = articles.get(pagePath);
  if (known !== undefined) return Promise.resolve(known);
  let pending = loading.get(pagePath);
  if (!pending) {
    const html = isOffline()
      ? fromCachedPage(pagePath).then((cached) => cached ?? fetchFragment(pagePath))
      : fetchFragment(pagePath).catch(
          async (error: unknown) => (await fromCachedPage(pagePath)) ?? Promise.reject(error),
        );
    pending = html.then(
      (text) => {
        articles.set(pagePath, text);
        loading.delete(pagePath);
        return text;
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

/** Whether the browser knows it has no network. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

async function fetchFragment(pagePath: string): Promise<string> {
  const response = await fetch(`${config.base}${fragmentFile(pagePath)}`);
  if (!response.ok) throw new Error(`The article of ${pagePath}: HTTP ${response.status}`);
  return response.text();
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
  return knownArticle(pagePath) !== undefined;
}
