import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import config from 'virtual:skerry/config';
import { ExternalLink } from '../components/external-link.tsx';
import type { PageHeader } from '../content/page.ts';
import { Badge } from '../docs/badge.tsx';
import { type SidebarEntry, type SidebarItem, containsPath, externalHref } from './sidebar-tree.ts';

interface SidebarProps {
  entries: SidebarEntry[];
  currentPath: string;
  headers: PageHeader[];
  activeSlug: string | null;
}

function ItemList({ items, ...props }: SidebarProps & { items: SidebarItem[] }) {
  return (
    <ul className="sk-sidebar__list">
      {items.map((item) => {
        const current = item.path === props.currentPath;
        const sections = current ? props.headers.filter((h) => h.level === 2) : [];
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
            {sections.length > 0 && (
              <ul className="sk-sidebar__headings" aria-label={`Sections of ${item.title}`}>
                {sections.map((h) => (
                  <li key={h.slug}>
                    <Link
                      className="sk-sidebar__heading"
                      to={`${props.currentPath}#${h.slug}`}
                      aria-current={props.activeSlug === h.slug ? 'location' : undefined}
                    >
                      {h.title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
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
 * The site navigation. Only the group of the current page is open, and so in the HTML: a page's
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

  const toggle = (title: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(title)) next.add(title);
      return next;
    });

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
        const rootItem: SidebarItem[] = entry.path
          ? [{ path: entry.path, title: 'Overview', beta: false, children: [] }]
          : [];
        return (
          <li key={entry.title} className="sk-sidebar__group">
            <button
              type="button"
              className="sk-sidebar__group-toggle"
              aria-expanded={isOpen}
              aria-controls={isOpen ? listId : undefined}
              onClick={() => toggle(entry.title)}
            >
              {entry.title}
            </button>
            {isOpen && (
              <div id={listId}>
                <ItemList {...props} items={[...rootItem, ...entry.items]} />
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
