import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import config from 'virtual:skerry/config';
import { ExternalLink } from '../components/external-link.tsx';
import type { PageHeader } from '../content/page.ts';
import { Badge } from '../docs/badge/badge.tsx';
import { sectionOf } from '../navigation/active-section.ts';
import { loadSection, sectionPages } from '../navigation/nav-store.ts';
import { type SidebarEntry, type SidebarItem, containsPath, externalHref } from './sidebar-tree.ts';

interface SidebarProps {
  entries: SidebarEntry[];
  currentPath: string;
  headers: PageHeader[];
  activeSlug: string | null;
}

/**
 * The current page's sections (h2), with the one the reader is in marked: the active heading, or
 * the section that holds it when the reader is in a subsection (h3) this list does not show.
 */
function PageSections({ title, ...props }: SidebarProps & { title: string }) {
  const sections = props.headers.filter((h) => h.level === 2);
  if (sections.length === 0) return null;
  const active = sectionOf(props.headers, props.activeSlug);
  return (
    <ul className="sk-sidebar__headings" aria-label={`Sections of ${title}`}>
      {sections.map((h) => (
        <li key={h.slug}>
          <Link
            className="sk-sidebar__heading"
            to={`${props.currentPath}#${h.slug}`}
            aria-current={active === h.slug ? 'location' : undefined}
          >
            {h.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ItemList({ items, ...props }: SidebarProps & { items: SidebarItem[] }) {
  return (
    <ul className="sk-sidebar__list">
      {items.map((item) => {
        const current = item.path === props.currentPath;
        return (
          <li key={item.path}>
            <Link
              className="sk-sidebar__link"
              to={item.path}
              aria-current={current ? 'page' : undefined}
            >
              {item.title}
              {item.beta && <Badge tone="beta">Beta</Badge>}
            </Link>
            {current && <PageSections {...props} title={item.title} />}
            {item.children.length > 0 && containsPath(item, props.currentPath) && (
              <ItemList {...props} items={item.children} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function groupContains(entry: SidebarEntry, path: string): boolean {
  return (
    entry.kind === 'group' &&
    (entry.path === path || entry.items.some((item) => containsPath(item, path)))
  );
}

/**
 * The site navigation. Each group's title leads to its overview page, and the button beside it
 * folds the group. Only the group of the current page is open, and so in the HTML: a page's
 * markup does not grow with the size of the site. Other groups open on demand.
 */
export function Sidebar(props: SidebarProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () =>
      new Set(props.entries.filter((e) => groupContains(e, props.currentPath)).map((e) => e.title)),
  );

  useEffect(() => {
    const current = props.entries.find((e) => groupContains(e, props.currentPath));
    if (current)
      setOpen((previous) =>
        previous.has(current.title) ? previous : new Set([...previous, current.title]),
      );
  }, [props.entries, props.currentPath]);

  const toggle = (title: string, dir: string) => {
    // A section other than the reader's loads its pages when first opened.
    if (!open.has(title)) loadSection(dir).catch(() => undefined);
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(title)) next.add(title);
      return next;
    });
  };

  return (
    <ul className="sk-sidebar__groups">
      {props.entries.map((entry, index) => {
        if (entry.kind === 'link') {
          return (
            <li key={entry.href} className="sk-sidebar__group">
              <ExternalLink
                className="sk-sidebar__group-link"
                href={externalHref(entry.href, config.base)}
              >
                {entry.title}
              </ExternalLink>
            </li>
          );
        }
        const isOpen = open.has(entry.title);
        const listId = `sidebar-group-${index}`;
        const onOverview = entry.path === props.currentPath;
        return (
          <li key={entry.title} className="sk-sidebar__group">
            {/* The title leads to the group's overview; the chevron beside it folds the group. */}
            <div className="sk-sidebar__group-head">
              {entry.path ? (
                <Link
                  className="sk-sidebar__group-title"
                  to={entry.path}
                  aria-current={onOverview ? 'page' : undefined}
                >
                  {entry.title}
                </Link>
              ) : (
                <span className="sk-sidebar__group-title">{entry.title}</span>
              )}
              <button
                type="button"
                className="sk-sidebar__group-toggle"
                aria-expanded={isOpen}
                aria-controls={isOpen ? listId : undefined}
                aria-label={`${entry.title} pages`}
                onClick={() => toggle(entry.title, entry.dir)}
              />
            </div>
            {onOverview && <PageSections {...props} title={entry.title} />}
            {isOpen && (
              <div id={listId} aria-busy={sectionPages(entry.dir) ? undefined : true}>
                <ItemList {...props} items={entry.items} />
                {entry.links.length > 0 && (
                  <ul className="sk-sidebar__list">
                    {entry.links.map((link) => (
                      <li key={link.href}>
                        <ExternalLink
                          className="sk-sidebar__link"
                          href={externalHref(link.href, config.base)}
                        >
                          {link.title}
                        </ExternalLink>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
