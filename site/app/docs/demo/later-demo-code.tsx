import { useEffect, useRef, useState } from 'react';
import { CHUNK_TIMEOUT_MS } from '../../chunks/chunk-error.ts';
import { withDeadline } from '../../chunks/load-chunk.ts';
import type { DemoVariant } from './demo-variant.ts';
import { DemoCode } from './demo-code.tsx';

type State =
  { status: 'loading' } | { status: 'ready'; variant: DemoVariant } | { status: 'failed' };

/**
 * A framework's source that the page does not ship with its route: fetched when its tab is
 * first opened (Tabs mounts a lazy panel then), shown once it arrives. A fetch that fails, or
 * takes longer than a page's script may (`CHUNK_TIMEOUT_MS`), offers a reload, since the
 * browser keeps a module that failed for the life of the document.
 */
export function LaterDemoCode({
  label,
  load,
  copy,
}: {
  label: string;
  load: () => Promise<DemoVariant | undefined>;
  copy: (text: string, label: string) => void;
}) {
  const [state, setState] = useState<State>({ status: 'loading' });
  // Only the first `load` counts: the page gives a new function on every render.
  const firstLoad = useRef(load);

  useEffect(() => {
    let current = true;
    withDeadline(
      firstLoad.current(),
      CHUNK_TIMEOUT_MS,
      () => new Error(`No answer in ${CHUNK_TIMEOUT_MS / 1000} s`),
    )
      .then((variant) => {
        if (!variant) throw new Error(`This page has no ${label} source for the demo`);
        if (current) setState({ status: 'ready', variant });
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.error(`A demo could not load its ${label} source`, error);
        setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [label]);

  if (state.status === 'ready') return <DemoCode variant={state.variant} copy={copy} />;
  if (state.status === 'failed') {
    return (
      <p className="sk-demo__error" role="alert">
        The {label} code could not be loaded.{' '}
        <button type="button" className="sk-button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </p>
    );
  }
  return (
    <p className="sk-demo__loading" role="status">
      Loading the {label} code…
    </p>
  );
}
