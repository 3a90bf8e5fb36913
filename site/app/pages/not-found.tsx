import { useEffect, useState } from 'react';
import { Link, type MetaFunction, redirect, useLocation, useNavigate } from 'react-router';
import config from 'virtual:skerry/config';
import navPages from 'virtual:skerry/nav';
import type { NavPage } from '../content/page.ts';
import { documentTitle } from '../head/title.ts';
import { notFoundAttribute } from '../navigation/near-miss-load.ts';
import { pathIndex } from '../navigation/path-index.ts';
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

/** A client navigation to a near miss (`/Core-Components/Button`) redirects before it renders. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const pathname = url.pathname.slice(config.base.length - 1);
  const target = resolvePath(pathname, pathIndex);
  if (target) throw redirect(`${target}${url.search}${url.hash}`);
  return null;
}

const sections = sectionLinks(config.sidebar.groups, navPages);

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
  // Suggestions depend on the URL, which the prerendered 404 page cannot know, so they come after.
  useEffect(() => {
    const target = resolvePath(location.pathname, pathIndex);
    if (target) {
      void navigate(
        { pathname: target, search: location.search, hash: location.hash },
        { replace: true },
      );
      return;
    }
    setSuggestions(suggestPages(location.pathname, navPages));
  }, [location.pathname, location.search, location.hash, navigate]);

  return <NotFoundContent suggestions={suggestions} />;
}
