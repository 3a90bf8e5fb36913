/**
 * An author's mistake in a documentation element. It is thrown while the page prerenders, so the
 * build stops with the element's name and the fix in the message, never a broken page shipping.
 */
export class DocElementError extends Error {
  constructor(element: string, problem: string) {
    super(`<${element}>: ${problem}`);
    this.name = 'DocElementError';
  }
}

/**
 * A positive whole number from an MDX attribute, which arrives as a string when written
 * `width="640"` and as a number when written `width={640}`.
 */
export function positiveInteger(element: string, attribute: string, value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number <= 0) {
    throw new DocElementError(
      element,
      `${attribute} is required, as a whole number of CSS pixels (got ${JSON.stringify(value)}).`,
    );
  }
  return number;
}

/** A non-empty text attribute, trimmed. */
export function requiredText(element: string, attribute: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new DocElementError(element, `${attribute} is required and must not be empty.`);
  }
  return value.trim();
}
