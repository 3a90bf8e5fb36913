/** The attribute that names the builder's preview region, which its style rule selects. */
export const previewAttribute = 'data-sk-theme-builder-preview';

/**
 * The style sheet text that gives one preview region a derived theme: a single rule scoped to the
 * region, holding the custom properties `previewDeclarations` writes. It is unlayered, so it wins
 * over the tokens' own theme layers (`sk.tokens`, `sk.theme`) for the region and everything in it,
 * while the region's `data-sk-theme` still brings what the declarations leave alone. Only this
 * text changes with the settings: the sample's elements are never rendered again.
 */
export function previewStyle(id: string, declarations: string): string {
  // The text goes into a <style> element as it is: nothing in it may end the rule or the element.
  if (/[{}<]/.test(declarations)) {
    throw new Error(`Theme builder: refusing preview declarations that contain "{", "}" or "<".`);
  }
  const body = declarations
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `  ${line}`)
    .join('\n');
  return `[${previewAttribute}="${escapeCssString(id)}"] {\n${body}\n}\n`;
}

/** An attribute value as a CSS string's contents: quotes and backslashes escaped. */
function escapeCssString(value: string): string {
  return value.replace(/["\\]/g, (c) => `\\${c}`).replace(/\n/g, '\\a ');
}
