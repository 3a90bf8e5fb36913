import { useEffect, useState } from 'react';
import { Link, type MetaFunction, redirect, replace, useLocation, useNavigate } from 'react-router';
import config from 'virtual:skerry/config';
import { frame } from 'virtual:skerry/nav';
import type { NavPage } from '../content/page.ts';
import { documentTitle } from '../head/title.ts';
import { notFoundAttribute } from '../navigation/not-found-attribute.ts';
import { loadAllSections } from '../navigation/nav-store.ts';
import { nearMissIndex } from '../navigation/path-index.ts';
import { discoverRoute } from '../navigation/route-discovery.ts';
import { resolvePath } from '../navigation/resolve-path.ts';
import { suggestPages } from '../navigation/suggest-pages.ts';
import { sectionLinks } from './section-links.ts';
import type { Route } from './+types/not-found.ts';

export const meta: MetaFunction = () => [
  {
    title: documentTitle({
      pageTitle: 'Page not found',
      siteTitle: config.title,
      generatorName: config.generator.name,
    }),
  },
  { name: 'robots', content: 'noindex' },
];

/**
 * Every address no known route matches lands here first: a page whose section's routes have not
 * loaded yet (a history move after a reload) is discovered and opened in place; a near miss
 * (`/Core-Components/Button`) redirects before it renders.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  if (await discoverRoute(url.pathname).catch(() => false)) {
    throw replace(`${url.pathname}${url.search}${url.hash}`);
  }
  const pathname = url.pathname.slice(config.base.length - 1);
  const target = resolvePath(pathname, await nearMissIndex(pathname));
  if (target) {
    await discoverRoute(`${config.base.slice(0, -1)}${target}`).catch(() => false);
    throw redirect(`${target}${url.search}${url.hash}`);
  }
  return null;
}

// The group roots with a page of their own stand for the pages: the frame has no others.
const sections = sectionLinks(
  config.sidebar.groups,
  frame.flatMap((entry) => (entry.kind === 'group' && entry.path ? [{ path: entry.path }] : [])),
);

/**
 * The page itself. Without suggestions (null) it is what the prerendered `404.html` holds, so a
 * reader without JavaScript gets the same heading, message and ways on.
 */
/** A list of links to pages, by their titles. */
function PageLinks({ pages }: { pages: readonly { path: string; title: string }[] }) {
  return (
    <ul>
      {pages.map((page) => (
        <li key={page.path}>
          <Link to={page.path}>{page.title}</Link>
        </li>
      ))}
    </ul>
  );
}

function NotFoundContent({ suggestions }: { suggestions: NavPage[] | null }) {
  return (
    <div className="sk-not-found" {...{ [notFoundAttribute]: '' }}>
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <div aria-live="polite">
        {suggestions && suggestions.length > 0 && (
          <>
            <h2>Were you looking for</h2>
            <PageLinks pages={suggestions} />
          </>
        )}
      </div>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
      {sections.length > 0 && (
        <nav aria-labelledby="sk-not-found-sections">
          <h2 id="sk-not-found-sections">Sections</h2>
          <PageLinks pages={sections} />
        </nav>
      )}
    </div>
  );
}

/**
 * What the prerendered `404.html` holds and what shows while `clientLoader` runs on hydration.
 * Without it React Router would prerender an empty body with its development hint, logged on every
 * unknown address; with it, both renders agree, so hydration matches.
 */
export function HydrateFallback() {
  return <NotFoundContent suggestions={null} />;
}

export default function NotFound() {
  const location = useLocation();
  const navigate = useNavigate();
  const [suggestions, setSuggestions] = useState<NavPage[] | null>(null);

  // A direct load lands here from the host's 404.html: resolve it the same way once hydrated.
  // Suggestions depend on the URL, which the prerendered 404 page cannot know, so they come after;
  // they are searched among every page, whose sections load for it.
  useEffect(() => {
    let current = true;
    void (async () => {
      const target = resolvePath(location.pathname, await nearMissIndex(location.pathname));
      if (!current) return;
      if (target) {
        void navigate(
          { pathname: target, search: location.search, hash: location.hash },
          { replace: true },
        );
        return;
      }
      const pages = await loadAllSections();
      if (current) setSuggestions(suggestPages(location.pathname, pages));
    })();
    return () => {
      current = false;
    };
  }, [location.pathname, location.search, location.hash, navigate]);

  return <NotFoundContent suggestions={suggestions} />;
}
