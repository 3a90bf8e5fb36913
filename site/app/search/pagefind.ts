import { expandQuery } from './query.ts';

/** The part of Pagefind's browser API the site uses. */
interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: FoundPage[] } | null>;
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results?: { title: string; url: string; excerpt: string }[];
}

export interface SearchSection {
  title: string;
  url: string;
  excerpt: string;
}

export interface SearchHit {
  /** A router path with the base removed, possibly with a `#hash`. */
  url: string;
  title: string;
  excerpt: string;
  sections: SearchSection[];
}

let loading: Promise<PagefindApi> | undefined;

/**
 * How the site runs Pagefind, shared with the search bench. `noWorker`: the search runs on the
 * page's thread, not in Pagefind's web worker, which would be a second copy of the runtime
 * (12.4 KB of a first query's 122 KB, issue 34). A query is a few milliseconds of WebAssembly, and
 * Pagefind's fallback without a worker is the same code its worker runs.
 */
export const pagefindOptions = (base: string) =>
  ({ baseUrl: base, excerptLength: 22, noWorker: true }) as const;

/**
 * Loads the index's runtime on first use, never with the page: readers who do not search pay
 * nothing. A failed load is forgotten, so the next keystroke tries again.
 */
export function loadPagefind(base: string): Promise<PagefindApi> {
  loading ??= (async () => {
    const api = (await import(/* @vite-ignore */ `${base}pagefind/pagefind.js`)) as PagefindApi;
    await api.options(pagefindOptions(base));
    await api.init();
    return api;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function routerPath(url: string, base: string): string {
  return url.startsWith(base) ? `/${url.slice(base.length)}` : url;
}

/** A page the index found, its fragment (title, excerpt, sections) not yet fetched. */
export interface FoundPage {
  id: string;
  data(): Promise<PagefindData>;
}

/**
 * Searches the site, synonyms included, and lists the pages found in ranking order, at most
 * `limit`. Only the index is read: each page's fragment is fetched by `pageHits`, when its result
 * is to be shown, so a query costs the fragments of the results a reader sees, not of all.
 */
export async function findPages(
  query: string,
  options: { base: string; synonyms: Record<string, string[]>; limit?: number },
): Promise<FoundPage[]> {
  const api = await loadPagefind(options.base);
  const limit = options.limit ?? 8;
  const searches = await Promise.all(
    expandQuery(query, options.synonyms).map((q) => api.search(q)),
  );
  const seen = new Set<string>();
  const picked: FoundPage[] = [];
  for (const search of searches) {
    for (const result of search?.results ?? []) {
      if (seen.has(result.id) || picked.length >= limit) continue;
      seen.add(result.id);
      picked.push(result);
    }
  }
  return picked;
}

/** The results to show for pages found: each one's fragment fetched, in the same order. */
export async function pageHits(pages: readonly FoundPage[], base: string): Promise<SearchHit[]> {
  const data = await Promise.all(pages.map((page) => page.data()));
  return data.map((d) => ({
    url: routerPath(d.url, base),
    title: d.meta.title ?? d.url,
    excerpt: d.excerpt,
    sections: (d.sub_results ?? [])
      // The section under the h1 is the page itself, already shown as the group's first row.
      .filter((s) => s.url.includes('#') && s.title !== d.meta.title)
      .slice(0, 3)
      .map((s) => ({ title: s.title, url: routerPath(s.url, base), excerpt: s.excerpt })),
  }));
}
