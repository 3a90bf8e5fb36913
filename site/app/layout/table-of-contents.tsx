import { Link } from 'react-router';
import type { PageHeader } from '../content/page.ts';
import { sectionOf } from '../navigation/active-section.ts';
import { layoutIds } from '../components/layout-ids.ts';

/**
 * "On this page": the h2 and h3 headings, with the one being read marked and, when that is a
 * subsection, the section that holds it shown too.
 */
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
  const section = sectionOf(headers, activeSlug);
  return (
    <nav className="sk-toc" aria-labelledby={layoutIds.tocTitle}>
      <h2 className="sk-toc__title" id={layoutIds.tocTitle}>
        On this page
      </h2>
      <ul>
        {headers.map((h) => (
          <li
            key={h.slug}
            data-level={h.level}
            data-holds-current={section === h.slug && activeSlug !== h.slug ? '' : undefined}
          >
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
