export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * Reads an excerpt from the search index, where matches are wrapped in `<mark>`, into plain text
 * parts. Nothing from it is ever rendered as HTML, so indexed text cannot inject markup.
 */
export function parseExcerpt(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  const push = (raw: string, mark: boolean) => {
    const text = decodeEntities(raw.replace(/<[^>]*>/g, ''));
    if (text) parts.push({ text, mark });
  };
  for (const match of html.matchAll(pattern)) {
    push(html.slice(last, match.index), false);
    push(match[1] ?? '', true);
    last = match.index + match[0].length;
  }
  push(html.slice(last), false);
  return parts;
}
