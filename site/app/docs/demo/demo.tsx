import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { DemoCode } from './demo-code.tsx';
import type { DemoVariant } from './demo-variant.ts';
import { LaterDemoCode } from './later-demo-code.tsx';
import { Tabs } from '../tabs/tabs.tsx';
import { type DemoStatus, useDemoComponents } from './use-demo-components.ts';
import { useCopy } from '../shared/use-copy.ts';

export type PreviewTheme = 'page' | 'light' | 'dark' | 'high-contrast';

const previewThemes: Record<PreviewTheme, string> = {
  page: 'As the page',
  light: 'Light',
  dark: 'Dark',
  'high-contrast': 'High contrast',
};

/**
 * What the build gives every live example (`demo.server.ts`): `<Demo>` and the elements
 * built on its parts, such as `<ModalWrapper>`.
 */
export interface DemoSourceProps {
  /** Names the example; shown as its caption. */
  title?: string;
  /**
   * Filled in by the build from the ```html block inside the element: the HTML source, rendered
   * live and shown in the first tab.
   */
  variants: [DemoVariant];
  /** The other frameworks' tabs, whose code `loadLater` fetches when one is first opened. */
  later?: { id: string; label: string }[];
  loadLater?: () => Promise<DemoVariant[]>;
}

export interface DemoProps extends DemoSourceProps {
  load: (() => Promise<unknown>)[];
}

/**
 * What a form in a preview would send, read from the submit event as the browser builds it,
 * submitter included: `name=value` pairs, files by name.
 */
export function describeFormData(data: FormData): string {
  const entries = [...data.entries()].map(
    ([name, value]) => `${name}=${typeof value === 'string' ? value : value.name}`,
  );
  return entries.length ? entries.join(', ') : '(no fields)';
}

/**
 * A preview has no application behind it, so it does the application's part when a tag asks to
 * be removed (`sk-remove`, which the tag never acts on itself): it removes the tag, with its list
 * item when the tag is all the item holds, so a removable tag's example works as documented.
 */
export function removeRequestedTag(event: Event): void {
  const tag = event.target as Element;
  if (event.defaultPrevented || tag.localName !== 'sk-tag') return;
  const item = tag.parentElement;
  (item?.localName === 'li' && item.childElementCount === 1 ? item : tag).remove();
}

/** The preview's theme and direction, which the toolbar switches for the example alone. */
export function usePreviewSettings() {
  const [theme, setTheme] = useState<PreviewTheme>('page');
  const [rtl, setRtl] = useState(false);
  const toolbar = (
    <div className="sk-demo__toolbar" data-pagefind-ignore="">
      <label className="sk-demo__control">
        <span>Preview theme</span>
        <select value={theme} onChange={(e) => setTheme(e.target.value as PreviewTheme)}>
          {(Object.keys(previewThemes) as PreviewTheme[]).map((value) => (
            <option key={value} value={value}>
              {previewThemes[value]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="sk-button"
        aria-pressed={rtl}
        onClick={() => setRtl((value) => !value)}
      >
        Right to left
      </button>
    </div>
  );
  /** The attributes of the preview element that apply the choice. */
  const preview = {
    'data-sk-theme': theme === 'page' ? undefined : theme,
    dir: rtl ? 'rtl' : 'ltr',
  } as const;
  return { toolbar, preview };
}

/** Says that the example's components could not be loaded, with a button to try again. */
export function DemoLoadError({ status, retry }: { status: DemoStatus; retry: () => void }) {
  if (status !== 'failed') return null;
  return (
    <p className="sk-demo__error" role="alert">
      The components of this example could not be loaded.{' '}
      <button type="button" className="sk-button" onClick={retry}>
        Try again
      </button>
    </p>
  );
}

/**
 * The example's source in a tab per framework, each with a copy button, and the live region
 * that confirms a copy.
 */
export function DemoSource({ title, variants, later = [], loadLater }: DemoSourceProps) {
  const { message, copy } = useCopy();
  return (
    <>
      <Tabs
        lazy
        label={title ? `${title}: source` : 'Example source'}
        items={[
          ...variants.map((variant) => ({
            id: variant.id,
            label: variant.label,
            panel: <DemoCode variant={variant} copy={copy} />,
          })),
          ...later.map((tab, index) => ({
            id: tab.id,
            label: tab.label,
            panel: loadLater && (
              <LaterDemoCode
                label={tab.label}
                load={() => loadLater().then((loaded) => loaded[index])}
                copy={copy}
              />
            ),
          })),
        ]}
      />
      <p className="sk-visually-hidden" role="status">
        {message}
      </p>
    </>
  );
}

/**
 * A live example of the real components, and its source for HTML, React, Vue and Angular with a
 * copy button. The preview can switch theme and text direction on its own. The markup is in the
 * prerendered page; the components it uses load in the browser and upgrade it, their size held
 * by `:not(:defined)` styles meanwhile.
 */
export function Demo({ title, variants, later, loadLater, load }: DemoProps) {
  const source = variants[0].code;
  const id = useId();
  const { toolbar, preview: settings } = usePreviewSettings();
  const { status, retry } = useDemoComponents(load);
  const [submitted, setSubmitted] = useState('');
  // React sets innerHTML again whenever this object changes, which would replace the live
  // elements (and what a reader typed) on every re-render; one object per source keeps them.
  const preview = useMemo(() => ({ __html: source }), [source]);
  const previewRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = previewRef.current;
    element?.addEventListener('sk-remove', removeRequestedTag);
    return () => element?.removeEventListener('sk-remove', removeRequestedTag);
  }, []);

  // A form in a preview must not leave the page; what it would have sent is shown instead.
  const onSubmit = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target as HTMLFormElement;
    event.preventDefault();
    const { submitter } = event.nativeEvent as SubmitEvent;
    setSubmitted(describeFormData(new FormData(form, submitter)));
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
        dangerouslySetInnerHTML={preview}
        onSubmit={onSubmit}
        onReset={() => setSubmitted('')}
      />
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

/** Several examples in a row, each still a figure of its own. */
export function DemoList({ children }: { children: ReactNode }) {
  return <div className="sk-demo-list">{children}</div>;
}
