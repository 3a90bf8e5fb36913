/**
 * The custom properties that give the preview region a derived theme, from the declarations
 * `previewDeclarations` writes (`--sk-…: value;`, one a line), as a style object for the region.
 * Inline on the region, they win over the tokens' own theme layers (`sk.tokens`, `sk.theme`) for
 * it and everything in it, while its `data-sk-theme` still brings what they leave alone (the
 * colour scheme). A `<style>` element would do the same, but HTML permits none inside the
 * article. Only these values change with the settings: the sample is never rendered again.
 */
export function previewProperties(declarations: string): Record<`--${string}`, string> {
  const properties: Record<`--${string}`, string> = {};
  for (const line of declarations.split('\n')) {
    const text = line.trim();
    if (!text) continue;
    const match = /^(--[a-z0-9-]+)\s*:\s*(.+?)\s*;?$/i.exec(text);
    if (!match || /[;{}<]/.test(match[2]!)) {
      throw new Error(`Theme builder: "${text}" is not a custom property declaration.`);
    }
    properties[match[1] as `--${string}`] = match[2]!;
  }
  return properties;
}

/**
 * The properties without the colours, for forced-colours mode: there the tokens map the colour
 * roles to the reader's system colours, which a derived colour set inline would override.
 * Spacing, radius and font still show the theme.
 */
export function withoutColors(
  properties: Record<`--${string}`, string>,
): Record<`--${string}`, string> {
  return Object.fromEntries(
    Object.entries(properties).filter(([name]) => !name.startsWith('--sk-color-')),
  ) as Record<`--${string}`, string>;
}
