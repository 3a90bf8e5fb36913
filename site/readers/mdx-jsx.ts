import { parse as parseJs } from 'acorn';

/** A JSX attribute whose value is a JavaScript expression, as MDX's tree holds it. */
export function expressionAttribute(name: string, expression: string) {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: expression,
      data: {
        estree: parseJs(`(${expression})`, { ecmaVersion: 'latest', sourceType: 'module' }),
      },
    },
  };
}

/** A JSX attribute holding data computed at build time, written into the page as a literal. */
export function dataAttribute(name: string, value: unknown) {
  return expressionAttribute(name, JSON.stringify(value));
}

/** A string-valued attribute of an MDX JSX element, if it has one. */
export function stringAttribute(
  node: { attributes: { type: string; name?: string; value?: unknown }[] },
  name: string,
): string | undefined {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/** A plain string attribute, as `name="value"` in MDX. */
export function plainAttribute(name: string, value: string) {
  return { type: 'mdxJsxAttribute', name, value };
}

/** An MDX JSX element made at build time, flow (block) or text (inline). */
export function jsxElement<T>(
  kind: 'flow' | 'text',
  name: string,
  attributes: ReturnType<typeof plainAttribute | typeof expressionAttribute>[],
  children: unknown[],
): T {
  return {
    type: kind === 'flow' ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name,
    attributes,
    children,
  } as T;
}
