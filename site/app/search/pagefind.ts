import { expandQuery } from './query.ts';

/** The part of Pagefind's browser API the site uses. */
interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    query: string,
  ): Promise<{ results: { id: string; score: number; data(): Promise<PagefindData> }[] } | null>;
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
 * Loads the index's runtime on first use, never with the page: readers who do not search pay
 * nothing. A failed load is forgotten, so the next keystroke tries again.
 */
export function loadPagefind(base: string): Promise<PagefindApi> {
  loading ??= (async () => {
    const api = (await import(/* @vite-ignore */ `${base}pagefind/pagefind.js`)) as PagefindApi;
    await api.options({ baseUrl: base, excerptLength: 22 });
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

/** Searches the site, synonyms included, and groups hits by page in ranking order. */
export async function searchSite(
  query: string,
  options: { base: string; synonyms: Record<string, string[]>; limit?: number },
): Promise<SearchHit[]> {
  const api = await loadPagefind(options.base);
  const limit = options.limit ?? 8;
  const searches = await Promise.all(
    expandQuery(query, options.synonyms).map((q) => api.search(q)),
  );
  const seen = new Set<string>();
  const picked = [];
  for (const search of searches) {
    for (const result of search?.results ?? []) {
      if (seen.has(result.id) || picked.length >= limit) continue;
      seen.add(result.id);
      picked.push(result);
    }
  }
  const data = await Promise.all(picked.map((r) => r.data()));
  return data.map((d) => ({
    url: routerPath(d.url, options.base),
    title: d.meta.title ?? d.url,
    excerpt: d.excerpt,
    sections: (d.sub_results ?? [])
      // The section under the h1 is the page itself, already shown as the group's first row.
      .filter((s) => s.url.includes('#') && s.title !== d.meta.title)
      .slice(0, 3)
      .map((s) => ({ title: s.title, url: routerPath(s.url, options.base), excerpt: s.excerpt })),
  }));
}
