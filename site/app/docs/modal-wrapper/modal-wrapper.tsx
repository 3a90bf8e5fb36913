import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  type DemoProps,
  DemoLoadError,
  DemoSource,
  describeFormData,
  usePreviewSettings,
} from '../demo/demo.tsx';
import { defaultModalOpener } from './modal-opener.ts';
import { useDemoComponents } from '../demo/use-demo-components.ts';

export interface ModalWrapperProps extends DemoProps {
  /** The text of the button that opens the modal. */
  opener?: string;
}

/** What the wrapper calls on the example's `sk-modal`, without importing the package's types. */
interface ModalElement extends HTMLElement {
  show(): Promise<boolean>;
  close(): Promise<void>;
}

/** The example's own modal in `stage`: the first one, which holds any nested in it. */
function modalIn(stage: HTMLElement | null): ModalElement | null {
  return stage?.querySelector<ModalElement>('sk-modal') ?? null;
}

/**
 * A live example of `sk-modal`: a button opens the real modal written in the page's ```html
 * block, and the source shows below it in four frameworks, as a `<Demo>`'s does (the same build
 * step fills both, docs/demo/demo.server.ts). Each time the modal has closed, its markup is put back
 * as written, so every opening starts fresh, as in an application that renders the modal anew: a
 * form in it is empty again. A form sent from the modal does not leave the page; what it would
 * send is shown under the example, and the modal closes, as an application's submit handler
 * would close it.
 */
export function ModalWrapper({
  title,
  opener = defaultModalOpener,
  variants,
  later,
  loadLater,
  load,
}: ModalWrapperProps) {
  const source = variants[0].code;
  const id = useId();
  const { toolbar, preview: settings } = usePreviewSettings();
  const { status, retry } = useDemoComponents(load);
  const [generation, setGeneration] = useState(0);
  const [submitted, setSubmitted] = useState('');
  const previewRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  // One object per source, so React sets the markup again only when the stage is new.
  const markup = useMemo(() => ({ __html: source }), [source]);

  useEffect(() => {
    const preview = previewRef.current;
    if (!preview) return undefined;
    // A modal nested in the example's modal closing is not the example ending.
    const onAfterClose = (event: Event) => {
      if (event.target === modalIn(stageRef.current)) setGeneration((n) => n + 1);
    };
    preview.addEventListener('sk-after-close', onAfterClose);
    return () => preview.removeEventListener('sk-after-close', onAfterClose);
  }, []);

  const open = async () => {
    await customElements.whenDefined('sk-modal');
    setSubmitted('');
    await modalIn(stageRef.current)?.show();
  };

  const onSubmit = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target as HTMLFormElement;
    event.preventDefault();
    const { submitter } = event.nativeEvent as SubmitEvent;
    setSubmitted(describeFormData(new FormData(form, submitter)));
    void modalIn(stageRef.current)?.close();
  };

  return (
    <figure className="sk-demo" aria-labelledby={title ? `${id}-title` : undefined}>
      {title && (
        <figcaption id={`${id}-title`} className="sk-demo__title">
          {title}
        </figcaption>
      )}
      {toolbar}
      <div
        ref={previewRef}
        className="sk-demo__preview"
        {...settings}
        data-status={status}
        onSubmit={onSubmit}
      >
        <button type="button" className="sk-button" onClick={() => void open()}>
          {opener}
        </button>
        {/* The modal takes no room in the page: it opens in the top layer. */}
        <div
          key={generation}
          ref={stageRef}
          style={{ display: 'contents' }}
          dangerouslySetInnerHTML={markup}
        />
      </div>
      {source.includes('<form') && (
        <p className="sk-demo__submitted" role="status" data-pagefind-ignore="">
          {submitted && `Submitted: ${submitted}`}
        </p>
      )}
      <DemoLoadError status={status} retry={retry} />
      <DemoSource title={title} variants={variants} later={later} loadLater={loadLater} />
    </figure>
  );
}
