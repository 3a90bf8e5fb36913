import { type MetaFunction, useMatches } from 'react-router';
import articles from 'virtual:skerry/articles';
import { pagePathOfRoute } from '../content/page-route.ts';
import { sharedPageData } from '../content/shared-page-data.ts';
import { AdoptedCodeBlock } from '../docs/markdown/adopted-code-block.tsx';
import { pageMeta } from '../head/page-meta.ts';
import { StaticArticle } from '../islands/static-article.tsx';

/*
 * The one route module of every page of prose, tables and code alone (docs/decisions/0022),
 * which renders each page by its route id: the prerender renders the page's compiled MDX in
 * full; the browser keeps the article's HTML and hydrates its code blocks, its only islands. The
 * page's data is in its article (`StaticArticle`), read by `useCurrentPage` and here.
 */

function usePagePath(): string {
  const pagePath = pagePathOfRoute(useMatches().at(-1)?.id);
  if (pagePath === undefined) throw new Error('The article route renders content pages only.');
  return pagePath;
}

// A move back to a page not seen yet has no data until its article comes, which the page then
// waits for in the same render (`useCurrentPage`): nothing is shown before it has.
export const meta: MetaFunction = ({ matches }) => {
  const pagePath = pagePathOfRoute(matches.at(-1)?.id);
  const page = pagePath === undefined ? undefined : sharedPageData(pagePath);
  return page ? pageMeta(page) : [];
};

const codeBlock = () => <AdoptedCodeBlock />;

export default function ArticlePage() {
  const pagePath = usePagePath();
  if (import.meta.env.SSR) {
    const Article = articles.get(pagePath)?.default;
    if (!Article) throw new Error(`No compiled article for the page ${pagePath}.`);
    return <Article />;
  }
  return <StaticArticle path={pagePath} mode="client" island={codeBlock} />;
}
