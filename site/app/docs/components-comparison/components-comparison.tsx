import { memo } from 'react';
import { Link } from 'react-router';
import { DocElementError, requiredText } from '../shared/element-error.ts';
import { ScrollRegion } from '../scroll-region/scroll-region.tsx';
import { useDemoComponents } from '../demo/use-demo-components.ts';

const element = 'ComponentsComparison';

/** One component as an MDX author describes it in `components={[…]}`. */
export interface ComparedComponent {
  /** The element's tag, such as `sk-button`; its overview page is linked from the column. */
  tag: string;
  /** The name readers know it by: "Button". */
  name: string;
  /** A short HTML example, rendered live with the real component. */
  example: string;
  /** When to choose this component, in a sentence or two. */
  use: string;
  /** Aspect → how this component handles it; every component names the same aspects. */
  differences: Record<string, string>;
}

export interface ComparisonModel {
  caption: string;
  columns: (Omit<ComparedComponent, 'differences'> & { href: string; current: boolean })[];
  /** One row per aspect, with a value for each column in order. */
  rows: { aspect: string; values: string[] }[];
}

const tagPattern = /^sk-[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks what an author wrote and shapes it into a table: 2 to 4 components, each with a tag, a
 * name, a live example, when to use it and the same aspects as the others, so no cell is empty.
 * Every mistake throws, naming the element, the component and the fix.
 */
export function comparisonModel(props: {
  caption?: unknown;
  current?: unknown;
  components?: unknown;
}): ComparisonModel {
  const caption = requiredText(element, 'caption', props.caption);
  const list = props.components;
  if (!Array.isArray(list) || list.length < 2 || list.length > 4) {
    throw new DocElementError(
      element,
      'components must be a list of 2 to 4 components, written components={[{ tag, name, example, use, differences }, …]}.',
    );
  }
  const seen = new Set<string>();
  let aspects: string[] | undefined;
  const parsed = list.map((item: unknown, index) => {
    const at = `components[${index}]`;
    if (!isRecord(item)) throw new DocElementError(element, `${at} must be an object.`);
    const tag = requiredText(element, `${at}.tag`, item.tag);
    if (!tagPattern.test(tag)) {
      throw new DocElementError(
        element,
        `${at}.tag must be a Skerry tag such as "sk-button" (got "${tag}").`,
      );
    }
    if (seen.has(tag)) throw new DocElementError(element, `${tag} is listed twice.`);
    seen.add(tag);
    const name = requiredText(element, `${at}.name`, item.name);
    const example = requiredText(element, `${at}.example`, item.example);
    const use = requiredText(element, `${at}.use`, item.use);
    if (!isRecord(item.differences) || Object.keys(item.differences).length === 0) {
      throw new DocElementError(
        element,
        `${at}.differences (${name}) must be an object of at least one aspect, such as { Label: 'Visible text' }.`,
      );
    }
    const given = item.differences;
    const keys = Object.keys(given);
    if (aspects === undefined) {
      aspects = keys;
    } else {
      const missing = aspects.filter((aspect) => !keys.includes(aspect));
      const extra = keys.filter((aspect) => !aspects!.includes(aspect));
      if (missing.length || extra.length) {
        throw new DocElementError(
          element,
          `every component must describe the same aspects; ${name} ` +
            [
              missing.length ? `lacks ${missing.map((a) => `"${a}"`).join(', ')}` : '',
              extra.length ? `adds ${extra.map((a) => `"${a}"`).join(', ')}` : '',
            ]
              .filter(Boolean)
              .join(' and ') +
            '.',
        );
      }
    }
    const differences = Object.fromEntries(
      keys.map((aspect) => [
        aspect,
        requiredText(element, `${at}.differences["${aspect}"] (${name})`, given[aspect]),
      ]),
    );
    return { tag, name, example, use, differences };
  });
  let current: string | undefined;
  if (props.current !== undefined) {
    current = requiredText(element, 'current', props.current);
    if (!seen.has(current)) {
      throw new DocElementError(
        element,
        `current="${current}" is none of the compared tags (${[...seen].join(', ')}).`,
      );
    }
  }
  return {
    caption,
    columns: parsed.map(({ tag, name, example, use }) => ({
      tag,
      name,
      example,
      use,
      href: `/core-components/${tag.slice('sk-'.length)}/`,
      current: tag === current,
    })),
    rows: (aspects ?? []).map((aspect) => ({
      aspect,
      values: parsed.map((item) => item.differences[aspect]!),
    })),
  };
}

/**
 * An example's live markup. Memoised on the HTML, because React sets innerHTML again on every
 * render otherwise, replacing the upgraded elements when the loading status changes.
 */
const LiveExample = memo(function LiveExample({ html }: { html: string }) {
  return <div className="sk-comparison__example" dangerouslySetInnerHTML={{ __html: html }} />;
});

/**
 * Several components side by side: a live example of each, when to use it and how it differs,
 * as one table whose columns are the components and whose rows are the aspects, so a reader can
 * compare along a row. `current` marks the column of the page it is on. The build adds `load`
 * (`components-comparison.server.ts`): the definitions of the elements the examples use.
 */
export function ComponentsComparison({
  caption,
  current,
  components,
  load = [],
}: {
  caption: string;
  current?: string;
  components: ComparedComponent[];
  load?: (() => Promise<unknown>)[];
}) {
  const model = comparisonModel({ caption, current, components });
  const { status } = useDemoComponents(load);

  return (
    <div className="sk-comparison" data-status={status}>
      <ScrollRegion label={model.caption}>
        <table className="sk-comparison__table">
          <caption>{model.caption}</caption>
          <thead>
            <tr>
              <td />
              {model.columns.map((column) => (
                <th key={column.tag} scope="col" data-current={column.current || undefined}>
                  {column.current ? (
                    <>
                      {column.name}
                      <span className="sk-comparison__here"> (this page)</span>
                    </>
                  ) : (
                    <Link to={column.href}>{column.name}</Link>
                  )}
                  <code className="sk-comparison__tag">{column.tag}</code>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Example</th>
              {model.columns.map((column) => (
                <td key={column.tag} data-current={column.current || undefined}>
                  <LiveExample html={column.example} />
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">When to use</th>
              {model.columns.map((column) => (
                <td key={column.tag} data-current={column.current || undefined}>
                  {column.use}
                </td>
              ))}
            </tr>
            {model.rows.map((row) => (
              <tr key={row.aspect}>
                <th scope="row">{row.aspect}</th>
                {row.values.map((value, index) => (
                  <td
                    key={model.columns[index]!.tag}
                    data-current={model.columns[index]!.current || undefined}
                  >
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {status === 'failed' && (
        <p className="sk-comparison__error" role="alert">
          The live examples of this comparison could not be loaded; reload the page to try again.
        </p>
      )}
    </div>
  );
}
