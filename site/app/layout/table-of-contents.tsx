import { Link } from 'react-router';
import type { PageHeader } from '../content/page.ts';
import { layoutIds } from './layout-ids.ts';

/** "On this page": the h2 and h3 sections, with the one being read marked. */
export function TableOfContents({
  headers,
  activeSlug,
  currentPath,
}: {
  headers: PageHeader[];
  activeSlug: string | null;
  currentPath: string;
}) {
  if (headers.length === 0) return null;
  return (
    <nav className="sk-toc" aria-labelledby={layoutIds.tocTitle}>
      <h2 className="sk-toc__title" id={layoutIds.tocTitle}>
        On this page
      </h2>
      <ul>
        {headers.map((h) => (
          <li key={h.slug} data-level={h.level}>
            <Link
              to={`${currentPath}#${h.slug}`}
              aria-current={activeSlug === h.slug ? 'location' : undefined}
            >
              {h.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
