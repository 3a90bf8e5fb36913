import { Children, type ReactNode, isValidElement } from 'react';
import { Badge, type BadgeTone } from '../badge/badge.tsx';

/*
 * Release notes, from the packages' Changesets changelogs and pending changesets. The build
 * writes them (`release.server.ts`): a <Release> per version with its heading, a <ReleaseGroup>
 * per package with its heading, a <ReleaseItem> per change with the change's own text, so the
 * headings reach the table of contents and the links the link check.
 */

/** One version's notes, or the pending ones ("unreleased"). */
export function Release({ version, children }: { version: string; children?: ReactNode }) {
  return (
    <section className="sk-release" data-version={version}>
      {children}
    </section>
  );
}

/** One package's changes in a release: its heading, then the changes as a list. */
export function ReleaseGroup({
  package: name,
  children,
}: {
  package: string;
  version?: string;
  children?: ReactNode;
}) {
  const [heading, ...items] = Children.toArray(children).filter(isValidElement);
  return (
    <div className="sk-release__group" data-package={name}>
      {heading}
      <ul className="sk-release__items">{items}</ul>
    </div>
  );
}

const kinds = {
  major: { label: 'Major', tone: 'danger' },
  minor: { label: 'Minor', tone: 'info' },
  patch: { label: 'Patch', tone: 'success' },
} as const satisfies Record<string, { label: string; tone: BadgeTone }>;

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** One change: the kind of release it makes, when it was written if pending, and its text. */
export function ReleaseItem({
  type,
  date,
  children,
}: {
  type: keyof typeof kinds;
  date?: string;
  children?: ReactNode;
}) {
  const kind = kinds[type];
  return (
    <li className="sk-release__item">
      <p className="sk-release__meta">
        <Badge tone={kind.tone}>{kind.label}</Badge>
        <span className="sk-visually-hidden"> change</span>
        {date && (
          <>
            {' '}
            <time dateTime={date}>{longDate.format(new Date(date))}</time>
          </>
        )}
      </p>
      {children}
    </li>
  );
}

/** The latest changes, each dated, with a link to the release notes (built from the same data). */
export function WhatsNew({ children }: { children?: ReactNode }) {
  return <div className="sk-whats-new">{children}</div>;
}
