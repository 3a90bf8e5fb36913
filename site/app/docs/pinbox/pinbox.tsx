import config from 'virtual:skerry/config';
import { ExternalLink } from '../../components/external-link.tsx';
import { Badge } from '../badge/badge.tsx';
import { DocLink } from '../markdown/doc-link.tsx';

/** What a component's pinbox shows: the facts a reader checks first, all from data. */
export interface PinboxFacts {
  tag: string;
  status: string;
  since?: string;
  /** The package entry that registers it, e.g. `@skerry/components/button.js`. */
  entry: string;
  /** Gzipped bytes it adds to the shared base, the same with the base, and its budget. */
  gzip: number;
  withBase: number;
  budget?: number;
  /** Its folder: of its pages under `core-components/`, of its source under `src/components/`. */
  folder: string;
}

const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The facts a reader checks first about a component, at the top of its overview: tag, status,
 * first version, the import, its weight against its budget, and where to go next. The build
 * fills `facts` from the manifest, the package exports and the size check (`pinbox.server.ts`).
 */
export function Pinbox({ facts }: { facts: PinboxFacts }) {
  const repo = config.repository;
  const sourceHref = repo
    ? `${repo.url.replace(/\/$/, '')}/tree/${repo.branch}/packages/components/src/components/${facts.folder}`
    : null;
  const page = `/core-components/${facts.folder}`;
  return (
    <aside className="sk-pinbox" aria-label={`${facts.tag} at a glance`} data-pagefind-ignore="all">
      <dl className="sk-pinbox__facts">
        <div>
          <dt>Tag</dt>
          <dd>
            <code>{`<${facts.tag}>`}</code>
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <Badge tone={facts.status === 'beta' ? 'beta' : 'success'}>
              {facts.status.charAt(0).toUpperCase() + facts.status.slice(1)}
            </Badge>
          </dd>
        </div>
        {facts.since && (
          <div>
            <dt>Since</dt>
            <dd>{facts.since}</dd>
          </div>
        )}
        <div className="sk-pinbox__wide">
          <dt>Import</dt>
          <dd>
            <code>{`import '${facts.entry}';`}</code>
          </dd>
        </div>
        <div className="sk-pinbox__wide">
          <dt>Size (gzip)</dt>
          <dd>
            {kilobytes(facts.gzip)} beside the shared base
            {facts.budget !== undefined && ` (budget ${kilobytes(facts.budget)})`};{' '}
            {kilobytes(facts.withBase)} imported alone
          </dd>
        </div>
      </dl>
      <ul className="sk-pinbox__links">
        <li>
          <DocLink href={`${page}/api/`}>API</DocLink>
        </li>
        <li>
          <DocLink href={`${page}/code/`}>Code</DocLink>
        </li>
        {sourceHref && (
          <li>
            <ExternalLink href={sourceHref}>Source</ExternalLink>
          </li>
        )}
      </ul>
    </aside>
  );
}
