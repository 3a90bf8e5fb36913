import { Link } from 'react-router';
import type { SidebarEntry } from './sidebar-tree.ts';

/** The sections of the site, each a group of the sidebar with an overview page. */
export function sectionsOf(entries: readonly SidebarEntry[]): { title: string; path: string }[] {
  return entries.flatMap((entry) =>
    entry.kind === 'group' && entry.path ? [{ title: entry.title, path: entry.path }] : [],
  );
}

function SectionList({
  entries,
  currentPath,
  className,
  label,
}: {
  entries: readonly SidebarEntry[];
  currentPath: string;
  className?: string;
  label?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {sectionsOf(entries).map((section) => {
        const here = currentPath === section.path;
        const inside = !here && currentPath.startsWith(section.path);
        return (
          <li key={section.path}>
            <Link to={section.path} aria-current={here ? 'page' : inside ? 'true' : undefined}>
              {section.title}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

interface SectionLinksProps {
  entries: readonly SidebarEntry[];
  currentPath: string;
}

/**
 * The section pages, one click from every page: in the header at desktop widths. The section the
 * reader is in is marked.
 */
export function SectionLinks(props: SectionLinksProps) {
  return (
    <nav className="sk-header__sections" aria-label="Site sections">
      <SectionList {...props} />
    </nav>
  );
}

/**
 * The same links at the top of the drawer, on narrow screens, where the header has no room for
 * them: all four at once, before the groups, however long the open one is.
 */
export function DrawerSectionLinks(props: SectionLinksProps) {
  return <SectionList {...props} className="sk-sidebar__sections" label="Sections" />;
}
