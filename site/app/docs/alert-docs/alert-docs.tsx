import { Children, isValidElement, memo, type ReactElement, type ReactNode } from 'react';
import { type AlertGuidanceProps, matchAlertGuidance } from './alert-guidance.ts';
import { DocElementError } from '../shared/element-error.ts';
import { useDemoComponents } from '../demo/use-demo-components.ts';

const escape = (value: string): string =>
  value.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c as '&' | '<' | '>' | '"'],
  );

/**
 * One variant's live alert. Memoised on its markup, because React sets innerHTML again on every
 * render otherwise, replacing the upgraded element when the loading status changes. Written as
 * markup, like a demo, so it is in the prerendered page and upgrades where it stands: an alert
 * that came with the page is not announced.
 */
const LiveAlert = memo(function LiveAlert({ html }: { html: string }) {
  return <div className="sk-alert-docs__example" dangerouslySetInnerHTML={{ __html: html }} />;
});

/**
 * The guidance for one variant, written in the page inside `<AlertDocs>`: `variant` names it,
 * `example` (and optionally `heading`) is what its live alert says, the children when to use it.
 * It renders nothing by itself; `<AlertDocs>` places its children beside the live alert.
 */
export function AlertGuidance(props: AlertGuidanceProps & { children?: ReactNode }): never {
  throw new DocElementError(
    'AlertGuidance',
    `variant="${String(props.variant)}" belongs inside <AlertDocs>.`,
  );
}

/**
 * The alert's variants side by side with the guidance for each: a live `sk-alert` of the
 * variant, then when to use it. The variants are sk-alert's own, which the build reads from the
 * components' custom-elements.json and passes as `variants` (`alert-docs.server.ts`), with
 * `load`, the alert's definition; the page gives one `<AlertGuidance>` per variant, and a
 * variant without guidance, or guidance for a variant that does not exist, fails the build.
 */
export function AlertDocs({
  variants,
  load = [],
  children,
}: {
  variants: string[];
  load?: (() => Promise<unknown>)[];
  children?: ReactNode;
}) {
  const given = Children.toArray(children).filter(
    (child): child is ReactElement<AlertGuidanceProps & { children?: ReactNode }> =>
      isValidElement(child),
  );
  const rows = matchAlertGuidance(
    variants,
    given.map((child) => child.props),
  );
  const { status } = useDemoComponents(load);

  return (
    <div className="sk-alert-docs" data-status={status}>
      {rows.map((row) => (
        <div key={row.variant} className="sk-alert-docs__row">
          <LiveAlert
            html={`<sk-alert variant="${escape(row.variant)}"${row.heading ? ` heading="${escape(row.heading)}"` : ''}>${escape(row.example)}</sk-alert>`}
          />
          <div className="sk-alert-docs__guidance">
            <p className="sk-alert-docs__variant">
              <code>variant="{row.variant}"</code>
            </p>
            {given[row.index]!.props.children}
          </div>
        </div>
      ))}
      {status === 'failed' && (
        <p className="sk-alert-docs__error" role="alert">
          The live alerts could not be loaded; reload the page to try again.
        </p>
      )}
    </div>
  );
}
