import {
  type DerivedTheme,
  type ThemeName,
  previewDeclarations,
} from '@skerry/tokens/theme-builder';
import {
  type CSSProperties,
  type FormEvent,
  memo,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { DemoLoadError, describeFormData } from '../demo/demo.tsx';
import { useDemoComponents } from '../demo/use-demo-components.ts';
import { type Theme, themeNames, themes } from '../token-table/token-data.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { useForcedColors } from './forced-colors.ts';
import { previewProperties, withoutColors } from './preview-style.ts';

/** What the preview calls on the sample's `sk-modal`, without importing the package's types. */
interface ModalElement extends HTMLElement {
  show(): Promise<boolean>;
}

/**
 * The sample application's markup. Memoised on the HTML and written as a demo's is, so React
 * never sets it again: a new theme reaches it through the region's custom properties alone, and what the reader
 * typed into the sample stays.
 */
const Sample = memo(function Sample({ html }: { html: string }) {
  return <div className="sk-theme-builder__sample" dangerouslySetInnerHTML={{ __html: html }} />;
});

const directions = [
  { value: 'ltr', label: 'Left to right' },
  { value: 'rtl', label: 'Right to left' },
] as const;

export interface BuilderPreviewProps {
  /** The prefix of the builder's ids. */
  scope: string;
  theme: DerivedTheme;
  sample: string;
  load: (() => Promise<unknown>)[];
}

/**
 * The live preview: every component in a small application, in the chosen theme variant and
 * direction. The region carries the derived custom properties and `data-sk-theme` (for what
 * they leave to the theme, such as the colour scheme); the components load as a demo's do. The
 * sample's form never leaves the page, and its fare-rules link opens its modal.
 */
export function BuilderPreview({ scope, theme, sample, load }: BuilderPreviewProps) {
  const [shown, setShown] = useState<ThemeName>('light');
  const [direction, setDirection] = useState<'ltr' | 'rtl'>('ltr');
  const forcedColors = useForcedColors();
  const properties = useMemo(() => {
    const all = previewProperties(previewDeclarations(theme, shown));
    return forcedColors ? withoutColors(all) : all;
  }, [theme, shown, forcedColors]);
  const [submitted, setSubmitted] = useState('');
  const { status, retry } = useDemoComponents(load);
  const region = useRef<HTMLDivElement>(null);
  const heading = `${scope}-preview-title`;

  useEffect(() => {
    const element = region.current;
    if (!element) return undefined;
    const onClick = (event: Event) => {
      const opener = (event.target as Element).closest?.('[data-sk-opens-modal]');
      if (!opener || !element.contains(opener)) return;
      void customElements
        .whenDefined('sk-modal')
        .then(() => element.querySelector<ModalElement>('sk-modal')?.show());
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, []);

  // The sample's form is an example: what it would send is shown instead of leaving the page.
  const onSubmit = (event: FormEvent<HTMLDivElement>) => {
    event.preventDefault();
    const { submitter } = event.nativeEvent as SubmitEvent;
    setSubmitted(describeFormData(new FormData(event.target as HTMLFormElement, submitter)));
  };

  return (
    <section className="sk-theme-builder__preview-panel" aria-labelledby={heading}>
      <h2 id={heading} className="sk-theme-builder__panel-title">
        Preview
      </h2>
      <div className="sk-theme-builder__preview-controls">
        <ChoiceGroup
          name={`${scope}-preview-theme`}
          legend="Preview theme"
          options={themes.map((value: Theme) => ({ value, label: themeNames[value] }))}
          value={shown}
          onChange={setShown}
        />
        <ChoiceGroup
          name={`${scope}-direction`}
          legend="Direction"
          options={directions}
          value={direction}
          onChange={setDirection}
        />
      </div>
      <div
        ref={region}
        className="sk-theme-builder__preview"
        style={properties as CSSProperties}
        data-sk-theme={shown}
        dir={direction}
        data-status={status}
        role="group"
        aria-label={`Sample application in the ${themeNames[shown].toLowerCase()} variant, ${direction === 'rtl' ? 'right to left' : 'left to right'}`}
        onSubmit={onSubmit}
        onReset={() => setSubmitted('')}
      >
        <Sample html={sample} />
      </div>
      <p className="sk-theme-builder__submitted" role="status">
        {submitted && `The sample form would send: ${submitted}`}
      </p>
      <DemoLoadError status={status} retry={retry} />
    </section>
  );
}
