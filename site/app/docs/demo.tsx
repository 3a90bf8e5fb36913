import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { DemoCode } from './demo-code.tsx';
import { LaterDemoCode } from './later-demo-code.tsx';
import { Tabs } from './tabs.tsx';
import { useCopy } from './use-copy.ts';

/** One framework's version of the example, highlighted at build time (engine/remark-demo.ts). */
export interface DemoVariant {
  id: string;
  label: string;
  lang: string;
  code: string;
  html: string;
}

type PreviewTheme = 'page' | 'light' | 'dark' | 'high-contrast';

const previewThemes: Record<PreviewTheme, string> = {
  page: 'As the page',
  light: 'Light',
  dark: 'Dark',
  'high-contrast': 'High contrast',
};

export interface DemoProps {
  /** Names the example; shown as its caption. */
  title?: string;
  /**
   * Filled in by the build from the ```html block inside `<Demo>`: the HTML source, rendered
   * live and shown in the first tab.
   */
  variants: [DemoVariant];
  /** The other frameworks' tabs, whose code `loadLater` fetches when one is first opened. */
  later?: { id: string; label: string }[];
  loadLater?: () => Promise<DemoVariant[]>;
  load: (() => Promise<unknown>)[];
}

type Status = 'loading' | 'ready' | 'failed';

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
 * A live example of the real components, and its source for HTML, React, Vue and Angular with a
 * copy button. The preview can switch theme and text direction on its own. The markup is in the
 * prerendered page; the components it uses load in the browser and upgrade it, their size held
 * by `:not(:defined)` styles meanwhile.
 */
export function Demo({ title, variants, later = [], loadLater, load }: DemoProps) {
  const source = variants[0].code;
  const id = useId();
  const [theme, setTheme] = useState<PreviewTheme>('page');
  const [rtl, setRtl] = useState(false);
  const [status, setStatus] = useState<Status>(load.length ? 'loading' : 'ready');
  const [attempt, setAttempt] = useState(0);
  const { message, copy } = useCopy();
  const [submitted, setSubmitted] = useState('');
  // React sets innerHTML again whenever this object changes, which would replace the live
  // elements (and what a reader typed) on every re-render; one object per source keeps them.
  const preview = useMemo(() => ({ __html: source }), [source]);

  // A form in a preview must not leave the page; what it would have sent is shown instead.
  const onSubmit = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target as HTMLFormElement;
    event.preventDefault();
    const { submitter } = event.nativeEvent as SubmitEvent;
    setSubmitted(describeFormData(new FormData(form, submitter)));
  };

  useEffect(() => {
    if (load.length === 0) return undefined;
    let current = true;
    setStatus('loading');
    Promise.all(load.map((importDefinition) => importDefinition())).then(
      () => current && setStatus('ready'),
      (error: unknown) => {
        console.error('A demo could not load its components', error);
        if (current) setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  return (
    <figure className="sk-demo" aria-labelledby={title ? `${id}-title` : undefined}>
      {title && (
        <figcaption id={`${id}-title`} className="sk-demo__title">
          {title}
        </figcaption>
      )}
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
      <div
        className="sk-demo__preview"
        data-sk-theme={theme === 'page' ? undefined : theme}
        dir={rtl ? 'rtl' : 'ltr'}
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
      {status === 'failed' && (
        <p className="sk-demo__error" role="alert">
          The components of this example could not be loaded.{' '}
          <button type="button" className="sk-button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </p>
      )}
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
    </figure>
  );
}

/** Several examples in a row, each still a figure of its own. */
export function DemoList({ children }: { children: ReactNode }) {
  return <div className="sk-demo-list">{children}</div>;
}
