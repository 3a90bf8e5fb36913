import {
  Children,
  type MouseEvent,
  type ReactNode,
  createElement,
  use,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { useNavigate } from 'react-router';
import config from 'virtual:skerry/config';
import type { PageData } from '../content/page.ts';
import { pageDataAttribute } from '../content/page-data-script.ts';
import { jsonForScript } from '../navigation/nav-sections.ts';
import { articleAttribute } from './article-attribute.ts';
import { adoptedHtml, isOffline, knownArticle, loadArticle } from './article-html.ts';
import { appLinkTarget } from './follow-link.ts';
import { islandTag } from './island-tag.ts';
import { type MountedIslands, mountIslands } from './mount-islands.ts';
import { useRouterBridge } from './router-bridge.tsx';

/**
 * One interactive element of a page, marked in its HTML so that the browser can hydrate it on
 * its own (`mount-islands.ts`). Its index is its place among the page's islands.
 */
export function Island({ index, children }: { index: number; children: ReactNode }) {
  return createElement(islandTag, { 'data-island': index }, children);
}

export interface StaticArticleProps {
  /** The page's path (`/core-components/button/`). */
  path: string;
  /**
   * `full`: the whole page as React (prerendering, the dev server). `client`: the page's
   * browser module, whose children are only its islands; the article is HTML.
   */
  mode: 'full' | 'client';
  /**
   * Full mode: the page's data, carried in the article for a page that has no route module of
   * its own (docs/decisions/0022), so that its document and its fragment both bring it.
   */
  page?: PageData;
  /**
   * Client mode: island `n` of the article, for a page without a module of its own; otherwise the
   * islands are the children, in order.
   */
  island?: (index: number) => ReactNode;
  children?: ReactNode;
}

/**
 * A page's content (engine/compile/rehype-islands.ts). Prerendered in full; in the browser, the prose,
 * tables and code are the HTML the page came with, or its fragment file on client navigation,
 * which React sets once and never re-creates; only the islands hydrate, each when needed.
 */
export function StaticArticle({ path, mode, page, island, children }: StaticArticleProps) {
  const attributes = { className: 'sk-article', [articleAttribute]: path };
  if (mode === 'full') {
    return (
      <div {...attributes}>
        {page && (
          <script
            type="application/json"
            {...{ [pageDataAttribute]: '' }}
            dangerouslySetInnerHTML={{ __html: jsonForScript(page) }}
          />
        )}
        {children}
      </div>
    );
  }
  return <ClientArticle path={path} attributes={attributes} island={island ?? inOrder(children)} />;
}

/** Island `n` as the `n`th child, the children listed only when an island is asked for. */
function inOrder(children: ReactNode): (index: number) => ReactNode {
  let listed: ReactNode[] | undefined;
  return (index) => (listed ??= Children.toArray(children))[index];
}

function ClientArticle({
  path,
  attributes,
  island,
}: {
  path: string;
  attributes: Record<string, string>;
  island: (index: number) => ReactNode;
}) {
  // The document's own article on the first page; then the fragment, fetched ahead by the
  // chunk guard before a navigation (or here, on a back or forward move to a page not seen).
  const html = knownArticle(path) ?? use(loadArticle(path));
  const inner = useMemo(() => ({ __html: html }), [html]);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const bridge = useRouterBridge();
  const latest = useRef({ island, bridge });
  latest.current = { island, bridge };

  const mounted = useRef<MountedIslands>(undefined);
  useEffect(() => {
    const container = ref.current;
    if (!container) return undefined;
    const { island: current, bridge: wrap } = latest.current;
    const islandRoots = mountIslands(container, current, wrap);
    mounted.current = islandRoots;
    return () => {
      mounted.current = undefined;
      islandRoots.unmount();
    };
  }, [html]);
  // The prerendered article is adopted unread (article-html.ts): its fragment is fetched once
  // the page is idle, so that coming back to the page later is as quick as to any page loaded,
  // and works offline. Offline, there is nothing to fetch it from: the cached document serves.
  useEffect(() => {
    if (html !== adoptedHtml || isOffline()) return undefined;
    const fetchLater = () => void loadArticle(path).catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(fetchLater, 2000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(fetchLater, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, [html, path]);
  // The article renders again when the router's state changes; its islands follow.
  useEffect(() => {
    mounted.current?.update(bridge);
  });

  // Plain links of the article (React renders none of them) navigate in the app, as `Link`s do.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = appLinkTarget(event, new URL(window.location.href), config.base);
    if (!target) return;
    event.preventDefault();
    void navigate(target.to, { replace: target.replace });
  };

  return (
    // The article is prose and links; the clicks handled here are those of its links, which
    // keep their own keyboard behaviour.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions
    <div
      ref={ref}
      {...attributes}
      dangerouslySetInnerHTML={inner}
      suppressHydrationWarning
      onClick={onClick}
    />
  );
}
