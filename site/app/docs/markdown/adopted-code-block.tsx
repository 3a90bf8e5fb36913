import { type ComponentPropsWithoutRef, type CSSProperties, use, useState } from 'react';
import { IslandHost } from '../../islands/island-host.ts';
import { CodeBlock } from './code-block.tsx';

type PreProps = ComponentPropsWithoutRef<'pre'> & Record<`data-${string}`, string>;

function styleOf(text: string): CSSProperties {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const key = name.startsWith('--')
      ? name
      : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style as CSSProperties;
}

/** The `<pre>`'s attributes as React props, so that hydration finds what the page has. */
function propsOf(pre: Element | null | undefined): PreProps {
  const props: Record<string, unknown> = {};
  for (const { name, value } of pre?.attributes ?? []) {
    if (name === 'class') props.className = value;
    else if (name === 'tabindex') props.tabIndex = Number(value);
    else if (name === 'style') props.style = styleOf(value);
    else props[name] = value;
  }
  return props as PreProps;
}

/**
 * A code block of a page that has no route module of its own (docs/decisions/0022): the module
 * that hydrates it knows nothing of it, so its attributes, like its highlighted HTML
 * (`CodeBlock`), are the ones the article has.
 */
export function AdoptedCodeBlock() {
  const host = use(IslandHost);
  const [props] = useState(() => propsOf(host?.querySelector(':scope > .sk-code > pre')));
  return <CodeBlock {...props} />;
}
