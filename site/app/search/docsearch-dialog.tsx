import { DocSearchModal } from '@docsearch/react/modal';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import config from 'virtual:skerry/config';
import type { DocSearchConfig } from './docsearch-config.ts';
import { siteRelativePath } from './docsearch-links.ts';

interface Props {
  docsearch: DocSearchConfig;
  open: boolean;
  /** `returnFocus` is false when a hit was opened: focus then belongs to the new page. */
  onClose: (returnFocus: boolean) => void;
}

/** Opens a hit: in the app for this site's pages, as a full load for anything else. */
function useOpenHit() {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const path = siteRelativePath(url, config.productionUrl, window.location.origin);
      if (path) void navigate(path);
      else window.location.assign(url);
    },
    [navigate],
  );
}

/**
 * A hit's content. DocSearch puts each hit inside a listbox option; a real link there would nest
 * one interactive element in another (axe: nested-interactive), so the option itself is what is
 * chosen: Enter through DocSearch's navigator, a click through the listener below.
 */
function HitContent({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  return (
    <span className="sk-docsearch-hit" data-hit-url={hit.url}>
      {children}
    </span>
  );
}

/**
 * DocSearch's dialog, loaded on first use. Hits on this site open through the router, without a
 * full load. Its `modal` entry is keyword search only (DocSearch 5 keeps Ask AI in its own
 * modal), so none of the Ask AI code is bundled.
 */
export default function DocSearchDialog({ docsearch, open, onClose: close }: Props) {
  const navigateToHit = useOpenHit();
  const openedHit = useRef(false);
  const openHit = useCallback(
    (url: string) => {
      openedHit.current = true;
      navigateToHit(url);
    },
    [navigateToHit],
  );
  const onClose = useCallback(() => {
    close(!openedHit.current);
    openedHit.current = false;
  }, [close]);

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

  // DocSearch makes its whole backdrop a focusable role="button" around the dialog, which nests
  // every result inside a button (axe: nested-interactive). A click on the backdrop still closes
  // it; keyboard users have Escape. Clicks on hits are handled here too (see HitContent).
  useEffect(() => {
    if (!open) return undefined;
    const backdrop = document.querySelector('.DocSearch-Container');
    backdrop?.removeAttribute('role');
    backdrop?.removeAttribute('tabindex');
    backdrop?.removeAttribute('aria-expanded');
    const onClick = (event: Event) => {
      const hit = event.target instanceof Element && event.target.closest('[data-hit-url]');
      const url = hit instanceof HTMLElement ? hit.dataset.hitUrl : undefined;
      if (!url) return;
      openHit(url);
      onClose();
    };
    backdrop?.addEventListener('click', onClick);
    return () => backdrop?.removeEventListener('click', onClick);
  }, [open, openHit, onClose]);

  if (!open) return null;
  return createPortal(
    <DocSearchModal
      appId={docsearch.appId}
      apiKey={docsearch.apiKey}
      indices={[docsearch.indexName]}
      placeholder="Search the documentation"
      initialScrollY={window.scrollY}
      onClose={onClose}
      hitComponent={HitContent}
      navigator={{ navigate: ({ itemUrl }) => openHit(itemUrl) }}
    />,
    document.body,
  );
}
