import { DocSearchModal } from '@docsearch/react/modal';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import { type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import config from 'virtual:skerry/config';
import type { DocSearchConfig } from './docsearch-config.ts';
import { siteRelativePath } from './docsearch-links.ts';

interface Props {
  docsearch: DocSearchConfig;
  open: boolean;
  onClose: () => void;
}

function HitLink({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  const path = siteRelativePath(hit.url, config.productionUrl, window.location.origin);
  return path ? <Link to={path}>{children}</Link> : <a href={hit.url}>{children}</a>;
}

/**
 * DocSearch's dialog, loaded on first use. Hits on this site open through the router, without a
 * full load. Ask AI is not configured, so its toggle has nothing to do.
 */
export default function DocSearchDialog({ docsearch, open, onClose }: Props) {
  const navigate = useNavigate();

  // DocSearch's own wrapper closes on Escape; used on its own, the dialog leaves that to us.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <DocSearchModal
      appId={docsearch.appId}
      apiKey={docsearch.apiKey}
      indices={[docsearch.indexName]}
      placeholder="Search the documentation"
      initialScrollY={window.scrollY}
      onClose={onClose}
      onAskAiToggle={() => undefined}
      hitComponent={HitLink}
      navigator={{
        navigate({ itemUrl }) {
          const path = siteRelativePath(itemUrl, config.productionUrl, window.location.origin);
          if (path) void navigate(path);
          else window.location.assign(itemUrl);
        },
      }}
    />,
    document.body,
  );
}
