import config from 'virtual:skerry/config';
import { ExternalLink } from '../components/external-link.tsx';
import type { PageData } from '../content/page.ts';

/** The end of every page: when it last changed, and where to improve it. */
export function PageFooter({ page }: { page: PageData }) {
  const repo = config.repository;
  const editUrl = repo
    ? `${repo.url.replace(/\/$/, '')}/edit/${repo.branch}/${repo.contentDir.replace(/^\/|\/$/g, '')}/${page.relativePath}`
    : null;
  return (
    <footer className="sk-page-footer" data-pagefind-ignore="all">
      {editUrl && <ExternalLink href={editUrl}>Edit this page</ExternalLink>}
      <p className="sk-page-footer__updated">
        Last updated:{' '}
        <time dateTime={new Date(page.lastUpdatedTimestamp).toISOString()}>{page.lastUpdated}</time>
      </p>
    </footer>
  );
}
