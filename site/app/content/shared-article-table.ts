import type { ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import type { PageData } from './page.ts';

/** A page that shares the article route module, as its compiled MDX gives it. */
export interface CompiledArticle {
  default: ComponentType;
  handle: { page: PageData };
}

/**
 * The pages that share the article route module, by path, for the prerender to render in full
 * (docs/decisions/0022, 0025). The server build does not hold them: the build's thread compiles
 * each page as the prerender pool gives it out, and the thread that renders it adds it here
 * (`engine/prerender/render-worker.mjs`) and drops it once the page is written. The browser and
 * the dev server keep it empty.
 */
export interface SharedArticleTable {
  get(pagePath: string): CompiledArticle | undefined;
  /**
   * Runs the page's MDX compiled as a function body (`engine/compile/article-body.ts`), which
   * imports nothing: the runtime and the components it renders come from here.
   */
  add(pagePath: string, body: string): Promise<void>;
  delete(pagePath: string): void;
}

/** The constructor of `async function` bodies: MDX's function-body output awaits at its top. */
const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
  body: string,
) => (scope: object) => Promise<Partial<CompiledArticle>>;

/**
 * The table, with the components a shared page's MDX renders without importing them: the
 * article's wrappers, the documentation elements and the replaced HTML elements.
 */
export function sharedArticleTable(
  components: Readonly<Record<string, unknown>>,
): SharedArticleTable {
  const articles = new Map<string, CompiledArticle>();
  const scope = { ...runtime, useMDXComponents: () => components };
  return {
    get: (pagePath) => articles.get(pagePath),
    async add(pagePath, body) {
      const exports = await new AsyncFunction(body)(scope);
      if (typeof exports.default !== 'function' || !exports.handle?.page) {
        throw new Error(`The compiled article of ${pagePath} has no content or no page data.`);
      }
      articles.set(pagePath, exports as CompiledArticle);
    },
    delete: (pagePath) => void articles.delete(pagePath),
  };
}
