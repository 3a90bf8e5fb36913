import { DocElementError } from '../shared/element-error.ts';

/** What an author wrote on one `<AlertGuidance>`, as the build or the element reads it. */
export interface AlertGuidanceProps {
  variant?: unknown;
  heading?: unknown;
  example?: unknown;
}

/** One variant of `<AlertDocs>`: its live alert and where its guidance is among the children. */
export interface AlertGuidanceRow {
  variant: string;
  /** The heading of the live alert; none when the author gave none. */
  heading: string;
  /** The message of the live alert. */
  example: string;
  /** The position of the `<AlertGuidance>` that holds the guidance, among those given. */
  index: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The variants a component's manifest lists for its `variant` attribute, in its order, read
 * from the attribute's type as the manifest writes it (`'info' | 'success' | …`).
 */
export function variantsFromType(type: string | undefined): string[] {
  return [...(type ?? '').matchAll(/'([^']+)'|"([^"]+)"/g)].map((m) => (m[1] ?? m[2])!);
}

/**
 * Pairs the alert's variants, in the component's own order, with the guidance the page gives for
 * each: one `<AlertGuidance variant="…" example="…">` per variant, no more and no less. Every
 * mismatch throws, naming the variant: guidance for a variant the component does not have (a
 * typo, or one since removed), guidance missing for one it has (one since added), guidance
 * given twice, or an entry without its variant or example.
 */
export function matchAlertGuidance(
  variants: readonly string[],
  given: readonly AlertGuidanceProps[],
): AlertGuidanceRow[] {
  const element = 'AlertDocs';
  if (variants.length === 0) {
    throw new DocElementError(element, 'sk-alert lists no variants in its custom-elements.json.');
  }
  const known = variants.join(', ');
  const byVariant = new Map<string, AlertGuidanceRow>();
  given.forEach((props, index) => {
    const variant = text(props.variant);
    if (!variant) {
      throw new DocElementError(
        element,
        `<AlertGuidance> number ${index + 1} has no variant; give it one of ${known}.`,
      );
    }
    if (!variants.includes(variant)) {
      throw new DocElementError(
        element,
        `<AlertGuidance variant="${variant}">: sk-alert has no variant "${variant}"; its variants are ${known}.`,
      );
    }
    if (byVariant.has(variant)) {
      throw new DocElementError(element, `the variant "${variant}" has guidance twice.`);
    }
    const example = text(props.example);
    if (!example) {
      throw new DocElementError(
        element,
        `<AlertGuidance variant="${variant}"> needs an example: the message its live alert shows.`,
      );
    }
    byVariant.set(variant, { variant, heading: text(props.heading), example, index });
  });
  const missing = variants.filter((variant) => !byVariant.has(variant));
  if (missing.length) {
    throw new DocElementError(
      element,
      `no guidance for the variant${missing.length > 1 ? 's' : ''} ${missing.map((v) => `"${v}"`).join(', ')}: every variant of sk-alert needs an <AlertGuidance>.`,
    );
  }
  return variants.map((variant) => byVariant.get(variant)!);
}
