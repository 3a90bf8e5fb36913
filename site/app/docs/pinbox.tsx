import config from 'virtual:skerry/config';
import type { PinboxFacts } from '../../engine/components/pinbox-facts.ts';
import { ExternalLink } from '../components/external-link.tsx';
import { Badge } from './badge.tsx';
import { DocLink } from './doc-link.tsx';

const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The facts a reader checks first about a component, at the top of its overview: tag, status,
 * first version, the import, its weight against its budget, and where to go next. The build
 * fills `facts` from the manifest, the package exports and the size check (engine/remark-pinbox.ts).
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
